// The real clock of status tracking: Date.now and a timer that an AbortSignal cuts short.
import type { TrackerClock } from './status-types';

export const systemTrackerClock: TrackerClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      const done = (): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal.addEventListener('abort', done, { once: true });
    }),
};
