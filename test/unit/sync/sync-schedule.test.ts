// The sync's schedule on a manual clock: an incremental sync every interval while online,
// probes backing off (5, 10, 20 s ... capped) while offline, the interval again once the
// server answers; a sync started elsewhere resets the wait; an offline answer seen
// elsewhere brings the next probe forward; money that moved asks for a sync soon (one sync
// for several, never later than one already due, after the schedule's own sync when it
// ran meanwhile); stop() ends the loop.
import { describe, expect, it } from 'vitest';
import { createSyncSchedule } from '../../../electron/sync';
import type { SyncOutcome } from '../../../electron/sync';
import { manualClock } from '../../support/manual-clock';

function scheduled(outcomes: SyncOutcome[], options: { offlineMaxMs?: number } = {}) {
  const clock = manualClock();
  const start = clock.nowMs();
  const ranAt: number[] = [];
  const schedule = createSyncSchedule({
    clock,
    onlineEveryMs: 60_000,
    offlineFirstMs: 5_000,
    offlineMaxMs: options.offlineMaxMs ?? 40_000,
    failedEveryMs: 300_000,
    runSync: async () => {
      ranAt.push((clock.nowMs() - start) / 1000);
      return outcomes.shift() ?? 'synced';
    },
  });
  return { clock, schedule, ranAt };
}

describe('the sync schedule', () => {
  it('syncs every minute while the server answers, and not before the first minute', async () => {
    const { clock, schedule, ranAt } = scheduled([]);
    schedule.start();
    await clock.advance(59_000);
    expect(ranAt).toEqual([]);
    await clock.advance(3 * 60_000);
    expect(ranAt).toEqual([60, 120, 180]);
    await schedule.stop();
  });

  it('backs off while offline (5, 10, 20, 40 s, capped), then goes back to every minute', async () => {
    const { clock, schedule, ranAt } = scheduled(['offline', 'offline', 'offline', 'offline', 'offline', 'offline', 'synced']);
    schedule.start();
    await clock.advance(60_000 + 5_000 + 10_000 + 20_000 + 40_000 + 40_000 + 40_000 + 60_000);
    expect(ranAt).toEqual([60, 65, 75, 95, 135, 175, 215, 275]);
    await schedule.stop();
  });

  it('waits five minutes after a sync that failed for another reason', async () => {
    const { clock, schedule, ranAt } = scheduled(['failed']);
    schedule.start();
    await clock.advance(60_000 + 299_000);
    expect(ranAt).toEqual([60]);
    await clock.advance(1_000);
    expect(ranAt).toEqual([60, 360]);
    await schedule.stop();
  });

  it('counts from a sync started elsewhere, and probes soon after an offline answer seen elsewhere', async () => {
    const { clock, schedule, ranAt } = scheduled([]);
    schedule.start();
    await clock.advance(50_000);
    schedule.noteSync('synced');
    await clock.advance(59_000);
    expect(ranAt).toEqual([]);
    await clock.advance(1_000);
    expect(ranAt).toEqual([110]);
    schedule.noteOffline();
    await clock.advance(5_000);
    expect(ranAt).toEqual([110, 115]);
    // That probe answered: every minute again.
    expect(schedule.nextAt()).toBe(clock.nowMs() + 60_000);
    await schedule.stop();
  });

  it('syncs soon when money moved: one sync for several asks, never later than one already due', async () => {
    const { clock, schedule, ranAt } = scheduled([]);
    schedule.start();
    await clock.advance(10_000);
    schedule.syncSoon();
    await clock.advance(1_000);
    schedule.syncSoon(); // a second settlement a second later: the same sync
    await clock.advance(999);
    expect(ranAt).toEqual([]);
    await clock.advance(1);
    expect(ranAt).toEqual([12]);
    // Then every minute again.
    expect(schedule.nextAt()).toBe(clock.nowMs() + 60_000);
    await clock.advance(59_000);
    schedule.syncSoon(5_000); // the scheduled one is due sooner: it stays
    await clock.advance(1_000);
    expect(ranAt).toEqual([12, 72]);
    await schedule.stop();
    schedule.syncSoon();
    expect(schedule.nextAt()).toBeNull();
  });

  it('asked while its own sync runs (which may have read before the money moved): syncs soon after it, not a minute later', async () => {
    const clock = manualClock();
    const start = clock.nowMs();
    const ranAt: number[] = [];
    let release: () => void = () => undefined;
    const schedule = createSyncSchedule({
      clock, onlineEveryMs: 60_000,
      runSync: async () => {
        ranAt.push((clock.nowMs() - start) / 1000);
        if (ranAt.length === 1) await new Promise<void>((resolve) => { release = resolve; });
        return 'synced';
      },
    });
    schedule.start();
    await clock.advance(60_000);
    expect(ranAt).toEqual([60]);
    schedule.syncSoon();
    release();
    await clock.advance(2_000);
    expect(ranAt).toEqual([60, 62]);
    expect(schedule.nextAt()).toBe(clock.nowMs() + 60_000);
    await schedule.stop();
  });

  it('stops: no sync after stop(), and a sync that throws only sets the next try', async () => {
    const clock = manualClock();
    let runs = 0;
    const schedule = createSyncSchedule({
      clock, onlineEveryMs: 1_000, failedEveryMs: 10_000,
      runSync: async () => {
        runs += 1;
        throw new Error('not configured');
      },
    });
    schedule.start();
    await clock.advance(1_000);
    expect(runs).toBe(1);
    await clock.advance(9_999);
    expect(runs).toBe(1);
    await clock.advance(1);
    expect(runs).toBe(2);
    await schedule.stop();
    expect(schedule.nextAt()).toBeNull();
    await clock.advance(60_000);
    expect(runs).toBe(2);
    expect(clock.sleepers()).toBe(0);
  });
});
