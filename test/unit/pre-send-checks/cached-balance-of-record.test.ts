// insufficient_cached_balance compares with the balance of record: the running balance
// of the LAST POSTED entry when a payment and its fee share a timestamp (not the one
// whose id sorts last), and the server's own account balance when the cache has one.
import { describe, expect, it } from 'vitest';
import type { Cache } from '../../../electron/cache';
import { insufficientCachedBalanceCheck, type CheckContext } from '../../../electron/pre-send-checks';
import type { Account } from '../../../shared/schemas';
import { ledgerTx, minutes, tempCache } from '../cache/cache-fixtures';

const NOW = new Date('2026-01-02T00:00:00.000Z');
const ctx = (cache: Cache): CheckContext => ({ environment: 'sandbox', cache, now: NOW });
const demand = (minor: bigint) => ({ accountId: 'acc_a', accountName: 'Operating USD', amount: { currency: 'USD', minor } });

/** At minute 2 the payment (txn_z) was posted before its fee (txn_a): the balance after both is 69.50. */
function tiedCache(): Cache {
  const cache = tempCache();
  cache.ledgerTransactions.upsertMany([
    ledgerTx(1, { id: 'txn_m', accountId: 'acc_a', direction: 'credit', amount: '100.00', balance: '100.00' }),
    ledgerTx(2, { id: 'txn_z', accountId: 'acc_a', direction: 'debit', amount: '30.00', balance: '70.00' }),
    ledgerTx(2, { id: 'txn_a', accountId: 'acc_a', type: 'fee', direction: 'debit', amount: '0.50', balance: '69.50' }),
  ]);
  return cache;
}

describe('insufficient_cached_balance and the balance of record', () => {
  it('uses the balance after the last posted entry of a tie', () => {
    const cache = tiedCache();
    expect(insufficientCachedBalanceCheck(demand(6_950n), ctx(cache))).toBeUndefined();
    const check = insufficientCachedBalanceCheck(demand(6_951n), ctx(cache));
    expect(check?.message).toContain('Operating USD shows 69.50 USD as of 2026-01-01 00:02 UTC (cached)');
  });

  it("uses the server's account balance when the cache has one, as of the accounts sync", () => {
    const cache = tiedCache();
    const account: Account = {
      id: 'acc_a', customerId: 'cus_1', name: 'Operating USD', currency: 'USD', status: 'active', createdAt: minutes(0),
      balance: { currency: 'USD', exponent: 2, value: '6000', displayValue: '60.00' },
    };
    cache.accounts.upsertMany([account]);
    cache.putSyncState({ resource: 'accounts', scope: '', completed: true, lastSyncedAt: '2026-01-01T09:30:00.000Z' });
    expect(insufficientCachedBalanceCheck(demand(6_000n), ctx(cache))).toBeUndefined();
    expect(insufficientCachedBalanceCheck(demand(6_001n), ctx(cache))?.message).toContain('shows 60.00 USD as of 2026-01-01 09:30 UTC (cached)');
  });
});
