// The journal's own key/value facts: which environment the file belongs to, when it was
// created, which server its unsettled outbox entries were confirmed for
// (electron/host/journal-server.ts), and the head of the audit chain (so that removing
// the newest audit entries is detected too). Never a secret.
import type { Database } from 'better-sqlite3';
import { readFileMeta, writeFileMeta } from '../sqlite/file-meta';

export const JOURNAL_META_KEYS = {
  environment: 'environment',
  createdAt: 'created_at',
  /** The profile's base URL (`embedded` for the local sandbox) the outbox sends to; absent until first bound. */
  server: 'server',
  auditHeadSeq: 'audit_head_seq',
  auditHeadHash: 'audit_head_hash',
} as const;

export function readJournalMeta(db: Database, key: string): string | undefined {
  return readFileMeta(db, 'journal_meta', key);
}

export function writeJournalMeta(db: Database, key: string, value: string): void {
  writeFileMeta(db, 'journal_meta', key, value);
}
