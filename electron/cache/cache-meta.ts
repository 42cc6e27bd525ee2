// The cache's own key/value facts: which environment the file belongs to, and the
// ledger search watermark. Never a secret.
import type { Database } from 'better-sqlite3';

export const META_KEYS = {
  environment: 'environment',
  createdAt: 'created_at',
  ledgerSearchIndexedRowid: 'ledger_search_indexed_rowid',
} as const;

export function readMeta(db: Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM cache_meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeMeta(db: Database, key: string, value: string): void {
  db.prepare('INSERT INTO cache_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

export function hasMetaTable(db: Database): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'cache_meta'").get() !== undefined;
}
