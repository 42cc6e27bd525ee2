// A payment on a rail this app does not know (one the API added later) is followed like any
// other through the read by id; it is never taken for an ACH payment (no return watch),
// and a provider without the read by id says its rail as it came, marked unknown.
import { afterEach, describe, expect, it } from 'vitest';
import { createStatusTracker, type StatusEvent, type StatusTracker, type TrackingProblem } from '../../../electron/status-tracking';
import { paymentSchema, type Payment } from '../../../shared/schemas';
import { paymentResource, seededCache } from '../write-flows/write-flow-fixtures';
import { fakeClock } from './fake-clock';

const trackers: StatusTracker[] = [];
afterEach(async () => {
  for (const t of trackers.splice(0)) await t.stop();
});

const onRail = (rail: string, overrides: Record<string, unknown> = {}): Payment => paymentSchema.parse(paymentResource({ rail, ...overrides } as never));

function setup(api: Record<string, unknown>) {
  const clock = fakeClock();
  const cache = seededCache();
  const tracker = createStatusTracker({ api: { getAchCollection: async () => { throw new Error('no collections here'); }, ...api } as never, cache, clock, random: () => 0.5 });
  trackers.push(tracker);
  const events: StatusEvent[] = [];
  const problems: TrackingProblem[] = [];
  tracker.onStatus((e) => events.push(e));
  tracker.onProblem((p) => problems.push(p));
  return { clock, cache, tracker, events, problems };
}

describe('a payment on a rail this app does not know', () => {
  it('is followed through the read by id and cached with its rail; completed, it is not watched for ACH returns', async () => {
    const { clock, cache, tracker, events } = setup({ getPayment: async (id: string) => ({ data: onRail('rtp', { id, status: 'completed', completedAt: '2026-03-10T15:00:01Z' }) }) });
    tracker.followPayment('pmt_rtp', { watchForReturns: true });
    await clock.advance(2_000);
    expect(events).toEqual([expect.objectContaining({ id: 'pmt_rtp', status: 'completed', terminal: true })]);
    expect(cache.payments.get('pmt_rtp')?.rail).toBe('rtp');
    expect(tracker.following()).toEqual([]);
  });

  it('without the read by id, it is not read as an ACH or SWIFT payment: the problem names the rail, marked unknown', async () => {
    const reads: string[] = [];
    const { clock, cache, tracker, problems } = setup({
      getAchPayment: async () => { reads.push('ach'); throw new Error('not this'); },
      getSwiftPayment: async () => { reads.push('swift'); throw new Error('not this'); },
    });
    cache.payments.upsertMany([onRail('rtp', { id: 'pmt_rtp2', status: 'processing' })]);
    tracker.followPayment('pmt_rtp2');
    await clock.advance(2_000);
    expect(reads).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ id: 'pmt_rtp2', willRetry: false, message: 'This provider offers no read of rtp (unknown rail) payments by id, so pmt_rtp2 cannot be followed.' })]);
  });
});
