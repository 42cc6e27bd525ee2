// The position index (ledger-positions.ts) against a full read: on a 3,000-row ledger
// with many entries per instant (written out of time order, so rowids do not follow
// time), for several filter sets including searches, every index from 0 to the end
// gives exactly the row a full read has there, with cursors that continue both ways;
// counts are exact; a change of the cache (new rows, a payment whose reference a search
// matches) is seen by the next call; a bulk load and small strides change nothing.
import { describe, expect, it } from 'vitest';
import { CacheError } from '../../../electron/cache';
import type { Cache, LedgerCountQuery, LedgerWindowQuery } from '../../../electron/cache';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, minutes, payment, tempCache } from './cache-fixtures';
import { referenceLedger } from './ledger-reference';

const ACCOUNTS = ['acc_a', 'acc_b', 'acc_c', 'acc_d'];
const TYPES = ['payment_out', 'payment_in', 'fee', 'adjustment'] as const;
const WORDS = ['ACME Corp', 'Payroll', 'Rent', 'Globex', 'rare-needle'];

/** A deterministic ledger in WRITE order: about four entries per minute, minutes shuffled, so posting order (rowid) and time disagree. */
function ledger(count: number, seed = 7): LedgerTransaction[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % n; // the high bits: the low ones of this generator repeat with a short period
  };
  return Array.from({ length: count }, (_, i) => {
    const word = WORDS[next(40) === 0 ? 4 : next(4)] as string;
    return ledgerTx(i, {
      id: `txn_${String((i * 7919) % 10007).padStart(5, '0')}_${i}`,
      accountId: ACCOUNTS[next(ACCOUNTS.length)] as string,
      type: TYPES[next(TYPES.length)] as LedgerTransaction['type'],
      direction: next(3) === 0 ? 'credit' : 'debit',
      createdAt: minutes(next(Math.ceil(count / 4))),
      description: `${word} #${i}`,
      ...(i % 9 === 0 && { referenceType: 'payment', referenceId: `pmt_${String(i % 5).padStart(6, '0')}` }),
    });
  });
}

const FILTER_SETS: Array<[string, LedgerCountQuery]> = [
  ['no filter', {}],
  ['one account', { accountIds: ['acc_b'] }],
  ['two accounts, credits', { accountIds: ['acc_c', 'acc_a'], direction: 'credit' }],
  ['two types', { types: ['fee', 'payment_in'] }],
  ['a date range', { from: minutes(100), to: minutes(500) }],
  ['common text', { search: 'acme' }],
  ['rare text', { search: 'RARE-needle' }],
  ['a payment reference', { search: 'inv-77' }],
  ['an account and a search', { accountIds: ['acc_d'], search: 'payroll' }],
  ['no account', { accountIds: [] }],
];

/** The ids of a full read: windows of 500 walked by cursor (the keyset read the app already trusts). */
function fullRead(cache: Cache, query: LedgerCountQuery): string[] {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const window = cache.ledgerTransactions.ledgerWindow({ ...query, limit: 500, ...(cursor !== undefined && { cursor }) });
    ids.push(...window.rows.map((row) => row.id));
    cursor = window.olderCursor;
  } while (cursor !== undefined);
  return ids;
}

function idsOf(cache: Cache, query: LedgerWindowQuery): string[] {
  return cache.ledgerTransactions.ledgerWindow(query).rows.map((row) => row.id);
}

function seeded(rows: readonly LedgerTransaction[], tuning: { positionStride?: number; searchCandidateLimit?: number } = {}): Cache {
  const cache = tempCache({ tuning });
  cache.payments.upsertMany([payment(1, { reference: 'INV-77' }), payment(2, { reference: 'PO-12' })]);
  for (let i = 0; i < rows.length; i += 500) cache.ledgerTransactions.upsertMany(rows.slice(i, i + 500));
  return cache;
}

/** Every index from 0 to one past the end against the full read; cursors checked at every `cursorEvery`-th index. */
function checkEveryIndex(cache: Cache, query: LedgerCountQuery, expected: readonly string[], cursorEvery: number): void {
  const limit = 2;
  expect(cache.ledgerTransactions.ledgerCount(query)).toBe(expected.length);
  for (let i = 0; i <= expected.length; i += 1) {
    const window = cache.ledgerTransactions.ledgerWindow({ ...query, startIndex: i, limit });
    const ids = window.rows.map((row) => row.id);
    if (ids.join() !== expected.slice(i, i + limit).join()) expect({ index: i, ids }).toEqual({ index: i, ids: expected.slice(i, i + limit) });
    expect(window.startIndex).toBe(i);
    if (i % cursorEvery !== 0 && i !== expected.length - 1 && i !== expected.length) continue;
    expect(window.olderCursor === undefined).toBe(i + limit >= expected.length);
    if (window.olderCursor !== undefined) expect(idsOf(cache, { ...query, limit, cursor: window.olderCursor })).toEqual(expected.slice(i + limit, i + 2 * limit));
    if (i === 0) expect(window.newerCursor).toBeUndefined();
    else if (expected.length > 0) expect(idsOf(cache, { ...query, limit: 3, cursor: window.newerCursor as string, towards: 'newer' })).toEqual(expected.slice(Math.max(0, i - 3), i));
  }
}

describe('ledger positions', () => {
  const rows = ledger(3000);

  it.each(FILTER_SETS)('every index of a 3,000-row ledger is the full read\'s row there (%s)', (_label, query) => {
    const cache = seeded(rows, { searchCandidateLimit: 100 });
    const expected = fullRead(cache, query);
    if (query.search === undefined || query.search === 'acme' || query.search === 'RARE-needle') {
      expect(expected).toEqual(referenceLedger(rows, query).map((tx) => tx.id)); // the full read itself, against a plain filter and sort
    }
    if (query.accountIds?.length !== 0) expect(expected.length).toBeGreaterThan(0);
    checkEveryIndex(cache, query, expected, 37);
  }, 120_000);

  it('a stride of 7 (many anchors, every offset within a block) gives the same rows, with and without search', () => {
    const small = ledger(400, 3);
    const cache = seeded(small, { positionStride: 7 });
    for (const [, query] of FILTER_SETS) checkEveryIndex(cache, query, fullRead(cache, query), 5);
  }, 120_000);

  it('the ledger\'s ties at one instant stay in posting order across anchors', () => {
    const tied = Array.from({ length: 50 }, (_, i) => ledgerTx(i, { id: `txn_tie_${String(49 - i).padStart(2, '0')}`, createdAt: minutes(i < 40 ? 3 : 9) }));
    const cache = seeded(tied, { positionStride: 4 });
    const expected = referenceLedger(tied, {}).map((tx) => tx.id);
    expect(expected.slice(10, 13)).toEqual(['txn_tie_10', 'txn_tie_11', 'txn_tie_12']); // the later written (posted) first
    checkEveryIndex(cache, {}, expected, 1);
  });

  it('sees every change of the cache at the next call: new rows anywhere, and a payment a search now matches', () => {
    const cache = seeded(rows.slice(0, 1000), { positionStride: 16 });
    const queries: LedgerCountQuery[] = [{}, { accountIds: ['acc_a'] }, { search: 'inv-88' }];
    for (const query of queries) checkEveryIndex(cache, query, fullRead(cache, query), 50);
    // New rows: newer than all, at instants already present (posted after those), and older than all.
    cache.ledgerTransactions.upsertMany([
      ledgerTx(0, { id: 'txn_new_top', accountId: 'acc_a', createdAt: minutes(9000) }),
      ledgerTx(0, { id: 'txn_new_tie', accountId: 'acc_a', createdAt: rows[5]?.createdAt as string, referenceType: 'payment', referenceId: 'pmt_000003' }),
      ledgerTx(0, { id: 'txn_new_old', accountId: 'acc_a', createdAt: '2025-01-01T00:00:00.000Z' }),
    ]);
    expect(cache.ledgerTransactions.ledgerCount({})).toBe(1003);
    expect(idsOf(cache, { startIndex: 1002, limit: 5 })).toEqual(['txn_new_old']);
    expect(cache.ledgerTransactions.ledgerCount({ search: 'inv-88' })).toBe(0);
    cache.payments.upsertMany([payment(3, { reference: 'INV-88' })]);
    const matched = fullRead(cache, { search: 'inv-88' });
    expect(matched).toContain('txn_new_tie');
    for (const query of queries) checkEveryIndex(cache, query, fullRead(cache, query), 50);
  }, 60_000);

  it('sees an entry the server changed in place (moved in time, another account) at the next call', () => {
    const cache = seeded(rows.slice(0, 600), { positionStride: 16 });
    const queries: LedgerCountQuery[] = [{}, { accountIds: ['acc_b'] }];
    for (const query of queries) checkEveryIndex(cache, query, fullRead(cache, query), 40);
    const moved = rows[300] as LedgerTransaction;
    const result = cache.ledgerTransactions.upsertMany([{ ...moved, accountId: 'acc_b', createdAt: '2025-01-01T00:00:00.000Z' }]);
    expect(result.updated).toBe(1);
    for (const query of queries) {
      const expected = fullRead(cache, query);
      expect(cache.ledgerTransactions.ledgerCount(query)).toBe(expected.length);
      checkEveryIndex(cache, query, expected, 40);
    }
    expect(idsOf(cache, { accountIds: ['acc_b'], startIndex: cache.ledgerTransactions.ledgerCount({ accountIds: ['acc_b'] }) - 1, limit: 1 })).toEqual([moved.id]);
  }, 60_000);

  it('stays exact with more filter sets than it keeps, and during a bulk load (no secondary index)', () => {
    const cache = seeded(rows.slice(0, 800), { positionStride: 32 });
    const queries: LedgerCountQuery[] = [...ACCOUNTS.map((a) => ({ accountIds: [a] })), ...TYPES.map((t) => ({ types: [t] })), { direction: 'credit' }, {}];
    const expected = queries.map((query) => fullRead(cache, query));
    for (let round = 0; round < 2; round += 1) {
      queries.forEach((query, q) => {
        expect(cache.ledgerTransactions.ledgerCount(query)).toBe(expected[q]?.length);
        expect(idsOf(cache, { ...query, startIndex: 70, limit: 3 })).toEqual(expected[q]?.slice(70, 73));
      });
    }
    cache.ledgerTransactions.beginBulkLoad();
    expect(cache.ledgerTransactions.isBulkLoading()).toBe(true);
    queries.forEach((query, q) => checkEveryIndex(cache, query, expected[q] as string[], 40));
  }, 60_000);

  it('a window from the newest end says it starts at index 0; from a cursor or the oldest end it does not know', () => {
    const cache = seeded(rows.slice(0, 20));
    expect(cache.ledgerTransactions.ledgerWindow({ limit: 5 }).startIndex).toBe(0);
    const top = cache.ledgerTransactions.ledgerWindow({ limit: 5 });
    expect(cache.ledgerTransactions.ledgerWindow({ limit: 5, cursor: top.olderCursor as string }).startIndex).toBeUndefined();
    expect(cache.ledgerTransactions.ledgerWindow({ limit: 5, towards: 'newer' }).startIndex).toBeUndefined();
    expect(cache.ledgerTransactions.ledgerWindow({ limit: 5, startIndex: 0 })).toEqual(top);
    const empty = tempCache();
    expect(empty.ledgerTransactions.ledgerCount()).toBe(0);
    expect(empty.ledgerTransactions.ledgerWindow({ startIndex: 3 })).toEqual({ rows: [], startIndex: 3 });
  });

  it.each<[string, LedgerWindowQuery]>([
    ['a negative index', { startIndex: -1 }],
    ['a fraction', { startIndex: 1.5 }],
    ['an index and a cursor', { startIndex: 2, cursor: Buffer.from('[2,1767225600000000,1]').toString('base64url') }],
    ['an index read towards newer', { startIndex: 2, towards: 'newer' }],
    ['a bad limit', { startIndex: 2, limit: 0 }],
  ])('refuses %s', (_label, query) => {
    const cache = seeded(rows.slice(0, 20));
    expect(() => cache.ledgerTransactions.ledgerWindow(query)).toThrow(CacheError);
  });
});
