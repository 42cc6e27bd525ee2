// Opens the sandbox's SQLite database: a file in `dataDir` (WAL, survives restarts)
// or an in-memory database, then brings its schema up to date. The file is its owner's
// only (0600, as the app's own data files): created so before SQLite opens it (SQLite
// gives its -wal and -shm the same mode), an older looser one tightened.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { migrate } from './migrations';

export const DATABASE_FILE_NAME = 'sandbox.sqlite';

const OWNER_ONLY = 0o600;

/** `file` created empty with mode 0600 when missing (SQLite reads it as a new database); it, its -wal and -shm set to 0600 when they exist. */
function privateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'wx', OWNER_ONLY));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, OWNER_ONLY);
  }
}

export function openDatabase(dataDir: string | undefined): Database {
  let db: Database;
  if (dataDir === undefined) {
    db = new BetterSqlite3(':memory:');
  } else {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, DATABASE_FILE_NAME);
    privateFile(file);
    db = new BetterSqlite3(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  migrate(db);
  return db;
}
