// resumeUnfinished after a restart: the journal is closed and reopened (as the app is),
// and every entry left pending or sent goes out again, oldest first, with its stored
// key and bytes; settled entries are not touched.
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, cleanUp, created, fails, journalIn, openPaymentIntent, outboxFor, paymentBody, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

describe('resume after a restart', () => {
  it('sends every unfinished entry again with its stored key and bytes; settled ones stay as they are', async () => {
    const dataDir = tempDataDir();
    const before = journalIn(dataDir);
    const coreBefore = scriptedCore([created(paymentBody({ id: 'pmt_done' })), fails(apiError('network', 'connection_reset', 0))]);
    const outboxBefore = outboxFor(before, coreBefore, { backoff: { baseMs: 0, maxMs: 0 } });
    const done = await outboxBefore.submit(openPaymentIntent('1'));
    const sent = await outboxBefore.submit(openPaymentIntent('2'));
    const pending = outboxBefore.enqueue(openPaymentIntent('3'));
    expect([done.entry.state, sent.entry.state, pending.state]).toEqual(['succeeded', 'sent', 'pending']);
    before.close();

    const after = journalIn(dataDir);
    const core = scriptedCore([created(paymentBody({ id: 'pmt_two' })), created(paymentBody({ id: 'pmt_three' }))]);
    const outbox = outboxFor(after, core);
    const report = await outbox.resumeUnfinished();
    expect(report.waiting).toBe(0);
    expect(report.nextDueAt).toBeUndefined();
    expect(report.outcomes.map((o) => [o.entry.id, o.state, o.entry.resourceId])).toEqual([
      [sent.entry.id, 'succeeded', 'pmt_two'],
      [pending.id, 'succeeded', 'pmt_three'],
    ]);
    expect(core.requests.map((r) => [r.request.idempotencyKey, r.request.bodyText])).toEqual([
      [sent.entry.idempotencyKey, sent.entry.bodyText],
      [pending.idempotencyKey, pending.bodyText],
    ]);
    expect(outbox.get(done.entry.id)).toEqual(done.entry);
    expect(outbox.list({ states: ['pending', 'sent'] })).toEqual([]);
    expect(await outbox.resumeUnfinished()).toEqual({ outcomes: [], waiting: 0 });
  });

  it('stops when the signal is aborted', async () => {
    const core = scriptedCore([created()]);
    const outbox = outboxFor(journalIn(tempDataDir()), core);
    outbox.enqueue(openPaymentIntent('1'));
    outbox.enqueue(openPaymentIntent('2'));
    const controller = new AbortController();
    controller.abort();
    expect((await outbox.resumeUnfinished({ signal: controller.signal })).outcomes).toEqual([]);
    expect(core.requests).toHaveLength(0);
  });

  it('asks for the API client only when something is to be sent', async () => {
    let asked = 0;
    const outbox = outboxFor(journalIn(tempDataDir()), async () => {
      asked += 1;
      return scriptedCore([created()]);
    });
    await outbox.resumeUnfinished();
    expect(asked).toBe(0);
    outbox.enqueue(openPaymentIntent());
    await outbox.resumeUnfinished();
    expect(asked).toBe(1);
  });
});
