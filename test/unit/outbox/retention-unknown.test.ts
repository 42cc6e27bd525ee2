// The key retention: the server forgets an idempotency key 24 h after it first saw it,
// and a resend after that would be a NEW request. So an entry whose first send is older
// than the retention (minus a margin) is never sent again: it becomes `unknown`, for a
// person to resolve against the ledger.
import { afterEach, describe, expect, it } from 'vitest';
import { UNKNOWN_OUTCOME_MESSAGE } from '../../../electron/outbox';
import { apiError, cleanUp, created, fails, journalIn, manualClock, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

const HOUR = 3_600_000;
const MINUTE = 60_000;
const networkDown = () => fails(apiError('network', 'connection_reset', 0));

describe('retention', () => {
  it('resends until 15 minutes before the 24 h retention ends, then marks the entry unknown without sending', async () => {
    const journal = journalIn(tempDataDir());
    const clock = manualClock();
    const core = scriptedCore([networkDown()]);
    const outbox = outboxFor(journal, core, { clock });
    const entry = outbox.enqueue(openPaymentIntent());
    await outbox.send(entry.id);
    await clock.advance(23 * HOUR + 44 * MINUTE);
    expect((await outbox.resumeUnfinished()).outcomes.map((o) => o.entry.state)).toEqual(['sent']);
    expect(core.requests).toHaveLength(2);
    await clock.advance(MINUTE);
    const report = await outbox.resumeUnfinished();
    expect(report.waiting).toBe(0);
    expect(report.outcomes).toHaveLength(1);
    const outcome = report.outcomes[0];
    expect(outcome?.state).toBe('unknown');
    expect(outcome?.entry).toMatchObject({ state: 'unknown', needsAttention: true, attentionReason: UNKNOWN_OUTCOME_MESSAGE, attempts: 2 });
    expect(outcome?.entry.attentionReason).toBe('outcome unknown: check the ledger before paying again');
    // Never again, not even on an explicit send.
    expect((await outbox.send(entry.id)).state).toBe('unknown');
    expect((await outbox.resumeUnfinished()).outcomes).toEqual([]);
    expect(core.requests).toHaveLength(2);
    expect(new Set(core.requests.map((r) => r.request.idempotencyKey))).toEqual(new Set([entry.idempotencyKey]));
  });

  it('an explicit send past the deadline marks it unknown instead of sending, even while it is not due', async () => {
    const clock = manualClock();
    const core = scriptedCore([networkDown()]);
    const outbox = outboxFor(journalIn(tempDataDir()), core, { clock, backoff: { baseMs: 48 * HOUR, maxMs: 48 * HOUR } });
    const entry = outbox.enqueue(openPaymentIntent());
    const first = await outbox.send(entry.id);
    // The backoff would wait 48 h; the last chance is a minute before the deadline.
    expect(first.entry.nextAttemptAt).toBe(new Date(clock.now().getTime() + 23 * HOUR + 44 * MINUTE).toISOString());
    await clock.advance(24 * HOUR);
    expect((await outbox.send(entry.id)).entry).toMatchObject({ state: 'unknown', attempts: 1 });
    expect(core.requests).toHaveLength(1);
  });

  it('a pending entry never sent has no key on the server yet: it is still sent, whatever its age', async () => {
    const clock = manualClock();
    const core = scriptedCore([created()]);
    const outbox = outboxFor(journalIn(tempDataDir()), core, { clock });
    outbox.enqueue(openPaymentIntent());
    await clock.advance(72 * HOUR);
    expect((await outbox.resumeUnfinished()).outcomes.map((o) => o.state)).toEqual(['succeeded']);
  });

  it('follows a configured retention and margin', async () => {
    const clock = manualClock();
    const core = scriptedCore([networkDown()]);
    const outbox = outboxFor(journalIn(tempDataDir()), core, { clock, retentionMs: 10 * MINUTE, retentionMarginMs: MINUTE, backoff: { baseMs: 0, maxMs: 0 } });
    const entry = outbox.enqueue(openPaymentIntent());
    await outbox.send(entry.id);
    await clock.advance(9 * MINUTE - 1);
    expect((await outbox.send(entry.id)).entry.state).toBe('sent');
    await clock.advance(1);
    expect((await outbox.send(entry.id)).entry.state).toBe('unknown');
    expect(core.requests).toHaveLength(2);
    expect(() => outboxFor(journalIn(tempDataDir()), core, { retentionMs: 1000, retentionMarginMs: 1000 })).toThrow(/margin/);
  });
});
