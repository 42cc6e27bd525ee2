// A person settles an entry by hand, after checking the ledger: an `unknown` outcome, a
// refusal flagged for attention (a reused key), or an intent that never reached a server
// (never sent, or every attempt refused at the connection) that they no longer want. `sent` makes it succeeded, `not_sent` failed; never a resend under a new
// key. Resolved as sent, the entry keeps the id of the record the evidence found (when it
// had none), so the Outbox links to it. The change and its audit entry commit together.
import type { AuditTrail } from '../audit/create-audit-trail';
import type { Journal } from '../journal/open-journal';
import { OutboxError } from './outbox-errors';
import { entryOf, readRow } from './outbox-rows';
import type { OutboxRow } from './outbox-rows';
import type { OutboxEntry } from './outbox-types';
import { isId, type IdKind } from '../../shared/ids';

function resolvable(row: OutboxRow, resolution: 'sent' | 'not_sent'): boolean {
  if (row.state === 'unknown') return true;
  if (row.state === 'failed' && row.needs_attention === 1) return true;
  if (resolution !== 'not_sent' || row.claimed_until !== null) return false;
  // Never sent (and not being sent): abandoning it is safe.
  if (row.state === 'pending' && row.attempts === 0) return true;
  // Sent, but no attempt can have reached a server (each was refused at the connection,
  // or its credentials were refused): as safe to abandon as one never sent. Without this,
  // an entry tried against a mistyped URL would hold the URL change that corrects it.
  return (row.state === 'pending' || row.state === 'sent') && row.maybe_delivered === 0;
}

/** The records a resolution may name: what the outbox's writes make. */
const RESOURCE_KINDS: readonly IdKind[] = ['payment', 'collection', 'transfer', 'counterparty', 'paymentMethod', 'accountNumber', 'onboarding'];

export function resolveEntry(journal: Journal, audit: AuditTrail, request: { id: string; resolution: 'sent' | 'not_sent'; note: string; now: Date; resourceId?: string }): OutboxEntry {
  const { id, resolution, note } = request;
  if (request.resourceId !== undefined && (resolution !== 'sent' || !RESOURCE_KINDS.some((kind) => isId(kind, request.resourceId)))) {
    throw new OutboxError('not_resolvable', 'a resolution names a record only when resolved as sent, by its id (pmt_…, col_…, trf_…)');
  }
  if (resolution !== 'sent' && resolution !== 'not_sent') throw new OutboxError('not_resolvable', "resolution must be 'sent' or 'not_sent'");
  if (typeof note !== 'string' || note.trim().length === 0 || note.length > 2000) {
    throw new OutboxError('not_resolvable', 'a resolution needs a note of 1 to 2000 characters saying what the ledger showed');
  }
  const nowIso = request.now.toISOString();
  const row = journal.transaction(() => {
    const before = readRow(journal.db, id);
    if (before === undefined) throw new OutboxError('not_found', `There is no outbox entry ${id}.`);
    if (!resolvable(before, resolution)) {
      throw new OutboxError('not_resolvable', `Entry ${id} is ${before.state}${before.needs_attention === 1 ? '' : ' and needs no resolution'}; only an unknown outcome, a flagged refusal or (as not_sent) an entry that never reached a server can be resolved by hand.`);
    }
    journal.db
      .prepare(`UPDATE outbox SET state = ?, resolution = ?, resolution_note = ?, resolved_at = ?, needs_attention = 0, completed_at = COALESCE(completed_at, ?),
        next_attempt_at = NULL, updated_at = ?, resource_id = COALESCE(resource_id, ?) WHERE id = ?`)
      .run(resolution === 'sent' ? 'succeeded' : 'failed', resolution, note.trim(), nowIso, nowIso, nowIso, request.resourceId ?? null, id);
    const kept = before.resource_id ?? request.resourceId;
    audit.appendResolution({
      environment: journal.environment,
      outboxEntryId: id,
      idempotencyKey: before.idempotency_key,
      operation: before.operation,
      summary: before.summary,
      previousState: before.state,
      resolution,
      note: note.trim(),
      ...(resolution === 'sent' && kept !== undefined ? { resourceId: kept } : {}),
    });
    return readRow(journal.db, id) as OutboxRow;
  });
  return entryOf(row, journal.environment);
}
