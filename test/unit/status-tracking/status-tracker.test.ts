// Status tracking with a fake clock: reads by id with backoff, each new state written to
// the cache and announced, requires_action with its reason, terminal states end the
// following, returns watched on request, restarts resumed from the cache.
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundError, NetworkError } from '../../../electron/api/api-errors';
import { OperationUnavailableError } from '../../../electron/api/operations';
import { createStatusTracker, type StatusEvent, type StatusTracker, type TrackingProblem } from '../../../electron/status-tracking';
import type { Collection, Payment } from '../../../shared/schemas';
import { paymentResource, seededCache } from '../write-flows/write-flow-fixtures';
import { fakeClock, type FakeClock } from './fake-clock';

const trackers: StatusTracker[] = [];
afterEach(async () => {
  for (const t of trackers.splice(0)) await t.stop();
});

/** An API whose answers follow a script per id: each read takes the next state (the last repeats). */
function scriptedApi(script: Record<string, Array<Partial<Payment> | Error>>) {
  const reads: Array<{ id: string; at: number }> = [];
  let clock: FakeClock | undefined;
  const next = (id: string) => {
    reads.push({ id, at: clock?.nowMs() ?? 0 });
    const steps = script[id] ?? [new NotFoundError({ type: 'not_found_error', code: 'resource_not_found', message: 'No such payment', status: 404, retryable: false })];
    const step = steps.length > 1 ? steps.shift() : steps[0];
    if (step instanceof Error) throw step;
    return step;
  };
  return {
    reads,
    bind(c: FakeClock) { clock = c; },
    api: {
      getPayment: async (id: string) => ({ data: paymentResource({ id, ...next(id) }) }),
      getAchCollection: async (id: string) => ({ data: collection(id, next(id) as Partial<Collection>) }),
    },
  };
}

function collection(id: string, overrides: Partial<Collection> = {}): Collection {
  return {
    id, customerId: 'cus_org', destinationAccountId: 'acc_usd', counterpartyId: 'cpt_jane', paymentMethodId: 'pm_janebank', rail: 'ach',
    amount: { currency: 'USD', exponent: 2, value: '7550', displayValue: '75.50' }, direction: 'inbound', status: 'pending', createdAt: '2026-03-10T15:00:00.000Z', ...overrides,
  } as Collection;
}

function setup(script: Record<string, Array<Partial<Payment> | Error>>, options: { random?: () => number } = {}) {
  const clock = fakeClock();
  const cache = seededCache();
  const scripted = scriptedApi(script);
  scripted.bind(clock);
  const tracker = createStatusTracker({ api: scripted.api as never, cache, clock, random: options.random ?? (() => 0.5) });
  trackers.push(tracker);
  const events: StatusEvent[] = [];
  const problems: TrackingProblem[] = [];
  tracker.onStatus((e) => events.push(e));
  tracker.onProblem((p) => problems.push(p));
  return { clock, cache, tracker, events, problems, reads: scripted.reads };
}

describe('status tracking', () => {
  it('follows a payment to completed, writing each state into the cache, then stops', async () => {
    const { clock, cache, tracker, events, reads } = setup({ pmt_a: [{ status: 'created' }, { status: 'processing' }, { status: 'completed', completedAt: '2026-03-10T15:00:10Z' }] });
    tracker.followPayment('pmt_a');
    await clock.advance(1_999);
    expect(reads).toEqual([]);
    await clock.advance(1);
    expect(events.map((e) => e.status)).toEqual(['created']);
    expect(cache.payments.get('pmt_a')?.status).toBe('created');
    await clock.advance(2_000);
    expect(events.map((e) => [e.status, e.previousStatus, e.terminal])).toEqual([['created', undefined, false], ['processing', 'created', false]]);
    await clock.advance(2_000);
    expect(events.at(-1)).toMatchObject({ kind: 'payment', id: 'pmt_a', status: 'completed', previousStatus: 'processing', terminal: true });
    expect(cache.payments.get('pmt_a')?.status).toBe('completed');
    expect(tracker.following()).toEqual([]);
    await clock.advance(600_000);
    expect(reads).toHaveLength(3);
  });

  it('backs off while nothing changes: 2 s, 4 s, 8 s … up to 5 min, back to 2 s after a change', async () => {
    const steps = [...Array<Partial<Payment>>(10).fill({ status: 'processing' }), { status: 'requires_action' as const, requiresActionReason: 'rfi_pending' as const }, { status: 'requires_action' as const, requiresActionReason: 'rfi_pending' as const }];
    const { clock, tracker, reads } = setup({ pmt_b: steps });
    tracker.followPayment('pmt_b');
    await clock.advance(2_000 + 2_000 + 4_000 + 8_000 + 16_000 + 32_000 + 64_000 + 128_000 + 256_000 + 300_000 + 300_000 + 2_000);
    const gaps = reads.slice(1).map((r, i) => r.at - (reads[i]?.at ?? 0));
    expect(gaps).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000, 2_000]);
  });

  it('jitters each wait by up to 20% either way', async () => {
    const low = setup({ pmt_j: [{ status: 'processing' }] }, { random: () => 0 });
    low.tracker.followPayment('pmt_j');
    await low.clock.advance(2_000 + 1_600 + 3_200);
    expect(low.reads.map((r) => r.at - (low.reads[0]?.at ?? 0))).toEqual([0, 1_600, 4_800]);
  });

  it('surfaces requires_action with its reason, and the reason clearing', async () => {
    const { clock, tracker, events } = setup({ pmt_c: [{ status: 'requires_action', requiresActionReason: 'cop_required' }, { status: 'processing', requiresActionReason: null }] });
    tracker.followPayment('pmt_c');
    await clock.advance(2_000);
    expect(events).toEqual([{ kind: 'payment', id: 'pmt_c', status: 'requires_action', known: true, requiresActionReason: 'cop_required', terminal: false, observedAt: '2026-03-10T15:00:02.000Z' }]);
    await clock.advance(2_000);
    expect(events[1]).toEqual({ kind: 'payment', id: 'pmt_c', status: 'processing', known: true, previousStatus: 'requires_action', terminal: false, observedAt: '2026-03-10T15:00:04.000Z' });
  });

  it('follows collections too, and keeps watching a completed ACH item for a return only on request', async () => {
    const { clock, tracker, events } = setup({
      col_a: [{ status: 'completed', completedAt: '2026-03-10T15:00:00Z' } as never],
      col_b: [{ status: 'completed', completedAt: '2026-03-10T15:00:00Z' } as never, { status: 'returned', achReturnCode: 'R01' } as never],
    });
    tracker.followCollection('col_a');
    tracker.followCollection('col_b', { watchForReturns: true });
    await clock.advance(2_000);
    expect(tracker.following().map((f) => f.id)).toEqual(['col_b']);
    await clock.advance(3_600_000);
    expect(events.at(-1)).toMatchObject({ kind: 'collection', id: 'col_b', status: 'returned', achReturnCode: 'R01', terminal: true });
    expect(tracker.following()).toEqual([]);
  });

  it('retries after a network failure, and stops following an id the server does not know', async () => {
    const network = new NetworkError({ type: 'network_error', code: 'network_error', message: 'connection refused', status: 0, retryable: true });
    const { clock, tracker, events, problems } = setup({ pmt_d: [network, { status: 'processing' }] });
    tracker.followPayment('pmt_d');
    tracker.followPayment('pmt_gone');
    await clock.advance(2_000);
    expect(problems).toEqual([
      { kind: 'payment', id: 'pmt_d', message: 'connection refused', code: 'network_error', willRetry: true },
      { kind: 'payment', id: 'pmt_gone', message: 'pmt_gone is not known to the server: it is no longer followed.', code: 'resource_not_found', willRetry: false },
    ]);
    await clock.advance(4_000);
    expect(events.map((e) => e.status)).toEqual(['processing']);
    expect(tracker.following().map((f) => f.id)).toEqual(['pmt_d']);
  });

  it('resumes after a restart from the non-terminal payments and collections of the cache', async () => {
    const { clock, cache, tracker, events } = setup({ pmt_open1: [{ status: 'completed' }], col_open1: [{ status: 'submitted' } as never] });
    cache.payments.upsertMany([paymentResource({ id: 'pmt_open1', status: 'processing' })]);
    cache.collections.upsertMany([collection('col_open1')]);
    expect(tracker.resume()).toEqual({ payments: 1, collections: 1 });
    await clock.advance(0);
    expect(events.map((e) => `${e.id}:${e.status}`).sort()).toEqual(['col_open1:submitted', 'pmt_open1:completed']);
  });

  it('resumes the watch for returns of completed ACH payments still inside their window', async () => {
    const { clock, cache, tracker, events } = setup({ pmt_recent: [{ status: 'returned', achReturnCode: 'R10' }] });
    const daysAgo = (d: number) => new Date(clock.nowMs() - d * 86_400_000).toISOString();
    cache.payments.upsertMany([
      paymentResource({ id: 'pmt_recent', status: 'completed', createdAt: daysAgo(10), updatedAt: daysAgo(9), completedAt: daysAgo(9) }),
      paymentResource({ id: 'pmt_ancient', status: 'completed', createdAt: daysAgo(80), updatedAt: daysAgo(79), completedAt: daysAgo(79) }),
    ]);
    tracker.resume({ watchForReturns: true });
    const followed = tracker.following().map((f) => f.id);
    expect(followed).toContain('pmt_recent');
    expect(followed).not.toContain('pmt_ancient');
    await clock.advance(0);
    expect(events.filter((e) => e.id === 'pmt_recent')).toMatchObject([{ status: 'returned', achReturnCode: 'R10', terminal: true }]);
  });

  it('reads now on request, and falls back to the rail read when GET /payments/{id} is not offered', async () => {
    const clock = fakeClock();
    const cache = seededCache();
    cache.payments.upsertMany([paymentResource({ id: 'pmt_e', status: 'processing' })]);
    const unavailable = new OperationUnavailableError('getPayment', 'not offered', new NotFoundError({ type: 'not_found_error', code: 'route_not_found', message: 'no route', status: 404, retryable: false }));
    const achReads: string[] = [];
    const tracker = createStatusTracker({
      api: {
        getPayment: async () => { throw unavailable; },
        getAchPayment: async (id: string) => { achReads.push(id); return { data: paymentResource({ id, status: 'completed' }) }; },
        getAchCollection: async () => { throw new Error('unused'); },
      } as never,
      cache, clock,
    });
    trackers.push(tracker);
    const events: StatusEvent[] = [];
    tracker.onStatus((e) => events.push(e));
    tracker.followPayment('pmt_e');
    await tracker.pollNow();
    expect(achReads).toEqual(['pmt_e']);
    expect(events.map((e) => e.status)).toEqual(['completed']);
  });

  it('pollNow waits for a read in flight and then reads again', async () => {
    const clock = fakeClock();
    let release: () => void = () => undefined;
    const statuses = ['processing', 'completed'];
    let reads = 0;
    const tracker = createStatusTracker({
      api: {
        getPayment: async (id: string) => {
          reads += 1;
          if (reads === 1) await new Promise<void>((r) => { release = r; });
          return { data: paymentResource({ id, status: statuses[reads - 1] as never }) };
        },
        getAchCollection: async () => { throw new Error('unused'); },
      } as never,
      cache: seededCache(),
      clock,
    });
    trackers.push(tracker);
    const seen: string[] = [];
    tracker.onStatus((e) => seen.push(e.status));
    tracker.followPayment('pmt_slow');
    await clock.advance(2_000);
    expect(reads).toBe(1);
    const refreshed = tracker.pollNow();
    release();
    await refreshed;
    expect(reads).toBe(2);
    expect(seen).toEqual(['processing', 'completed']);
  });

  it('stops every timer on stop()', async () => {
    const { clock, tracker, reads } = setup({ pmt_f: [{ status: 'processing' }] });
    tracker.followPayment('pmt_f');
    await clock.advance(2_000);
    await tracker.stop();
    await clock.advance(3_600_000);
    expect(reads).toHaveLength(1);
    expect(clock.sleepers()).toBe(0);
  });
});
