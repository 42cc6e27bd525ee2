// Counts of resources created through /v1 (GET /_sandbox/stats), bumped in the same
// transaction as the creation, so replays and rolled-back requests never count.
import type { Store } from './store';

export const COUNTED_KINDS = ['payment', 'collection', 'transfer', 'counterparty', 'paymentMethod', 'onboarding', 'accountNumber'] as const;
export type CountedKind = (typeof COUNTED_KINDS)[number];

export function countCreated(store: Store, kind: CountedKind): void {
  store.stmt('INSERT INTO created_counts (kind, count) VALUES (?, 1) ON CONFLICT(kind) DO UPDATE SET count = count + 1').run(kind);
}

export function createdCounts(store: Store): Record<CountedKind, number> {
  const counts = Object.fromEntries(COUNTED_KINDS.map((kind) => [kind, 0])) as Record<CountedKind, number>;
  for (const row of store.stmt('SELECT kind, count FROM created_counts').all() as { kind: CountedKind; count: number }[]) {
    if (row.kind in counts) counts[row.kind] = row.count;
  }
  return counts;
}
