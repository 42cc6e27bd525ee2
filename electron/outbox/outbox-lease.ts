// Claiming an entry for sending, so that only one sender ever works on it: within a
// process a lock (create-outbox.ts), across processes a claim in the row, taken in a
// write transaction (BEGIN IMMEDIATE serializes claimers) together with the move to
// `sent`, and backed by an OS lock the claimer holds for as long as it sends
// (send-lock.ts). A claim is free once its lock is free (the holder is gone, however it
// ended), never while the lock is held. A claim without a lock file (made by an older
// version of the app) is free once its lease time has passed.
import { dirname } from 'node:path';
import type { Journal } from '../journal/open-journal';
import { isTerminal, readRow } from './outbox-rows';
import type { OutboxRow } from './outbox-rows';
import { OutboxError } from './outbox-errors';
import { UNKNOWN_OUTCOME_MESSAGE } from './outbox-types';
import { advanceElapsedMs } from './elapsed-clock';
import type { MonotonicSource } from './elapsed-clock';
import { isPastResendDeadline } from './retry-schedule';
import type { RetrySchedule } from './retry-schedule';
import { bindingConflict, bindingConflictReason } from './send-binding';
import type { OutboxTarget } from './send-binding';
import { probeSendLock } from './send-lock';

/** Where the send locks of a journal's claims live: beside the journal file. */
export function sendLockDirectory(journal: Journal): string {
  return dirname(journal.path);
}

export function isLeaseFree(row: OutboxRow, nowIso: string, lockDirectory: string): boolean {
  if (row.claimed_until === null) return true;
  if (row.claim_token !== null) {
    const probe = probeSendLock(lockDirectory, row.claim_token);
    if (probe === 'held') return false;
    if (probe === 'free') return true;
  }
  return row.claimed_until <= nowIso;
}

export type ClaimResult =
  | { kind: 'claimed'; row: OutboxRow; token: string; wasDelivered: boolean }
  /** Already succeeded, failed or unknown: nothing to send. */
  | { kind: 'settled'; row: OutboxRow }
  /** Another sender holds it. */
  | { kind: 'busy'; row: OutboxRow }
  /** Past the resend deadline, or bound to other credentials or another server: marked unknown now. */
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
  monotonic: MonotonicSource;
  /** The fresh token whose send lock the claimer already holds. */
  token: string;
  /** Where and as whom it would be sent; absent when it is not to be sent (past its deadline). */
  target: OutboxTarget | undefined;
  /** Resume honours nextAttemptAt; an explicit send does not. */
  respectDue: boolean;
}

export function markUnknown(journal: Journal, id: string, nowIso: string, reason: string = UNKNOWN_OUTCOME_MESSAGE): void {
  journal.db
    .prepare(`UPDATE outbox SET state = 'unknown', needs_attention = 1, attention_reason = ?, next_attempt_at = NULL,
      claimed_until = NULL, claimed_by = NULL, claim_token = NULL, updated_at = ? WHERE id = ?`)
    .run(reason, nowIso, id);
}

/** Moves the entry to `sent` under the claimer's lock, committed before anything is sent. */
export function claimForSend(request: ClaimRequest): ClaimResult {
  const { journal, id, now, holder, token } = request;
  const nowIso = now.toISOString();
  return journal.transaction((): ClaimResult => {
    const row = readRow(journal.db, id);
    if (row === undefined) throw new OutboxError('not_found', `There is no outbox entry ${id}.`);
    if (isTerminal(row.state)) return { kind: 'settled', row };
    if (!isLeaseFree(row, nowIso, sendLockDirectory(journal))) return { kind: 'busy', row };
    const elapsedMs = advanceElapsedMs(journal.db, now.getTime(), request.monotonic);
    if (row.state === 'sent' && isPastResendDeadline({ at: row.first_sent_at, elapsedMs: row.first_sent_elapsed_ms }, { wallMs: now.getTime(), elapsedMs }, request.schedule)) {
      markUnknown(journal, id, nowIso);
      return { kind: 'expired', row: readRow(journal.db, id) as OutboxRow };
    }
    const conflict = request.target === undefined ? undefined : bindingConflict(row, request.target);
    if (conflict !== undefined) {
      markUnknown(journal, id, nowIso, bindingConflictReason(conflict));
      return { kind: 'expired', row: readRow(journal.db, id) as OutboxRow };
    }
    if (request.target === undefined) return { kind: 'not_due', row };
    if (request.respectDue && row.next_attempt_at !== null && row.next_attempt_at > nowIso) return { kind: 'not_due', row };
    // Bound to this target from now on; an entry that may have reached its server already keeps its binding.
    const bound = row.maybe_delivered === 1;
    journal.db
      .prepare(`UPDATE outbox SET state = 'sent', attempts = attempts + 1,
        first_sent_elapsed_ms = CASE WHEN first_sent_at IS NULL THEN ? ELSE first_sent_elapsed_ms END,
        first_sent_at = COALESCE(first_sent_at, ?), last_attempt_at = ?, next_attempt_at = NULL, claimed_until = ?, claimed_by = ?, claim_token = ?,
        base_url = CASE WHEN ? THEN COALESCE(base_url, ?) ELSE ? END, credentials_id = CASE WHEN ? THEN COALESCE(credentials_id, ?) ELSE ? END,
        maybe_delivered = 1, updated_at = ? WHERE id = ?`)
      .run(elapsedMs, nowIso, nowIso, new Date(now.getTime() + request.leaseMs).toISOString(), holder, token,
        bound ? 1 : 0, request.target.baseUrl, request.target.baseUrl, bound ? 1 : 0, request.target.credentialsId ?? null, request.target.credentialsId ?? null, nowIso, id);
    return { kind: 'claimed', row: readRow(journal.db, id) as OutboxRow, token, wasDelivered: bound };
  });
}

/**
 * Runs `renew` every `everyMs` while a send is in flight and returns what stops it. The
 * outbox takes one (default: a real, unref'd interval) so tests can drive the renewals.
 * The renewed lease time is what a person sees ("being sent now"), and what frees a
 * claim whose lock file is missing.
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
