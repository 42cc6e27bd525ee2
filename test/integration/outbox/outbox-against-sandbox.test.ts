// The outbox end to end against the local sandbox: a payment sent once; a response lost
// after the server committed (drop_after_commit) resent under the same key and replayed;
// refusals settled as failed; a changed stored body refused as a reused key; path
// parameters and other write operations; and a restart that resumes what was left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutboxHarness } from './outbox-harness';
import type { OutboxHarness } from './outbox-harness';

let h: OutboxHarness;
beforeAll(async () => {
  h = await startOutboxHarness({ retry: { maxAttempts: 1 } });
});
afterAll(() => h.close());

describe('the outbox against the sandbox', () => {
  it('sends a payment once and records the created resource; the attempt is in the audit trail', async () => {
    const before = await h.stats();
    const outcome = await h.outbox.submit(h.openIntent('101', 'once'));
    expect(outcome.state).toBe('succeeded');
    expect(outcome.entry).toMatchObject({ state: 'succeeded', responseStatus: 201, replayed: false, attempts: 1 });
    expect(outcome.entry.resourceId).toMatch(/^pmt_/);
    expect(outcome.resource).toMatchObject({ id: outcome.entry.resourceId, rail: 'open', sendAmount: { value: '101' } });
    expect((await h.stats()).payment).toBe((before.payment ?? 0) + 1);
    const events = h.audit.list({ limit: 1000 }).filter((e) => e.data.idempotencyKey === outcome.entry.idempotencyKey);
    expect(events.map((e) => [e.data.method, e.data.path, e.data.status, e.data.outcome])).toEqual([['POST', '/v1/payments/open', 201, 'success']]);
    expect(events[0]?.data.requestId).toBe(outcome.entry.requestId);
  });

  it('a response lost after the server committed: stays sent, the resend replays it, exactly one payment', async () => {
    const before = await h.stats();
    await h.setFaults({ failureRate: 1, kinds: ['drop_after_commit'] });
    const lost = await h.outbox.submit(h.openIntent('102', 'dropped'));
    await h.setFaults({ failureRate: 0 });
    expect(lost.state).toBe('pending');
    expect(lost.entry.state).toBe('sent');
    expect(lost.error?.kind).toBe('network');
    expect((await h.stats()).payment).toBe((before.payment ?? 0) + 1);
    const report = await h.outbox.resumeUnfinished();
    expect(report.outcomes.map((o) => [o.state, o.entry.replayed, o.entry.attempts])).toEqual([['succeeded', true, 2]]);
    expect((await h.stats()).payment).toBe((before.payment ?? 0) + 1);
    expect((await h.paymentsByIntent()).get('dropped')).toHaveLength(1);
  });

  it('a refusal (insufficient funds) settles as failed and creates nothing', async () => {
    const before = await h.stats();
    const outcome = await h.outbox.submit(h.openIntent('999999999999', 'too-much'));
    expect(outcome.state).toBe('failed');
    expect(outcome.error).toMatchObject({ kind: 'invalid_request', code: 'insufficient_funds', status: 422 });
    expect(outcome.entry.needsAttention).toBe(false);
    expect(await h.stats()).toEqual(before);
  });

  it('a stored body changed after the server saw its key is refused as a reused key, flagged, never resent under a new key', async () => {
    await h.setFaults({ failureRate: 1, kinds: ['drop_after_commit'] });
    const lost = await h.outbox.submit(h.openIntent('103', 'tampered'));
    await h.setFaults({ failureRate: 0 });
    h.journal.db.prepare('UPDATE outbox SET body_text = replace(body_text, \'"103"\', \'"104"\') WHERE id = ?').run(lost.entry.id);
    const outcome = await h.outbox.send(lost.entry.id);
    expect(outcome.state).toBe('failed');
    expect(outcome.error?.code).toBe('duplicate_idempotency_key');
    expect(outcome.entry).toMatchObject({ needsAttention: true, idempotencyKey: lost.entry.idempotencyKey });
    expect((await h.paymentsByIntent()).get('tampered')?.map((p) => p.sendAmount?.value)).toEqual(['103']);
  });

  it('carries other write operations, with path parameters: a counterparty, its bank account, an ACH payment and its cancel', async () => {
    const cp = await h.outbox.submit({ operation: 'createCounterparty', body: { entityType: 'business', name: 'Outbox Test GmbH' }, summary: 'Add counterparty Outbox Test GmbH' });
    expect(cp.state).toBe('succeeded');
    const counterpartyId = cp.entry.resourceId as string;
    const pm = await h.outbox.submit({
      operation: 'createPaymentMethod',
      pathParams: { counterpartyId },
      body: { type: 'us_bank', currency: 'USD', accountHolderName: 'Outbox Test GmbH', routingNumber: '021000021', accountNumber: '000123456789' },
      summary: 'Add a US bank account ending 6789 to Outbox Test GmbH',
    });
    expect(pm.state).toBe('succeeded');
    expect(pm.entry.path).toBe(`/counterparties/${counterpartyId}/payment-methods`);
    expect(pm.resource).toMatchObject({ accountNumberLast4: '6789' });
    const ach = await h.outbox.submit({
      operation: 'createAchPayment',
      body: { sourceAccountId: h.data.accounts.usd.id, paymentMethodId: pm.entry.resourceId, counterpartyId, amount: { currency: 'USD', value: '2500' }, achType: 'standard' },
      summary: 'Pay 25.00 USD to Outbox Test GmbH (ACH)',
    });
    expect(ach.resource).toMatchObject({ status: 'created', cancellationState: 'cancelable' });
    const cancel = await h.outbox.submit({ operation: 'cancelPayment', pathParams: { paymentId: ach.entry.resourceId as string }, body: {}, summary: 'Cancel the 25.00 USD ACH payment' });
    expect(cancel.resource).toMatchObject({ id: ach.entry.resourceId, status: 'canceled' });
    const again = await h.outbox.submit({ operation: 'cancelPayment', pathParams: { paymentId: ach.entry.resourceId as string }, body: {}, summary: 'Cancel it again' });
    expect(again).toMatchObject({ state: 'failed', error: { code: 'payment_not_cancelable' } });
  });

  it('after a restart, resumes every entry left pending or sent', async () => {
    const before = await h.stats();
    const pending = ['201', '202', '203'].map((v) => h.outbox.enqueue(h.openIntent(v, `restart-${v}`)));
    await h.setFaults({ failureRate: 1, kinds: ['http_500'] });
    const sent = await h.outbox.submit(h.openIntent('204', 'restart-204'));
    await h.setFaults({ failureRate: 0 });
    expect(sent.entry.state).toBe('sent');
    h.restart();
    const report = await h.outbox.resumeUnfinished();
    expect(report.outcomes.map((o) => [o.entry.id, o.state])).toEqual([...pending.map((p) => [p.id, 'succeeded']), [sent.entry.id, 'succeeded']]);
    expect((await h.stats()).payment).toBe((before.payment ?? 0) + 4);
    const byIntent = await h.paymentsByIntent();
    for (const v of ['201', '202', '203', '204']) expect(byIntent.get(`restart-${v}`)).toHaveLength(1);
    expect(h.audit.verify()).toMatchObject({ ok: true });
  });
});
