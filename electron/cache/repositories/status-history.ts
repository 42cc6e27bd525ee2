// The statuses a payment or collection went through as this app observed them
// (migration 006). The payments and collections repositories call `observe` around
// their upsert: it reads each record's stored status first (one primary-key lookup per
// item, prepared once), lets the upsert run, and appends a row only for a record first
// seen or whose STORED status changed. An item older than the stored one (by updatedAt)
// does not overwrite it, so it adds no row either. A sync that changes no status writes
// nothing here.
import type { Database } from 'better-sqlite3';
import { canonicalTimestamp } from '../timestamps';

export type StatusKind = 'payment' | 'collection';
export type StatusSource = 'created' | 'sync' | 'completed_at' | 'cached';

export interface StatusStep {
  readonly status: string;
  /** Canonical UTC time (`2026-01-31T12:00:00.000Z`). */
  readonly at: string;
  readonly source: StatusSource;
}

/** What the history needs of a record. */
export interface StatusRecord {
  readonly id: string;
  readonly status: string;
  readonly createdAt: string;
  readonly completedAt?: string | null;
}

export interface StatusHistory {
  /** Runs `write` (the upsert) and appends a row for each record first seen or whose stored status changed. Call inside the upsert's transaction. */
  observe<T>(items: readonly StatusRecord[], write: () => T): T;
  /** One record's statuses, in the order they were observed. */
  timeline(id: string): StatusStep[];
}

export interface StatusHistoryOptions {
  readonly kind: StatusKind;
  /** The record's table (a constant, never user input). */
  readonly table: 'payments' | 'collections';
  /** The status a record is created in: first seen in it, its time is its createdAt. */
  readonly initialStatus: string;
  /** The time of an observation (the cache's clock). */
  readonly now: () => Date;
}

function canonicalOrNull(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  try {
    return canonicalTimestamp(text);
  } catch {
    return null;
  }
}

/** The row for a status first seen or changed: the server's own time when it is known, else now. */
export function stepFor(record: StatusRecord, firstSeen: boolean, initialStatus: string, now: () => Date): StatusStep {
  if (firstSeen && record.status === initialStatus) {
    const created = canonicalOrNull(record.createdAt);
    if (created !== null) return { status: record.status, at: created, source: 'created' };
  }
  if (record.status === 'completed') {
    const completed = canonicalOrNull(record.completedAt);
    if (completed !== null) return { status: record.status, at: completed, source: 'completed_at' };
  }
  return { status: record.status, at: now().toISOString(), source: 'sync' };
}

export function createStatusHistory(db: Database, options: StatusHistoryOptions): StatusHistory {
  const { kind, table, initialStatus, now } = options;
  const storedStatus = db.prepare(`SELECT status FROM ${table} WHERE id = ?`).pluck();
  const insert = db.prepare('INSERT INTO status_history (kind, record_id, status, observed_at, source) VALUES (?, ?, ?, ?, ?)');
  const steps = db.prepare('SELECT status, observed_at AS at, source FROM status_history WHERE kind = ? AND record_id = ? ORDER BY seq');

  return {
    observe(items, write) {
      const before = new Map<string, string | undefined>();
      for (const item of items) {
        // A malformed id is the upsert's to refuse, with its own message.
        if (typeof item.id !== 'string' || before.has(item.id)) continue;
        before.set(item.id, storedStatus.get(item.id) as string | undefined);
      }
      const result = write();
      const latest = new Map<string, StatusRecord>();
      for (const item of items) if (before.has(item.id)) latest.set(item.id, item);
      for (const [id, item] of latest) {
        const previous = before.get(id);
        if (previous === item.status) continue;
        // Read back only when the status differs: the upsert may have kept a newer stored version.
        const stored = storedStatus.get(id) as string | undefined;
        if (stored === undefined || stored === previous || stored !== item.status) continue;
        const step = stepFor(item, previous === undefined, initialStatus, now);
        insert.run(kind, id, step.status, step.at, step.source);
      }
      return result;
    },
    timeline: (id) => steps.all(kind, id) as StatusStep[],
  };
}
