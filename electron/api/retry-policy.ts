// Which failures are retried and how long to wait between attempts. Pure functions:
// time and randomness come in as arguments so tests are deterministic.
//
// Retried: network failures, timeouts, 429, 5xx, and 409 `idempotency_key_in_flight`,
// unless the error body says `retryable: false`. Nothing else: not 400, 401, 403, 404,
// 405, 409 `duplicate_idempotency_key` / `payment_not_cancelable`, or 422. (The one-time
// re-signed retry after 401 `timestamp_out_of_range` is clock correction, handled by the
// pipeline with server-clock.ts, not by this policy.)
//
// Waits: `Retry-After` when the response has one (exactly as asked), otherwise
// exponential backoff with full jitter: uniform in [0, min(maxDelayMs, baseDelayMs * 2^(n-1))).
// A `Retry-After` longer than maxDelayMs is not waited out: the request gives up at once
// with the error (still marked retryable, carrying `retryAfterMs`) so that the caller,
// for example the outbox, can schedule it later instead of blocking for minutes.

export interface RetryOptions {
  /** Total attempts, the first one included. 1 disables retries. */
  readonly maxAttempts: number;
  /** Backoff base: the first retry waits up to this long. */
  readonly baseDelayMs: number;
  /** Cap on any single wait, backoff or Retry-After. */
  readonly maxDelayMs: number;
  /** No retry starts later than this after the first attempt started. */
  readonly maxTotalMs: number;
}

export const DEFAULT_RETRY_OPTIONS: Readonly<RetryOptions> = Object.freeze({
  maxAttempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxTotalMs: 60_000,
});

/** Fills in defaults and rejects nonsense (negative delays, zero attempts). */
export function resolveRetryOptions(overrides: Partial<RetryOptions> = {}): RetryOptions {
  const options: RetryOptions = { ...DEFAULT_RETRY_OPTIONS, ...stripUndefined(overrides) };
  if (!Number.isInteger(options.maxAttempts) || options.maxAttempts < 1) {
    throw new RangeError('retry.maxAttempts must be an integer of at least 1.');
  }
  for (const name of ['baseDelayMs', 'maxDelayMs', 'maxTotalMs'] as const) {
    if (!Number.isFinite(options[name]) || options[name] < 0) {
      throw new RangeError(`retry.${name} must be a finite number of milliseconds, 0 or more.`);
    }
  }
  if (options.baseDelayMs > options.maxDelayMs) {
    throw new RangeError('retry.baseDelayMs must not exceed retry.maxDelayMs.');
  }
  return options;
}

function stripUndefined(o: Partial<RetryOptions>): Partial<RetryOptions> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<RetryOptions>;
}

/** What is known about one failed attempt. */
export interface FailureFacts {
  /** `response` when the server answered; `network`/`timeout` when there was no answer. */
  readonly kind: 'response' | 'network' | 'timeout';
  /** HTTP status, 0 without a response. */
  readonly status: number;
  /** The error body's code, when there was a well-formed error body. */
  readonly code?: string | undefined;
  /** The error body's `retryable`, when there was a well-formed error body. */
  readonly bodyRetryable?: boolean | undefined;
}

/** True when the failure is of a kind worth trying again (ignoring attempt and time budgets). */
export function isRetryableFailure(failure: FailureFacts): boolean {
  if (failure.kind === 'network' || failure.kind === 'timeout') return true;
  if (failure.bodyRetryable === false) return false;
  const { status } = failure;
  if (status === 429) return true;
  if (status >= 500 && status <= 599) return true;
  return status === 409 && failure.code === 'idempotency_key_in_flight';
}

/**
 * Full-jitter exponential backoff before retry number `retryNumber` (1 for the first retry).
 * `random` returns a number in [0, 1).
 */
export function backoffDelayMs(retryNumber: number, options: RetryOptions, random: () => number): number {
  const exponent = Math.max(0, Math.min(retryNumber - 1, 30));
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** exponent);
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return Math.floor(r * ceiling);
}

/**
 * Parses `Retry-After` (RFC 9110: delta-seconds or an HTTP-date) into milliseconds to wait.
 * `nowMs` is "now" on the server's clock (ideally the response's own Date header), so an
 * HTTP-date is read against the clock that wrote it. Past dates give 0; garbage gives undefined.
 */
export function parseRetryAfterMs(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^[0-9]+$/.test(text)) return Number(text) * 1000;
  if (!/[A-Za-z]/.test(text)) return undefined; // e.g. "-1" or "1.5": neither form
  const dateMs = Date.parse(text);
  if (Number.isNaN(dateMs)) return undefined;
  return Math.max(0, dateMs - nowMs);
}

export type RetryDecision =
  | { readonly retry: true; readonly delayMs: number; readonly basis: 'retry_after' | 'backoff' }
  | {
      readonly retry: false;
      readonly reason: 'not_retryable' | 'attempts_exhausted' | 'retry_after_too_long' | 'time_budget_exhausted';
    };

export interface RetryQuestion {
  readonly failure: FailureFacts;
  /** Attempts made so far (1 after the first attempt failed). */
  readonly attempt: number;
  /** Time since the first attempt started. */
  readonly elapsedMs: number;
  /** Parsed Retry-After of the failed response, if any. */
  readonly retryAfterMs?: number | undefined;
  readonly options: RetryOptions;
  readonly random: () => number;
}

/** Whether to try again after a failed attempt, and after how long. */
export function decideRetry(q: RetryQuestion): RetryDecision {
  if (!isRetryableFailure(q.failure)) return { retry: false, reason: 'not_retryable' };
  if (q.attempt >= q.options.maxAttempts) return { retry: false, reason: 'attempts_exhausted' };
  let delayMs: number;
  let basis: 'retry_after' | 'backoff';
  if (q.retryAfterMs !== undefined) {
    if (q.retryAfterMs > q.options.maxDelayMs) return { retry: false, reason: 'retry_after_too_long' };
    delayMs = q.retryAfterMs;
    basis = 'retry_after';
  } else {
    delayMs = backoffDelayMs(q.attempt, q.options, q.random);
    basis = 'backoff';
  }
  if (q.elapsedMs + delayMs > q.options.maxTotalMs) return { retry: false, reason: 'time_budget_exhausted' };
  return { retry: true, delayMs, basis };
}
