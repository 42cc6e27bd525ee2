// A payment the outbox sends by itself, after the server did not answer its confirm, is in
// the cache the moment the server answers (the same code path as a direct send's record:
// write-flows/store-written-resource.ts keepWrittenRecord), so the Payments list shows it
// and the next review's "first payment to X" no longer warns, before any sync. Over real
// loopback HTTP to a sandbox of its own: queued while its connections drop, resent once
// they stop, one payment at the sandbox.
import { describe, expect, it } from 'vitest';
import { useMoneyFixture } from '../support/use-money-fixture';

const fx = useMoneyFixture({ beforeClose: (started) => started.faults({ failureRate: 0 }) });

/** A counterparty with an open-network method and no payment in the cache: its first payment warns. */
function newPayee(): { counterpartyId: string; paymentMethodId: string; name: string } {
  const cache = fx.host.services().cache;
  const paid = new Set([...cache.payments.iteratePayments()].map((p) => p.counterpartyId));
  for (const counterparty of cache.counterparties.iterateCounterparties()) {
    if (paid.has(counterparty.id) || counterparty.status !== 'active') continue;
    const method = cache.paymentMethods.forCounterparty(counterparty.id).find((m) => m.type === 'open' && m.status !== 'disabled');
    if (method !== undefined) return { counterpartyId: counterparty.id, paymentMethodId: method.id, name: counterparty.name };
  }
  throw new Error('the demo data has no unpaid counterparty with an open-network method');
}

describe('a queued payment resent by the outbox', () => {
  it('is in the cache at once (list and detail), and the next review to that counterparty has no first-payment warning', async () => {
    const payee = newPayee();
    const form = (amount: string) => ({ rail: 'open', sourceAccountId: fx.account('Operating USD'), counterpartyId: payee.counterpartyId, paymentMethodId: payee.paymentMethodId, amount, currency: 'USD' });
    const codes = (prepared: { checks: Array<{ code: string }> }) => prepared.checks.map((c) => c.code);
    const before = (await fx.created()).payment ?? 0;

    const first = await fx.prepare('payments.prepare', form('41.17'));
    expect(codes(first)).toContain('first_payment_to_counterparty');
    await fx.faults({ failureRate: 1, kinds: ['drop_connection'] });
    const queued = await fx.confirm(first);
    expect(queued.state).toBe('pending');
    await fx.faults({ failureRate: 0 });

    // The window's resend of what it queued (the path the offline probe and Sync now take).
    const services = fx.host.services();
    await services.money.outbox.send(queued.outboxEntry?.id as string);
    const entry = services.money.outbox.get(queued.outboxEntry?.id as string);
    expect(entry?.state).toBe('succeeded');
    const id = entry?.resourceId as string;
    expect(id).toMatch(/^pmt_/);
    expect((await fx.created()).payment).toBe(before + 1);

    // No sync has run: the record is the cache's already.
    expect(services.cache.payments.get(id)).toMatchObject({ id, counterpartyId: payee.counterpartyId });
    const listed = await fx.value<{ rows: Array<{ id: string }> }>('payments.list', { limit: 50 });
    expect(listed.rows.map((row) => row.id)).toContain(id);
    const next = await fx.prepare('payments.prepare', form('41.18'));
    expect(codes(next)).not.toContain('first_payment_to_counterparty');
  }, 60_000);
});
