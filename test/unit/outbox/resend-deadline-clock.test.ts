// The resend deadline does not move when the wall clock is set back: the age of a first
// send is read on the journal's forward-only clock (the larger of the wall clock's and
// the monotonic clock's progress), so no resend goes out after the server's 24-hour
// idempotency-key retention, whatever the wall clock says.
import { afterEach, describe, expect, it } from 'vitest';
import type { MonotonicSource } from '../../../electron/outbox';
import { apiError, cleanUp, fails, journalIn, manualClock, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

const HOUR = 3_600_000;

/** A monotonic clock moved by hand, in one boot. */
function manualMonotonic(): MonotonicSource & { advance(ms: number): void } {
  let ms = 1_000_000;
  return { nowMs: () => ms, bootId: () => 'boot:test', advance: (by) => { ms += by; } };
}

describe('resend deadline and a clock set back', () => {
  it('marks the entry unknown instead of resending once 24 h have really passed, though the wall clock was set back', async () => {
    const clock = manualClock();
    const monotonic = manualMonotonic();
    const core = scriptedCore([fails(apiError('timeout', 'request_timeout', 0))]);
    const outbox = outboxFor(journalIn(tempDataDir()), core, { clock, monotonic });
    const entry = outbox.enqueue(openPaymentIntent());
    await outbox.send(entry.id);

    // Two hours later the clock is set back ten hours; then a further 22 h pass (24 h in all).
    monotonic.advance(2 * HOUR);
    await clock.advance(2 * HOUR);
    clock.set(clock.nowMs() - 10 * HOUR);
    expect((await outbox.send(entry.id)).entry.state).toBe('sent');
    monotonic.advance(22 * HOUR);
    await clock.advance(22 * HOUR);
    // The wall clock says 14 h since the first send; 24 h have passed.
    const outcome = await outbox.send(entry.id);
    expect(outcome.state).toBe('unknown');
    expect(core.requests).toHaveLength(2);
  });

  it('keeps the time it has counted across reopening the journal in the same boot', async () => {
    const dataDir = tempDataDir();
    const clock = manualClock();
    const monotonic = manualMonotonic();
    const first = outboxFor(journalIn(dataDir), scriptedCore([fails(apiError('timeout', 'request_timeout', 0))]), { clock, monotonic });
    const entry = first.enqueue(openPaymentIntent());
    await first.send(entry.id);
    clock.set(clock.nowMs() - 48 * HOUR);
    monotonic.advance(24 * HOUR);
    const core = scriptedCore([fails(apiError('timeout', 'request_timeout', 0))]);
    const again = outboxFor(journalIn(dataDir), core, { clock, monotonic });
    expect((await again.resumeUnfinished({ sendNow: true })).outcomes.map((o) => o.state)).toEqual(['unknown']);
    expect(core.requests).toHaveLength(0);
  });

  it('counts time the wall clock saw pass while the monotonic clock stood still (a suspended machine)', async () => {
    const clock = manualClock();
    const monotonic = manualMonotonic();
    const core = scriptedCore([fails(apiError('timeout', 'request_timeout', 0))]);
    const outbox = outboxFor(journalIn(tempDataDir()), core, { clock, monotonic });
    const entry = outbox.enqueue(openPaymentIntent());
    await outbox.send(entry.id);
    await clock.advance(24 * HOUR);
    expect((await outbox.send(entry.id)).state).toBe('unknown');
    expect(core.requests).toHaveLength(1);
  });
});
