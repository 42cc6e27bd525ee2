// Creates the app's data directory (and a folder inside it, such as `<dataDir>/sandbox`)
// for every file the main process keeps there: the cache, the journal, the environments
// file. One level at a time, with a bounded number of steps: Node's recursive mkdirSync
// can spin forever at full CPU on a path such as /proc/1/x (mkdir answers ENOENT while
// the parent exists). Folders are created 0700 (they hold bank data). Every failure
// becomes one DataDirectoryError naming the data directory and what is wrong.
import { TreasuryError, type PerAudience, type TreasuryErrorKind } from '../../shared/errors';
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export type DataDirectoryErrorCode = 'not_a_folder' | 'no_permission' | 'read_only' | 'cannot_create' | 'disk_full' | 'failed';

export class DataDirectoryError extends TreasuryError {
  override readonly name = 'DataDirectoryError';
  /** True when the person must choose another data directory (or fix its permissions); false for a failure such as a full disk. */
  readonly inputToFix: boolean;
  constructor(
    readonly code: DataDirectoryErrorCode,
    /** The data directory as given. */
    readonly dataDir: string,
    message: string,
    remedy?: PerAudience,
  ) {
    super(message, { remedy });
    this.inputToFix = code !== 'disk_full' && code !== 'failed';
  }

  get kind(): TreasuryErrorKind {
    return this.inputToFix ? 'input' : 'failed';
  }
}

const errno = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | undefined)?.code;

function refuse(code: DataDirectoryErrorCode, dataDir: string, what: string): DataDirectoryError {
  const failed = `The data directory ${dataDir} cannot be used: ${what}.`;
  if (code === 'disk_full' || code === 'failed') return new DataDirectoryError(code, dataDir, `${failed} Free some space or fix the disk, then try again.`);
  return new DataDirectoryError(code, dataDir, failed, {
    cli: 'Choose another data directory (`--data-dir` or `TREASURY_DATA_DIR`) or fix its permissions.',
    window: 'Fix its permissions, or quit the app and start it with another data directory.',
  });
}

/** The error of a failed mkdir, stat or access of `path` (a folder of the data directory). */
function explain(error: unknown, dataDir: string, path: string, action: 'create' | 'read' | 'write'): DataDirectoryError {
  const parent = dirname(path);
  switch (errno(error)) {
    case 'EACCES':
    case 'EPERM':
      if (action === 'create') return refuse('no_permission', dataDir, `no permission to create folders in ${parent}`);
      if (action === 'write') return refuse('no_permission', dataDir, `no permission to write in ${path}`);
      return refuse('no_permission', dataDir, `no permission to look inside ${parent}`);
    case 'EROFS':
      return refuse('read_only', dataDir, `${action === 'create' ? parent : path} is on a read-only file system`);
    case 'ENOTDIR':
      return refuse('not_a_folder', dataDir, `part of ${path} is a file, not a folder`);
    case 'ENOENT':
      // mkdir answers ENOENT in a parent that exists but takes no folders (/proc/1).
      return refuse('cannot_create', dataDir, `folders cannot be created in ${parent} (it is not an ordinary folder)`);
    case 'ELOOP':
      return refuse('not_a_folder', dataDir, `${path} is a loop of symbolic links`);
    case 'ENAMETOOLONG':
      return refuse('not_a_folder', dataDir, `${path} is too long a path`);
    case 'ENOSPC':
    case 'EDQUOT':
      return refuse('disk_full', dataDir, `the disk is full (creating ${path})`);
    default:
      return refuse('failed', dataDir, `${path} could not be ${action === 'create' ? 'created' : 'read'} (${errno(error) ?? 'unknown error'})`);
  }
}

/** Whether `path` is a folder, missing (it or a folder above it), or something else. */
function statFolder(path: string, dataDir: string): 'folder' | 'missing' | 'not_a_folder' {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'not_a_folder';
  } catch (error) {
    // ENOTDIR: something above is a file; the walk up finds it and names it.
    if (errno(error) === 'ENOENT' || errno(error) === 'ENOTDIR') return 'missing';
    throw explain(error, dataDir, path, 'read');
  }
}

/**
 * Makes sure `<dataDir>/<...inside>` exists as a writable folder, creating the missing
 * levels (0700) from the top down, and returns its absolute path. Throws a
 * DataDirectoryError (never loops, never hangs) when it cannot.
 */
export function ensureDataDirectory(dataDir: string, ...inside: string[]): string {
  if (typeof dataDir !== 'string' || dataDir.trim().length === 0) {
    throw new DataDirectoryError('not_a_folder', String(dataDir), 'The data directory is empty.', {
      cli: 'Give the path of a folder (`--data-dir` or `TREASURY_DATA_DIR`).',
      window: 'Quit the app and start it with the path of a folder as its data directory.',
    });
  }
  const target = resolve(dataDir, ...inside);
  const missing: string[] = [];
  // Each step moves to a strictly shorter parent, so the walk ends at the root at the latest.
  for (let path = target; ; path = dirname(path)) {
    const found = statFolder(path, dataDir);
    if (found === 'folder') break;
    if (found === 'not_a_folder') throw refuse('not_a_folder', dataDir, `${path} is a file, not a folder`);
    missing.push(path);
    if (dirname(path) === path) break;
  }
  for (const path of missing.reverse()) {
    try {
      mkdirSync(path, { mode: 0o700 });
    } catch (error) {
      if (errno(error) !== 'EEXIST') throw explain(error, dataDir, path, 'create');
      if (statFolder(path, dataDir) !== 'folder') throw refuse('not_a_folder', dataDir, `${path} is a file, not a folder`);
    }
  }
  try {
    accessSync(target, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw explain(error, dataDir, target, 'write');
  }
  return target;
}
