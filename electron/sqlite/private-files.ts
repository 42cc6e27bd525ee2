// The app's files hold bank data: readable and writable by their owner only (0600),
// whatever the process's umask. A SQLite file is created 0600 before SQLite opens it
// (SQLite then gives its -wal and -shm the same mode), and an existing file, -wal or
// -shm with a looser mode is tightened when it is opened.
import { chmodSync, closeSync, openSync, statSync } from 'node:fs';

export const PRIVATE_FILE_MODE = 0o600;
const SQLITE_COMPANIONS = ['', '-wal', '-shm'] as const;

/**
 * Sets the file `path` to 0600 when it has any other mode. Anything else is left for
 * its opener to report: a missing path, a folder, a file this user does not own (EPERM)
 * or one on a read-only file system.
 */
export function tightenFileMode(path: string): void {
  try {
    const stats = statSync(path);
    if (stats.isFile() && (stats.mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(path, PRIVATE_FILE_MODE);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return;
    throw error;
  }
}

/**
 * Before SQLite opens `path`: creates it empty with mode 0600 when missing (SQLite reads
 * an empty file as a new database), and tightens it and its -wal and -shm when they exist.
 */
export function preparePrivateSqliteFile(path: string): void {
  try {
    closeSync(openSync(path, 'wx', PRIVATE_FILE_MODE));
  } catch {
    // It exists (tightened below), or cannot be created: SQLite's open reports that as before.
  }
  tightenSqliteFiles(path);
}

/** The SQLite file and its -wal and -shm (those that exist) set to 0600. */
export function tightenSqliteFiles(path: string): void {
  for (const suffix of SQLITE_COMPANIONS) tightenFileMode(path + suffix);
}
