// Ledger windows: filters alone and combined, both directions, stable cursors.
import { describe, expect, it } from 'vitest';
import { isCacheError } from '../../../electron/cache';
import type { Cache, LedgerWindowQuery } from '../../../electron/cache';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, minutes, tempCache } from './cache-fixtures';
import { referenceLedger } from './ledger-reference';

const ACCOUNTS = ['acc_a', 'acc_b', 'acc_c'];
const TYPES = ['payment_out', 'payment_in', 'fee', 'transfer_in'] as const;

/** 60 rows: three accounts, four types, both directions, several rows per minute. */
function sampleRows(): LedgerTransaction[] {
  return Array.from({ length: 60 }, (_, i) =>
    ledgerTx(i, {
      accountId: ACCOUNTS[i % 3] as string,
      type: TYPES[i % 4] as LedgerTransaction['type'],
      direction: i % 5 < 2 ? 'credit' : 'debit',
      createdAt: minutes(Math.floor(i / 3)),
      description: i % 7 === 0 ? `Invoice ACME ${i}` : `Payroll run ${i}`,
      referenceId: `pmt_ref${i}`,
    }),
  );
}

function walk(cache: Cache, query: LedgerWindowQuery, towards: 'older' | 'newer'): { ids: string[]; windows: number } {
  const ids: string[] = [];
  let cursor: string | undefined;
  let windows = 0;
  for (;;) {
    const window = cache.ledgerTransactions.ledgerWindow({ ...query, towards, ...(cursor !== undefined && { cursor }) });
    windows += 1;
    const page = window.rows.map((r) => r.id);
    ids.push(...(towards === 'older' ? page : page.reverse()));
    cursor = towards === 'older' ? window.olderCursor : window.newerCursor;
    if (cursor === undefined) break;
    if (windows > 1000) throw new Error('no end');
  }
  return { ids: towards === 'older' ? ids : ids.reverse(), windows };
}

const QUERIES: Array<[string, LedgerWindowQuery]> = [
  ['no filter', {}],
  ['one account', { accountIds: ['acc_b'] }],
  ['two accounts', { accountIds: ['acc_a', 'acc_c'] }],
  ['types', { types: ['fee', 'payment_in'] }],
  ['direction', { direction: 'credit' }],
  ['date range', { from: minutes(4), to: minutes(12) }],
  ['date only bound', { from: '2026-01-01', to: '2026-01-02' }],
  ['search in description', { search: 'acme' }],
  ['search in reference', { search: 'REF1' }],
  ['accounts + types', { accountIds: ['acc_a', 'acc_b'], types: ['fee'] }],
  ['account + direction + range', { accountIds: ['acc_c'], direction: 'debit', from: minutes(2), to: minutes(15) }],
  ['types + search', { types: ['payment_out', 'fee'], search: 'payroll' }],
  ['everything', { accountIds: ['acc_a', 'acc_b', 'acc_c'], types: ['payment_out', 'fee', 'payment_in'], direction: 'debit', from: minutes(1), to: minutes(19), search: 'run' }],
];

describe('ledgerWindow', () => {
  it.each(QUERIES)('%s: walking older and newer visits every match once, in order', (_label, query) => {
    const cache = tempCache();
    const rows = sampleRows();
    // Written newest first: at each instant the posting order is the reverse of the ids'.
    const written = [...rows].reverse();
    cache.ledgerTransactions.upsertMany(written);
    const expected = referenceLedger(written, query).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    const older = walk(cache, { ...query, limit: 4 }, 'older');
    expect(older.ids).toEqual(expected);
    expect(older.windows).toBe(Math.max(1, Math.ceil(expected.length / 4)));
    expect(walk(cache, { ...query, limit: 7 }, 'newer').ids).toEqual(expected);
    expect(cache.ledgerTransactions.count(query.search === undefined ? query : {})).toBe(query.search === undefined ? expected.length : rows.length);
  });

  it('returns rows newest first in both directions, with cursors back the way it came', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(Array.from({ length: 10 }, (_, i) => ledgerTx(i)));
    const top = cache.ledgerTransactions.ledgerWindow({ limit: 3 });
    expect(top.rows.map((r) => r.id)).toEqual(['txn_000009', 'txn_000008', 'txn_000007']);
    expect(top.newerCursor).toBeUndefined();
    const next = cache.ledgerTransactions.ledgerWindow({ limit: 3, cursor: top.olderCursor as string });
    expect(next.rows.map((r) => r.id)).toEqual(['txn_000006', 'txn_000005', 'txn_000004']);
    const back = cache.ledgerTransactions.ledgerWindow({ limit: 3, cursor: next.newerCursor as string, towards: 'newer' });
    expect(back.rows.map((r) => r.id)).toEqual(['txn_000009', 'txn_000008', 'txn_000007']);
    expect(back.newerCursor).toBeUndefined();
    expect(back.olderCursor).toBeDefined();
    const bottom = cache.ledgerTransactions.ledgerWindow({ limit: 3, towards: 'newer' });
    expect(bottom.rows.map((r) => r.id)).toEqual(['txn_000002', 'txn_000001', 'txn_000000']);
    expect(bottom.olderCursor).toBeUndefined();
  });

  it('orders equal timestamps in posting (write) order and keeps cursors stable while rows arrive', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(['f', 'b', 'd'].map((s) => ledgerTx(0, { id: `txn_${s}`, createdAt: minutes(5) })));
    const first = cache.ledgerTransactions.ledgerWindow({ limit: 2 });
    expect(first.rows.map((r) => r.id)).toEqual(['txn_d', 'txn_b']);
    // New rows after the cursor, some at the same instant (posted later than txn_d).
    cache.ledgerTransactions.upsertMany([
      ledgerTx(0, { id: 'txn_a', createdAt: minutes(5) }),
      ledgerTx(0, { id: 'txn_e', createdAt: minutes(5) }),
      ledgerTx(0, { id: 'txn_z', createdAt: minutes(9) }),
    ]);
    const second = cache.ledgerTransactions.ledgerWindow({ limit: 10, cursor: first.olderCursor as string });
    expect(second.rows.map((r) => r.id)).toEqual(['txn_f']);
    const newer = cache.ledgerTransactions.ledgerWindow({ limit: 10, cursor: first.olderCursor as string, towards: 'newer' });
    expect(newer.rows.map((r) => r.id)).toEqual(['txn_z', 'txn_e', 'txn_a', 'txn_d']);
  });

  it('an empty list filter matches nothing; an empty window keeps the cursor to go back', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1), ledgerTx(2)]);
    expect(cache.ledgerTransactions.ledgerWindow({ accountIds: [] }).rows).toEqual([]);
    expect(cache.ledgerTransactions.ledgerWindow({ types: [] }).rows).toEqual([]);
    const oldest = cache.ledgerTransactions.ledgerWindow({ limit: 1, towards: 'newer' });
    expect(oldest.rows.map((r) => r.id)).toEqual(['txn_000001']);
    const cursor = oldest.newerCursor as string;
    const beyond = cache.ledgerTransactions.ledgerWindow({ cursor, towards: 'older' });
    expect(beyond).toEqual({ rows: [], newerCursor: cursor });
    expect(cache.ledgerTransactions.ledgerWindow({ cursor: beyond.newerCursor as string, towards: 'newer' }).rows.map((r) => r.id)).toEqual(['txn_000002']);
  });

  it.each<[string, LedgerWindowQuery, string]>([
    ['limit 0', { limit: 0 }, 'invalid_query'],
    ['limit 501', { limit: 501 }, 'invalid_query'],
    ['limit 1.5', { limit: 1.5 }, 'invalid_query'],
    ['a bad towards', { towards: 'sideways' as 'older' }, 'invalid_query'],
    ['a bad direction', { direction: 'up' as 'debit' }, 'invalid_query'],
    ['a bad date', { from: '31/01/2026' }, 'invalid_query'],
    ['accounts not a list', { accountIds: 'acc_a' as unknown as string[] }, 'invalid_query'],
    ['a forged cursor', { cursor: 'not-a-cursor' }, 'invalid_cursor'],
    ['a cursor of another shape', { cursor: Buffer.from('[2,1,"x"]').toString('base64url') }, 'invalid_cursor'],
    ['a cursor of the former (createdAt, id) order', { cursor: Buffer.from('[1,1767225600000000,"txn_1"]').toString('base64url') }, 'invalid_cursor'],
    ['a search too long', { search: 'x'.repeat(201) }, 'invalid_query'],
  ])('refuses %s', (_label, query, code) => {
    const cache = tempCache();
    let error: unknown;
    try {
      cache.ledgerTransactions.ledgerWindow(query);
    } catch (caught) {
      error = caught;
    }
    expect(isCacheError(error)).toBe(true);
    expect((error as { code: string }).code).toBe(code);
  });

  it('accepts up to 500 rows per window', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(Array.from({ length: 600 }, (_, i) => ledgerTx(i)));
    const window = cache.ledgerTransactions.ledgerWindow({ limit: 500 });
    expect(window.rows).toHaveLength(500);
    expect(window.olderCursor).toBeDefined();
  });
});
