// Test clocks for the main process's one `Clock` (electron/clock/):
//   fixedClock   time stands still at one instant; a sleep ends at once (nothing waits in it)
//   manualClock  time moves only when the test moves it; a sleep ends when time passes its
//                deadline (or its signal aborts), in deadline order
//   countingClock  the real clock (or another), counting and recording every call
import type { Clock } from '../../electron/clock';
import { systemClock } from '../../electron/clock';

type Instant = number | string | Date;

const msOf = (at: Instant): number => (typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime());

/** Always `at`. Its sleep resolves at once (on the next microtask). */
export function fixedClock(at: Instant): Clock {
  const ms = msOf(at);
  if (!Number.isFinite(ms)) throw new RangeError(`fixedClock: not a time: ${String(at)}`);
  return { now: () => new Date(ms), nowMs: () => ms, sleep: async () => {} };
}

export interface ManualClock extends Clock {
  /**
   * Moves time forward by `ms`: one deadline at a time, each due sleeper woken with the
   * time set to its deadline and pending work let run before the next; ends at now + ms.
   */
  advance(ms: number): Promise<void>;
  /** Sets the time at once (forward or back) and wakes every sleeper now due, without waiting for them. */
  set(to: Instant): void;
  /** Lets pending promises and I/O callbacks run. */
  settle(): Promise<void>;
  /** Sleepers still waiting. */
  sleepers(): number;
  /** The `ms` of every sleep asked for, in order. */
  readonly sleeps: readonly number[];
}

export const MANUAL_CLOCK_START = '2026-03-02T09:00:00.000Z';

export function manualClock(start: Instant = MANUAL_CLOCK_START): ManualClock {
  let now = msOf(start);
  if (!Number.isFinite(now)) throw new RangeError(`manualClock: not a time: ${String(start)}`);
  const waiting = new Set<{ at: number; wake: () => void }>();
  const sleeps: number[] = [];
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 20; i += 1) await new Promise<void>((r) => setImmediate(r));
  };
  const nextDue = (until: number) => [...waiting].filter((s) => s.at <= until).sort((a, b) => a.at - b.at)[0];
  return {
    now: () => new Date(now),
    nowMs: () => now,
    sleep(ms, signal) {
      sleeps.push(ms);
      return new Promise<void>((resolve) => {
        if (signal?.aborted) return resolve();
        const sleeper = {
          at: now + Math.max(0, ms),
          wake: () => {
            waiting.delete(sleeper);
            signal?.removeEventListener('abort', sleeper.wake);
            resolve();
          },
        };
        waiting.add(sleeper);
        signal?.addEventListener('abort', sleeper.wake, { once: true });
      });
    },
    async advance(ms) {
      if (!(ms >= 0)) throw new RangeError('manualClock.advance: ms must be 0 or more');
      const until = now + ms;
      await settle();
      for (let due = nextDue(until); due !== undefined; due = nextDue(until)) {
        now = Math.max(now, due.at);
        due.wake();
        await settle();
      }
      now = until;
      await settle();
    },
    set(to) {
      now = msOf(to);
      for (let due = nextDue(now); due !== undefined; due = nextDue(now)) due.wake();
    },
    settle,
    sleepers: () => waiting.size,
    sleeps,
  };
}

export interface CountingClock extends Clock {
  /** Calls of now() and nowMs(). */
  readonly reads: () => number;
  /** The `ms` of every sleep asked for, in order. */
  readonly sleeps: readonly number[];
  /** Every time now() or nowMs() answered, in ms, in order. */
  readonly readings: readonly number[];
}

/** `inner` (default: the system clock) shifted by `offsetMs`, recording every reading and sleep. */
export function countingClock(options: { offsetMs?: number; inner?: Clock } = {}): CountingClock {
  const inner = options.inner ?? systemClock;
  const offset = options.offsetMs ?? 0;
  const readings: number[] = [];
  const sleeps: number[] = [];
  const read = (): number => {
    const ms = inner.nowMs() + offset;
    readings.push(ms);
    return ms;
  };
  return {
    now: () => new Date(read()),
    nowMs: read,
    sleep: (ms, signal) => {
      sleeps.push(ms);
      return inner.sleep(ms, signal);
    },
    reads: () => readings.length,
    sleeps,
    readings,
  };
}
