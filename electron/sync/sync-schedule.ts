// The sync's own schedule, so a window left open tracks the server without a click:
// while the server answers, an incremental sync every `onlineEveryMs` (it asks each list
// only for what changed: one request per list when nothing did); while it does not, a
// probe (the same sync) after 5 s, then 10, 20, 40 s ... up to `offlineMaxMs`, so going
// offline and coming back are both noticed, without hammering a server that is down.
// A sync that failed for another reason (a refused key, a server error) is tried again
// after `failedEveryMs`. A sync started by someone else (the window's "Sync now", the
// first sync on open) counts: the next scheduled one is an interval after it ended, and
// an offline answer seen anywhere (`noteOffline`) starts the probes at once.
// Time comes from the injected clock only, so tests drive it with a manual clock.
import type { Clock } from '../clock';
import type { SyncOutcome } from './sync-types';

export interface SyncScheduleOptions {
  readonly clock: Clock;
  /** Runs one incremental sync (or joins the running one) and says how it ended. */
  readonly runSync: () => Promise<SyncOutcome>;
  /** Between syncs while online; default 60 s. */
  readonly onlineEveryMs?: number;
  /** The first probe after going offline; default 5 s. Doubles up to `offlineMaxMs`. */
  readonly offlineFirstMs?: number;
  /** The longest wait between probes while offline; default 5 min. */
  readonly offlineMaxMs?: number;
  /** After a sync that failed for another reason than being offline; default 5 min. */
  readonly failedEveryMs?: number;
}

export interface SyncSchedule {
  /** Starts the loop (its first sync an interval from now); a second call does nothing. */
  start(): void;
  /** A sync ended (ignored while the schedule's own runs: that one it counts itself): the next one is counted from now. */
  noteSync(outcome: SyncOutcome): void;
  /** Something else found the server unreachable: probe soon, then back off. */
  noteOffline(): void;
  /**
   * Money moved at the server (a payment or collection settled, returned, reversed,
   * refunded): sync within `soonMs` (default 2 s, so several such changes share one sync),
   * unless a sync is already due sooner.
   */
  syncSoon(soonMs?: number): void;
  /** When the next scheduled sync is due (epoch ms), or null when stopped. */
  nextAt(): number | null;
  /** Stops the loop; resolves once a sync it started has ended. */
  stop(): Promise<void>;
}

export const DEFAULT_ONLINE_EVERY_MS = 60_000;
export const DEFAULT_OFFLINE_FIRST_MS = 5_000;
export const DEFAULT_OFFLINE_MAX_MS = 300_000;
export const DEFAULT_FAILED_EVERY_MS = 300_000;
export const DEFAULT_SYNC_SOON_MS = 2_000;

export function createSyncSchedule(options: SyncScheduleOptions): SyncSchedule {
  const { clock } = options;
  const onlineEvery = options.onlineEveryMs ?? DEFAULT_ONLINE_EVERY_MS;
  const offlineFirst = options.offlineFirstMs ?? DEFAULT_OFFLINE_FIRST_MS;
  const offlineMax = Math.max(offlineFirst, options.offlineMaxMs ?? DEFAULT_OFFLINE_MAX_MS);
  const failedEvery = options.failedEveryMs ?? DEFAULT_FAILED_EVERY_MS;
  let offlineWait = offlineFirst;
  let due: number | null = null;
  let stopped = new AbortController();
  let wake = new AbortController();
  let loop: Promise<void> | undefined;
  /** While the schedule's own sync runs: its end is counted by the loop, not by noteSync. */
  let ownRun = false;
  /** A `syncSoon` asked while the schedule's own sync ran (it may have read before the money moved): the wait after it. */
  let soonAfterRun: number | null = null;

  /** Sets when the next sync is due after one that ended `outcome` now. */
  const after = (outcome: SyncOutcome) => {
    if (outcome === 'offline') {
      due = clock.nowMs() + offlineWait;
      offlineWait = Math.min(offlineMax, offlineWait * 2);
      return;
    }
    offlineWait = offlineFirst;
    due = clock.nowMs() + (outcome === 'failed' ? failedEvery : onlineEvery);
    if (soonAfterRun !== null) due = Math.min(due, clock.nowMs() + soonAfterRun);
    soonAfterRun = null;
  };

  const reschedule = () => {
    const previous = wake;
    wake = new AbortController();
    previous.abort();
  };

  /** The next sync at `at` if that is sooner than the one due (nothing while stopped). */
  const bringForward = (at: number) => {
    if (loop === undefined) return;
    if (due === null || at < due) {
      due = at;
      reschedule();
    }
  };

  const run = async (signal: AbortSignal) => {
    while (!signal.aborted) {
      const waitMs = (due ?? clock.nowMs()) - clock.nowMs();
      if (waitMs > 0) {
        await clock.sleep(waitMs, AbortSignal.any([signal, wake.signal]));
        continue;
      }
      let outcome: SyncOutcome;
      ownRun = true;
      try {
        outcome = await options.runSync();
      } catch {
        // The sync reports its own errors (events, the report): here it only sets the next try.
        outcome = 'failed';
      } finally {
        ownRun = false;
      }
      if (!signal.aborted) after(outcome);
    }
  };

  return {
    start() {
      if (loop !== undefined) return;
      stopped = new AbortController();
      due = clock.nowMs() + onlineEvery;
      loop = run(stopped.signal);
    },
    noteSync(outcome) {
      if (loop === undefined || ownRun) return;
      after(outcome);
      reschedule();
    },
    noteOffline() {
      bringForward(clock.nowMs() + offlineWait);
    },
    syncSoon(soonMs = DEFAULT_SYNC_SOON_MS) {
      if (ownRun) soonAfterRun = Math.min(soonAfterRun ?? soonMs, soonMs);
      else bringForward(clock.nowMs() + soonMs);
    },
    nextAt: () => (loop === undefined ? null : due),
    async stop() {
      const running = loop;
      loop = undefined;
      due = null;
      stopped.abort();
      await running;
    },
  };
}
