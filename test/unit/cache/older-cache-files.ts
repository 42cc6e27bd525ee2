// Cache files as an older version of the app left them, for the migration tests: a
// sandbox cache in a fresh temp data directory, migrated only up to a given schema
// version, with rows written by the test in that version's own tables.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as Connection } from 'better-sqlite3';
import { expect } from 'vitest';
import { MIGRATIONS, runMigrations, schemaVersion } from '../../../electron/cache';
import { tempDir } from './cache-fixtures';

/**
 * A cache file at schema `version` (the first `version` migrations), claimed for the
 * sandbox environment, where `openCache({ dataDir, environment: 'sandbox' })` finds it;
 * `fill` writes its rows with SQL of that version. Removed after the test.
 */
export function cacheFileAtVersion(version: number, fill: (db: Connection) => void): { dataDir: string; path: string } {
  const dataDir = tempDir();
  mkdirSync(join(dataDir, 'sandbox'));
  const path = join(dataDir, 'sandbox', 'cache.sqlite');
  const db = new Database(path);
  try {
    runMigrations(db, MIGRATIONS.slice(0, version));
    db.prepare("INSERT INTO cache_meta (key, value) VALUES ('environment', 'sandbox')").run();
    fill(db);
    expect(schemaVersion(db)).toBe(version);
  } finally {
    db.close();
  }
  return { dataDir, path };
}

/** Every row `sql` returns from the file at `path`, on a read-only connection of its own. */
export function readCacheFile(path: string, sql: string): unknown[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}
