// An in-memory reference for ledger windows: filter and sort the plain way, to compare
// the keyset queries against.
import { toEpochMicros } from '../../../electron/cache/timestamps';
import type { LedgerWindowQuery } from '../../../electron/cache';
import type { LedgerTransaction } from '../../../shared/schemas';

function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

function searchable(tx: LedgerTransaction): string[] {
  const metadata = Object.entries(tx.metadata ?? {})
    .filter(([key, value]) => /reference/i.test(key) && typeof value === 'string')
    .map(([, value]) => value as string);
  return [tx.description ?? '', tx.referenceId ?? '', metadata.join('\n')];
}

function bound(value: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) * 1000 : toEpochMicros(value);
}

/**
 * Matching rows, newest first by (createdAt, posting order). `rows` must be given in
 * the order they were written to the cache: among rows of one instant, the one written
 * later was posted later (003-ledger-posting-order.ts).
 */
export function referenceLedger(rows: readonly LedgerTransaction[], query: LedgerWindowQuery): LedgerTransaction[] {
  const written = new Map(rows.map((tx, i) => [tx.id, i]));
  const search = query.search?.trim();
  const from = query.from === undefined ? undefined : bound(query.from);
  const to = query.to === undefined ? undefined : bound(query.to);
  return rows
    .filter((tx) => query.accountIds === undefined || query.accountIds.includes(tx.accountId))
    .filter((tx) => query.types === undefined || query.types.includes(tx.type))
    .filter((tx) => query.direction === undefined || tx.direction === query.direction)
    .filter((tx) => from === undefined || toEpochMicros(tx.createdAt) >= from)
    .filter((tx) => to === undefined || toEpochMicros(tx.createdAt) < to)
    .filter((tx) => !search || searchable(tx).some((text) => asciiLower(text).includes(asciiLower(search))))
    .sort((a, b) => {
      const t = toEpochMicros(b.createdAt) - toEpochMicros(a.createdAt);
      return t !== 0 ? t : (written.get(b.id) ?? 0) - (written.get(a.id) ?? 0);
    });
}
