// Turns a confirmed intent into one durable outbox row: the request is checked against
// its schema and serialized ONCE (prepareOperation), a fresh UUID v4 becomes its
// idempotency key for ever, and the row is committed (synchronous=FULL) before this
// returns. A request that does not validate throws the error naming its fields, and
// nothing is stored. The summary is display text: anything in it shaped like a secret is
// redacted before it is stored. The review it was confirmed from (its prepared id) is kept
// with it, for the window to find exactly this entry after a confirm whose answer was lost.
import { randomUUID } from 'node:crypto';
import { InvalidRequestError } from '../api/api-errors';
import { OPERATIONS } from '../api/operations/operation-table';
import { prepareOperation } from '../api/operations/call-operation';
import type { PreparedRequest } from '../api/operations/call-operation';
import { InvalidPathParameterError } from '../api/operations/request-path';
import { redactSecretShapes } from '../audit/audit-text';
import type { Journal } from '../journal/open-journal';
import { OutboxError } from './outbox-errors';
import { entryOf, readRow } from './outbox-rows';
import type { OutboxRow } from './outbox-rows';
import type { OutboxEntry, OutboxIntent } from './outbox-types';

const MAX_SUMMARY_LENGTH = 500;

function checkSummary(summary: unknown): string {
  if (typeof summary !== 'string' || summary.trim().length === 0 || summary.length > MAX_SUMMARY_LENGTH) {
    throw new OutboxError('invalid_intent', `summary must be a description of 1 to ${MAX_SUMMARY_LENGTH} characters, for the person who will read the outbox`);
  }
  // Display text: anything shaped like a secret is redacted, never stored (and never a reason to refuse a payment).
  return redactSecretShapes(summary.trim());
}

/** The review's id, when there was one: a short printable token, nothing else. */
function checkPreparedId(preparedId: unknown): string | null {
  if (preparedId === undefined) return null;
  if (typeof preparedId !== 'string' || !/^[\w-]{1,100}$/.test(preparedId)) throw new OutboxError('invalid_intent', 'preparedId must be the id of the review the write was confirmed from');
  return preparedId;
}

function prepare(intent: OutboxIntent): PreparedRequest & { bodyText: string } {
  const spec = (OPERATIONS as Record<string, { method: string } | undefined>)[intent.operation];
  if (spec?.method !== 'POST') throw new OutboxError('not_a_post', `${String(intent.operation)} is not a POST operation; the outbox carries POSTs only`);
  let prepared: PreparedRequest;
  try {
    prepared = prepareOperation(intent.operation, { ...(intent.pathParams !== undefined && { pathParams: intent.pathParams }), body: intent.body });
  } catch (error) {
    if (!(error instanceof InvalidPathParameterError)) throw error;
    throw new InvalidRequestError({
      type: 'invalid_request_error',
      code: 'validation_failed',
      message: `Not sent: fix the ${intent.operation} request first (${error.parameter}: ${error.message}).`,
      status: 0,
      retryable: false,
      fields: [{ field: error.parameter, message: error.message }],
    });
  }
  if (prepared.bodyText === undefined) throw new OutboxError('not_a_post', `${intent.operation} has no request body`);
  return prepared as PreparedRequest & { bodyText: string };
}

export function enqueueIntent(journal: Journal, intent: OutboxIntent, now: Date): OutboxEntry {
  if (typeof intent !== 'object' || intent === null) throw new OutboxError('invalid_intent', 'an intent is an object with operation, body and summary');
  const summary = checkSummary(intent.summary);
  const prepared = prepare(intent);
  const id = `obx_${randomUUID().replaceAll('-', '')}`;
  const nowIso = now.toISOString();
  const row = journal.transaction(() => {
    journal.db
      .prepare(`INSERT INTO outbox (id, created_at, updated_at, operation, method, path, body_text, idempotency_key, summary, state, attempts, prepared_id)
        VALUES (?, ?, ?, ?, 'POST', ?, ?, ?, ?, 'pending', 0, ?)`)
      .run(id, nowIso, nowIso, prepared.operation, prepared.path, prepared.bodyText, randomUUID(), summary, checkPreparedId(intent.preparedId));
    return readRow(journal.db, id) as OutboxRow;
  });
  return entryOf(row, journal.environment);
}
