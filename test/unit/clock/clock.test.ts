// The one Clock (electron/clock/) and its test clocks (test/support/manual-clock.ts): the
// system clock's sleep ends early, resolving, on abort; a manual clock's time moves only
// when the test moves it, and its sleepers wake when time passes their deadline, in order.
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../electron/clock';
import { countingClock, fixedClock, manualClock } from '../../support/manual-clock';

/** Whether `promise` has settled once pending work has run (no timer involved). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; }, () => { done = true; });
  await new Promise<void>((resolve) => setImmediate(resolve));
  return done;
}

describe('systemClock', () => {
  it('reads the real time, as a Date and in ms', () => {
    const before = Date.now();
    const ms = systemClock.nowMs();
    const date = systemClock.now();
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(date.getTime()).toBeGreaterThanOrEqual(ms);
  });

  it('a sleep resolves (never rejects) when its signal aborts, and at once when it already has', async () => {
    const controller = new AbortController();
    const sleeping = systemClock.sleep(3_600_000, controller.signal);
    expect(await settled(sleeping)).toBe(false);
    controller.abort();
    await expect(sleeping).resolves.toBeUndefined();
    await expect(systemClock.sleep(3_600_000, AbortSignal.abort())).resolves.toBeUndefined();
  });
});

describe('fixedClock', () => {
  it('always answers the same instant, and does not wait', async () => {
    const clock = fixedClock('2026-03-02T09:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(clock.nowMs()).toBe(Date.parse('2026-03-02T09:00:00.000Z'));
    expect(await settled(clock.sleep(3_600_000))).toBe(true);
    expect(clock.now().toISOString()).toBe('2026-03-02T09:00:00.000Z');
  });
});

describe('manualClock', () => {
  it('does not move on its own', async () => {
    const clock = manualClock('2026-03-02T09:00:00.000Z');
    await clock.settle();
    expect(clock.now().toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(clock.nowMs()).toBe(clock.now().getTime());
  });

  it('wakes a sleeper only once time reaches its deadline', async () => {
    const clock = manualClock();
    const sleeping = clock.sleep(1000);
    await clock.advance(999);
    expect(await settled(sleeping)).toBe(false);
    expect(clock.sleepers()).toBe(1);
    await clock.advance(1);
    expect(await settled(sleeping)).toBe(true);
    expect(clock.sleepers()).toBe(0);
    expect(clock.sleeps).toEqual([1000]);
  });

  it('wakes sleepers in deadline order, each seeing the time of its own deadline, and ends at the target', async () => {
    const clock = manualClock(0);
    const woke: Array<[string, number]> = [];
    void clock.sleep(300).then(() => woke.push(['late', clock.nowMs()]));
    void clock.sleep(100).then(() => woke.push(['early', clock.nowMs()]));
    await clock.advance(1000);
    expect(woke).toEqual([['early', 100], ['late', 300]]);
    expect(clock.nowMs()).toBe(1000);
  });

  it('a sleep that starts while time moves counts from when it started', async () => {
    const clock = manualClock(0);
    const woke: number[] = [];
    void clock.sleep(100).then(async () => {
      woke.push(clock.nowMs());
      await clock.sleep(100);
      woke.push(clock.nowMs());
    });
    await clock.advance(150);
    expect(woke).toEqual([100]);
    await clock.advance(50);
    expect(woke).toEqual([100, 200]);
  });

  it('ends a sleep early, resolving, when its signal aborts', async () => {
    const clock = manualClock();
    const controller = new AbortController();
    const sleeping = clock.sleep(60_000, controller.signal);
    controller.abort();
    await expect(sleeping).resolves.toBeUndefined();
    expect(clock.sleepers()).toBe(0);
    expect(await settled(clock.sleep(60_000, AbortSignal.abort()))).toBe(true);
  });

  it('set jumps the time at once and wakes whatever became due', async () => {
    const clock = manualClock('2026-03-02T09:00:00.000Z');
    const soon = clock.sleep(60_000);
    const later = clock.sleep(7_200_000);
    clock.set('2026-03-02T10:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(await settled(soon)).toBe(true);
    expect(await settled(later)).toBe(false);
    expect(clock.sleepers()).toBe(1);
  });
});

describe('countingClock', () => {
  it('shifts the inner clock and records every reading and sleep', async () => {
    const clock = countingClock({ offsetMs: -5000, inner: fixedClock(10_000) });
    expect(clock.nowMs()).toBe(5000);
    expect(clock.now().getTime()).toBe(5000);
    await clock.sleep(250);
    expect(clock.readings).toEqual([5000, 5000]);
    expect(clock.reads()).toBe(2);
    expect(clock.sleeps).toEqual([250]);
  });
});
