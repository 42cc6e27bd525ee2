// Opens the sandbox's SQLite database: a file in `dataDir` (WAL, survives restarts)
// or an in-memory database, then brings its schema up to date.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { migrate } from './migrations';

export const DATABASE_FILE_NAME = 'sandbox.sqlite';

export function openDatabase(dataDir: string | undefined): Database {
  let db: Database;
  if (dataDir === undefined) {
    db = new BetterSqlite3(':memory:');
  } else {
    mkdirSync(dataDir, { recursive: true });
    db = new BetterSqlite3(join(dataDir, DATABASE_FILE_NAME));
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
