// The small key/value table every SQLite file of the main process keeps about itself
// (cache_meta, journal_meta): which environment it belongs to, when it was created, and
// file-specific facts. Never a secret. A file of the other environment is refused, so
// sandbox and production data never mix.
import type { Database } from 'better-sqlite3';
import type { Environment } from '../../shared/schemas/enums';
import { cachedStatement } from './statement-cache';

export type MetaTable = 'cache_meta' | 'journal_meta';

export function readFileMeta(db: Database, table: MetaTable, key: string): string | undefined {
  // Prepared once per connection: the audit chain reads and writes its head on every entry.
  const row = cachedStatement(db, `SELECT value FROM ${table} WHERE key = ?`).get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeFileMeta(db: Database, table: MetaTable, key: string, value: string): void {
  cachedStatement(db, `INSERT INTO ${table} (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(key, value);
}

export function hasFileMetaTable(db: Database, table: MetaTable): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
}

/**
 * Before migrations (`before`): refuses a file recorded for another environment. After
 * them (`after`): records the environment and creation time in a new file, then checks again.
 */
export function claimFileEnvironment(
  db: Database,
  options: { table: MetaTable; environment: Environment; phase: 'before' | 'after'; now: () => Date; mismatch: (stored: string) => Error },
): void {
  const { table, environment } = options;
  if (options.phase === 'before' && !hasFileMetaTable(db, table)) return;
  if (options.phase === 'after') {
    db.prepare(`INSERT INTO ${table} (key, value) VALUES ('environment', ?), ('created_at', ?) ON CONFLICT (key) DO NOTHING`).run(environment, options.now().toISOString());
  }
  const stored = readFileMeta(db, table, 'environment');
  if (stored !== undefined && stored !== environment) throw options.mismatch(stored);
}
