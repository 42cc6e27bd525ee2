// A clock for status tracking tests: time moves only when the test says so.
import type { TrackerClock } from '../../../electron/status-tracking';

export interface FakeClock extends TrackerClock {
  /** Moves time forward, waking every sleeper that becomes due, and lets the reads run. */
  advance(ms: number): Promise<void>;
  /** Lets pending promises run. */
  settle(): Promise<void>;
  sleepers(): number;
}

export function fakeClock(start = Date.parse('2026-03-10T15:00:00Z')): FakeClock {
  let now = start;
  const waiting = new Set<{ at: number; resolve: () => void }>();
  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await new Promise<void>((r) => setImmediate(r));
  };
  return {
    now: () => now,
    sleep(ms, signal) {
      return new Promise<void>((resolve) => {
        if (signal.aborted) return resolve();
        const sleeper = { at: now + ms, resolve };
        waiting.add(sleeper);
        signal.addEventListener('abort', () => { waiting.delete(sleeper); resolve(); }, { once: true });
      });
    },
    async advance(ms) {
      const until = now + ms;
      await settle();
      for (;;) {
        const due = [...waiting].filter((s) => s.at <= until).sort((a, b) => a.at - b.at)[0];
        if (due === undefined) break;
        now = Math.max(now, due.at);
        waiting.delete(due);
        due.resolve();
        await settle();
      }
      now = until;
      await settle();
    },
    settle,
    sleepers: () => waiting.size,
  };
}
