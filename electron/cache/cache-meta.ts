// The cache's own key/value facts: which environment and which server (the profile's base
// URL, `embedded` for the local sandbox) the file belongs to, and the ledger search
// watermark. Never a secret.
import type { Database } from 'better-sqlite3';
import { readFileMeta, writeFileMeta } from '../sqlite/file-meta';

export const META_KEYS = {
  environment: 'environment',
  createdAt: 'created_at',
  /** The server whose data the file holds: one file per server (open-cache.ts). */
  server: 'server',
  ledgerSearchIndexedRowid: 'ledger_search_indexed_rowid',
} as const;

export function readMeta(db: Database, key: string): string | undefined {
  return readFileMeta(db, 'cache_meta', key);
}

export function writeMeta(db: Database, key: string, value: string): void {
  writeFileMeta(db, 'cache_meta', key, value);
}
