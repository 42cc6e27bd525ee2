// The position index (ledger-positions.ts) against a full read: on a 3,000-row ledger
// with many entries per instant (written out of time order, so rowids do not follow
// time), for several filter sets including searches, every index from 0 to the end
// gives exactly the row a full read has there, with cursors that continue both ways;
// counts are exact; a change of the cache (new rows, a payment whose reference a search
// matches) is seen by the next call; a bulk load and small strides change nothing.
// Appended rows extend the kept index (ledger-position-buckets.ts): after many batches
// of rows added at the start, in the middle and at the end of the order, every answer
// equals a brute-force ROW_NUMBER() over the table and an index built from scratch on
// another connection, also where counts alone grew a bucket far past the stride (it is
// cut when a seek lands in it); a change that is not an append (another connection's update, an
// entry changed in place, a payment a search now matches) builds it again.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dirname } from 'node:path';
import { CacheError, openCache } from '../../../electron/cache';
import type { Cache, LedgerCountQuery, LedgerWindowQuery } from '../../../electron/cache';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, minutes, payment, tempCache } from './cache-fixtures';
import { ACCOUNTS, bruteForce, checkAgainstBruteForce, idsOf, ledger, seeded, TYPES } from './ledger-position-checks';
import { referenceLedger } from './ledger-reference';

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

describe('ledger positions after appends', () => {
  const STRIDE = 4;
  const QUERIES: LedgerCountQuery[] = [
    {}, { accountIds: ['acc_b'] }, { types: ['fee', 'payment_in'], direction: 'credit' }, { from: minutes(50), to: minutes(150) },
    { search: 'acme' }, { search: 'inv-77' }, { accountIds: ['acc_d'], search: 'payroll' },
  ];

  /** Batch b of appended rows: newer than all, older than all, among existing instants (ties), and a cluster at one instant. */
  function batch(b: number): LedgerTransaction[] {
    const rows = ledger(36, 100 + b).map((tx, i) => ({ ...tx, id: `txn_add_${b}_${i}` }));
    return rows.map((tx, i) => {
      const at = i % 4 === 0 ? minutes(5000 + b * 10 + i) : i % 4 === 1 ? minutes(-5000 - b * 10 - i) : i % 4 === 2 ? minutes((b * 37 + i * 11) % 200) : minutes(120);
      return { ...tx, createdAt: at, ...(i % 5 === 0 && { referenceType: 'payment', referenceId: 'pmt_000001' }) };
    });
  }

  it('after batches at the start, middle and end of the order (some during a bulk load), every answer equals brute force and a fresh build', () => {
    const cache = seeded(ledger(800, 5), { positionStride: STRIDE, searchCandidateLimit: 100 });
    const other = new Database(cache.path, { readonly: true });
    try {
      for (const query of QUERIES) checkAgainstBruteForce(cache, other, query, 5, STRIDE);
      for (let b = 0; b < 12; b += 1) {
        if (b === 6) cache.ledgerTransactions.beginBulkLoad();
        const rows = batch(b);
        // Written in pages of varying size, read between pages (as a window does during a sync).
        for (let at = 0, size = 1; at < rows.length; at += size, size += 3) {
          cache.ledgerTransactions.upsertMany(rows.slice(at, at + size), { deferSearchIndex: b % 2 === 0 });
          expect(cache.ledgerTransactions.ledgerCount(QUERIES[b % QUERIES.length])).toBe(bruteForce(other, QUERIES[b % QUERIES.length] as LedgerCountQuery).length);
        }
        if (b === 9) cache.ledgerTransactions.endBulkLoad();
        for (const query of QUERIES) checkAgainstBruteForce(cache, other, query, 13, STRIDE);
      }
      expect(cache.ledgerTransactions.ledgerCount({})).toBe(800 + 12 * 36);
    } finally {
      other.close();
    }
  }, 120_000);

  it('a bucket grown to a hundred times the stride by counts alone is cut when a seek lands in it; every answer equals brute force', () => {
    const cache = seeded(ledger(40, 11), { positionStride: STRIDE, searchCandidateLimit: 100 });
    const other = new Database(cache.path, { readonly: true });
    try {
      for (const query of QUERIES) checkAgainstBruteForce(cache, other, query, 1, STRIDE);
      // 600 rows inside one instant range of the 40 (a first sync's lane filling in older rows), counted page by page, never sought.
      const rows = ledger(600, 12).map((tx, i) => ({ ...tx, id: `txn_grow_${i}`, createdAt: minutes(60 + (i % 7)) }));
      for (let at = 0; at < rows.length; at += 50) {
        cache.ledgerTransactions.upsertMany(rows.slice(at, at + 50));
        for (const query of QUERIES) expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
      }
      for (const query of QUERIES) checkAgainstBruteForce(cache, other, query, 1, STRIDE);
    } finally {
      other.close();
    }
  }, 120_000);

  it('commits of another connection that only append, build an index or fill the search index extend the kept index; one that updates or deletes a row builds it again', () => {
    let builds = 0;
    const cache = seeded(ledger(400, 9), { positionStride: STRIDE, searchCandidateLimit: 100, onPositionBuild: () => { builds += 1; } });
    const other = new Database(cache.path);
    const checkAll = () => QUERIES.forEach((query) => checkAgainstBruteForce(cache, other, query, 7, STRIDE));
    const counted = () => QUERIES.forEach((query) => expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length));
    try {
      counted();
      const primed = builds;
      expect(primed).toBe(QUERIES.length);
      // The writer's kinds of commit, on a connection of their own: a page appended (search deferred), the search index filled, an index dropped and built.
      const writer = openCache({ dataDir: dirname(dirname(cache.path)), environment: 'sandbox' });
      for (let b = 0; b < 3; b += 1) {
        writer.ledgerTransactions.upsertMany(batch(b), { deferSearchIndex: true });
        counted();
      }
      writer.ledgerTransactions.indexPendingSearch();
      counted();
      writer.ledgerTransactions.beginBulkLoad();
      writer.ledgerTransactions.upsertMany(batch(3), { deferSearchIndex: true });
      counted();
      writer.ledgerTransactions.endBulkLoad();
      writer.close();
      counted();
      expect(builds).toBe(primed);
      checkAll();
      // Another connection updates a row in place (the trigger moves the serial): built again.
      const before = builds;
      other.prepare("UPDATE ledger_transactions SET account_id = 'acc_b' WHERE rowid = 7").run();
      counted();
      expect(builds).toBe(before + QUERIES.length);
      // And deletes one.
      other.prepare('DELETE FROM ledger_transactions WHERE rowid = 9').run();
      counted();
      expect(builds).toBe(before + 2 * QUERIES.length);
      checkAll();
    } finally {
      other.close();
    }
  }, 60_000);

  it('a change that is not an append builds the index again: another connection\'s update, its appends, an entry changed in place, a payment a search matches', () => {
    const cache = seeded(ledger(400, 9), { positionStride: STRIDE, searchCandidateLimit: 100 });
    const other = new Database(cache.path);
    const prime = () => QUERIES.forEach((query) => cache.ledgerTransactions.ledgerCount(query));
    const checkAll = () => QUERIES.forEach((query) => checkAgainstBruteForce(cache, other, query, 5, STRIDE));
    try {
      prime();
      // Another connection moves a row to the oldest end and to another account: not an append.
      other.prepare("UPDATE ledger_transactions SET created_us = 0, account_id = 'acc_b' WHERE rowid = 200").run();
      checkAll();
      // Another connection appends rows (a CLI sync of the same file: extended, still exact).
      const cli = openCache({ dataDir: dirname(dirname(cache.path)), environment: 'sandbox' });
      cli.ledgerTransactions.upsertMany(batch(0));
      cli.close();
      checkAll();
      // This connection changes an entry in place (moved in time, other text).
      const moved = ledger(400, 9)[50] as LedgerTransaction;
      expect(cache.ledgerTransactions.upsertMany([{ ...moved, createdAt: minutes(9999), description: 'ACME now' }]).updated).toBe(1);
      checkAll();
      // A payment whose reference the search now matches: its entries match too.
      cache.ledgerTransactions.upsertMany([ledgerTx(0, { id: 'txn_pays_5', referenceType: 'payment', referenceId: 'pmt_000005', createdAt: minutes(33) })]);
      prime();
      cache.payments.upsertMany([payment(5, { reference: 'INV-77b' })]);
      checkAll();
    } finally {
      other.close();
    }
  }, 60_000);
});
