// Which data directory this is, for the keychain: a random id made once, in
// `<dataDir>/data-directory-id` (0600). The keychain entries of a data directory are named
// after it (`treasury-desktop:<id>:<environment>`), so two data directories on one account
// (the app's and a CLI --data-dir, two test runs, two embedded sandboxes) never read or
// overwrite each other's keys.
//
// Made atomically and never replaced: the content is written to a temporary file and
// linked into place (a link fails when the name exists), so two processes starting on a
// new data directory at once agree on one id, and no reader ever sees a half-written file.
// The file also says whether the data directory existed before keys were scoped (it held
// this app's files when the id was made): only such a one may copy the keys all data
// directories used to share (data-directory-keychain.ts).
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TreasuryError } from '../../shared/errors';
import { ENVIRONMENTS } from '../../shared/schemas/enums';
import { CACHE_FILE_NAME } from '../cache/open-cache';
import { JOURNAL_FILE_NAME } from '../journal/open-journal';
import { ensureDataDirectory } from '../sqlite/data-directory-folders';
import { PRIVATE_FILE_MODE, tightenFileMode } from '../sqlite/private-files';
import { EMBEDDED_SANDBOX_FOLDER, type DataDirectory } from './data-directory';

export const DATA_DIRECTORY_ID_FILE = 'data-directory-id';

export interface DataDirectoryIdentity {
  /** 32 lowercase hex characters (128 random bits): not a secret, only a name. */
  readonly id: string;
  /** The data directory held this app's files when the id was made: its keys may be in the shared (unscoped) keychain entries. */
  readonly existedBeforeScopedKeys: boolean;
}

const fileSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/), createdAt: z.string(), existedBeforeScopedKeys: z.boolean() });

/**
 * Files that show a data directory was used before keys were scoped: each environment the
 * app worked in has a cache named `cache.sqlite` (caches are now named per server, and
 * that name is only ever taken over, never made, by the host), usually a journal, and the
 * sandbox's own folder. None of them is made before the id: the host asks for the
 * keychain store before it opens anything (environment-services.ts).
 */
const EARLIER_FILES = [
  ...ENVIRONMENTS.flatMap((environment) => [path.join(environment, CACHE_FILE_NAME), path.join(environment, JOURNAL_FILE_NAME)]),
  EMBEDDED_SANDBOX_FOLDER,
];

export class DataDirectoryIdError extends TreasuryError {
  readonly kind = 'damaged';
  readonly code = 'data_directory_id_damaged';
  constructor(file: string, options?: { cause?: unknown }) {
    super(
      `${file} is not a data directory id file. It names this data directory's keys in the OS keychain: restore it from a backup. `
        + 'Deleting it gives the data directory a new, empty set of keychain entries (the old ones stay in the keychain).',
      options,
    );
    this.name = 'DataDirectoryIdError';
  }
}

export function dataDirectoryIdFile(dataDir: DataDirectory): string {
  return path.join(dataDir.root, DATA_DIRECTORY_ID_FILE);
}

function readIdentity(file: string): DataDirectoryIdentity | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // The data directory is a file, or cannot be entered: say that about the data directory.
    if (code === 'ENOTDIR' || code === 'EACCES' || code === 'EPERM') ensureDataDirectory(path.dirname(file));
    throw new DataDirectoryIdError(file, { cause: error });
  }
  tightenFileMode(file);
  try {
    const parsed = fileSchema.parse(JSON.parse(text));
    return { id: parsed.id, existedBeforeScopedKeys: parsed.existedBeforeScopedKeys };
  } catch (error) {
    throw new DataDirectoryIdError(file, { cause: error });
  }
}

/** Writes `text` to a new 0600 file, durably. */
function writeNewPrivateFile(file: string, text: string): void {
  const fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  tightenFileMode(file); // the umask may have taken more than the group and others' bits
}

/** The data directory's id, made (and the data directory created) on first call. */
export function dataDirectoryIdentity(dataDir: DataDirectory, now: () => Date = () => new Date()): DataDirectoryIdentity {
  const file = dataDirectoryIdFile(dataDir);
  const found = readIdentity(file);
  if (found !== undefined) return found;
  ensureDataDirectory(dataDir.root);
  const existedBeforeScopedKeys = EARLIER_FILES.some((name) => existsSync(path.join(dataDir.root, name)));
  const content = { id: randomBytes(16).toString('hex'), createdAt: now().toISOString(), existedBeforeScopedKeys };
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeNewPrivateFile(temp, `${JSON.stringify(content)}\n`);
  try {
    linkSync(temp, file);
  } catch (error) {
    // Another process made it first: its id is the one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  const made = readIdentity(file);
  if (made === undefined) throw new DataDirectoryIdError(file);
  return made;
}
