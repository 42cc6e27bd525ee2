// Ledger arithmetic: across many operations (payments on every rail, fees, cancels,
// failures, returns, reversals, collections, transfers) every running balance is the
// previous one plus or minus the entry, and each account's balance equals the sum of
// its entries. Checked on a working sandbox, on the demo seed and on bulk-seeded data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToMinorUnits } from '../../../shared/money';
import { accountSchema, ledgerTransactionSchema, listSchema } from '../../../shared/schemas';
import type { LedgerTransaction } from '../../../shared/schemas';
import { methodOf, seededData, startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture } from '../../support/sandbox-fixture';

async function ledgerOf(f: SandboxFixture, accountId: string): Promise<LedgerTransaction[]> {
  const entries: LedgerTransaction[] = [];
  let cursor = '';
  for (;;) {
    const page = listSchema(ledgerTransactionSchema).parse((await f.read.get(`/transactions?accountId=${accountId}&limit=200${cursor}`)).body);
    entries.push(...page.items);
    if (!page.pagination.hasMore) return entries;
    cursor = `&starting_after=${page.pagination.nextCursor}`;
  }
}

/** Checks every invariant of every account; returns the number of entries checked. */
async function checkLedger(f: SandboxFixture): Promise<number> {
  const accounts = listSchema(accountSchema).parse((await f.read.get('/accounts?limit=200')).body).items;
  const byId = new Map<string, LedgerTransaction>();
  let checked = 0;
  for (const account of accounts) {
    const exponent = account.balance?.exponent ?? 2;
    const entries = await ledgerOf(f, account.id);
    let running = 0n;
    for (const entry of entries) {
      expect(entry.currency).toBe(account.currency);
      const amount = decimalToMinorUnits(entry.amount, exponent);
      expect(amount > 0n).toBe(true);
      running += entry.direction === 'credit' ? amount : -amount;
      expect(running >= 0n).toBe(true);
      expect(decimalToMinorUnits(entry.balance, exponent)).toBe(running);
      byId.set(entry.id, entry);
    }
    expect(BigInt(account.balance?.value ?? '0')).toBe(running);
    checked += entries.length;
  }
  const groups = new Map<string, LedgerTransaction[]>();
  for (const entry of byId.values()) {
    if (entry.linkedTransactionId) {
      const original = byId.get(entry.linkedTransactionId);
      expect(original, `${entry.id} links to a missing entry`).toBeDefined();
      expect(original?.direction).not.toBe(entry.direction);
      expect(original?.amount).toBe(entry.amount);
      expect(original?.accountId).toBe(entry.accountId);
    }
    if (entry.type === 'transfer_in' || entry.type === 'transfer_out') {
      const group = groups.get(entry.transactionGroupId ?? '') ?? [];
      group.push(entry);
      groups.set(entry.transactionGroupId ?? '', group);
    }
  }
  for (const legs of groups.values()) {
    expect(legs.map((l) => l.type).sort()).toEqual(['transfer_in', 'transfer_out']);
    expect(legs[0]?.amount).toBe(legs[1]?.amount);
  }
  return checked;
}

describe('ledger arithmetic under many operations', () => {
  let f: SandboxFixture;
  beforeAll(async () => {
    f = await startSandboxFixture({ seed: 5, startTime: new Date('2026-02-02T14:00:00Z') });
  });
  afterAll(() => f.close());

  it('keeps balances equal to the sum of entries', async () => {
    const d = await seededData(f);
    const acme = methodOf(d, 'Acme Supplies LLC');
    const jane = methodOf(d, 'Jane Cooper');
    const muller = methodOf(d, 'Müller Maschinenbau GmbH');
    const thames = methodOf(d, 'Thames Logistics Ltd');
    const wallet = methodOf(d, 'Base Liquidity Partners');
    const payroll = methodOf(d, 'Sandbox Treasury Payroll');
    const references = ['ok', 'sandbox:fail', 'sandbox:reverse', 'sandbox:refund', 'sandbox:requires_action:compliance_hold', 'sandbox:review'];
    let seed = 17;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const toCancel: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const amount = String(1000 + next(5_000_000));
      const reference = references[next(references.length)];
      switch (i % 7) {
        case 0: {
          const r = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: { currency: 'USD', value: amount }, achType: next(2) ? 'same_day' : 'standard', reference: next(3) === 0 ? 'sandbox:return:R08' : reference });
          if (r.status === 201 && next(3) === 0) toCancel.push(r.body.id);
          break;
        }
        case 1:
          await f.write.post('/payments/swift', { sourceAccountId: d.accounts.usd.id, paymentMethodId: next(2) ? muller.paymentMethodId : thames.paymentMethodId, amount: { currency: 'USD', value: amount }, chargeBearer: ['OUR', 'SHA', 'BEN'][next(3)], reference });
          break;
        case 2:
          await f.write.post('/payments/crypto', { sourceAccountId: d.accounts.usdc.id, paymentMethodId: wallet.paymentMethodId, amount: { asset: 'USDC', value: `${amount}000`, chain: 'base' }, network: 'base', reference: next(2) ? 'sandbox:crypto_fail' : 'ok' });
          break;
        case 3:
          await f.write.post('/collections', { destinationAccountId: d.accounts.payroll.id, paymentMethodId: jane.paymentMethodId, rail: 'ach', amount: { currency: 'USD', value: amount }, reference: next(2) ? 'sandbox:return:R01' : 'ok' });
          break;
        case 4:
          await f.write.post('/transfers', { sourceAccountId: next(2) ? d.accounts.usd.id : d.accounts.payroll.id, destinationAccountId: next(2) ? d.accounts.payroll.id : d.accounts.usd.id, amount: { currency: 'USD', value: amount } });
          break;
        case 5:
          await f.write.post('/payments/open', { sourceAccountId: d.accounts.usd.id, paymentMethodId: payroll.paymentMethodId, amount: { currency: 'USD', value: amount } });
          break;
        default:
          await f.write.post('/payments', { rail: 'fedwire', sourceAccountId: d.accounts.payroll.id, paymentMethodId: jane.paymentMethodId, sendAmount: { currency: 'USD', value: amount }, reference });
      }
      for (const id of toCancel.splice(0)) await f.write.post(`/payments/${id}/cancel`, {});
      if (i % 10 === 9) await f.advance(3 * 3600 + next(86400));
    }
    await f.advance(10 * 86400);
    const checked = await checkLedger(f);
    expect(checked).toBeGreaterThan(100);
    const reversals = (await f.read.get('/transactions?type=reversal&limit=200')).body.items;
    expect(reversals.length).toBeGreaterThan(3);
  });

  it('keeps bulk-seeded history consistent, and lists it by account and by type', async () => {
    const seeded = await f.control('POST', '/seed', { accounts: 2, counterparties: 3, ledgerTransactions: 3000 });
    expect(seeded.status).toBe(201);
    expect(seeded.body.accountIds).toHaveLength(2);
    expect(seeded.body.counterpartyIds).toHaveLength(3);
    await checkLedger(f);
    const fees = (await f.read.get(`/transactions?accountId=${seeded.body.accountIds[0]}&type=fee&limit=20`)).body.items;
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((t: LedgerTransaction) => t.type === 'fee' && t.accountId === seeded.body.accountIds[0])).toBe(true);
  });
});

describe('the demo seed', () => {
  let f: SandboxFixture;
  beforeAll(async () => {
    f = await startSandboxFixture({ seed: 'demo' });
  });
  afterAll(() => f.close());

  it('has months of consistent history and payments on every rail in varied states', async () => {
    const checked = await checkLedger(f);
    expect(checked).toBeGreaterThan(500);
    const first = (await f.read.get('/transactions?limit=1')).body.items[0] as LedgerTransaction;
    expect(Date.now() - Date.parse(first.createdAt)).toBeGreaterThan(150 * 86400 * 1000);
    const payments: { rail: string; status: string }[] = [];
    let cursor = '';
    for (;;) {
      const page = (await f.read.get(`/payments?limit=200${cursor}`)).body;
      payments.push(...page.items);
      if (!page.pagination.hasMore) break;
      cursor = `&starting_after=${page.pagination.nextCursor}`;
    }
    expect(new Set(payments.map((p) => p.rail))).toEqual(new Set(['ach', 'fedwire', 'swift', 'crypto', 'open']));
    const statuses = new Set(payments.map((p) => p.status));
    for (const status of ['completed', 'returned', 'failed', 'canceled', 'reversed', 'requires_action', 'in_review', 'processing']) expect(statuses).toContain(status);
    const types = new Set((await f.read.get('/transactions?type=collection_reversal')).body.items.map((t: LedgerTransaction) => t.type));
    expect(types).toEqual(new Set(['collection_reversal']));
  });

  it("charges the Operating JPY account's two SWIFT payments their fees in whole yen (SHA 2,000, OUR 5,000)", async () => {
    const accounts = listSchema(accountSchema).parse((await f.read.get('/accounts?limit=200')).body).items;
    expect(accounts).toHaveLength(6);
    const yen = accounts.find((account) => account.currency === 'JPY');
    expect(yen?.name).toBe('Operating JPY');
    const entries = await ledgerOf(f, yen?.id ?? '');
    expect(entries.filter((entry) => entry.type === 'fee').map((entry) => entry.amount).sort()).toEqual(['2000', '5000']);
    const debits = entries.filter((entry) => entry.direction === 'debit').reduce((sum, entry) => sum + BigInt(entry.amount), 0n);
    expect(yen?.balance?.value).toBe((48_000_000n - debits).toString());
    expect(debits).toBe(1_250_000n + 836_400n + 2_000n + 5_000n);
  });
});
