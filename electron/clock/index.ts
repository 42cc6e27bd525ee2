// electron/clock/: the injected clock of every main-process service. Import from here.
//
// The one clock of the main process: every service that reads the time or waits takes a
// `Clock` (constructor injection, DESIGN.md convention 4), and the host passes the SAME
// one to all of them, so a host built with a test clock runs entirely on it.
//
// `sleep` resolves after `ms`, or at once when `signal` aborts (already aborted: at once).
// It never rejects: a caller that must fail on abort checks `signal.aborted` after it.

export interface Clock {
  /** The current time. */
  now(): Date;
  /** The current time in ms since the epoch (the same reading as now().getTime()). */
  nowMs(): number;
  /** Waits `ms` (0 or less: the next turn of the timer queue); ends early, resolving, when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** A timer's sleep that an AbortSignal cuts short; `background`: the timer does not keep the process alive. */
function timerSleep(background: boolean): Clock['sleep'] {
  return (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      if (background) timer.unref();
      signal?.addEventListener('abort', done, { once: true });
    });
}

/** The real clock: Date.now and a timer that an AbortSignal cuts short (the timer is not unref'd). */
export const systemClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
  sleep: timerSleep(false),
};

/**
 * The real clock for background schedules (the sync's): the same readings, and a sleep
 * whose timer does not keep the process alive, so a shell that stops ends at once.
 */
export const backgroundClock: Clock = {
  now: systemClock.now,
  nowMs: systemClock.nowMs,
  sleep: timerSleep(true),
};
