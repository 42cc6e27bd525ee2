// Sends one outbox entry: claim it (moving it to `sent`, committed, BEFORE the request
// leaves), send the stored bytes under the stored key through the API client (which
// signs every attempt afresh and retries what it can), then record what the answer
// proves: succeeded, failed (a refusal), unknown (the server acted but its answer is
// unreadable), or still `sent`, due again later with the same key and bytes.
import type { ApiClientCore } from '../api/request-pipeline';
import { sendPrepared } from '../api/operations/call-operation';
import type { Journal } from '../journal/open-journal';
import { OutboxError } from './outbox-errors';
import { claimForSend, isLeaseFree, renewLease } from './outbox-lease';
import type { LeaseHeartbeat } from './outbox-lease';
import { isTerminal, outcomeOf, readRow } from './outbox-rows';
import type { OutboxRow } from './outbox-rows';
import { UNKNOWN_OUTCOME_MESSAGE } from './outbox-types';
import type { OutboxErrorData, OutboxOperation, OutboxOutcome } from './outbox-types';
import { DUPLICATE_KEY_REASON, classifySendFailure, plainError } from './send-failure';
import { isPastResendDeadline, nextAttemptMs } from './retry-schedule';
import type { RetrySchedule } from './retry-schedule';
import { PaymentsApiError } from '../api/api-errors';

export interface SendContext {
  journal: Journal;
  core: () => Promise<ApiClientCore> | ApiClientCore;
  now: () => Date;
  holder: string;
  leaseMs: number;
  schedule: RetrySchedule;
  /** Renews the lease while a send is in flight. */
  heartbeat: LeaseHeartbeat;
}

export type SendResult =
  | { kind: 'outcome'; outcome: OutboxOutcome }
  /** Left alone: another sender holds it, or it is not due yet (resume only). */
  | { kind: 'skipped'; row: OutboxRow }
  /** No API client could be had (no key, no server, wrong environment): nothing was sent. */
  | { kind: 'no_client'; row: OutboxRow; error: OutboxErrorData };

const CLEAR_CLAIM = 'claimed_until = NULL, claimed_by = NULL, claim_token = NULL';

async function clientFor(ctx: SendContext): Promise<ApiClientCore | OutboxErrorData> {
  try {
    const core = await ctx.core();
    if (core.environment === ctx.journal.environment) return core;
    return plainError(new OutboxError('environment_mismatch', `This outbox belongs to the ${ctx.journal.environment} environment; it will not send through a ${core.environment} client.`));
  } catch (error) {
    return plainError(error);
  }
}

export async function sendEntry(ctx: SendContext, id: string, options: { signal?: AbortSignal; respectDue: boolean }): Promise<SendResult> {
  const { journal } = ctx;
  const row = readRow(journal.db, id);
  if (row === undefined) throw new OutboxError('not_found', `There is no outbox entry ${id}.`);
  const now = ctx.now();
  const nowIso = now.toISOString();
  if (isTerminal(row.state)) return { kind: 'outcome', outcome: outcomeOf(row, journal.environment) };
  if (!isLeaseFree(row, nowIso)) return { kind: 'skipped', row };
  const expired = row.state === 'sent' && isPastResendDeadline(row.first_sent_at, now.getTime(), ctx.schedule);
  if (!expired && options.respectDue && row.next_attempt_at !== null && row.next_attempt_at > nowIso) return { kind: 'skipped', row };

  let core: ApiClientCore | undefined;
  if (!expired) {
    const client = await clientFor(ctx);
    if (!('request' in client)) return { kind: 'no_client', row, error: client };
    core = client;
  }
  const claim = claimForSend({ journal, id, now: ctx.now(), holder: ctx.holder, leaseMs: ctx.leaseMs, schedule: ctx.schedule, respectDue: options.respectDue });
  if (claim.kind === 'busy' || claim.kind === 'not_due') return { kind: 'skipped', row: claim.row };
  if (claim.kind !== 'claimed' || core === undefined) return { kind: 'outcome', outcome: outcomeOf(claim.row, journal.environment) };

  const { token } = claim;
  const stopHeartbeat = ctx.heartbeat(() => {
    try {
      renewLease(journal, id, token, new Date(ctx.now().getTime() + ctx.leaseMs));
    } catch {
      // A lease that cannot be renewed expires; the worst case is a second sender with the same key.
    }
  }, Math.max(1000, ctx.leaseMs / 3));
  try {
    const prepared = { operation: claim.row.operation as OutboxOperation, method: 'POST' as const, path: claim.row.path, bodyText: claim.row.body_text };
    const result = await sendPrepared(core, prepared, { idempotencyKey: claim.row.idempotency_key, ...(options.signal !== undefined && { signal: options.signal }) });
    return { kind: 'outcome', outcome: recordSuccess(ctx, id, result) };
  } catch (error) {
    return { kind: 'outcome', outcome: recordFailure(ctx, id, token, error) };
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

function recordFailure(ctx: SendContext, id: string, token: string, error: unknown): OutboxOutcome {
  const { journal, schedule } = ctx;
  const now = ctx.now();
  const nowIso = now.toISOString();
  const plain = plainError(error);
  const errorJson = JSON.stringify(plain);
  const decision = classifySendFailure(error);
  const row = journal.transaction(() => {
    const settle = journal.db.prepare(`UPDATE outbox SET state = ?, completed_at = ?, error_json = ?, needs_attention = ?, attention_reason = ?,
      next_attempt_at = NULL, ${CLEAR_CLAIM}, updated_at = ? WHERE id = ? AND state IN ('pending', 'sent')`);
    if (decision === 'refused') settle.run('failed', nowIso, errorJson, 0, null, nowIso, id);
    else if (decision === 'refused_duplicate_key') settle.run('failed', nowIso, errorJson, 1, DUPLICATE_KEY_REASON, nowIso, id);
    else if (decision === 'unknown_now') {
      settle.run('unknown', null, errorJson, 1, `${UNKNOWN_OUTCOME_MESSAGE} (the server answered but its answer could not be read)`, nowIso, id);
    } else {
      const current = readRow(journal.db, id) as OutboxRow;
      const retryAfterMs = error instanceof PaymentsApiError ? error.retryAfterMs : undefined;
      const aborted = error instanceof PaymentsApiError && error.apiKind === 'aborted';
      const dueMs = aborted ? now.getTime() : nextAttemptMs(now.getTime(), current.attempts, current.first_sent_at ?? nowIso, schedule, retryAfterMs);
      journal.db
        .prepare(`UPDATE outbox SET error_json = ?, next_attempt_at = ?, ${CLEAR_CLAIM}, updated_at = ? WHERE id = ? AND state = 'sent' AND claim_token = ?`)
        .run(errorJson, new Date(dueMs).toISOString(), nowIso, id, token);
    }
    return readRow(journal.db, id) as OutboxRow;
  });
  const outcome = outcomeOf(row, journal.environment);
  outcome.error = plain;
  return outcome;
}
