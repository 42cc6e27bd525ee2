// When an entry whose send had no definitive answer is tried again, and when it is too
// late to try at all. The server keeps an idempotency key for 24 hours from when it
// first saw it; a resend after that would be a NEW request (a second payment if the first
// one went through). So an entry is never resent once its first send is older than the
// retention minus a safety margin (clock skew, time in flight); it becomes `unknown`.
// The age of the first send is read on the journal's forward-only clock (elapsed-clock.ts)
// as well as on the wall clock: whichever says it is older decides, so a clock set back
// never allows a resend after the retention.

export interface RetrySchedule {
  /** The server's key retention (spec 4.1: 24 h). */
  retentionMs: number;
  /** Kept clear of the retention's end. Default min(15 min, retention / 10). */
  marginMs: number;
  /** First wait between sends; doubles per send. Default 30 s. */
  baseMs: number;
  /** Longest wait between sends. Default 15 min. */
  maxMs: number;
}

export const DEFAULT_RETENTION_MS = 24 * 60 * 60 * 1000;

export function resolveRetrySchedule(options: { retentionMs?: number; retentionMarginMs?: number; backoff?: { baseMs?: number; maxMs?: number } }): RetrySchedule {
  const retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS;
  const marginMs = options.retentionMarginMs ?? Math.min(15 * 60_000, retentionMs / 10);
  const baseMs = options.backoff?.baseMs ?? 30_000;
  const maxMs = options.backoff?.maxMs ?? 15 * 60_000;
  for (const [name, value] of Object.entries({ retentionMs, marginMs, baseMs, maxMs })) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number of milliseconds, 0 or more`);
  }
  if (marginMs >= retentionMs) throw new RangeError('the retention margin must be shorter than the retention');
  return { retentionMs, marginMs, baseMs, maxMs };
}

/** The instant after which the entry must not be sent again (ms since the epoch). */
export function resendDeadlineMs(firstSentAt: string, schedule: RetrySchedule): number {
  return Date.parse(firstSentAt) + schedule.retentionMs - schedule.marginMs;
}

/** When the first send was made, on both clocks. */
export interface FirstSend {
  /** ISO wall-clock time; null when never sent. */
  at: string | null;
  /** The journal's elapsed clock then; null for an entry first sent before it existed (then `at` stands in). */
  elapsedMs: number | null;
}

/** The entry may no longer be sent: its first send is older than the retention minus the margin, on either clock. */
export function isPastResendDeadline(first: FirstSend, now: { wallMs: number; elapsedMs: number }, schedule: RetrySchedule): boolean {
  if (first.at === null) return false;
  const limit = schedule.retentionMs - schedule.marginMs;
  const startElapsed = first.elapsedMs ?? Date.parse(first.at);
  return now.wallMs >= resendDeadlineMs(first.at, schedule) || now.elapsedMs - startElapsed >= limit;
}

/**
 * When to send again after send number `attempts` failed without an answer: exponential
 * backoff, at least the server's Retry-After, and one last chance a minute before the deadline.
 */
export function nextAttemptMs(nowMs: number, attempts: number, firstSentAt: string, schedule: RetrySchedule, retryAfterMs?: number): number {
  const backoff = Math.min(schedule.maxMs, schedule.baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
  const wanted = nowMs + Math.max(backoff, retryAfterMs ?? 0);
  const lastChance = Math.max(nowMs, resendDeadlineMs(firstSentAt, schedule) - 60_000);
  return Math.min(wanted, lastChance);
}
