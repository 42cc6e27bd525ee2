// A write's record is kept in the cache exactly once per successful send: by the outbox's
// send as the app wires it (electron/host/money-movement.ts), which carries a confirm and
// the resend of a queued entry alike; the confirm keeps it itself only for a PATCH, which
// has no outbox entry. Counted at the cache's repository: a second writer (or none) fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMoneyMovement, type MoneyMovement } from '../../../electron/host/money-movement';
import type { Cache } from '../../../electron/cache';
import { ACH, NOW, paymentResource, preparedOf, seededCache } from '../write-flows/write-flow-fixtures';
import { cleanUp, created, scriptedCore, tempDataDir, type ScriptedCore } from '../outbox/outbox-fixtures';
import { manualClock } from '../../support/manual-clock';

const movements: MoneyMovement[] = [];
afterEach(async () => {
  for (const money of movements.splice(0)) await money.close();
  cleanUp();
});

function world(core: ScriptedCore, api: Record<string, unknown> = {}): { money: MoneyMovement; cache: Cache; writes: (repository: 'payments' | 'counterparties', id: string) => number } {
  const cache = seededCache();
  const money = createMoneyMovement({
    dataDir: tempDataDir(), environment: 'sandbox', server: core.baseUrl, cache, clock: manualClock(NOW),
    client: async () => ({ core, api }) as never,
  });
  movements.push(money);
  const payments = vi.spyOn(cache.payments, 'upsertMany');
  const counterparties = vi.spyOn(cache.counterparties, 'upsertMany');
  const spies = { payments, counterparties };
  const writes = (repository: 'payments' | 'counterparties', id: string) =>
    spies[repository].mock.calls.filter(([rows]) => [...rows].some((row) => row.id === id)).length;
  return { money, cache, writes };
}

describe('the record of a successful write', () => {
  it("is kept once when a confirm sends it through the outbox, and its status followed", async () => {
    const core = scriptedCore([created(paymentResource({ id: 'pmt_confirmed' }))]);
    const { money, cache, writes } = world(core);
    const flows = await money.writeFlows();
    const confirmed = await flows.confirm(preparedOf(await flows.payments.prepareAch(ACH)));
    expect(confirmed.outcome.state).toBe('succeeded');
    expect(confirmed.resource).toMatchObject({ id: 'pmt_confirmed' });
    expect(core.requests).toHaveLength(1);
    expect(writes('payments', 'pmt_confirmed')).toBe(1);
    expect(cache.payments.get('pmt_confirmed')?.status).toBe('created');
    expect((await money.statusTracker()).following()).toContainEqual(expect.objectContaining({ kind: 'payment', id: 'pmt_confirmed' }));
  });

  it('is kept once when the outbox sends an entry queued earlier (a resend or Send now)', async () => {
    const core = scriptedCore([created(paymentResource({ id: 'pmt_resent' }))]);
    const { money, cache, writes } = world(core);
    const entry = money.outbox.enqueue({ operation: 'createAchPayment', body: { sourceAccountId: 'acc_usd', paymentMethodId: 'pm_acmebank', amount: { currency: 'USD', value: '123456' } }, summary: 'Pay 1,234.56 USD to Acme Supplies LLC by ACH' });
    expect((await money.outbox.send(entry.id)).state).toBe('succeeded');
    expect(writes('payments', 'pmt_resent')).toBe(1);
    expect(cache.payments.get('pmt_resent')).toBeDefined();
  });

  it('is kept once by the confirm when it has no outbox entry (a counterparty change, a PATCH)', async () => {
    const core = scriptedCore([]);
    const calls: unknown[] = [];
    const updateCounterparty = async (id: string, body: object) => {
      calls.push(id);
      return { data: { ...cacheRef.cache?.counterparties.get(id), ...body, updatedAt: NOW.toISOString() } };
    };
    const cacheRef: { cache?: Cache } = {};
    const { money, cache, writes } = world(core, { updateCounterparty });
    cacheRef.cache = cache;
    const flows = await money.writeFlows();
    const confirmed = await flows.confirm(preparedOf(await flows.counterparties.prepareArchive({ counterpartyId: 'cpt_acme' })));
    expect(confirmed.outcome.state).toBe('succeeded');
    expect(calls).toEqual(['cpt_acme']);
    expect(core.requests).toHaveLength(0);
    expect(writes('counterparties', 'cpt_acme')).toBe(1);
    expect(cache.counterparties.get('cpt_acme')?.status).toBe('archived');
  });
});
