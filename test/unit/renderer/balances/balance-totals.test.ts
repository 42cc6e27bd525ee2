// Totals per currency on the Balances screen: exact decimal sums of the balances of
// record, grouped by currency, never through a JS number (0.1 + 0.2 is 0.3 here).
import { describe, expect, it } from 'vitest';
import { differingLedgerBalance, type AccountBalance } from '../../../../renderer/src/screens/balances/account-balance';
import { accountsInDisplayOrder, groupByCurrency } from '../../../../renderer/src/screens/balances/balance-totals';

function account(id: string, currency: string | null, balance: string | null, extra: Partial<AccountBalance> = {}): AccountBalance {
  return {
    accountId: id, accountName: `Account ${id}`, accountStatus: 'active', currency, balance, source: balance === null ? null : 'server',
    asOf: balance === null ? null : '2026-11-23T09:00:00.000Z', latestTransactionId: null, server: null, ledger: null, disagrees: false, goneAt: null, ...extra,
  };
}

describe('groupByCurrency', () => {
  it('sums each currency exactly, where floats would not', () => {
    const groups = groupByCurrency([account('a', 'USD', '0.1'), account('b', 'USD', '0.2'), account('c', 'EUR', '1141141.54')]);
    expect(groups.map((g) => [g.currency, g.total, g.counted])).toEqual([['EUR', '1141141.54', 1], ['USD', '0.3', 2]]);
    expect(0.1 + 0.2).not.toBe(0.3); // what the decimal sum avoids
  });

  it('adds values of mixed scales in one currency and keeps each currency its own exponent', () => {
    const groups = groupByCurrency([
      account('u1', 'USDC', '1159861.957296'), account('u2', 'USDC', '0.000004'), account('u3', 'USDC', '10'),
      account('j1', 'JPY', '1000000'), account('j2', 'JPY', '25'),
      account('b1', 'BHD', '1.5'), account('b2', 'BHD', '2.125'),
      account('d1', 'USD', '1234567890123456789.99'), account('d2', 'USD', '0.01'),
    ]);
    expect(Object.fromEntries(groups.map((g) => [g.currency, g.total]))).toEqual({
      BHD: '3.625', JPY: '1000025', USD: '1234567890123456790.00', USDC: '1159871.957300',
    });
  });

  it('handles negative balances and totals', () => {
    const [group] = groupByCurrency([account('a', 'GBP', '-250.75'), account('b', 'GBP', '100.25')]);
    expect(group?.total).toBe('-150.50');
  });

  it('lists accounts without a balance but leaves them out of the total and the count', () => {
    const [group] = groupByCurrency([account('a', 'EUR', null), account('b', 'EUR', '5.00')]);
    expect(group?.accounts.map((a) => a.accountId)).toEqual(['a', 'b']);
    expect(group?.total).toBe('5.00');
    expect(group?.counted).toBe(1);
  });

  it('a currency whose accounts have no balance at all totals "0"', () => {
    const [group] = groupByCurrency([account('a', 'EUR', null)]);
    expect(group?.total).toBe('0');
    expect(group?.counted).toBe(0);
  });

  it('never adds accounts of no known currency (their group has no total and comes last)', () => {
    const groups = groupByCurrency([account('x', null, '12.00'), account('y', 'AUD', '1.00')]);
    expect(groups.map((g) => [g.currency, g.total])).toEqual([['AUD', '1.00'], [null, null]]);
  });

  it('takes the currency from the balances when the account record has none', () => {
    const groups = groupByCurrency([account('x', null, '12.00', { server: { balance: '12.00', currency: 'CHF', asOf: null } })]);
    expect(groups.map((g) => [g.currency, g.total])).toEqual([['CHF', '12.00']]);
  });

  it('lists an account the server no longer lists but leaves its balance out of the total', () => {
    const [group] = groupByCurrency([account('a', 'USD', '10.00'), account('b', 'USD', '5.00', { goneAt: '2026-11-23T10:00:00.000Z' }), account('c', 'USD', null, { goneAt: '2026-11-23T10:00:00.000Z' })]);
    expect(group?.accounts.map((a) => a.accountId)).toEqual(['a', 'b', 'c']);
    expect(group?.total).toBe('10.00');
    expect(group?.counted).toBe(1);
    expect(group?.gone).toBe(1);
  });

  it('orders currencies by code and accounts by name, which is the arrow-key order', () => {
    const groups = groupByCurrency([
      account('3', 'USD', '1', { accountName: 'Payroll' }), account('1', 'EUR', '1', { accountName: 'Main' }), account('2', 'USD', '1', { accountName: 'Operating' }),
    ]);
    expect(accountsInDisplayOrder(groups).map((a) => a.accountId)).toEqual(['1', '2', '3']);
  });
});

describe('differingLedgerBalance', () => {
  const ledger = (balance: string) => ({ balance, currency: 'USD', asOf: '2026-11-23T09:00:00.000Z', latestTransactionId: 'txn_1' });
  it('is the ledger balance when it differs from the server balance of record', () => {
    expect(differingLedgerBalance(account('a', 'USD', '100.00', { ledger: ledger('90.00'), disagrees: true }))).toBe('90.00');
  });
  it('is null when equal in value, even written differently', () => {
    expect(differingLedgerBalance(account('a', 'USD', '100.00', { ledger: ledger('100.0') }))).toBeNull();
  });
  it('is null when the balance of record is the ledger itself', () => {
    expect(differingLedgerBalance(account('a', 'USD', '100.00', { source: 'ledger', ledger: ledger('100.00') }))).toBeNull();
  });
});
