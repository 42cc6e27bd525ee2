// Entries that share a timestamp (a payment and its fee) are read in the order the
// server posted them, which is the order the sync wrote them, never in the order of
// their ids: windows both ways, keyset paging across the tie, search, balances, balance
// history and the export's running-balance column. The ids here sort the other way.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Cache, LedgerWindowQuery } from '../../../electron/cache';
import { exportLedgerCsv } from '../../../electron/export';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, minutes, tempCache, tempDir } from './cache-fixtures';

/** The server's posting order. At minute 2 txn_z was posted before txn_a; at minute 4 txn_y before txn_b. */
const POSTED: readonly LedgerTransaction[] = [
  ledgerTx(1, { id: 'txn_m', accountId: 'acc_a', type: 'adjustment', direction: 'credit', amount: '100.00', balance: '100.00', description: 'Opening balance' }),
  ledgerTx(2, { id: 'txn_z', accountId: 'acc_a', type: 'payment_out', direction: 'debit', amount: '30.00', balance: '70.00', description: 'Payment to ACME' }),
  ledgerTx(2, { id: 'txn_a', accountId: 'acc_a', type: 'fee', direction: 'debit', amount: '0.50', balance: '69.50', description: 'Fee for ACME payment' }),
  ledgerTx(3, { id: 'txn_q', accountId: 'acc_a', type: 'payment_in', direction: 'credit', amount: '10.00', balance: '79.50', description: 'Refund' }),
  ledgerTx(4, { id: 'txn_y', accountId: 'acc_b', type: 'payment_in', direction: 'credit', amount: '5.00', balance: '5.00', description: 'Incoming ACME' }),
  ledgerTx(4, { id: 'txn_b', accountId: 'acc_b', type: 'fee', direction: 'debit', amount: '0.25', balance: '4.75', description: 'Fee' }),
];
const NEWEST_FIRST = ['txn_b', 'txn_y', 'txn_q', 'txn_a', 'txn_z', 'txn_m'];

function postedCache(): Cache {
  const cache = tempCache();
  // Two pages, as a sync writes them; the page boundary falls inside the minute-2 tie.
  cache.ledgerTransactions.upsertMany(POSTED.slice(0, 2));
  cache.ledgerTransactions.upsertMany(POSTED.slice(2));
  return cache;
}

const ids = (rows: readonly LedgerTransaction[]) => rows.map((row) => row.id);

/** Every row, one window of `limit` at a time, in the order met. */
function walk(cache: Cache, query: LedgerWindowQuery, towards: 'older' | 'newer', limit = 1): string[] {
  const met: string[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const window = cache.ledgerTransactions.ledgerWindow({ ...query, towards, limit, ...(cursor !== undefined && { cursor }) });
    met.push(...(towards === 'older' ? ids(window.rows) : ids(window.rows).reverse()));
    cursor = towards === 'older' ? window.olderCursor : window.newerCursor;
    if (cursor === undefined) return met;
  }
  throw new Error('the walk did not end');
}

/** Exact cents of a decimal string with at most two decimals (the test's own arithmetic). */
function cents(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (match === null) throw new Error(`not a 2-decimal amount: ${text}`);
  const value = BigInt(match[2] as string) * 100n + BigInt((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -value : value;
}

function expectReadsInPostingOrder(cache: Cache): void {
  const ledger = cache.ledgerTransactions;
  expect(ids(ledger.ledgerWindow({}).rows)).toEqual(NEWEST_FIRST);
  // The oldest three (towards newer, no cursor), still shown newest first.
  expect(ids(ledger.ledgerWindow({ towards: 'newer', limit: 3 }).rows)).toEqual(['txn_a', 'txn_z', 'txn_m']);
  expect(walk(cache, {}, 'older')).toEqual(NEWEST_FIRST);
  expect(walk(cache, {}, 'newer')).toEqual([...NEWEST_FIRST].reverse());
  expect(walk(cache, { accountIds: ['acc_a'] }, 'older')).toEqual(['txn_q', 'txn_a', 'txn_z', 'txn_m']);
  expect(walk(cache, { types: ['fee', 'payment_out'] }, 'newer', 2)).toEqual(['txn_z', 'txn_a', 'txn_b']);
  expect(walk(cache, { from: minutes(2), to: minutes(3) }, 'newer')).toEqual(['txn_z', 'txn_a']);
  expect(ledger.newest('acc_a')?.id).toBe('txn_q');
  expect(ledger.newest()?.id).toBe('txn_b');
  expect([...ledger.iterateLedger()].map((tx) => tx.id)).toEqual([...NEWEST_FIRST].reverse());

  const b = ledger.balances().accounts.find((account) => account.accountId === 'acc_b');
  expect(b).toMatchObject({ balance: '4.75', latestTransactionId: 'txn_b', source: 'ledger', asOf: minutes(4) });
  expect(ledger.balanceHistory({ accountId: 'acc_b', maxPoints: 1 })).toEqual([{ at: minutes(4), balance: '4.75' }]);
  expect(ledger.balanceHistory({ accountId: 'acc_a' })).toEqual([
    { at: minutes(1), balance: '100.00' },
    { at: minutes(2), balance: '69.50' },
    { at: minutes(3), balance: '79.50' },
  ]);
}

describe('ledger order of entries that share a timestamp', () => {
  it('windows (both ways, paged one row at a time across the tie), balances and history follow posting order', () => {
    expectReadsInPostingOrder(postedCache());
  });

  it('search follows posting order, by the trigram index and by a scan', () => {
    const indexed = tempCache({ tuning: { searchCandidateLimit: 100 } });
    const scanned = tempCache({ tuning: { searchCandidateLimit: 0 } });
    for (const cache of [indexed, scanned]) {
      cache.ledgerTransactions.upsertMany(POSTED);
      expect(ids(cache.ledgerTransactions.ledgerWindow({ search: 'acme' }).rows)).toEqual(['txn_y', 'txn_a', 'txn_z']);
      expect(walk(cache, { search: 'acme' }, 'older')).toEqual(['txn_y', 'txn_a', 'txn_z']);
      expect(walk(cache, { search: 'acme' }, 'newer')).toEqual(['txn_z', 'txn_a', 'txn_y']);
      // Under three characters: always the scan.
      expect(walk(cache, { search: 'ee' }, 'older')).toEqual(['txn_b', 'txn_a']);
    }
  });

  it('keeps the order during a bulk load (no secondary index) and after the indexes are rebuilt', () => {
    const cache = tempCache();
    cache.ledgerTransactions.beginBulkLoad();
    cache.ledgerTransactions.upsertMany(POSTED, { deferSearchIndex: true });
    expect(cache.ledgerTransactions.isBulkLoading()).toBe(true);
    expectReadsInPostingOrder(cache);
    cache.ledgerTransactions.endBulkLoad();
    expectReadsInPostingOrder(cache);
  });

  it('a page written again (a resumed sync), even with a changed row, keeps the order', () => {
    const cache = postedCache();
    const again = POSTED.map((tx) => (tx.id === 'txn_z' ? { ...tx, description: 'Payment to ACME Corp' } : tx));
    expect(cache.ledgerTransactions.upsertMany([...again].reverse())).toMatchObject({ inserted: 0, updated: 1 });
    expectReadsInPostingOrder(cache);
  });

  it("the export's running balance is the previous row's of the account plus signedAmount", async () => {
    const cache = postedCache();
    const outPath = join(tempDir(), 'ledger.csv');
    await exportLedgerCsv(cache, { outPath });
    const records = parse(readFileSync(outPath), { columns: true, record_delimiter: '\r\n' }) as Array<Record<string, string>>;
    expect(records.map((record) => record['id'])).toEqual([...NEWEST_FIRST].reverse());
    const running = new Map<string, bigint>();
    for (const record of records) {
      const account = record['accountId'] as string;
      const expected = (running.get(account) ?? 0n) + cents(record['signedAmount'] as string);
      expect({ id: record['id'], balance: cents(record['balance'] as string) }).toEqual({ id: record['id'], balance: expected });
      running.set(account, expected);
    }
    expect(running).toEqual(new Map([['acc_a', 7950n], ['acc_b', 475n]]));
  });
});
