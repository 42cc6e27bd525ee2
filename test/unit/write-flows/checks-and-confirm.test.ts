// Which checks each write gets, and the confirmation rules: a block refuses, a warning
// must be acknowledged, production must be named; the checks run again at confirmation;
// one preparation is sent at most once; the confirmation is recorded before sending.
import { describe, expect, it } from 'vitest';
import { ConfirmationRefusedError, type PreparedWrite } from '../../../electron/write-flows';
import { ACH, daysAgo, harness, METHODS, NOW, paymentResource, preparedOf } from './write-flow-fixtures';
import { fixedClock } from '../../support/manual-clock';

const codes = (prepared: PreparedWrite) => prepared.checks.map((c) => `${c.severity}:${c.code}`);

async function refusal(promise: Promise<unknown>): Promise<ConfirmationRefusedError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof ConfirmationRefusedError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('checks of a prepared payment', () => {
  it('warns about a first payment, a new method, a short cached balance and the same-day cutoff, blocks first', async () => {
    const { flows, cache } = harness({ at: new Date('2026-03-10T19:00:00Z') });
    cache.paymentMethods.upsertMany([{ ...METHODS.janeBank, createdAt: daysAgo(1) }]);
    const prepared = preparedOf(await flows.payments.prepareAch({ ...ACH, paymentMethodId: 'pm_janebank', amount: '20,000', achType: 'same_day' }));
    expect(codes(prepared)).toEqual([
      'warning:insufficient_cached_balance', 'warning:first_payment_to_counterparty', 'warning:payment_method_recently_added', 'warning:same_day_ach_after_cutoff',
    ]);
  });

  it('blocks crypto above the travel-rule threshold without data, and SWIFT to a purpose corridor without one', async () => {
    const { flows } = harness();
    const crypto = preparedOf(await flows.payments.prepareCrypto({ sourceAccountId: 'acc_usdc', paymentMethodId: 'pm_basewallet', amount: '3,000.01', currency: 'USDC' }));
    expect(codes(crypto)[0]).toBe('block:travel_rule_data_missing');
    const swift = preparedOf(await flows.payments.prepareSwift({ sourceAccountId: 'acc_usd', paymentMethodId: 'pm_mumbaiinr', amount: '100', currency: 'USD' }));
    expect(codes(swift)).toEqual(['block:purpose_required_for_corridor', 'warning:first_payment_to_counterparty']);
  });

  it('flags a possible duplicate of a payment in the cache', async () => {
    const { flows, cache } = harness();
    cache.payments.upsertMany([paymentResource({ id: 'pmt_dup', createdAt: daysAgo(0.5), updatedAt: daysAgo(0.5) })]);
    expect(codes(preparedOf(await flows.payments.prepareAch(ACH)))).toEqual(['warning:possible_duplicate']);
  });

  it('adds the production check to every write in production', async () => {
    const { flows } = harness({ environment: 'production' });
    expect(codes(preparedOf(await flows.counterparties.prepareCreate({ entityType: 'business', name: 'Globex' })))).toEqual(['warning:production_environment']);
    expect(codes(preparedOf(await flows.transfers.prepare({ sourceAccountId: 'acc_usd', destinationAccountId: 'acc_payroll', amount: '1', currency: 'USD' })))).toEqual(['warning:production_environment']);
  });
});

describe('confirm', () => {
  it('sends a clean instruction: records the confirmation, submits the exact body, reads the result (the outbox keeps it, not the confirm)', async () => {
    const followed: string[] = [];
    const h = harness({ tracker: { followPayment: (id) => followed.push(id), followCollection: () => undefined } });
    const prepared = preparedOf(await h.flows.payments.prepareAch(ACH));
    const confirmed = await h.flows.confirm(prepared);
    expect(h.audit.records).toEqual([{ environment: 'sandbox', action: 'pay_ach', summary: prepared.summary, checks: [], acknowledged: [], outboxEntryId: 'obx_1', idempotencyKey: 'key-1' }]);
    expect(h.outbox.intents).toEqual([{ operation: 'createAchPayment', body: prepared.body, summary: prepared.summary, preparedId: prepared.id }]);
    expect(confirmed.outcome.state).toBe('succeeded');
    expect(confirmed.resource).toMatchObject({ id: 'pmt_new1' });
    // OutboxPort.send keeps what it sent (electron/host/money-movement.ts): storing it here too would write it twice.
    expect(h.cache.payments.get('pmt_new1')).toBeUndefined();
    expect(followed).toEqual([]);
  });

  it('refuses a block, and sends nothing', async () => {
    const h = harness();
    const prepared = preparedOf(await h.flows.payments.prepareCrypto({ sourceAccountId: 'acc_usdc', paymentMethodId: 'pm_basewallet', amount: '4,000', currency: 'USDC' }));
    const error = await refusal(h.flows.confirm(prepared, { acknowledge: ['travel_rule_data_missing'] }));
    expect(error.code).toBe('blocked');
    expect(error.message).toMatch(/^Not sent: 4,000.000000 USDC is above the travel-rule threshold/);
    expect(error.toPlain('window')).toStrictEqual({ kind: 'refused', code: 'blocked', message: error.message, retryable: false });
    expect(h.outbox.intents).toEqual([]);
    expect(h.audit.records).toEqual([]);
  });

  it('refuses a warning not acknowledged, and sends once it is', async () => {
    const h = harness();
    const prepared = preparedOf(await h.flows.payments.prepareAch({ ...ACH, paymentMethodId: 'pm_janebank' }));
    const error = await refusal(h.flows.confirm(prepared, { acknowledge: ['possible_duplicate'] }));
    expect(error.code).toBe('warning_not_acknowledged');
    expect(error.message).toMatch(/^Not sent: acknowledge first_payment_to_counterparty first\. This is the first payment to Jane Cooper/);
    expect(h.outbox.intents).toEqual([]);
    await h.flows.confirm(prepared, { acknowledge: ['first_payment_to_counterparty'] });
    expect(h.outbox.intents).toHaveLength(1);
    expect(h.audit.records[0]?.acknowledged).toEqual(['first_payment_to_counterparty']);
    expect(h.audit.records[0]?.checks.map((c) => c.code)).toEqual(['first_payment_to_counterparty']);
  });

  it('in production, refuses unless the confirmation names the environment', async () => {
    const h = harness({ environment: 'production' });
    const prepared = preparedOf(await h.flows.payments.prepareAch(ACH));
    expect((await refusal(h.flows.confirm(prepared))).code).toBe('environment_not_named');
    expect((await refusal(h.flows.confirm(prepared, { typedEnvironment: 'Production', acknowledge: ['production_environment'] }))).code).toBe('environment_not_named');
    expect((await refusal(h.flows.confirm(prepared, { typedEnvironment: 'sandbox' }))).code).toBe('environment_not_named');
    expect(h.outbox.intents).toEqual([]);
    await h.flows.confirm(prepared, { typedEnvironment: 'production' });
    expect(h.outbox.intents).toHaveLength(1);
    expect(h.audit.records[0]).toMatchObject({ environment: 'production', acknowledged: ['production_environment'] });
  });

  it('runs the checks again: a warning that appeared since preparing must be acknowledged', async () => {
    const h = harness({ at: new Date('2026-03-10T18:40:00Z') });
    const prepared = preparedOf(await h.flows.payments.prepareAch({ ...ACH, achType: 'same_day' }));
    expect(prepared.checks).toEqual([]);
    h.clock.set('2026-03-10T18:50:00Z');
    const error = await refusal(h.flows.confirm(prepared));
    expect(error.code).toBe('warning_not_acknowledged');
    expect(error.checks.map((c) => c.code)).toEqual(['same_day_ach_after_cutoff']);
  });

  it('sends one preparation once: a second confirmation is refused', async () => {
    const h = harness();
    const prepared = preparedOf(await h.flows.payments.prepareAch(ACH));
    const [first, second] = await Promise.allSettled([h.flows.confirm(prepared), h.flows.confirm(prepared)]);
    expect(first.status).toBe('fulfilled');
    expect(second.status === 'rejected' && (second.reason as ConfirmationRefusedError).code).toBe('unknown_prepared');
    expect(h.outbox.intents).toHaveLength(1);
  });

  it('sends the registered body, never one changed on the way back', async () => {
    const h = harness();
    const prepared = preparedOf(await h.flows.payments.prepareAch(ACH));
    const tampered = { ...prepared, body: { ...(prepared.body as object), amount: { currency: 'USD', value: '99999999' } } };
    expect((await refusal(h.flows.confirm(tampered))).code).toBe('prepared_changed');
    const unknown = await refusal(h.flows.confirm({ id: 'not-an-id' }));
    expect(unknown.code).toBe('unknown_prepared');
    // Main cannot tell a review never prepared from one a stopped process prepared (and maybe sent):
    // neither audience is told to prepare again without checking the outbox first.
    for (const audience of ['cli', 'window'] as const) {
      const words = unknown.messageFor(audience);
      expect(words).not.toMatch(/: prepare it again/);
      expect(words).toMatch(/before preparing it again: a confirmed payment may have been sent/);
    }
    expect(unknown.messageFor('window')).toContain('Check the Outbox');
    expect(unknown.messageFor('cli')).toContain('`outbox`');
    await h.flows.confirm({ id: prepared.id });
    expect(h.outbox.intents[0]?.body).toEqual(prepared.body);
  });

  it('refuses an expired preparation', async () => {
    const h = harness();
    const prepared = preparedOf(await h.flows.payments.prepareAch(ACH));
    h.clock.set(NOW.getTime() + 31 * 60_000);
    expect((await refusal(h.flows.confirm(prepared))).code).toBe('expired');
    expect(h.outbox.intents).toEqual([]);
  });

  it('journals nothing and sends nothing when the confirmation cannot be recorded, and can be confirmed again', async () => {
    const h = harness();
    h.audit.failWith = new Error('disk full');
    const prepared = preparedOf(await h.flows.payments.prepareAch(ACH));
    await expect(h.flows.confirm(prepared)).rejects.toThrow('disk full');
    expect([h.outbox.intents, h.audit.records]).toEqual([[], []]);
    h.audit.failWith = undefined;
    await h.flows.confirm(prepared);
    expect(h.outbox.intents).toHaveLength(1);
    expect(h.audit.records).toHaveLength(1);
  });

  it('journals a POST with its confirmation in one step, then sends it: never one without the other', async () => {
    const h = harness();
    const steps: string[] = [];
    const flows = (await import('../../../electron/write-flows')).createWriteFlows({
      environment: 'sandbox', cache: h.cache, clock: fixedClock(NOW),
      outbox: {
        enqueueWithConfirmation: (intent, confirmation) => { steps.push(`journal ${intent.operation} with ${confirmation.action}`); return { id: 'obx_1', idempotencyKey: 'key-1', state: 'pending' }; },
        send: async (id) => { steps.push(`send ${id}`); return { entry: { id, idempotencyKey: 'key-1', state: 'succeeded' }, state: 'succeeded' as const, resource: paymentResource() }; },
      },
      audit: { appendConfirmation: (record) => { steps.push(`separate audit ${record.action}`); } },
    });
    await flows.confirm(preparedOf(await flows.payments.prepareAch(ACH)));
    expect(steps).toEqual(['journal createAchPayment with pay_ach', 'send obx_1']);
  });

  it('sends a counterparty edit (a PATCH) through the API, and refuses without one', async () => {
    const calls: unknown[] = [];
    const h = harness({
      api: { updateCounterparty: async (id, body) => { calls.push([id, body]); return { data: { ...h.cache.counterparties.get(id), ...body, updatedAt: NOW.toISOString() } } as never; } },
    });
    const archive = preparedOf(await h.flows.counterparties.prepareArchive({ counterpartyId: 'cpt_acme' }));
    const confirmed = await h.flows.confirm(archive);
    expect(calls).toEqual([['cpt_acme', { status: 'archived' }]]);
    expect(confirmed.outcome.state).toBe('succeeded');
    expect(h.cache.counterparties.get('cpt_acme')?.status).toBe('archived');
    expect(h.outbox.intents).toEqual([]);
    expect(h.audit.records[0]?.action).toBe('archive_counterparty');

    const offline = harness();
    const edit = preparedOf(await offline.flows.counterparties.prepareEdit({ counterpartyId: 'cpt_acme', name: 'Acme Inc' }));
    expect((await refusal(offline.flows.confirm(edit))).code).toBe('not_sendable');
    expect(offline.audit.records).toEqual([]);
  });

  it('returns a failed outcome as the outbox reports it, storing nothing', async () => {
    const h = harness();
    h.outbox.answer = () => ({ state: 'failed', error: { kind: 'invalid_request', code: 'insufficient_funds', message: 'Insufficient funds' } });
    const confirmed = await h.flows.confirm(preparedOf(await h.flows.payments.prepareAch(ACH)));
    expect(confirmed.outcome).toMatchObject({ state: 'failed', error: { code: 'insufficient_funds' } });
    expect(confirmed.resource).toBeUndefined();
    expect(h.cache.payments.get('pmt_new1')).toBeUndefined();
  });
});
