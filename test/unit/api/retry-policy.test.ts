import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_OPTIONS, backoffDelayMs, decideRetry, isRetryableFailure, parseRetryAfterMs, resolveRetryOptions } from '../../../electron/api/retry-policy';
import type { FailureFacts } from '../../../electron/api/retry-policy';

const options = resolveRetryOptions();
const response = (status: number, code?: string, bodyRetryable?: boolean): FailureFacts => ({ kind: 'response', status, code, bodyRetryable });

/** A seeded linear congruential generator in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('isRetryableFailure: which failures are retried', () => {
  it.each([
    ['network failure', { kind: 'network', status: 0 } as FailureFacts],
    ['timeout', { kind: 'timeout', status: 0 } as FailureFacts],
    ['429 rate_limited', response(429, 'rate_limited', true)],
    ['429 without a body', response(429)],
    ['500 internal_error retryable', response(500, 'internal_error', true)],
    ['502 HTML page (no body flag)', response(502)],
    ['503 service_unavailable', response(503, 'service_unavailable', true)],
    ['504', response(504)],
    ['409 idempotency_key_in_flight', response(409, 'idempotency_key_in_flight', true)],
  ])('retries %s', (_name, failure) => {
    expect(isRetryableFailure(failure)).toBe(true);
  });

  it.each([
    ['400 validation_failed', response(400, 'validation_failed', false)],
    ['400 even if the body claims retryable', response(400, 'invalid_json', true)],
    ['401 invalid_signature', response(401, 'invalid_signature', false)],
    ['401 timestamp_out_of_range (handled by clock correction, not the policy)', response(401, 'timestamp_out_of_range', false)],
    ['403 read_only_key', response(403, 'read_only_key', false)],
    ['404 resource_not_found', response(404, 'resource_not_found', false)],
    ['405', response(405)],
    ['409 duplicate_idempotency_key', response(409, 'duplicate_idempotency_key', false)],
    ['409 duplicate_idempotency_key even if the body claims retryable', response(409, 'duplicate_idempotency_key', true)],
    ['409 payment_not_cancelable', response(409, 'payment_not_cancelable', false)],
    ['422 insufficient_funds', response(422, 'insufficient_funds', false)],
    ['500 whose body says retryable: false', response(500, 'internal_error', false)],
    ['503 whose body says retryable: false', response(503, 'service_unavailable', false)],
    ['429 whose body says retryable: false', response(429, 'rate_limited', false)],
    ['200 (a malformed success body)', response(200)],
    ['302 redirect', response(302)],
  ])('does not retry %s', (_name, failure) => {
    expect(isRetryableFailure(failure)).toBe(false);
  });
});

describe('backoffDelayMs: exponential backoff with full jitter', () => {
  it('stays within [0, min(cap, base * 2^(n-1))) for every retry number and random value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const delay = backoffDelayMs(n, options, () => r);
        const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (n - 1));
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(Math.max(ceiling, 1));
        expect(Number.isInteger(delay)).toBe(true);
      }),
      { seed: 42 },
    );
  });

  it('grows exponentially until the cap (random pinned near 1)', () => {
    const nearOne = () => 0.999999;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelayMs(n, options, nearOne))).toEqual([499, 999, 1999, 3999, 7999, 15999, 19999, 19999]);
  });

  it('is deterministic for a seeded random source', () => {
    const run = () => {
      const random = seededRandom(7);
      return [1, 2, 3, 4].map((n) => backoffDelayMs(n, options, random));
    };
    const delays = run();
    expect(delays).toEqual(run());
    const random = seededRandom(7);
    delays.forEach((delay, i) => expect(delay).toBe(Math.floor(random() * 500 * 2 ** i)));
  });

  it('tolerates a random source that returns 1 or a negative number', () => {
    expect(backoffDelayMs(1, options, () => 1)).toBeLessThan(500);
    expect(backoffDelayMs(1, options, () => -3)).toBe(0);
  });
});

describe('parseRetryAfterMs', () => {
  const now = Date.UTC(2026, 0, 15, 12, 0, 0);
  it('reads delta-seconds', () => {
    expect(parseRetryAfterMs('3', now)).toBe(3000);
    expect(parseRetryAfterMs(' 0 ', now)).toBe(0);
    expect(parseRetryAfterMs('120', now)).toBe(120_000);
  });
  it('reads an HTTP-date against the given (server) now', () => {
    expect(parseRetryAfterMs('Thu, 15 Jan 2026 12:00:07 GMT', now)).toBe(7000);
  });
  it('treats a date in the past as "now"', () => {
    expect(parseRetryAfterMs('Thu, 15 Jan 2026 11:59:00 GMT', now)).toBe(0);
  });
  it('ignores garbage, negative and fractional values', () => {
    for (const v of ['soon', '-1', '1.5', '', undefined, null]) expect(parseRetryAfterMs(v, now)).toBeUndefined();
  });
});

describe('decideRetry', () => {
  const base = { attempt: 1, elapsedMs: 0, options, random: () => 0.5 };

  it('retries a 503 with jittered backoff', () => {
    expect(decideRetry({ ...base, failure: response(503, 'service_unavailable', true) })).toEqual({ retry: true, delayMs: 250, basis: 'backoff' });
    expect(decideRetry({ ...base, attempt: 3, failure: response(503) })).toEqual({ retry: true, delayMs: 1000, basis: 'backoff' });
  });

  it('honours Retry-After (seconds already parsed) exactly, instead of backoff', () => {
    expect(decideRetry({ ...base, failure: response(429, 'rate_limited', true), retryAfterMs: 2000 })).toEqual({ retry: true, delayMs: 2000, basis: 'retry_after' });
    expect(decideRetry({ ...base, failure: response(409, 'idempotency_key_in_flight', true), retryAfterMs: 1000 })).toEqual({ retry: true, delayMs: 1000, basis: 'retry_after' });
  });

  it('gives up at once when Retry-After exceeds the cap per wait', () => {
    expect(decideRetry({ ...base, failure: response(429), retryAfterMs: options.maxDelayMs + 1 })).toEqual({ retry: false, reason: 'retry_after_too_long' });
    expect(decideRetry({ ...base, failure: response(429), retryAfterMs: options.maxDelayMs })).toMatchObject({ retry: true, delayMs: options.maxDelayMs });
  });

  it('stops after maxAttempts attempts in total', () => {
    const failure = response(500, 'internal_error', true);
    expect(decideRetry({ ...base, attempt: 4, failure }).retry).toBe(true);
    expect(decideRetry({ ...base, attempt: 5, failure })).toEqual({ retry: false, reason: 'attempts_exhausted' });
    const single = resolveRetryOptions({ maxAttempts: 1 });
    expect(decideRetry({ ...base, options: single, failure })).toEqual({ retry: false, reason: 'attempts_exhausted' });
  });

  it('stops when the next wait would overrun the total time budget', () => {
    const failure = { kind: 'network', status: 0 } as const;
    expect(decideRetry({ ...base, failure, elapsedMs: options.maxTotalMs - 100, random: () => 0.9 })).toEqual({ retry: false, reason: 'time_budget_exhausted' });
    expect(decideRetry({ ...base, failure, elapsedMs: options.maxTotalMs - 100, random: () => 0 })).toMatchObject({ retry: true, delayMs: 0 });
  });

  it('never retries what is not retryable, whatever the budget', () => {
    for (const failure of [response(400), response(401, 'invalid_signature', false), response(403), response(404), response(409, 'duplicate_idempotency_key', false), response(422), response(500, 'internal_error', false)]) {
      expect(decideRetry({ ...base, failure, retryAfterMs: 0 })).toEqual({ retry: false, reason: 'not_retryable' });
    }
  });
});

describe('resolveRetryOptions', () => {
  it('defaults to 5 attempts, 500 ms base, 20 s cap, 60 s budget', () => {
    expect(resolveRetryOptions()).toEqual({ maxAttempts: 5, baseDelayMs: 500, maxDelayMs: 20_000, maxTotalMs: 60_000 });
    expect(DEFAULT_RETRY_OPTIONS.maxAttempts).toBe(5);
  });
  it('merges partial overrides and ignores undefined', () => {
    expect(resolveRetryOptions({ baseDelayMs: 10, maxDelayMs: undefined })).toMatchObject({ baseDelayMs: 10, maxDelayMs: 20_000 });
  });
  it('rejects nonsense', () => {
    expect(() => resolveRetryOptions({ maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(() => resolveRetryOptions({ baseDelayMs: -1 })).toThrow(/baseDelayMs/);
    expect(() => resolveRetryOptions({ baseDelayMs: 100, maxDelayMs: 10 })).toThrow(/exceed/);
  });
});
