// Rows the server stopped listing (repositories/gone-rows.ts): marked with the cache's
// clock, never deleted, readable everywhere the rows are read (goneAt, the counterparty
// list, a counterparty's payment methods, balances), kept at their first time when marked
// again, and cleared by any write of the row from the server, even an identical one.
import { describe, expect, it } from 'vitest';
import type { Account, PaymentMethod, WebhookSubscription } from '../../../shared/schemas';
import { manualClock } from '../../support/manual-clock';
import { counterparty, minutes, tempCache } from './cache-fixtures';

const account = (id: string, name: string): Account => ({ id, customerId: 'cus_1', name, currency: 'USD', status: 'active', createdAt: minutes(0) });
const method = (id: string, counterpartyId: string): PaymentMethod =>
  ({ id, counterpartyId, type: 'us_bank', status: 'active', currency: 'USD', createdAt: minutes(1), accountNumberLast4: '6789' }) as PaymentMethod;
const subscription = (id: string): WebhookSubscription => ({ id, url: 'https://example.com/hook', events: ['payment.completed'], status: 'active', createdAt: minutes(0) }) as unknown as WebhookSubscription;

describe('gone rows', () => {
  it('marks only the ids given, at the cache clock, keeps the rows, and keeps the first time when marked again', async () => {
    const clock = manualClock('2026-03-02T09:00:00.000Z');
    const cache = tempCache({ clock });
    cache.counterparties.upsertMany([counterparty(1), counterparty(2), counterparty(3)]);
    expect(cache.counterparties.presentIds().sort()).toEqual(['cpt_000001', 'cpt_000002', 'cpt_000003']);
    expect(cache.counterparties.markGone(['cpt_000002', 'cpt_unknown'])).toBe(1);
    expect(cache.counterparties.goneAt('cpt_000002')).toBe('2026-03-02T09:00:00.000Z');
    expect(cache.counterparties.goneAt('cpt_000001')).toBeNull();
    expect(cache.counterparties.get('cpt_000002')?.name).toBe('Counterparty 2');
    expect(cache.counterparties.count()).toBe(3);
    expect(cache.counterparties.presentIds().sort()).toEqual(['cpt_000001', 'cpt_000003']);
    await clock.advance(60_000);
    expect(cache.counterparties.markGone(['cpt_000002'])).toBe(0);
    expect(cache.counterparties.goneSince()).toEqual(new Map([['cpt_000002', '2026-03-02T09:00:00.000Z']]));
    expect(cache.counterparties.markGone([])).toBe(0);
  });

  it('the counterparty list carries goneAt, and a gone counterparty is still found by every filter', () => {
    const cache = tempCache({ clock: manualClock('2026-03-02T09:00:00.000Z') });
    cache.counterparties.upsertMany([counterparty(1), counterparty(2, { status: 'archived' })]);
    cache.counterparties.markGone(['cpt_000002']);
    const rows = cache.counterparties.listCounterparties({ limit: 10 }).items;
    expect(rows.map((row) => [row.counterparty.id, row.goneAt])).toEqual([['cpt_000001', null], ['cpt_000002', '2026-03-02T09:00:00.000Z']]);
    expect(cache.counterparties.listCounterparties({ limit: 10, statuses: ['archived'] }).items.map((row) => row.goneAt)).toEqual(['2026-03-02T09:00:00.000Z']);
    expect([...cache.counterparties.iterateCounterparties()].map((c) => c.id)).toEqual(['cpt_000001', 'cpt_000002']);
  });

  it('any write of the row from the server clears the mark, even an identical one, and counts as written', () => {
    const cache = tempCache();
    const same = counterparty(1);
    cache.counterparties.upsertMany([same]);
    cache.counterparties.markGone([same.id]);
    expect(cache.counterparties.upsertMany([same])).toEqual({ written: 1, unchanged: 0 });
    expect(cache.counterparties.goneAt(same.id)).toBeNull();
    // Not gone: the identical page writes nothing, as before.
    expect(cache.counterparties.upsertMany([same])).toEqual({ written: 0, unchanged: 1 });
    // Changed and gone: one row written, not two.
    cache.counterparties.markGone([same.id]);
    expect(cache.counterparties.upsertMany([{ ...same, name: 'Renamed', updatedAt: minutes(9) }])).toEqual({ written: 1, unchanged: 0 });
    expect(cache.counterparties.goneAt(same.id)).toBeNull();
    // An older copy (by updatedAt) does not overwrite the row, but it proves the row exists.
    cache.counterparties.markGone([same.id]);
    expect(cache.counterparties.upsertMany([same]).written).toBe(1);
    expect(cache.counterparties.get(same.id)?.name).toBe('Renamed');
    expect(cache.counterparties.goneAt(same.id)).toBeNull();
  });

  it('payment methods are scoped by counterparty: presentIds and goneSince of one counterparty only', () => {
    const cache = tempCache({ clock: manualClock('2026-03-02T09:00:00.000Z') });
    cache.paymentMethods.upsertMany([method('pm_a1', 'cpt_a'), method('pm_a2', 'cpt_a'), method('pm_b1', 'cpt_b')]);
    expect(cache.paymentMethods.presentIds('cpt_a').sort()).toEqual(['pm_a1', 'pm_a2']);
    expect(cache.paymentMethods.presentIds('cpt_b')).toEqual(['pm_b1']);
    expect(cache.paymentMethods.presentIds().sort()).toEqual(['pm_a1', 'pm_a2', 'pm_b1']);
    cache.paymentMethods.markGone(['pm_a2']);
    expect(cache.paymentMethods.presentIds('cpt_a')).toEqual(['pm_a1']);
    expect(cache.paymentMethods.goneSince('cpt_a')).toEqual(new Map([['pm_a2', '2026-03-02T09:00:00.000Z']]));
    expect(cache.paymentMethods.goneSince('cpt_b')).toEqual(new Map());
    expect(cache.paymentMethods.listedForCounterparty('cpt_a').map(({ method: m, goneAt }) => [m.id, goneAt])).toEqual([['pm_a1', null], ['pm_a2', '2026-03-02T09:00:00.000Z']]);
    expect(cache.paymentMethods.forCounterparty('cpt_a').map((m) => m.id)).toEqual(['pm_a1', 'pm_a2']);
  });

  it('accounts: a gone account keeps its balance row, with goneAt; webhook subscriptions are marked too', () => {
    const cache = tempCache({ clock: manualClock('2026-03-02T09:00:00.000Z') });
    cache.accounts.upsertMany([account('acc_a', 'Operating'), account('acc_b', 'Closed one')]);
    cache.accounts.markGone(['acc_b']);
    const balances = cache.ledgerTransactions.balances().accounts;
    expect(balances.map((b) => [b.accountId, b.goneAt])).toEqual([['acc_a', null], ['acc_b', '2026-03-02T09:00:00.000Z']]);
    expect(cache.accounts.all().map((a) => a.id)).toEqual(['acc_a', 'acc_b']);
    cache.webhookSubscriptions.upsertMany([subscription('whs_1'), subscription('whs_2')]);
    expect(cache.webhookSubscriptions.markGone(['whs_1'])).toBe(1);
    expect(cache.webhookSubscriptions.goneAt('whs_1')).toBe('2026-03-02T09:00:00.000Z');
    expect(cache.webhookSubscriptions.goneAt('whs_2')).toBeNull();
  });

  it('a mark made inside a transaction that fails is not kept', () => {
    const cache = tempCache();
    cache.counterparties.upsertMany([counterparty(1)]);
    expect(() =>
      cache.transaction(() => {
        cache.counterparties.markGone(['cpt_000001']);
        throw new Error('page failed');
      }),
    ).toThrow('page failed');
    expect(cache.counterparties.goneAt('cpt_000001')).toBeNull();
  });
});
