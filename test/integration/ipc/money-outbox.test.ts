// What the window does when sending goes wrong, through the dispatcher against a real
// local sandbox: faults injected through its control API (500, 503, 429, a dropped
// connection, a connection dropped after the server committed) leave the payment queued
// under its one key and, once resent, exactly one payment at the sandbox; confirming the
// same prepared instruction twice at once is one outbox entry; a payment confirmed while
// the server cannot be reached is queued, said so, and sent on its own when the server
// answers again; entries an earlier run left are shown for a decision (send now, or
// withdraw one never sent); an unknown outcome is resolved with the evidence; a cancel.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../electron/outbox';
import type { Outcome } from './money-fixture';
import { useMoneyFixture } from '../support/use-money-fixture';

const fx = useMoneyFixture({ beforeClose: (started) => started.faults({ failureRate: 0 }) });

const outbox = () => fx.host.services().money.outbox;
let amountCents = 100;
/** A new open-network payment form (a new amount each time, so no duplicate warning depends on the order of tests). */
const openPayment = () => {
  amountCents += 1;
  return { rail: 'open', sourceAccountId: fx.account('Operating USD'), ...fx.party('Northwind Traders'), amount: `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`, currency: 'USD' };
};

describe('faults injected at the sandbox', () => {
  it.each(['http_500', 'http_503', 'http_429', 'drop_connection', 'drop_after_commit'])('%s on every attempt: queued under one key, then exactly one payment once resent', async (kind) => {
    const before = (await fx.created()).payment ?? 0;
    const prepared = await fx.prepare('payments.prepare', openPayment());
    await fx.faults({ failureRate: 1, kinds: [kind] });
    const queued = await fx.confirm(prepared);
    await fx.faults({ failureRate: 0 });
    expect(queued.state).toBe('pending');
    expect(queued.outboxEntry?.state).toMatch(/^(pending|sent)$/);
    // Each of these may have reached the server: never "nothing left this computer".
    expect(outbox().get(queued.outboxEntry?.id as string)?.mayHaveReachedServer).toBe(true);
    expect(queued.next).toMatch(/^The request may have reached the server and been carried out, but no answer came\. The Outbox settles it: it is sent again with the same idempotency key/);
    expect(queued.next).toContain(queued.outboxEntry?.idempotencyKey as string);

    const resumed = await fx.value<{ resent: number; waiting: number }>('outbox.resume');
    expect(resumed).toMatchObject({ resent: 1, waiting: 0 });
    const entry = outbox().get(queued.outboxEntry?.id as string) as OutboxEntry;
    expect(entry.state).toBe('succeeded');
    expect((await fx.created()).payment).toBe(before + 1);
    // Every attempt of the entry carried its one idempotency key.
    const posts = fx.host.services().money.audit.list({ limit: 1000, newest: true }).filter((e) => e.data['method'] === 'POST' && e.data['path'] === '/v1/payments/open');
    const keys = new Set(posts.filter((e) => e.data['idempotencyKey'] === entry.idempotencyKey).map((e) => e.data['idempotencyKey']));
    expect(keys.size).toBe(1);
  }, 60_000);
});

describe('confirming twice', () => {
  it('the same prepared instruction confirmed twice at once, and again after, is one outbox entry and one payment', async () => {
    const before = (await fx.created()).payment ?? 0;
    const entriesBefore = outbox().list({ limit: 1000 }).length;
    const prepared = await fx.prepare('payments.prepare', openPayment());
    const acknowledged = prepared.checks.filter((c) => c.severity === 'warning').map((c) => c.code);
    const [first, second] = await Promise.all([
      fx.value<Outcome>('writes.confirm', { preparedId: prepared.id, acknowledged }),
      fx.value<Outcome>('writes.confirm', { preparedId: prepared.id, acknowledged }),
    ]);
    const third = await fx.value<Outcome>('writes.confirm', { preparedId: prepared.id, acknowledged });
    expect(first.state).toBe('succeeded');
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(outbox().list({ limit: 1000 })).toHaveLength(entriesBefore + 1);
    expect((await fx.created()).payment).toBe(before + 1);
  });
});

describe('offline', () => {
  it('a payment confirmed while the server cannot be reached is queued, said so, and sent with its key when the server answers again', async () => {
    const before = (await fx.created()).payment ?? 0;
    const prepared = await fx.prepare('payments.prepare', openPayment());
    await fx.faults({ failureRate: 1, kinds: ['drop_connection'] });
    const queued = await fx.confirm(prepared);
    expect(queued.state).toBe('pending');
    expect(fx.events.at(-1)).toMatchObject({ type: 'connection.changed', online: false });
    expect(fx.events).toContainEqual(expect.objectContaining({ type: 'outbox.changed', entryId: queued.outboxEntry?.id, state: queued.outboxEntry?.state }));
    await fx.faults({ failureRate: 0 });
    // The next sync reaches the server: the queued entry goes out on its own.
    expect((await fx.value<{ state: string }>('sync.start', { mode: 'auto' })).state).toBe('synced');
    await expect.poll(() => outbox().get(queued.outboxEntry?.id as string)?.state, { timeout: 20_000 }).toBe('succeeded');
    expect(fx.events).toContainEqual(expect.objectContaining({ type: 'outbox.changed', entryId: queued.outboxEntry?.id, state: 'succeeded' }));
    expect((await fx.created()).payment).toBe(before + 1);
  }, 60_000);
});

describe('the next run', () => {
  it('shows the entries an earlier run left for a decision: one that may have reached the server is sent now with its key; one never sent is withdrawn', async () => {
    const before = (await fx.created()).payment ?? 0;
    const prepared = await fx.prepare('payments.prepare', openPayment());
    await fx.faults({ failureRate: 1, kinds: ['http_503'] });
    const queued = await fx.confirm(prepared);
    await fx.faults({ failureRate: 0 });
    expect(queued.state).toBe('pending');
    // Journaled, never sent (as when the app stopped between the two).
    const neverSent = outbox().enqueue({ operation: 'createOpenPayment', body: { sourceAccountId: fx.account('Operating USD'), paymentMethodId: fx.party('Northwind Traders').paymentMethodId, amount: { currency: 'USD', value: '777' } }, summary: 'Pay 7.77 USD to Northwind Traders' });

    await new Promise((resolve) => setTimeout(resolve, 5)); // the next run starts after them
    fx.newRun();
    const { entries } = await fx.value<{ entries: Array<{ id: string; withdrawable: boolean; idempotencyKey: string }> }>('outbox.pendingAtStart');
    expect(entries.map((e) => [e.id, e.withdrawable]).sort()).toEqual([[queued.outboxEntry?.id, false], [neverSent.id, true]].sort());
    // The Outbox says the same of them: left by an earlier run, waiting for the decision (not "being sent").
    const listed = new Map((await fx.value<{ entries: Array<{ id: string; stateText: string }> }>('outbox.list', {})).entries.map((e) => [e.id, e.stateText]));
    expect(listed.get(queued.outboxEntry?.id as string)).toBe('left by an earlier run, and it may have reached the server: it waits for your decision at the top of the window (send it now with the same key)');
    expect(listed.get(neverSent.id)).toBe('left by an earlier run, and it never reached a server: it waits for your decision at the top of the window (send it now with the same key, or withdraw it)');
    // Nothing is resent before a decision.
    expect(await fx.value('outbox.resume')).toMatchObject({ resent: 0, awaitingDecision: 2 });
    expect((await fx.refused('outbox.withdraw', { entryId: queued.outboxEntry?.id })).fields?.[0]?.message).toMatch(/may have reached the server/);

    const sent = await fx.value<Outcome>('outbox.sendNow', { entryId: queued.outboxEntry?.id });
    expect(sent).toMatchObject({ state: 'succeeded', outboxEntry: { idempotencyKey: queued.outboxEntry?.idempotencyKey } });
    const withdrawn = await fx.value<{ entry: { state: string; stateText: string } }>('outbox.withdraw', { entryId: neverSent.id, note: 'entered by mistake' });
    expect(withdrawn.entry).toMatchObject({ state: 'failed', stateText: 'withdrawn, never sent; note: entered by mistake' });
    expect(outbox().get(neverSent.id)).toMatchObject({ state: 'failed', resolution: 'not_sent', attempts: 0 });
    expect((await fx.value<{ entries: unknown[] }>('outbox.pendingAtStart')).entries).toEqual([]);
    expect((await fx.created()).payment).toBe(before + 1);
  }, 60_000);

  it('an entry of unknown outcome shows what the ledger and the server say, and is resolved by a person with a note', async () => {
    const prepared = await fx.prepare('payments.prepare', openPayment());
    await fx.faults({ failureRate: 1, kinds: ['drop_after_commit'] });
    const queued = await fx.confirm(prepared);
    await fx.faults({ failureRate: 0 });
    const id = queued.outboxEntry?.id as string;
    // Past the server's retention of the key, the outbox stops sending: the outcome is unknown.
    fx.host.services().money.journal.db.prepare("UPDATE outbox SET state = 'unknown', needs_attention = 1, next_attempt_at = NULL WHERE id = ?").run(id);
    const evidence = await fx.value<{ ledger: { text: string }; server: { asked: boolean; found?: boolean; resourceId: string | null; status: string | null; text: string } }>('outbox.evidence', { entryId: id });
    expect(evidence.server.asked).toBe(true);
    expect(evidence.server.resourceId).toMatch(/^pmt_/);
    expect(evidence.server.text).toMatch(/^The server now: payment pmt_/);
    expect(evidence.ledger.text).toMatch(/^This app's records/);
    expect(outbox().get(id)?.resourceId).toBeUndefined(); // the answer was lost with the connection
    const resolved = await fx.value<{ entry: { state: string; needsAttention: boolean; resourceId: string | null; stateText: string } }>('outbox.resolve', { entryId: id, resolution: 'sent', note: `seen at the server as ${evidence.server.resourceId}` });
    // The record the evidence found stays on the entry: the Outbox links to it.
    expect(resolved.entry).toMatchObject({ state: 'succeeded', needsAttention: false, resourceId: evidence.server.resourceId });
    expect(resolved.entry.stateText).toMatch(new RegExp(`^resolved as sent by a person: ${evidence.server.resourceId as string}; note: `));
    const trail = fx.host.services().money.audit.list({ limit: 20, newest: true });
    expect(trail.some((e) => e.kind === 'resolution' && String(e.data['note']).includes(evidence.server.resourceId as string))).toBe(true);
    expect((await fx.refused('outbox.resolve', { entryId: id, resolution: 'not_sent', note: 'again' })).code).toBe('not_resolvable');
  }, 60_000);
});

describe('cancel', () => {
  it('a payment that can still be canceled is, after its own review', async () => {
    const ach = await fx.confirm(await fx.prepare('payments.prepare', { rail: 'ach', sourceAccountId: fx.account('Operating USD'), ...fx.party('Acme Supplies LLC'), amount: '42', currency: 'USD' }));
    expect(ach.state).toBe('succeeded');
    const cancel = await fx.prepare('payments.prepareCancel', { paymentId: ach.resourceId });
    expect(cancel.confirmLabel).toBe('Cancel this payment');
    expect(cancel.summary).toMatch(/Cancel/);
    const canceled = await fx.confirm(cancel);
    expect(canceled.state).toBe('succeeded');
    expect(await fx.sandboxPayment(ach.resourceId as string)).toMatchObject({ status: 'canceled' });
    const again = await fx.value<{ ok: boolean; fieldErrors: Array<{ field: string; message: string }> }>('payments.prepareCancel', { paymentId: ach.resourceId });
    expect(again.ok).toBe(false);
    expect(again.fieldErrors[0]?.field).toBe('paymentId');
  });
});
