// A payment status this app does not know (an API newer than the app) is stored as it
// came, announced as unknown, and never taken for an end, a success or a failure: the
// payment is followed on until a known terminal status arrives, and a restart resumes it.
import { afterEach, describe, expect, it } from 'vitest';
import { createStatusTracker, isTerminalStatus, type StatusEvent, type StatusTracker } from '../../../electron/status-tracking';
import type { Payment } from '../../../shared/schemas';
import { paymentResource, seededCache } from '../write-flows/write-flow-fixtures';
import { fakeClock } from './fake-clock';

/** A status no version of this app knows, typed as the schema reads it. */
const UNKNOWN = 'settled_partially' as string as Payment['status'];

const trackers: StatusTracker[] = [];
afterEach(async () => {
  for (const t of trackers.splice(0)) await t.stop();
});

function setup(steps: Array<Partial<Payment> & Record<string, unknown>>) {
  const clock = fakeClock();
  const cache = seededCache();
  let reads = 0;
  const api = {
    getPayment: async (id: string) => {
      const step = steps[Math.min(reads, steps.length - 1)];
      reads += 1;
      return { data: paymentResource({ id, ...step }) };
    },
    getAchCollection: async () => {
      throw new Error('no collections here');
    },
  };
  const tracker = createStatusTracker({ api: api as never, cache, clock, random: () => 0.5 });
  trackers.push(tracker);
  const events: StatusEvent[] = [];
  tracker.onStatus((e) => events.push(e));
  return { clock, cache, tracker, events, reads: () => reads };
}

describe('an unknown payment status', () => {
  it('is not terminal: never a success or a failure', () => {
    expect(isTerminalStatus('payment', 'settled_partially')).toBe(false);
    expect(isTerminalStatus('collection', 'settled_partially')).toBe(false);
    expect(isTerminalStatus('payment', 'completed')).toBe(true);
  });

  it('is cached as it came, announced as unknown, and the payment is followed on until a known end', async () => {
    const { clock, cache, tracker, events, reads } = setup([{ status: UNKNOWN }, { status: UNKNOWN }, { status: 'completed', completedAt: '2026-03-10T15:00:10Z' }]);
    tracker.followPayment('pmt_x');
    await clock.advance(2_000);
    expect(events).toEqual([expect.objectContaining({ id: 'pmt_x', status: 'settled_partially', known: false, terminal: false })]);
    expect(cache.payments.get('pmt_x')?.status).toBe('settled_partially');
    expect(tracker.following().map((f) => [f.id, f.status])).toEqual([['pmt_x', 'settled_partially']]);
    // Unchanged: read again after a longer wait, still followed.
    await clock.advance(2_000);
    expect(reads()).toBe(2);
    expect(tracker.following()).toHaveLength(1);
    await clock.advance(4_000);
    expect(events.at(-1)).toMatchObject({ status: 'completed', known: true, previousStatus: 'settled_partially', terminal: true });
    expect(tracker.following()).toEqual([]);
  });

  it('is resumed after a restart, like any payment that has not ended', async () => {
    const { cache, tracker } = setup([{ status: UNKNOWN }]);
    cache.payments.upsertMany([paymentResource({ id: 'pmt_unknownstate', status: UNKNOWN })]);
    tracker.resume();
    expect(tracker.following().map((f) => f.id)).toContain('pmt_unknownstate');
  });
});
