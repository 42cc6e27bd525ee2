// The per-attempt timeout of both transports (http-transport.ts, node-http-transport.ts):
// it counts the time this process could have read an answer, not the time on the wall.
//
// Why: the host answers the window on the same thread as the sync's requests. A plain
// setTimeout whose deadline passes while that thread is busy (a long synchronous read:
// 73 s for one ledger count during a first sync, measured) fires as soon as the thread is
// free, in the timers phase, BEFORE the poll phase reads the answers that arrived in the
// meantime: every request in flight then "timed out" with its answer waiting in its
// socket, the retries' time budget was spent by the same stall, and the first sync ended
// `offline` with the server up (docs/benchmarks.md, the window during a first sync).
//
// How: the wait is measured in checks of at most CHECK_MS. A check that comes on time
// counts the time since the last one. A check that comes late (the thread was held) counts
// at most its interval plus SLACK_MS, and leaves the server at least GRACE_MS (or the whole
// timeout, if shorter) of time with the thread free before the attempt can be given up:
// the server's answer may be waiting in the socket, or, for the embedded sandbox on the
// same thread, still to be written once the thread is free. When the counted time reaches
// the timeout, the attempt is given up in the check phase (setImmediate), after the poll
// phase has read whatever arrived: an answer already received wins over the timeout. On
// a thread never held, that is the wall time; whatever happens, an attempt is given up
// after WALL_LIMIT times its timeout on the wall. One timer per request in flight, every
// second.
export const CHECK_MS = 1_000;
/** How late a check may be and still count in full (ordinary scheduling delay, not a stall). */
export const SLACK_MS = 100;
/** Time with the thread free that the server is left after a stall. */
export const GRACE_MS = 1_000;
/** The longest an attempt waits on the wall, in timeouts. */
export const WALL_LIMIT = 10;

export interface AttemptTimeout {
  /** The attempt ended (answer, error or abort): the timeout will not fire. */
  clear(): void;
}

/** Calls `onTimeout` once this process has waited `timeoutMs` for an answer (see above), unless cleared first. */
export function startAttemptTimeout(timeoutMs: number, onTimeout: () => void, now: () => number = () => performance.now()): AttemptTimeout {
  const begun = now();
  const grace = Math.min(GRACE_MS, timeoutMs);
  let counted = 0;
  let cleared = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let immediate: ReturnType<typeof setImmediate> | undefined;
  const wait = (): void => {
    const step = Math.min(CHECK_MS, timeoutMs - counted);
    const started = now();
    timer = setTimeout(() => {
      const at = now();
      const elapsed = at - started;
      counted = elapsed <= step + SLACK_MS ? counted + elapsed : Math.min(counted + step + SLACK_MS, timeoutMs - grace);
      if (counted < timeoutMs && at - begun < WALL_LIMIT * timeoutMs) {
        wait();
        return;
      }
      immediate = setImmediate(() => {
        if (!cleared) onTimeout();
      });
    }, step);
  };
  wait();
  return {
    clear() {
      cleared = true;
      clearTimeout(timer);
      if (immediate !== undefined) clearImmediate(immediate);
    },
  };
}
