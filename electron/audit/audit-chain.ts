// The hash chain: entry N's hash is SHA-256 over its predecessor's hash, its sequence
// number, its time, its kind and its canonical data, joined by line feeds:
//
//   hash(N) = SHA-256( prevHash "\n" seq "\n" at "\n" kind "\n" canonicalData )
//
// with prevHash of the first entry 64 zeros. The head (last seq and hash) is also kept in
// journal_meta, updated in the same transaction, so that removing the newest entries is
// detected too. Appending continues from the head the app wrote last, never from rows it
// did not write.
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { JOURNAL_META_KEYS, readJournalMeta, writeJournalMeta } from '../journal/journal-meta';
import { cachedStatement } from '../sqlite/statement-cache';
import type { AuditKind } from './audit-types';
import { canonicalJson } from './canonical-json';

export const GENESIS_HASH = '0'.repeat(64);

export function auditEntryHash(prevHash: string, seq: number, at: string, kind: string, dataText: string): string {
  return createHash('sha256').update(`${prevHash}\n${seq}\n${at}\n${kind}\n${dataText}`, 'utf8').digest('hex');
}

export interface AuditHead {
  seq: number;
  hash: string;
}

/** The head the app wrote last (seq 0 and the genesis hash for an empty trail). */
export function readAuditHead(db: Database): AuditHead {
  const seq = readJournalMeta(db, JOURNAL_META_KEYS.auditHeadSeq);
  const hash = readJournalMeta(db, JOURNAL_META_KEYS.auditHeadHash);
  return seq === undefined || hash === undefined ? { seq: 0, hash: GENESIS_HASH } : { seq: Number(seq), hash };
}

export interface AppendedEntry {
  seq: number;
  at: string;
  kind: AuditKind;
  dataText: string;
  prevHash: string;
  hash: string;
}

/**
 * Appends one entry. Must run inside a write transaction (the caller's), so the entry,
 * the head and whatever the entry records commit together.
 */
export function appendAuditEntry(db: Database, kind: AuditKind, data: object, at: Date): AppendedEntry {
  const dataText = canonicalJson(data);
  const head = readAuditHead(db);
  // Statements prepared once per connection: a sync appends one entry per request.
  const maxSeq = (cachedStatement(db, 'SELECT MAX(seq) AS m FROM audit_log').get() as { m: number | null }).m ?? 0;
  const seq = Math.max(head.seq, maxSeq) + 1;
  const atText = at.toISOString();
  const hash = auditEntryHash(head.hash, seq, atText, kind, dataText);
  cachedStatement(db, 'INSERT INTO audit_log (seq, at, kind, data, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?)').run(seq, atText, kind, dataText, head.hash, hash);
  writeJournalMeta(db, JOURNAL_META_KEYS.auditHeadSeq, String(seq));
  writeJournalMeta(db, JOURNAL_META_KEYS.auditHeadHash, hash);
  return { seq, at: atText, kind, dataText, prevHash: head.hash, hash };
}
