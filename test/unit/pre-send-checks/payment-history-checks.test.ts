// The checks that read the cache: the cached balance, a possible duplicate in the last
// 24 hours, the first payment to a counterparty; each on both sides of its threshold.
import { describe, expect, it } from 'vitest';
import {
  firstPaymentToCounterpartyCheck, insufficientCachedBalanceCheck, possibleDuplicateCheck, type CheckContext,
} from '../../../electron/pre-send-checks';
import { NOW, paymentResource, seededCache } from '../write-flows/write-flow-fixtures';

const ctx = (now = NOW): CheckContext => ({ environment: 'sandbox', cache: seededCache(), now });
const usd = (minor: bigint) => ({ currency: 'USD', minor });

describe('insufficient_cached_balance', () => {
  it('is quiet when the cached balance covers the amount exactly, and warns one cent above', () => {
    const c = ctx();
    expect(insufficientCachedBalanceCheck({ accountId: 'acc_usd', accountName: 'Operating USD', amount: usd(1_000_000n) }, c)).toBeUndefined();
    const check = insufficientCachedBalanceCheck({ accountId: 'acc_usd', accountName: 'Operating USD', amount: usd(1_000_001n) }, c);
    expect(check).toEqual({
      code: 'insufficient_cached_balance',
      severity: 'warning',
      message: 'Operating USD shows 10,000.00 USD as of 2026-03-09 15:00 UTC (cached), less than the 10,000.01 USD this takes (fees not included). Sync to see the current balance; the server checks the real balance when it is sent.',
    });
  });

  it('says "as of" the last ledger sync when there was one', () => {
    const c = ctx();
    (c.cache as ReturnType<typeof seededCache>).putSyncState({ resource: 'ledgerTransactions', scope: '', cursor: null, completed: true, lastSyncedAt: '2026-03-10T14:30:00.000Z', detail: null });
    expect(insufficientCachedBalanceCheck({ accountId: 'acc_usd', accountName: 'Operating USD', amount: usd(2_000_000n) }, c)?.message).toContain('as of 2026-03-10 14:30 UTC');
  });

  it('counts crypto in the asset smallest unit, and says nothing without a cached balance', () => {
    const c = ctx();
    expect(insufficientCachedBalanceCheck({ accountId: 'acc_usdc', accountName: 'USDC Treasury', amount: { currency: 'USDC', minor: 5_000_000_000n } }, c)).toBeUndefined();
    expect(insufficientCachedBalanceCheck({ accountId: 'acc_usdc', accountName: 'USDC Treasury', amount: { currency: 'USDC', minor: 5_000_000_001n } }, c)?.message).toContain('5,000.000000 USDC');
    expect(insufficientCachedBalanceCheck({ accountId: 'acc_payroll', accountName: 'Payroll USD', amount: usd(1n) }, c)).toBeUndefined();
  });
});

describe('possible_duplicate', () => {
  const question = { counterpartyId: 'cpt_jane', counterpartyName: 'Jane Cooper', amount: usd(123_456n), side: 'send' as const };
  const paidAgo = (ms: number, overrides = {}) =>
    paymentResource({ id: `pmt_d${ms}`, counterpartyId: 'cpt_jane', createdAt: new Date(NOW.getTime() - ms).toISOString(), ...overrides });

  it('warns for the same counterparty and amount 23 h 59 min ago, not 24 h 1 min ago', () => {
    const near = ctx();
    (near.cache as ReturnType<typeof seededCache>).payments.upsertMany([paidAgo((23 * 60 + 59) * 60_000)]);
    expect(possibleDuplicateCheck(question, near)?.message).toBe(
      '1,234.56 USD was already paid to Jane Cooper 23 hours ago (pmt_d86340000, created, created 2026-03-09 15:01 UTC). Make sure this is not the same payment twice.',
    );
    const far = ctx();
    (far.cache as ReturnType<typeof seededCache>).payments.upsertMany([paidAgo((24 * 60 + 1) * 60_000)]);
    expect(possibleDuplicateCheck(question, far)).toBeUndefined();
  });

  it('ignores another amount, another counterparty, canceled and failed payments', () => {
    const c = ctx();
    (c.cache as ReturnType<typeof seededCache>).payments.upsertMany([
      paidAgo(1000, { id: 'pmt_a', sendAmount: { currency: 'USD', exponent: 2, value: '123457', displayValue: '1234.57' } }),
      paidAgo(2000, { id: 'pmt_b', counterpartyId: 'cpt_acme' }),
      paidAgo(3000, { id: 'pmt_c', status: 'canceled' }),
      paidAgo(4000, { id: 'pmt_d', status: 'failed' }),
    ]);
    expect(possibleDuplicateCheck(question, c)).toBeUndefined();
  });

  it('compares amounts whatever exponent the server wrote them with', () => {
    const c = ctx();
    (c.cache as ReturnType<typeof seededCache>).payments.upsertMany([paidAgo(1000, { sendAmount: { currency: 'USD', exponent: 3, value: '1234560', displayValue: '1234.560' } })]);
    expect(possibleDuplicateCheck(question, c)?.code).toBe('possible_duplicate');
  });
});

describe('first_payment_to_counterparty', () => {
  it('warns when no earlier payment to the counterparty is cached, and not when one is', () => {
    const c = ctx();
    expect(firstPaymentToCounterpartyCheck({ id: 'cpt_jane', name: 'Jane Cooper' }, c)?.message).toBe(
      "This is the first payment to Jane Cooper (no earlier payment in this app's records). Check the recipient and their bank details before sending.",
    );
    expect(firstPaymentToCounterpartyCheck({ id: 'cpt_acme', name: 'Acme Supplies LLC' }, c)).toBeUndefined();
  });

  it('does not count a canceled or failed payment as an earlier one', () => {
    const c = ctx();
    (c.cache as ReturnType<typeof seededCache>).payments.upsertMany([
      paymentResource({ id: 'pmt_x1', counterpartyId: 'cpt_jane', status: 'canceled' }),
      paymentResource({ id: 'pmt_x2', counterpartyId: 'cpt_jane', status: 'failed' }),
    ]);
    expect(firstPaymentToCounterpartyCheck({ id: 'cpt_jane', name: 'Jane Cooper' }, c)?.code).toBe('first_payment_to_counterparty');
  });
});
