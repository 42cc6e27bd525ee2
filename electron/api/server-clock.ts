// Clock-skew correction. The server rejects an X-Timestamp more than 60 s from its own
// clock (spec 5.1), so a laptop whose clock is minutes off would fail every request.
// The offset to the server's clock is learned from each response's `Date` header and
// applied to X-Timestamp.
//
// `Date` has one-second resolution and was written at some moment between sending the
// request and receiving the response. The estimate therefore takes the midpoint of the
// round trip and the middle of the Date second, and ordinary observations move the
// offset only when the estimate is further than `thresholdMs` plus half the round trip
// from the current offset: a few hundred ms of jitter never makes the timestamp wobble.
// After a 401 `timestamp_out_of_range` the pipeline calls `correctFrom`, which adopts
// the estimate unconditionally, and retries once.
import { systemClock, type Clock } from '../clock';

export interface ServerClock {
  /** Best estimate of the server's current time, in ms. */
  nowMs(): number;
  /** The X-Timestamp value: the server's current unix time in whole seconds, as a string. */
  timestampSeconds(): string;
  /** Server time minus local time, in ms (positive when the server is ahead). */
  offsetMs(): number;
  /**
   * Learns from one response's Date header. `sentAtMs` and `receivedAtMs` are local times
   * around the exchange. Returns true when the offset changed.
   */
  observe(dateHeader: string | null | undefined, sentAtMs: number, receivedAtMs: number): boolean;
  /**
   * Adopts the offset the Date header implies, whatever the threshold (after the server
   * said the timestamp was out of range). Returns false when the header is missing or
   * unreadable, so there is nothing to correct with.
   */
  correctFrom(dateHeader: string | null | undefined, sentAtMs: number, receivedAtMs: number): boolean;
}

export interface ServerClockOptions {
  /** The local clock (only `nowMs` is read); default the system clock. */
  clock?: Pick<Clock, 'nowMs'>;
  /** Ignore estimated differences up to this much (plus half the round trip). Default 2000 ms. */
  thresholdMs?: number;
  /** Initial offset, e.g. remembered from a previous session. Default 0. */
  initialOffsetMs?: number;
}

export const DEFAULT_SKEW_THRESHOLD_MS = 2000;

/** Parses an HTTP `Date` header (IMF-fixdate and the obsolete forms Date.parse reads). */
export function parseHttpDateMs(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The offset implied by one exchange: server time minus local time, estimated at the
 * midpoint of the round trip, with the server time taken as the middle of the Date second.
 */
export function estimateOffsetMs(serverDateMs: number, sentAtMs: number, receivedAtMs: number): number {
  const localMidpoint = (sentAtMs + Math.max(sentAtMs, receivedAtMs)) / 2;
  return Math.round(serverDateMs + 500 - localMidpoint);
}

export function createServerClock(options: ServerClockOptions = {}): ServerClock {
  const clock = options.clock ?? systemClock;
  const now = (): number => clock.nowMs();
  const thresholdMs = options.thresholdMs ?? DEFAULT_SKEW_THRESHOLD_MS;
  let offset = options.initialOffsetMs ?? 0;

  const estimate = (dateHeader: string | null | undefined, sentAtMs: number, receivedAtMs: number): number | undefined => {
    const dateMs = parseHttpDateMs(dateHeader);
    return dateMs === undefined ? undefined : estimateOffsetMs(dateMs, sentAtMs, receivedAtMs);
  };

  return {
    nowMs: () => now() + offset,
    timestampSeconds: () => String(Math.floor((now() + offset) / 1000)),
    offsetMs: () => offset,
    observe(dateHeader, sentAtMs, receivedAtMs) {
      const observed = estimate(dateHeader, sentAtMs, receivedAtMs);
      if (observed === undefined) return false;
      const halfRoundTrip = Math.max(0, receivedAtMs - sentAtMs) / 2;
      if (Math.abs(observed - offset) <= thresholdMs + halfRoundTrip) return false;
      offset = observed;
      return true;
    },
    correctFrom(dateHeader, sentAtMs, receivedAtMs) {
      const observed = estimate(dateHeader, sentAtMs, receivedAtMs);
      if (observed === undefined) return false;
      offset = observed;
      return true;
    },
  };
}
