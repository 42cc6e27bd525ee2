// The JSON-backed repositories: idempotent upserts that keep unknown fields, stale
// versions never overwrite newer ones, and each resource's own reads.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isCacheError } from '../../../electron/cache';
import type { Collection, PaymentMethod, RailInfo, Transfer, WebhookSubscription } from '../../../shared/schemas';
import { counterparty, minutes, payment, tempCache } from './cache-fixtures';

const usd = (value: string) => ({ currency: 'USD', exponent: 2, value, displayValue: `${value.slice(0, -2)}.${value.slice(-2)}` });

describe('resource repositories', () => {
  it('payments: idempotent, unknown fields kept, stale versions ignored', () => {
    const cache = tempCache();
    const first = payment(1, { status: 'processing', updatedAt: minutes(10), futureField: { a: 1 } });
    expect(cache.payments.upsertMany([first, payment(2)])).toEqual({ written: 2, unchanged: 0 });
    expect(cache.payments.upsertMany([first, payment(2)])).toEqual({ written: 0, unchanged: 2 });
    expect(cache.payments.get(first.id)).toEqual(first);
    const newer = payment(1, { status: 'completed', updatedAt: minutes(20) });
    expect(cache.payments.upsertMany([newer]).written).toBe(1);
    const stale = payment(1, { status: 'processing', updatedAt: minutes(15) });
    expect(cache.payments.upsertMany([stale])).toEqual({ written: 0, unchanged: 1 });
    expect(cache.payments.get(first.id)?.status).toBe('completed');
    expect(cache.payments.count()).toBe(2);
  });

  it('payments: non-terminal ids to refresh, and filtered iteration oldest first', () => {
    const cache = tempCache();
    cache.payments.upsertMany([
      payment(3, { status: 'completed', rail: 'swift' }),
      payment(1, { status: 'requires_action' }),
      payment(2, { status: 'failed', sourceAccountId: 'acc_b' }),
      payment(4, { status: 'in_review', rail: 'fedwire', sourceAccountId: 'acc_b' }),
    ]);
    expect(cache.payments.nonTerminalIds()).toEqual(['pmt_000001', 'pmt_000004']);
    const ids = (filters: Parameters<typeof cache.payments.iteratePayments>[0]) => [...cache.payments.iteratePayments(filters)].map((p) => p.id);
    expect(ids({})).toEqual(['pmt_000001', 'pmt_000002', 'pmt_000003', 'pmt_000004']);
    expect(ids({ statuses: ['completed', 'failed'] })).toEqual(['pmt_000002', 'pmt_000003']);
    expect(ids({ rails: ['ach'], accountIds: ['acc_b'] })).toEqual(['pmt_000002']);
    expect(ids({ from: minutes(2), to: minutes(4) })).toEqual(['pmt_000002', 'pmt_000003']);
    expect(ids({ statuses: [] })).toEqual([]);
    expect(() => cache.payments.iteratePayments({ from: 'soon' })).toThrow(expect.objectContaining({ code: 'invalid_query' }));
  });

  it('counterparties: filtered iteration and JSON kept whole', () => {
    const cache = tempCache();
    const withAddress = counterparty(1, { address: { line1: '1 Main St', city: 'Zürich', country: 'CH', unit: '4B' }, email: 'ap@example.com' });
    cache.counterparties.upsertMany([withAddress, counterparty(2, { status: 'archived', entityType: 'individual' })]);
    expect(cache.counterparties.get(withAddress.id)).toEqual(withAddress);
    expect([...cache.counterparties.iterateCounterparties({ statuses: ['active'] })].map((c) => c.id)).toEqual([withAddress.id]);
    expect([...cache.counterparties.iterateCounterparties({ entityTypes: ['individual'] })].map((c) => c.id)).toEqual(['cpt_000002']);
  });

  it('collections: non-terminal ids, optionally with recently completed ones (returnable for 60 days)', () => {
    const cache = tempCache();
    const collection = (n: number, status: Collection['status']): Collection => ({
      id: `col_${n}`, customerId: 'cus_1', destinationAccountId: 'acc_a', counterpartyId: 'cpt_1', paymentMethodId: 'pm_1',
      rail: 'ach', amount: usd('5000'), direction: 'inbound', status, createdAt: minutes(n),
    });
    cache.collections.upsertMany([collection(1, 'completed'), collection(2, 'pending'), collection(3, 'completed'), collection(4, 'failed')]);
    expect(cache.collections.nonTerminalIds()).toEqual(['col_2']);
    expect(cache.collections.nonTerminalIds({ includeCompletedSince: minutes(3) })).toEqual(['col_2', 'col_3']);
  });

  it('transfers, payment methods, webhook subscriptions, accounts', () => {
    const cache = tempCache();
    const transfer: Transfer = { id: 'trf_1', sourceAccountId: 'acc_a', destinationAccountId: 'acc_b', amount: usd('100'), status: 'completed', createdAt: minutes(1) };
    cache.transfers.upsertMany([transfer]);
    expect(cache.transfers.get('trf_1')).toEqual(transfer);
    const method = (n: number, counterpartyId: string): PaymentMethod => ({
      id: `pm_${n}`, counterpartyId, type: 'us_bank', status: 'active', currency: 'USD', createdAt: minutes(n), accountNumberLast4: '6789',
    });
    cache.paymentMethods.upsertMany([method(2, 'cpt_1'), method(1, 'cpt_1'), method(3, 'cpt_2')]);
    expect(cache.paymentMethods.forCounterparty('cpt_1').map((m) => m.id)).toEqual(['pm_1', 'pm_2']);
    const hook: WebhookSubscription = { id: 'wsub_1', url: 'https://example.com/hook', eventTypes: ['*'], status: 'active', createdAt: minutes(1) };
    cache.webhookSubscriptions.upsertMany([hook]);
    expect(cache.webhookSubscriptions.all()).toEqual([hook]);
    cache.accounts.upsertMany([{ id: 'acc_b', customerId: 'cus_1', name: 'B', currency: 'EUR', status: 'frozen', createdAt: minutes(2) }, { id: 'acc_a', customerId: 'cus_1', name: 'A', currency: 'USD', status: 'active', createdAt: minutes(1) }]);
    expect(cache.accounts.all().map((a) => a.id)).toEqual(['acc_a', 'acc_b']);
  });

  it('rails: replaced as a whole list (GET /rails has no pages)', () => {
    const cache = tempCache();
    const rail = (id: string, status: RailInfo['status'] = 'active'): RailInfo => ({ id, name: id.toUpperCase(), status });
    cache.rails.upsertMany([rail('ach'), rail('swift'), rail('fedwire')]);
    expect(cache.rails.replaceAll([rail('ach', 'maintenance'), rail('crypto')])).toEqual({ written: 2, unchanged: 0, removed: 2 });
    expect(cache.rails.all()).toEqual([rail('ach', 'maintenance'), rail('crypto')]);
  });

  it('refuses items without a usable id or createdAt, writing nothing of the page', () => {
    const cache = tempCache();
    const bad = [payment(1), payment(2, { createdAt: 'not a time' })];
    let error: unknown;
    try {
      cache.payments.upsertMany(bad);
    } catch (caught) {
      error = caught;
    }
    expect(isCacheError(error, 'invalid_item')).toBe(true);
    expect(cache.payments.count()).toBe(0);
    expect(() => cache.payments.upsertMany([payment(3, { id: '' })])).toThrow(/no valid id/);
  });

  it('keeps money objects inside JSON exactly as strings', () => {
    const cache = tempCache();
    cache.payments.upsertMany([payment(1, { sendAmount: { currency: 'USD', exponent: 2, value: '900719925474099312', displayValue: '9007199254740993.12' } })]);
    const db = new Database(cache.path, { readonly: true });
    const json = db.prepare('SELECT json FROM payments').pluck().get() as string;
    db.close();
    expect(json).toContain('"value":"900719925474099312"');
    expect(cache.payments.get('pmt_000001')?.sendAmount?.value).toBe('900719925474099312');
  });
});
