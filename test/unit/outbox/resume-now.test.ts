// An explicit resume by a person sends now: the backoff after a send without an answer
// is not waited out. The lease still holds: an entry another sender holds is left alone,
// so it is never sent twice at once. And an entry whose connection was refused is shown
// as not delivered, to be resent with the same key.
import { afterEach, describe, expect, it } from 'vitest';
import { describeEntryState, type OutboxEntry } from '../../../electron/outbox';
import { apiError, cleanUp, created, fails, journalIn, manualClock, openPaymentIntent, outboxFor, paymentBody, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

describe('resume now', () => {
  it('sends an entry still in its backoff when a person asks, with the same key and bytes', async () => {
    const clock = manualClock();
    const journal = journalIn(tempDataDir());
    const core = scriptedCore([fails(apiError('network', 'connection_refused', 0)), created(paymentBody({ id: 'pmt_now' }))]);
    const outbox = outboxFor(journal, core, { clock });
    const first = await outbox.submit(openPaymentIntent());
    expect(first.state).toBe('pending');
    expect(first.entry.nextAttemptAt! > clock.now().toISOString()).toBe(true);

    const automatic = await outbox.resumeUnfinished();
    expect(automatic).toMatchObject({ outcomes: [], waiting: 1, nextDueAt: first.entry.nextAttemptAt });
    expect(core.requests).toHaveLength(1);

    const now = await outbox.resumeUnfinished({ sendNow: true });
    expect(now.outcomes.map((o) => [o.entry.id, o.state, o.entry.resourceId])).toEqual([[first.entry.id, 'succeeded', 'pmt_now']]);
    expect(core.requests.map((r) => [r.request.idempotencyKey, r.request.bodyText])).toEqual([
      [first.entry.idempotencyKey, first.entry.bodyText],
      [first.entry.idempotencyKey, first.entry.bodyText],
    ]);
  });

  it('still leaves alone an entry another sender holds', async () => {
    const journal = journalIn(tempDataDir());
    const core = scriptedCore([created()]);
    const outbox = outboxFor(journal, core);
    const entry = outbox.enqueue(openPaymentIntent());
    journal.db.prepare("UPDATE outbox SET state = 'sent', claimed_until = ?, claimed_by = 'another-machine:4242', claim_token = 't' WHERE id = ?")
      .run(new Date(Date.now() + 3_600_000).toISOString(), entry.id);
    const report = await outbox.resumeUnfinished({ sendNow: true });
    expect(report.outcomes).toEqual([]);
    expect(report.waiting).toBe(1);
    expect(core.requests).toHaveLength(0);
  });
});

describe('how an entry is described', () => {
  it('says a refused connection was not delivered and will be resent with the same key', async () => {
    const clock = manualClock();
    const outbox = outboxFor(journalIn(tempDataDir()), scriptedCore([fails(apiError('network', 'connection_refused', 0))]), { clock });
    const { entry } = await outbox.submit(openPaymentIntent());
    expect(entry.state).toBe('sent');
    expect(describeEntryState(entry, clock.now(), 'cli')).toBe('not delivered: connection refused; will be resent with the same key');
    expect(describeEntryState(entry, clock.now(), 'window')).toBe('Not sent yet: the server could not be reached (connection refused); it is sent with the same key when the server answers');
    expect(entry.mayHaveReachedServer).toBe(false);
  });

  it('says what a server error, a pending entry and a success are', async () => {
    const clock = manualClock();
    const outbox = outboxFor(journalIn(tempDataDir()), scriptedCore([fails(apiError('server', 'internal_error', 503)), created(paymentBody({ id: 'pmt_ok' }))]), { clock });
    const { entry } = await outbox.submit(openPaymentIntent());
    expect(describeEntryState(entry, clock.now(), 'cli')).toBe('not settled: the server answered 503 (internal_error); will be resent with the same key');
    const pending = outbox.enqueue(openPaymentIntent('2'));
    expect(describeEntryState(pending, clock.now(), 'cli')).toMatch(/^journaled, not sent yet; `treasury outbox resume` sends it/);
    // The window's line names no command.
    expect(describeEntryState(pending, clock.now(), 'window')).toBe('journaled, not sent yet: it keeps its idempotency key, so it can be made only once');
    const done = await outbox.send(entry.id);
    expect(describeEntryState(done.entry, clock.now(), 'cli')).toBe('succeeded: pmt_ok');
    // The window says it in words, naming what was made.
    expect(describeEntryState(done.entry, clock.now(), 'window')).toBe('Done: payment pmt_ok created');
  });

  it.each([
    ['createTransfer', 'trf_1', 'Done: transfer trf_1 created'],
    ['createCollection', 'col_1', 'Done: collection col_1 created'],
    ['createCounterparty', 'cpt_1', 'Done: counterparty cpt_1 created'],
    ['createPaymentMethod', 'pm_1', 'Done: payment method pm_1 added'],
    ['createAccountNumber', 'an_1', 'Done: account number an_1 created'],
    ['cancelPayment', 'pmt_2', 'Done: cancellation of payment pmt_2 requested'],
    ['createAchPayment', undefined, 'Done: the server accepted it'],
  ])("the window's line for a succeeded %s", (operation, resourceId, line) => {
    const entry = { id: 'obx_1', operation, state: 'succeeded', ...(resourceId === undefined ? {} : { resourceId }), needsAttention: false, mayHaveReachedServer: true } as unknown as OutboxEntry;
    expect(describeEntryState(entry, new Date(), 'window')).toBe(line);
  });
});
