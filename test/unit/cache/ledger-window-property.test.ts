// Property: for random ledgers and random queries, walking windows end to end (either
// way, any window size, either search path, indexed or pending rows) gives exactly the
// reference answer: no gap, no duplicate, in (createdAt, posting order) order (rows of
// one minute are written in random id order, so ids never decide).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../../electron/cache';
import type { Cache, LedgerWindowQuery } from '../../../electron/cache';
import type { LedgerTransaction } from '../../../shared/schemas';
import { minutes, tempDir } from './cache-fixtures';
import { referenceLedger } from './ledger-reference';

const ACCOUNTS = ['acc_a', 'acc_b', 'acc_c'];
const TYPES = ['payment_out', 'payment_in', 'fee', 'adjustment'] as const;
const WORDS = ['ACME', 'acme corp', 'Zürich', 'payroll', '50%_off', 'x', 'Invoice-42', '東京'];

const rowArb = fc.record({
  account: fc.constantFrom(...ACCOUNTS),
  type: fc.constantFrom(...TYPES),
  direction: fc.constantFrom('debit' as const, 'credit' as const),
  minute: fc.integer({ min: 0, max: 15 }),
  description: fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
  reference: fc.option(fc.constantFrom('pmt_AB12', 'pmt_cd34', 'INV-42'), { nil: undefined }),
  metadataReference: fc.option(fc.constantFrom('PO-77', 'acme'), { nil: undefined }),
});

const queryArb = fc.record(
  {
    accountIds: fc.subarray(ACCOUNTS),
    types: fc.subarray([...TYPES]),
    direction: fc.constantFrom('debit' as const, 'credit' as const),
    from: fc.integer({ min: 0, max: 15 }).map(minutes),
    to: fc.integer({ min: 0, max: 16 }).map(minutes),
    search: fc.constantFrom('acme', 'ACME C', 'zür', '%', '_o', 'x', 'pmt_', 'ab12', '42', '東京', 'po-7', 'nothing'),
  },
  { requiredKeys: [] },
);

type RowShape = typeof rowArb extends fc.Arbitrary<infer R> ? R : never;

function toTransactions(rows: readonly RowShape[]): LedgerTransaction[] {
  return rows.map((row, i) => ({
    id: `txn_${(i * 7919) % 1009}x${i}`,
    accountId: row.account,
    type: row.type,
    direction: row.direction,
    amount: `${i}.01`,
    currency: 'USD',
    balance: '1.00',
    createdAt: minutes(row.minute),
    ...(row.description !== undefined && { description: row.description }),
    ...(row.reference !== undefined && { referenceId: row.reference }),
    ...(row.metadataReference !== undefined && { metadata: { reference: row.metadataReference } }),
  }));
}

function walk(cache: Cache, query: LedgerWindowQuery, towards: 'older' | 'newer'): string[] {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 500; guard += 1) {
    const window = cache.ledgerTransactions.ledgerWindow({ ...query, towards, ...(cursor !== undefined && { cursor }) });
    const page = window.rows.map((r) => r.id);
    ids.push(...(towards === 'older' ? page : page.reverse()));
    cursor = towards === 'older' ? window.olderCursor : window.newerCursor;
    if (cursor === undefined) return towards === 'older' ? ids : ids.reverse();
  }
  throw new Error('walk did not end');
}

describe('ledgerWindow (property)', () => {
  it('walks match the reference for random ledgers, queries and window sizes', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 40 }),
        queryArb,
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(0, 2, 1000),
        fc.boolean(),
        (rows, query, limit, searchCandidateLimit, defer) => {
          const cache = openCache({ dataDir: tempDir(), environment: 'sandbox', tuning: { searchCandidateLimit } });
          try {
            const transactions = toTransactions(rows);
            const half = Math.floor(transactions.length / 2);
            cache.ledgerTransactions.upsertMany(transactions.slice(0, half));
            cache.ledgerTransactions.upsertMany(transactions.slice(half), { deferSearchIndex: defer });
            const expected = referenceLedger(transactions, query).map((r) => r.id);
            expect(walk(cache, { ...query, limit }, 'older')).toEqual(expected);
            expect(walk(cache, { ...query, limit }, 'newer')).toEqual(expected);
            // From any row's position, the two directions split the answer around it.
            const pivot = cache.ledgerTransactions.ledgerWindow({ ...query, limit: 1 + (expected.length >> 1) });
            if (pivot.olderCursor !== undefined) {
              const older = cache.ledgerTransactions.ledgerWindow({ ...query, cursor: pivot.olderCursor, limit: 500 }).rows.map((r) => r.id);
              const newer = cache.ledgerTransactions.ledgerWindow({ ...query, cursor: pivot.olderCursor, towards: 'newer', limit: 500 }).rows.map((r) => r.id);
              const at = expected.length - older.length - newer.length;
              expect(at).toBe(1);
              expect([...newer, expected[newer.length], ...older]).toEqual(expected);
            }
          } finally {
            cache.close();
          }
        },
      ),
      { numRuns: 300 },
    );
    // 300 fresh cache files: a budget for a loaded machine, not a speed check.
  }, 120_000);
});
