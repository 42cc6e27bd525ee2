// Claiming an entry for sending, so that only one sender ever works on it: within a
// process a lock (create-outbox.ts), across processes a lease in the row, taken in a
// write transaction (BEGIN IMMEDIATE serializes claimers) together with the move to
// `sent`. A lease is free once it expires, or at once when its holder is a process of
// this machine that no longer exists (a crashed app need not be waited out).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Journal } from '../journal/open-journal';
import { isTerminal, readRow } from './outbox-rows';
import type { OutboxRow } from './outbox-rows';
import { OutboxError } from './outbox-errors';
import { UNKNOWN_OUTCOME_MESSAGE } from './outbox-types';
import { isPastResendDeadline } from './retry-schedule';
import type { RetrySchedule } from './retry-schedule';

/** Who holds a lease: this machine and process. */
export function currentHolder(): string {
  return `${hostname()}:${process.pid}`;
}

/** True only when the holder is certainly gone: a process of this machine that no longer runs. */
export function isHolderGone(holder: string | null): boolean {
  if (holder === null) return true;
  const colon = holder.lastIndexOf(':');
  const pid = Number(holder.slice(colon + 1));
  if (colon < 0 || holder.slice(0, colon) !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export function isLeaseFree(row: OutboxRow, nowIso: string): boolean {
  return row.claimed_until === null || row.claimed_until <= nowIso || isHolderGone(row.claimed_by);
}

export type ClaimResult =
  | { kind: 'claimed'; row: OutboxRow; token: string }
  /** Already succeeded, failed or unknown: nothing to send. */
  | { kind: 'settled'; row: OutboxRow }
  /** Another sender holds it. */
  | { kind: 'busy'; row: OutboxRow }
  /** Past the resend deadline: marked unknown now. */
  | { kind: 'expired'; row: OutboxRow }
  /** Its next attempt is later. */
  | { kind: 'not_due'; row: OutboxRow };

export interface ClaimRequest {
  journal: Journal;
  id: string;
  now: Date;
  holder: string;
  leaseMs: number;
  schedule: RetrySchedule;
  /** Resume honours nextAttemptAt; an explicit send does not. */
  respectDue: boolean;
}

export function markUnknown(journal: Journal, id: string, nowIso: string): void {
  journal.db
    .prepare(`UPDATE outbox SET state = 'unknown', needs_attention = 1, attention_reason = ?, next_attempt_at = NULL,
      claimed_until = NULL, claimed_by = NULL, claim_token = NULL, updated_at = ? WHERE id = ?`)
    .run(UNKNOWN_OUTCOME_MESSAGE, nowIso, id);
}

/** Moves the entry to `sent` under a fresh lease, committed before anything is sent. */
export function claimForSend(request: ClaimRequest): ClaimResult {
  const { journal, id, now, holder } = request;
  const nowIso = now.toISOString();
  return journal.transaction((): ClaimResult => {
    const row = readRow(journal.db, id);
    if (row === undefined) throw new OutboxError('not_found', `There is no outbox entry ${id}.`);
    if (isTerminal(row.state)) return { kind: 'settled', row };
    if (!isLeaseFree(row, nowIso)) return { kind: 'busy', row };
    if (row.state === 'sent' && isPastResendDeadline(row.first_sent_at, now.getTime(), request.schedule)) {
      markUnknown(journal, id, nowIso);
      return { kind: 'expired', row: readRow(journal.db, id) as OutboxRow };
    }
    if (request.respectDue && row.next_attempt_at !== null && row.next_attempt_at > nowIso) return { kind: 'not_due', row };
    const token = randomUUID();
    journal.db
      .prepare(`UPDATE outbox SET state = 'sent', attempts = attempts + 1, first_sent_at = COALESCE(first_sent_at, ?), last_attempt_at = ?,
        next_attempt_at = NULL, claimed_until = ?, claimed_by = ?, claim_token = ?, updated_at = ? WHERE id = ?`)
      .run(nowIso, nowIso, new Date(now.getTime() + request.leaseMs).toISOString(), holder, token, nowIso, id);
    return { kind: 'claimed', row: readRow(journal.db, id) as OutboxRow, token };
  });
}

/**
 * Runs `renew` every `everyMs` while a send is in flight and returns what stops it. The
 * outbox takes one (default: a real, unref'd interval) so tests can drive the renewals.
 */
export type LeaseHeartbeat = (renew: () => void, everyMs: number) => () => void;

export const intervalHeartbeat: LeaseHeartbeat = (renew, everyMs) => {
  const timer = setInterval(renew, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

/** Extends a lease while its send is in flight; a no-op once the lease is no longer ours. */
export function renewLease(journal: Journal, id: string, token: string, until: Date): void {
  if (!journal.isOpen) return;
  journal.db.prepare('UPDATE outbox SET claimed_until = ? WHERE id = ? AND claim_token = ?').run(until.toISOString(), id, token);
}
