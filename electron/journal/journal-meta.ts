// The journal's own key/value facts: which environment the file belongs to, when it was
// created, and the head of the audit chain (so that removing the newest audit entries
// is detected too). Never a secret.
import type { Database } from 'better-sqlite3';

export const JOURNAL_META_KEYS = {
  environment: 'environment',
  createdAt: 'created_at',
  auditHeadSeq: 'audit_head_seq',
  auditHeadHash: 'audit_head_hash',
} as const;

export function readJournalMeta(db: Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM journal_meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeJournalMeta(db: Database, key: string, value: string): void {
  db.prepare('INSERT INTO journal_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

export function hasJournalMetaTable(db: Database): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'journal_meta'").get() !== undefined;
}
