// Balances (the server's account balance when given, else the latest running balance
// in posting order, with its as-of time) and balance history (at most maxPoints points,
// the last balance of each time bucket).
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../shared/schemas';
import { T0, ledgerTx, minutes, tempCache } from './cache-fixtures';

const account = (id: string, name: string, currency = 'USD'): Account => ({
  id, customerId: 'cus_1', name, currency, status: 'active', createdAt: minutes(0),
});

type LedgerOnly = { balance: string; currency: string; asOf: string; latestTransactionId: string };

/** The expected entry of an account the server gave no balance for: the ledger's is the record. */
function ledgerRecord(accountId: string, name: string | null, ledger: LedgerOnly | null, fallbackCurrency: string | null = null) {
  return {
    accountId, accountName: name, accountStatus: name === null ? null : 'active',
    currency: ledger?.currency ?? fallbackCurrency, balance: ledger?.balance ?? null, source: ledger === null ? null : 'ledger',
    asOf: ledger?.asOf ?? null, latestTransactionId: ledger?.latestTransactionId ?? null,
    server: null, ledger, disagrees: false, goneAt: null,
  };
}

describe('balances', () => {
  it('gives each account the balance of its latest entry by (createdAt, posting order), with its time', () => {
    const cache = tempCache();
    cache.accounts.upsertMany([account('acc_a', 'Operating'), account('acc_z', 'Empty', 'EUR')]);
    cache.ledgerTransactions.upsertMany([
      ledgerTx(1, { accountId: 'acc_a', balance: '10.00' }),
      ledgerTx(3, { accountId: 'acc_a', balance: '30.00', id: 'txn_z3' }),
      ledgerTx(3, { accountId: 'acc_a', balance: '31.00', id: 'txn_a3' }), // same instant, posted later, lower id: latest
      ledgerTx(2, { accountId: 'acc_a', balance: '20.00' }),
      ledgerTx(5, { accountId: 'acc_b', balance: '0.00000001', currency: 'USDC' }),
    ]);
    cache.putSyncState({ resource: 'ledgerTransactions', scope: 'range-1', completed: true, lastSyncedAt: '2026-01-02T00:00:00Z' });
    cache.putSyncState({ resource: 'ledgerTransactions', scope: 'range-2', completed: true, lastSyncedAt: '2026-01-03T00:00:00.000Z' });
    expect(cache.ledgerTransactions.balances()).toEqual({
      lastSyncedAt: '2026-01-03T00:00:00.000Z',
      accountsSyncedAt: null,
      accounts: [
        ledgerRecord('acc_a', 'Operating', { balance: '31.00', currency: 'USD', asOf: minutes(3), latestTransactionId: 'txn_a3' }),
        ledgerRecord('acc_b', null, { balance: '0.00000001', currency: 'USDC', asOf: minutes(5), latestTransactionId: 'txn_000005' }),
        ledgerRecord('acc_z', 'Empty', null, 'EUR'),
      ],
    });
  });

  it('is empty for an empty cache', () => {
    expect(tempCache().ledgerTransactions.balances()).toEqual({ accounts: [], lastSyncedAt: null, accountsSyncedAt: null });
  });

  it("shows the server's balance when the account has one, as of the accounts sync, and flags a ledger that disagrees", () => {
    const cache = tempCache();
    cache.accounts.upsertMany([
      { ...account('acc_a', 'Agrees'), balance: { currency: 'USD', exponent: 2, value: '3100', displayValue: '31.00' } },
      // The other wire form (a decimal `amount`), normalized to the currency's exponent.
      { ...account('acc_b', 'Behind', 'EUR'), balance: { currency: 'EUR', amount: '15.5' } } as unknown as Account,
      { ...account('acc_c', 'No entries', 'GBP'), balance: { currency: 'GBP', exponent: 2, value: '0', displayValue: '0.00' } },
    ]);
    cache.ledgerTransactions.upsertMany([
      ledgerTx(1, { id: 'txn_a1', accountId: 'acc_a', balance: '31', currency: 'USD' }),
      ledgerTx(1, { id: 'txn_b1', accountId: 'acc_b', balance: '20.50', currency: 'EUR' }),
    ]);
    cache.putSyncState({ resource: 'accounts', scope: '', completed: true, lastSyncedAt: '2026-01-04T08:00:00.000Z' });
    const { accounts, accountsSyncedAt } = cache.ledgerTransactions.balances();
    expect(accountsSyncedAt).toBe('2026-01-04T08:00:00.000Z');
    expect(accounts.map((a) => [a.accountId, a.source, a.balance, a.currency, a.asOf, a.disagrees])).toEqual([
      ['acc_a', 'server', '31.00', 'USD', '2026-01-04T08:00:00.000Z', false], // "31" and "31.00" are one value
      ['acc_b', 'server', '15.50', 'EUR', '2026-01-04T08:00:00.000Z', true],
      ['acc_c', 'server', '0.00', 'GBP', '2026-01-04T08:00:00.000Z', false],
    ]);
    // The ledger's own figure stays available beside the server's.
    expect(accounts[1]?.ledger).toEqual({ balance: '20.50', currency: 'EUR', asOf: minutes(1), latestTransactionId: 'txn_b1' });
    expect(accounts[1]?.server).toEqual({ balance: '15.50', currency: 'EUR', asOf: '2026-01-04T08:00:00.000Z' });
    expect(accounts[2]?.ledger).toBeNull();
  });
});

describe('balanceHistory', () => {
  /** One entry per minute for `count` minutes; the balance is the minute number. */
  function minuteLedger(count: number) {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(Array.from({ length: count }, (_, i) => ledgerTx(i, { balance: `${i}.00` })));
    cache.ledgerTransactions.upsertMany([ledgerTx(5, { id: 'txn_other', accountId: 'acc_other', balance: '999.00' })]);
    return cache;
  }

  it('returns every entry when they fit in maxPoints', () => {
    const cache = minuteLedger(10);
    const points = cache.ledgerTransactions.balanceHistory({ accountId: 'acc_a' });
    expect(points).toEqual(Array.from({ length: 10 }, (_, i) => ({ at: minutes(i), balance: `${i}.00` })));
  });

  it('keeps at most maxPoints points, each the last balance of its bucket', () => {
    const cache = minuteLedger(100);
    const points = cache.ledgerTransactions.balanceHistory({ accountId: 'acc_a', maxPoints: 10 });
    expect(points.length).toBeLessThanOrEqual(10);
    // The span is 99 minutes + 1 microsecond, so buckets are just over 9.9 minutes: the
    // last entry of bucket k is at minute ceil(9.9 * (k + 1)) - 1.
    const width = Math.ceil((99 * 60_000_000 + 1) / 10);
    const expected = Array.from({ length: 10 }, (_, k) => Math.ceil(((k + 1) * width) / 60_000_000) - 1).map((m) => Math.min(m, 99));
    expect(points.map((p) => p.balance)).toEqual(expected.map((m) => `${m}.00`));
    expect(points.at(-1)).toEqual({ at: minutes(99), balance: '99.00' });
  });

  it('takes the last posted entry among entries at the same instant, whatever their ids', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([
      ledgerTx(1, { id: 'txn_c', balance: '1.00' }),
      ledgerTx(1, { id: 'txn_b', balance: '2.00' }),
      ledgerTx(1, { id: 'txn_a', balance: '3.00' }),
    ]);
    expect(cache.ledgerTransactions.balanceHistory({ accountId: 'acc_a', maxPoints: 1 })).toEqual([{ at: minutes(1), balance: '3.00' }]);
  });

  it('limits to [from, to) and skips empty buckets', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(0, { balance: '1.00' }), ledgerTx(1, { balance: '2.00' }), ledgerTx(60, { balance: '3.00' })]);
    expect(cache.ledgerTransactions.balanceHistory({ accountId: 'acc_a', maxPoints: 6 })).toEqual([
      { at: minutes(1), balance: '2.00' },
      { at: minutes(60), balance: '3.00' },
    ]);
    expect(cache.ledgerTransactions.balanceHistory({ accountId: 'acc_a', from: minutes(1), to: minutes(60) })).toEqual([{ at: minutes(1), balance: '2.00' }]);
    expect(cache.ledgerTransactions.balanceHistory({ accountId: 'acc_a', from: new Date(T0 + 86_400_000).toISOString() })).toEqual([]);
    expect(cache.ledgerTransactions.balanceHistory({ accountId: 'acc_none' })).toEqual([]);
  });

  it('refuses a bad maxPoints or a missing account', () => {
    const cache = tempCache();
    expect(() => cache.ledgerTransactions.balanceHistory({ accountId: 'acc_a', maxPoints: 0 })).toThrow(/maxPoints/);
    expect(() => cache.ledgerTransactions.balanceHistory({ accountId: '' })).toThrow(/accountId/);
  });
});
