// Where a CSV file may go, checked before a byte is written and again at the rename:
// only a new path in an existing folder, or an existing regular file the caller asked
// to replace. A device (/dev/full), a named pipe, a socket, a symbolic link (/dev/stdout
// is one) or a folder is refused with a message saying what it is and what to do, so
// the rename never replaces such a thing. New files are created 0600: exports hold bank data.
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { link, lstat, open, rename, stat, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { PerAudience } from '../../shared/errors';
import { cannotWrite, CsvExportError, errnoOf, pathFailure } from './csv-export-error';

export interface FileDestination {
  /** The path as the person gave it: every message names this one. */
  readonly given: string;
  /** Absolute path. */
  readonly path: string;
  readonly folder: string;
  readonly overwrite: boolean;
}

/** Where else the data can go: the CLI can write to standard output; the window writes a new file of its own. */
const ELSEWHERE: PerAudience = {
  cli: 'Give the path of a new or regular file (`--out -` writes to standard output).',
  window: 'Export again: each export is written to a new file.',
};
/** A file of that name is there already. */
const REPLACE: PerAudience = {
  cli: 'Pass `--force` to replace it.',
  window: 'Export again in a moment: each export gets a new file name.',
};

export function fileDestination(given: unknown, overwrite: boolean): FileDestination {
  if (typeof given !== 'string' || given.trim().length === 0) {
    throw new CsvExportError('No file name given.', 'no_file_name', {
      remedy: { cli: '`--out` needs a file name (or - for standard output).', window: 'Export again: each export is written to a new file.' },
    });
  }
  if (given === '-') throw new CsvExportError('"-" means standard output: the export needs a stream to write to (the stream option).', 'invalid_options');
  if (given.endsWith('/') || given.endsWith(sep)) throw cannotWrite(given, 'is_folder', `${given} names a folder: give a file name`);
  const path = resolve(given);
  return { given, path, folder: dirname(path), overwrite };
}

function whatIsAt(stats: Stats): string | undefined {
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  if (!stats.isFile()) return 'not a regular file';
  return undefined;
}

/** The nearest part of `path` that exists but is not a folder (for ENOTDIR); bounded by the path's depth. */
async function fileInTheWay(path: string): Promise<string> {
  for (let part = dirname(path); dirname(part) !== part; part = dirname(part)) {
    const stats = await stat(part).catch(() => undefined);
    if (stats !== undefined && !stats.isDirectory()) return part;
  }
  return dirname(path);
}

/** Refuses anything at the path but a regular file the caller asked to replace. */
export async function checkDestination(dest: FileDestination): Promise<void> {
  let stats: Stats;
  try {
    stats = await lstat(dest.path);
  } catch (error) {
    if (errnoOf(error) === 'ENOENT') return; // a new file; the folder is checked when the temporary file is created
    if (errnoOf(error) === 'ENOTDIR') throw cannotWrite(dest.given, 'not_a_folder', `${await fileInTheWay(dest.path)} is a file, not a folder`, error);
    if (errnoOf(error) === 'EACCES') throw cannotWrite(dest.given, 'no_permission', `no permission to look in ${dest.folder}`, error);
    throw pathFailure(dest.given, dest.folder, error);
  }
  if (stats.isDirectory()) throw cannotWrite(dest.given, 'is_folder', `${dest.given} is a folder: give a file name`);
  const what = whatIsAt(stats);
  if (what !== undefined) {
    throw cannotWrite(dest.given, 'not_a_file', `${dest.given} is ${what}, not a regular file, and is never replaced`, undefined, ELSEWHERE);
  }
  if (!dest.overwrite) throw cannotWrite(dest.given, 'exists', `${dest.given} exists`, undefined, REPLACE);
}

/** A new, empty temporary file (0600) beside the destination: same file system, so the rename is atomic. */
export async function createTempFile(dest: FileDestination): Promise<{ tempPath: string; handle: FileHandle }> {
  const tempPath = join(dest.folder, `.${basename(dest.path)}.${randomBytes(6).toString('hex')}.partial`);
  try {
    return { tempPath, handle: await open(tempPath, 'wx', 0o600) };
  } catch (error) {
    if (errnoOf(error) === 'ENOTDIR') throw cannotWrite(dest.given, 'not_a_folder', `${await fileInTheWay(dest.path)} is a file, not a folder`, error);
    // ENOENT in a folder that exists: a special folder that takes no new files (/proc/1).
    if (errnoOf(error) === 'ENOENT' && (await stat(dest.folder).catch(() => undefined))?.isDirectory() === true) {
      throw cannotWrite(dest.given, 'no_permission', `files cannot be created in ${dest.folder} (it is not an ordinary folder); give a path in a folder you can write to`, error);
    }
    throw pathFailure(dest.given, dest.folder, error);
  }
}

/** Errors of link() meaning "this file system has no hard links": fall back to a checked rename. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK', 'EACCES']);

/**
 * Puts the complete temporary file at the destination. Without `overwrite` it is
 * hard-linked there (which fails if anything appeared at the path meanwhile) and then
 * unlinked; with `overwrite` the destination is checked again and renamed over.
 */
export async function commitTempFile(dest: FileDestination, tempPath: string): Promise<void> {
  if (!dest.overwrite) {
    try {
      await link(tempPath, dest.path);
      await unlink(tempPath).catch(() => undefined);
      return;
    } catch (error) {
      if (errnoOf(error) === 'EEXIST') throw cannotWrite(dest.given, 'exists', `${dest.given} appeared while the export ran`, error, REPLACE);
      if (!NO_HARD_LINKS.has(errnoOf(error) ?? '')) throw pathFailure(dest.given, dest.folder, error);
    }
  }
  await checkDestination(dest);
  try {
    await rename(tempPath, dest.path);
  } catch (error) {
    throw pathFailure(dest.given, dest.folder, error);
  }
}
