// Sends one outbox entry: take a send lock and claim the entry under it (moving it to
// `sent`, committed, BEFORE the request leaves), send the stored bytes under the stored
// key through the API client (which signs every attempt afresh and retries what it can),
// then record what the answer proves: succeeded, failed (a refusal), unknown (the server
// acted but its answer is unreadable, or its credentials were refused after an attempt
// that may have acted), or still `sent`, due again later with the same key and bytes.
// An entry that may have reached its server is only ever resent to that server under
// that API key (send-binding.ts).
import { randomUUID } from 'node:crypto';
import type { ApiClientCore } from '../api/request-pipeline';
import { sendPrepared } from '../api/operations/call-operation';
import type { Journal } from '../journal/open-journal';
import type { AttemptLog } from './delivery-evidence';
import { peekElapsedMs } from './elapsed-clock';
import type { MonotonicSource } from './elapsed-clock';
import { OutboxError } from './outbox-errors';
import { claimForSend, isLeaseFree, renewLease, sendLockDirectory } from './outbox-lease';
import type { LeaseHeartbeat } from './outbox-lease';
import { isTerminal, outcomeOf, readRow } from './outbox-rows';
import type { OutboxRow } from './outbox-rows';
import { UNKNOWN_OUTCOME_MESSAGE } from './outbox-types';
import type { OutboxErrorData, OutboxOperation, OutboxOutcome } from './outbox-types';
import { DUPLICATE_KEY_REASON, REFUSED_AFTER_DELIVERY_REASON, classifySendFailure, isCredentialRefusal, plainError } from './send-failure';
import { isPastResendDeadline, nextAttemptMs } from './retry-schedule';
import type { RetrySchedule } from './retry-schedule';
import type { OutboxTarget } from './send-binding';
import { acquireSendLock, removeFreeSendLock } from './send-lock';
import { PaymentsApiError } from '../api/api-errors';

export interface SendContext {
  journal: Journal;
  core: () => Promise<ApiClientCore> | ApiClientCore;
  /** Where and as whom `core` sends. */
  target: (core: ApiClientCore) => Promise<OutboxTarget> | OutboxTarget;
  /** Throws (a typed error) when nothing may be sent now, e.g. the audit trail cannot be written. */
  beforeSend: () => void;
  now: () => Date;
  monotonic: MonotonicSource;
  holder: string;
  leaseMs: number;
  schedule: RetrySchedule;
  /** Renews the lease while a send is in flight. */
  heartbeat: LeaseHeartbeat;
  attempts: AttemptLog;
}

export type SendResult =
  | { kind: 'outcome'; outcome: OutboxOutcome }
  /** Left alone: another sender holds it, or it is not due yet (resume only). */
  | { kind: 'skipped'; row: OutboxRow }
  /** Nothing could be sent (no key, no server, wrong environment, no audit trail): nothing was sent. */
  | { kind: 'no_client'; row: OutboxRow; error: OutboxErrorData };

const CLEAR_CLAIM = 'claimed_until = NULL, claimed_by = NULL, claim_token = NULL';

interface Connection {
  core: ApiClientCore;
  target: OutboxTarget;
}

async function connectionFor(ctx: SendContext): Promise<Connection | OutboxErrorData> {
  try {
    ctx.beforeSend();
    const core = await ctx.core();
    if (core.environment !== ctx.journal.environment) {
      return plainError(new OutboxError('environment_mismatch', `This outbox belongs to the ${ctx.journal.environment} environment; it will not send through a ${core.environment} client.`));
    }
    return { core, target: await ctx.target(core) };
  } catch (error) {
    return plainError(error);
  }
}

export async function sendEntry(ctx: SendContext, id: string, options: { signal?: AbortSignal; respectDue: boolean }): Promise<SendResult> {
  const { journal } = ctx;
  const lockDirectory = sendLockDirectory(journal);
  const row = readRow(journal.db, id);
  if (row === undefined) throw new OutboxError('not_found', `There is no outbox entry ${id}.`);
  const now = ctx.now();
  const nowIso = now.toISOString();
  if (isTerminal(row.state)) return { kind: 'outcome', outcome: outcomeOf(row, journal.environment) };
  if (!isLeaseFree(row, nowIso, lockDirectory)) return { kind: 'skipped', row };
  const elapsedMs = peekElapsedMs(journal.db, now.getTime(), ctx.monotonic);
  const expired = row.state === 'sent'
    && isPastResendDeadline({ at: row.first_sent_at, elapsedMs: row.first_sent_elapsed_ms }, { wallMs: now.getTime(), elapsedMs }, ctx.schedule);
  if (!expired && options.respectDue && row.next_attempt_at !== null && row.next_attempt_at > nowIso) return { kind: 'skipped', row };

  let connection: Connection | undefined;
  if (!expired) {
    const connected = await connectionFor(ctx);
    if (!('core' in connected)) return { kind: 'no_client', row, error: connected };
    connection = connected;
  }
  const previousToken = row.claim_token;
  const lock = acquireSendLock(lockDirectory, randomUUID());
  try {
    const claim = claimForSend({
      journal, id, now: ctx.now(), holder: ctx.holder, leaseMs: ctx.leaseMs, schedule: ctx.schedule, monotonic: ctx.monotonic,
      token: lock.token, target: connection?.target, respectDue: options.respectDue,
    });
    if (claim.kind === 'busy' || claim.kind === 'not_due') return { kind: 'skipped', row: claim.row };
    if (previousToken !== null && previousToken !== lock.token) removeFreeSendLock(lockDirectory, previousToken);
    if (claim.kind !== 'claimed' || connection === undefined) return { kind: 'outcome', outcome: outcomeOf(claim.row, journal.environment) };
    return { kind: 'outcome', outcome: await sendClaimed(ctx, claim.row, lock.token, claim.wasDelivered, connection.core, options.signal) };
  } finally {
    lock.release();
  }
}

async function sendClaimed(ctx: SendContext, row: OutboxRow, token: string, wasDelivered: boolean, core: ApiClientCore, signal: AbortSignal | undefined): Promise<OutboxOutcome> {
  const { journal } = ctx;
  const stopHeartbeat = ctx.heartbeat(() => {
    try {
      renewLease(journal, row.id, token, new Date(ctx.now().getTime() + ctx.leaseMs));
    } catch {
      // The lease time is what a person sees; the send lock, not the lease time, keeps other senders out.
    }
  }, Math.max(1000, ctx.leaseMs / 3));
  const key = row.idempotency_key;
  ctx.attempts.begin(key);
  try {
    const prepared = { operation: row.operation as OutboxOperation, method: 'POST' as const, path: row.path, bodyText: row.body_text };
    const result = await sendPrepared(core, prepared, { idempotencyKey: key, ...(signal !== undefined && { signal }) });
    ctx.attempts.end(key, undefined);
    return recordSuccess(ctx, row.id, result);
  } catch (error) {
    const mayHaveActed = ctx.attempts.end(key, error);
    return recordFailure(ctx, row.id, token, error, wasDelivered || mayHaveActed);
  } finally {
    stopHeartbeat();
  }
}

function recordSuccess(ctx: SendContext, id: string, result: { data: unknown; status: number; requestId: string | undefined; replayed: boolean }): OutboxOutcome {
  const { journal } = ctx;
  const nowIso = ctx.now().toISOString();
  const resourceId = typeof (result.data as { id?: unknown } | null)?.id === 'string' ? (result.data as { id: string }).id : null;
  const row = journal.transaction(() => {
    const before = readRow(journal.db, id) as OutboxRow;
    // A success is proof, whatever happened meanwhile. Only if someone settled the entry otherwise
    // while this send was in flight (a lease lost over a very long sleep) does it need a person.
    const contradicted = before.state === 'failed' || before.state === 'unknown';
    journal.db
      .prepare(`UPDATE outbox SET state = 'succeeded', completed_at = ?, response_status = ?, request_id = ?, replayed = ?, resource_id = ?,
        resource_json = ?, error_json = NULL, next_attempt_at = NULL, ${CLEAR_CLAIM}, updated_at = ?,
        needs_attention = ?, attention_reason = ? WHERE id = ? AND state <> 'succeeded'`)
      .run(nowIso, result.status, result.requestId ?? null, result.replayed ? 1 : 0, resourceId, JSON.stringify(result.data), nowIso,
        contradicted ? 1 : 0, contradicted ? `The server confirmed this request after the entry had been marked ${before.state}${before.resolution === null ? '' : ` (resolved as ${before.resolution})`}: check the ledger.` : null, id);
    return readRow(journal.db, id) as OutboxRow;
  });
  return outcomeOf(row, journal.environment);
}

/**
 * Records a send that did not succeed. `mayHaveActed`: some attempt of this entry, in this
 * send or an earlier one, may have reached the server and acted.
 */
function recordFailure(ctx: SendContext, id: string, token: string, error: unknown, mayHaveActed: boolean): OutboxOutcome {
  const { journal, schedule } = ctx;
  const now = ctx.now();
  const nowIso = now.toISOString();
  const plain = plainError(error);
  const errorJson = JSON.stringify(plain);
  let decision = classifySendFailure(error);
  // The credentials refused after an attempt that may have acted (a key revoked meanwhile): the payment may exist.
  if (decision === 'refused' && isCredentialRefusal(error) && mayHaveActed) decision = 'unknown_now';
  const row = journal.transaction(() => {
    // The server's request id of its answer (a refusal's too), kept on the entry: it is what the provider's support asks for.
    const requestId = plain.requestId ?? null;
    const settle = journal.db.prepare(`UPDATE outbox SET state = ?, completed_at = ?, error_json = ?, needs_attention = ?, attention_reason = ?,
      next_attempt_at = NULL, maybe_delivered = ?, request_id = COALESCE(?, request_id), ${CLEAR_CLAIM}, updated_at = ? WHERE id = ? AND state IN ('pending', 'sent')`);
    const delivered = mayHaveActed ? 1 : 0;
    if (decision === 'refused') settle.run('failed', nowIso, errorJson, 0, null, delivered, requestId, nowIso, id);
    else if (decision === 'refused_duplicate_key') settle.run('failed', nowIso, errorJson, 1, DUPLICATE_KEY_REASON, delivered, requestId, nowIso, id);
    else if (decision === 'unknown_now') {
      const reason = isCredentialRefusal(error) ? REFUSED_AFTER_DELIVERY_REASON : `${UNKNOWN_OUTCOME_MESSAGE} (the server answered but its answer could not be read)`;
      settle.run('unknown', null, errorJson, 1, reason, delivered, requestId, nowIso, id);
    } else {
      const current = readRow(journal.db, id) as OutboxRow;
      const retryAfterMs = error instanceof PaymentsApiError ? error.retryAfterMs : undefined;
      const aborted = error instanceof PaymentsApiError && error.apiKind === 'aborted';
      const dueMs = aborted ? now.getTime() : nextAttemptMs(now.getTime(), current.attempts, current.first_sent_at ?? nowIso, schedule, retryAfterMs);
      journal.db
        .prepare(`UPDATE outbox SET error_json = ?, next_attempt_at = ?, maybe_delivered = ?, request_id = COALESCE(?, request_id), ${CLEAR_CLAIM}, updated_at = ? WHERE id = ? AND state = 'sent' AND claim_token = ?`)
        .run(errorJson, new Date(dueMs).toISOString(), delivered, requestId, nowIso, id, token);
    }
    return readRow(journal.db, id) as OutboxRow;
  });
  const outcome = outcomeOf(row, journal.environment);
  outcome.error = plain;
  return outcome;
}
