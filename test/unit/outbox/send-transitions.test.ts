// send(): every transition out of `pending`/`sent`, and what each answer of the API
// proves. The row is `sent` (committed) before the request leaves; the stored key and
// bytes are what is sent, every time.
import { afterEach, describe, expect, it } from 'vitest';
import { MalformedResponseError, ResponseValidationError } from '../../../electron/api/api-errors';
import { UNKNOWN_OUTCOME_MESSAGE } from '../../../electron/outbox';
import { apiError, cleanUp, created, fails, journalIn, manualClock, openPaymentIntent, outboxFor, paymentBody, scriptedCore, tempDataDir } from './outbox-fixtures';
import type { Step } from './outbox-fixtures';

afterEach(cleanUp);

function setUp(steps: Step[], backoff = { baseMs: 30_000, maxMs: 15 * 60_000 }) {
  const journal = journalIn(tempDataDir());
  const clock = manualClock();
  const core = scriptedCore(steps, { journalPath: journal.path });
  const outbox = outboxFor(journal, core, { clock, backoff });
  return { journal, clock, core, outbox };
}

describe('send', () => {
  it('success: the row is sent before the request leaves, then succeeded with the resource', async () => {
    const body = paymentBody({ id: 'pmt_ok1' });
    const { core, outbox } = setUp([created(body, { requestId: 'req_201a', replayed: true })]);
    const entry = outbox.enqueue(openPaymentIntent());
    const outcome = await outbox.send(entry.id);
    expect(core.requests).toHaveLength(1);
    const sent = core.requests[0];
    expect(sent?.stateWhenSent).toBe('sent');
    expect(sent?.request).toMatchObject({ method: 'POST', path: '/payments/open', bodyText: entry.bodyText, idempotencyKey: entry.idempotencyKey });
    expect(outcome.state).toBe('succeeded');
    expect(outcome.resource).toEqual(body);
    expect(outcome.error).toBeUndefined();
    expect(outcome.entry).toMatchObject({
      state: 'succeeded', attempts: 1, resourceId: 'pmt_ok1', responseStatus: 201, requestId: 'req_201a', replayed: true,
      firstSentAt: '2026-03-02T09:00:00.000Z', completedAt: '2026-03-02T09:00:00.000Z', needsAttention: false,
    });
    expect(outcome.entry.claimedUntil).toBeUndefined();
    // Settled: a second send answers from the journal and sends nothing.
    const again = await outbox.send(entry.id);
    expect(core.requests).toHaveLength(1);
    expect(again).toEqual(outcome);
    expect(outbox.outcome(entry.id)).toEqual(outcome);
  });

  it.each([
    ['a validation refusal (400)', apiError('invalid_request', 'validation_failed', 400, { fields: [{ field: 'amount.value', message: 'too big' }] })],
    ['insufficient funds (422)', apiError('invalid_request', 'insufficient_funds', 422)],
    ['an unknown payment method (404)', apiError('not_found', 'resource_not_found', 404)],
    ['a read-only key (403)', apiError('permission', 'read_only_key', 403)],
    ['a revoked key (401)', apiError('authentication', 'key_revoked', 401)],
  ])('%s settles it as failed with the plain error, keeping the request id of the refusal', async (_name, error) => {
    const { core, outbox, journal } = setUp([fails(error)]);
    const entry = outbox.enqueue(openPaymentIntent());
    const outcome = await outbox.send(entry.id);
    expect(outcome.state).toBe('failed');
    expect(journal.db.prepare('SELECT request_id FROM outbox WHERE id = ?').pluck().get(entry.id)).toBe('req_unit_err');
    expect(outcome.entry.requestId).toBe('req_unit_err');
    expect(outcome.error).toEqual(error.toPlainError());
    expect(outcome.entry).toMatchObject({ state: 'failed', attempts: 1, needsAttention: false, error: error.toPlainError(), completedAt: '2026-03-02T09:00:00.000Z' });
    expect(await outbox.send(entry.id)).toMatchObject({ state: 'failed' });
    expect(core.requests).toHaveLength(1);
  });

  it('duplicate_idempotency_key fails it and flags it for a person, never retrying under a new key', async () => {
    const { core, outbox } = setUp([fails(apiError('duplicate_idempotency_key', 'duplicate_idempotency_key', 409))]);
    const entry = outbox.enqueue(openPaymentIntent());
    const outcome = await outbox.send(entry.id);
    expect(outcome.state).toBe('failed');
    expect(outcome.entry.needsAttention).toBe(true);
    expect(outcome.entry.attentionReason).toMatch(/already used with a different body/);
    expect((await outbox.resumeUnfinished()).outcomes).toEqual([]);
    expect(core.requests.map((r) => r.request.idempotencyKey)).toEqual([entry.idempotencyKey]);
  });

  it.each([
    ['a network failure', apiError('network', 'connection_reset', 0)],
    ['a timeout', apiError('timeout', 'timeout', 0)],
    ['a 5xx after the client gave up', apiError('server', 'internal_error', 500)],
    ['an in-flight 409', apiError('idempotency_in_flight', 'idempotency_key_in_flight', 409)],
    ['a clock the client could not fix', apiError('authentication', 'timestamp_out_of_range', 401)],
    ['a signer that failed (keychain locked)', apiError('signing', 'signing_failed', 0)],
    ['a 502 that is not JSON', new MalformedResponseError({ type: 'malformed_response_error', code: 'non_json_body', message: 'HTML', status: 502, retryable: true })],
    ['an unexpected exception', new TypeError('boom')],
  ])('%s keeps it sent, due later, and the resend carries the same key and bytes', async (_name, error) => {
    const { clock, core, outbox } = setUp([fails(error), created()]);
    const entry = outbox.enqueue(openPaymentIntent());
    const first = await outbox.send(entry.id);
    expect(first.state).toBe('pending');
    expect(first.entry).toMatchObject({ state: 'sent', attempts: 1, nextAttemptAt: '2026-03-02T09:00:30.000Z' });
    expect(first.error?.message).toBeTruthy();
    expect(first.entry.claimedUntil).toBeUndefined();
    // Not due yet: resume leaves it alone and says when.
    const early = await outbox.resumeUnfinished();
    expect(early).toEqual({ outcomes: [], waiting: 1, nextDueAt: '2026-03-02T09:00:30.000Z' });
    await clock.advance(30_000);
    const resumed = await outbox.resumeUnfinished();
    expect(resumed.outcomes.map((o) => o.state)).toEqual(['succeeded']);
    expect(resumed.outcomes[0]?.entry.attempts).toBe(2);
    expect(core.requests.map((r) => [r.request.idempotencyKey, r.request.bodyText, r.stateWhenSent])).toEqual([
      [entry.idempotencyKey, entry.bodyText, 'sent'],
      [entry.idempotencyKey, entry.bodyText, 'sent'],
    ]);
  });

  it('backs off exponentially across sends, honouring a longer Retry-After, up to the cap', async () => {
    const unavailable = apiError('server', 'service_unavailable', 503);
    const limited = apiError('rate_limit', 'rate_limited', 429, { retryAfterMs: 300_000 });
    const { clock, outbox } = setUp([fails(unavailable), fails(unavailable), fails(limited), fails(unavailable)], { baseMs: 10_000, maxMs: 60_000 });
    const entry = outbox.enqueue(openPaymentIntent());
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const outcome = await outbox.send(entry.id);
      waits.push(Date.parse(outcome.entry.nextAttemptAt ?? '') - clock.now().getTime());
      await clock.advance(1000);
    }
    expect(waits).toEqual([10_000, 20_000, 300_000, 60_000]);
  });

  it('an explicit send ignores the backoff (a person pressed retry)', async () => {
    const { core, outbox } = setUp([fails(apiError('network', 'connection_reset', 0)), created()]);
    const entry = outbox.enqueue(openPaymentIntent());
    await outbox.send(entry.id);
    expect((await outbox.send(entry.id)).state).toBe('succeeded');
    expect(core.requests).toHaveLength(2);
  });

  it('an aborted send stays sent and is due at once', async () => {
    const { outbox } = setUp([fails(apiError('aborted', 'aborted', 0))]);
    const entry = outbox.enqueue(openPaymentIntent());
    const outcome = await outbox.send(entry.id, { signal: AbortSignal.abort() });
    expect(outcome.entry).toMatchObject({ state: 'sent', nextAttemptAt: '2026-03-02T09:00:00.000Z' });
  });

  it.each([
    ['a 201 whose body fails the schema', new ResponseValidationError({ status: 201, requestId: 'req_x', issues: [{ path: 'id', message: 'bad' }] })],
    ['a 201 whose body is not JSON', new MalformedResponseError({ type: 'malformed_response_error', code: 'non_json_body', message: 'x', status: 201, retryable: false })],
  ])('%s: the server acted but the result is unreadable, so the outcome is unknown at once', async (_name, error) => {
    const { core, outbox } = setUp([fails(error)]);
    const entry = outbox.enqueue(openPaymentIntent());
    const outcome = await outbox.send(entry.id);
    expect(outcome.state).toBe('unknown');
    expect(outcome.entry.needsAttention).toBe(true);
    expect(outcome.entry.attentionReason).toContain(UNKNOWN_OUTCOME_MESSAGE);
    await outbox.resumeUnfinished();
    await outbox.send(entry.id);
    expect(core.requests).toHaveLength(1);
  });

  it('without an API client nothing is sent and the row stays pending, untouched', async () => {
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, async () => {
      throw new Error('No server is set for the sandbox environment');
    });
    const entry = outbox.enqueue(openPaymentIntent());
    const outcome = await outbox.send(entry.id);
    expect(outcome.state).toBe('pending');
    expect(outcome.error).toMatchObject({ kind: 'outbox', code: 'unexpected_error', message: expect.stringMatching(/No server is set/) });
    expect(outcome.entry).toEqual(entry);
    const report = await outbox.resumeUnfinished();
    expect(report).toMatchObject({ outcomes: [], waiting: 1, error: { code: 'unexpected_error' } });
  });

  it('refuses to send through a client of the other environment', async () => {
    const { journal } = setUp([]);
    const core = scriptedCore([created()], { environment: 'production' });
    const outbox = outboxFor(journal, core);
    const entry = outbox.enqueue(openPaymentIntent());
    const outcome = await outbox.send(entry.id);
    expect(outcome).toMatchObject({ state: 'pending', error: { kind: 'outbox', code: 'environment_mismatch' } });
    expect(outcome.entry.state).toBe('pending');
    expect(core.requests).toHaveLength(0);
  });

  it('submit = enqueue + send; an unknown id is an error', async () => {
    const { outbox } = setUp([created(paymentBody({ id: 'pmt_sub1' }))]);
    const outcome = await outbox.submit(openPaymentIntent('5'));
    expect(outcome.entry).toMatchObject({ state: 'succeeded', resourceId: 'pmt_sub1' });
    await expect(outbox.send('obx_missing')).rejects.toThrow(/no outbox entry/);
  });
});
