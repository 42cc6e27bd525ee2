// Clock-skew correction. The server rejects an X-Timestamp more than 60 s from its own
// clock (spec 5.1), so a laptop whose clock is minutes off would fail every request.
// The offset to the server's clock is learned from responses' `Date` headers and
// applied to X-Timestamp.
//
// `Date` has one-second resolution and was written at some moment between sending the
// request and receiving the response. The estimate therefore takes the midpoint of the
// round trip and the middle of the Date second; an estimate within `thresholdMs` plus
// half the round trip of the current offset agrees with it, so a few hundred ms of
// jitter never makes the timestamp wobble.
//
// One response must not move the clock: a single wrong `Date` (a proxy's, a cache's, a
// hostile server's) would shift every later signature. So the offset changes only
//  - after the server REFUSED a timestamp (401 `timestamp_out_of_range`): the pipeline
//    calls `correctFrom`, which adopts that response's estimate, and retries once; or
//  - when AGREEING_READINGS (3) responses in a row disagree with the current offset and
//    agree with one another (all within `thresholdMs` plus the largest half round trip):
//    their median is adopted. Any reading that agrees with the current offset, or an
//    unreadable or out-of-bound one, starts the count again.
// Either way the offset is bounded by MAX_CLOCK_OFFSET_MS (24 h): no time zone or
// drifting clock is further off than that, so a larger difference means this computer's
// date or the server's clock is simply wrong. It is never adopted; after a refusal it is
// a ClockSkewError that says so, instead of a signature dated a year away.
import { systemClock, type Clock } from '../clock';
import { AuthenticationError } from './api-errors';

export interface ServerClock {
  /** Best estimate of the server's current time, in ms. */
  nowMs(): number;
  /** The X-Timestamp value: the server's current unix time in whole seconds, as a string. */
  timestampSeconds(): string;
  /** Server time minus local time, in ms (positive when the server is ahead). */
  offsetMs(): number;
  /**
   * Counts one response's Date header as a reading (`sentAtMs` and `receivedAtMs` are local
   * times around the exchange); the offset moves only when AGREEING_READINGS consecutive
   * readings agree with one another and not with it. Returns true when the offset changed.
   */
  observe(dateHeader: string | null | undefined, sentAtMs: number, receivedAtMs: number): boolean;
  /**
   * Adopts the offset the Date header implies, whatever the threshold (after the server
   * said the timestamp was out of range). Returns false when the header is missing or
   * unreadable, or implies an offset beyond MAX_CLOCK_OFFSET_MS: nothing to correct with.
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
/** How many consecutive, mutually consistent readings move the offset without a refusal. */
export const AGREEING_READINGS = 3;
/** The largest offset ever adopted: beyond it, one of the two clocks is wrong (see above). */
export const MAX_CLOCK_OFFSET_MS = 24 * 60 * 60 * 1000;

/** The server refused the timestamp, and its clock is more than MAX_CLOCK_OFFSET_MS from this computer's. */
export class ClockSkewError extends AuthenticationError {
  /** Server time minus local time implied by the refusal's Date header. */
  readonly skewMs: number;
  constructor(skewMs: number, facts: { status: number; requestId: string | undefined; cause?: unknown }) {
    const days = Math.abs(skewMs) / 86_400_000;
    const amount = days >= 2 ? `${Math.round(days)} days` : `${Math.round(Math.abs(skewMs) / 3_600_000)} hours`;
    super({
      type: 'authentication_error',
      // The server's code, kept: the request was refused before anything ran, and may be sent again once a clock is fixed.
      code: 'timestamp_out_of_range',
      message: `The Payments API refused the request's timestamp: its clock is ${amount} ${skewMs > 0 ? 'ahead of' : 'behind'} this computer's, more than the 24 hours this client will correct for. Check this computer's date, time and time zone; if they are right, the server's clock is wrong.`,
      status: facts.status,
      requestId: facts.requestId,
      retryable: false,
      cause: facts.cause,
    });
    this.name = 'ClockSkewError';
    this.skewMs = skewMs;
  }
}

/** Parses an HTTP `Date` header (IMF-fixdate and the obsolete forms Date.parse reads). */
export function parseHttpDateMs(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The offset one response's Date header implies, or undefined when it has none that reads. */
export function impliedOffsetMs(dateHeader: string | null | undefined, sentAtMs: number, receivedAtMs: number): number | undefined {
  const dateMs = parseHttpDateMs(dateHeader);
  return dateMs === undefined ? undefined : estimateOffsetMs(dateMs, sentAtMs, receivedAtMs);
}

/** Whether an offset is one the client may adopt (|offset| ≤ MAX_CLOCK_OFFSET_MS). */
export function isPlausibleOffset(offsetMs: number): boolean {
  return Number.isFinite(offsetMs) && Math.abs(offsetMs) <= MAX_CLOCK_OFFSET_MS;
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

  /** Readings that disagree with the current offset, oldest first (at most AGREEING_READINGS). */
  let pending: Array<{ offset: number; toleranceMs: number }> = [];

  return {
    nowMs: () => now() + offset,
    timestampSeconds: () => String(Math.floor((now() + offset) / 1000)),
    offsetMs: () => offset,
    observe(dateHeader, sentAtMs, receivedAtMs) {
      const observed = impliedOffsetMs(dateHeader, sentAtMs, receivedAtMs);
      const toleranceMs = thresholdMs + Math.max(0, receivedAtMs - sentAtMs) / 2;
      if (observed === undefined || !isPlausibleOffset(observed) || Math.abs(observed - offset) <= toleranceMs) {
        pending = [];
        return false;
      }
      pending = [...pending, { offset: observed, toleranceMs }].slice(-AGREEING_READINGS);
      if (pending.length < AGREEING_READINGS) return false;
      const offsets = pending.map((r) => r.offset).sort((a, b) => a - b);
      const spread = (offsets.at(-1) ?? 0) - (offsets[0] ?? 0);
      if (spread > Math.max(...pending.map((r) => r.toleranceMs))) return false;
      offset = offsets[Math.floor(offsets.length / 2)] ?? offset;
      pending = [];
      return true;
    },
    correctFrom(dateHeader, sentAtMs, receivedAtMs) {
      const observed = impliedOffsetMs(dateHeader, sentAtMs, receivedAtMs);
      if (observed === undefined || !isPlausibleOffset(observed)) return false;
      offset = observed;
      pending = [];
      return true;
    },
  };
}
