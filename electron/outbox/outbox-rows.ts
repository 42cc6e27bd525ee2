// The outbox table (journal migrations 001, 003 and 004): the row shape, its mapping to OutboxEntry,
// and the statements that read it. State changes live with the flow that makes them
// (send-entry.ts, resolve-entry.ts), each in one transaction.
import type { Database } from 'better-sqlite3';
import type { Environment } from '../../shared/schemas/enums';
import type { OutboxEntry, OutboxErrorData, OutboxOperation, OutboxOutcome, OutboxState } from './outbox-types';

export interface OutboxRow {
  seq: number;
  id: string;
  created_at: string;
  updated_at: string;
  operation: string;
  method: string;
  path: string;
  body_text: string;
  idempotency_key: string;
  summary: string;
  state: OutboxState;
  attempts: number;
  first_sent_at: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  claimed_until: string | null;
  claimed_by: string | null;
  claim_token: string | null;
  completed_at: string | null;
  response_status: number | null;
  request_id: string | null;
  replayed: number | null;
  resource_id: string | null;
  resource_json: string | null;
  error_json: string | null;
  needs_attention: number;
  attention_reason: string | null;
  resolution: 'sent' | 'not_sent' | null;
  resolution_note: string | null;
  resolved_at: string | null;
  base_url: string | null;
  credentials_id: string | null;
  maybe_delivered: number;
  first_sent_elapsed_ms: number | null;
  prepared_id: string | null;
}

export const TERMINAL_STATES: readonly OutboxState[] = ['succeeded', 'failed', 'unknown'];
export const isTerminal = (state: OutboxState): boolean => TERMINAL_STATES.includes(state);

export function readRow(db: Database, id: string): OutboxRow | undefined {
  return db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as OutboxRow | undefined;
}

export function readRowByKey(db: Database, idempotencyKey: string): OutboxRow | undefined {
  return db.prepare('SELECT * FROM outbox WHERE idempotency_key = ?').get(idempotencyKey) as OutboxRow | undefined;
}

export function unfinishedRows(db: Database): OutboxRow[] {
  return db.prepare("SELECT * FROM outbox WHERE state IN ('pending', 'sent') ORDER BY seq").all() as OutboxRow[];
}

export function listRows(db: Database, states: readonly OutboxState[], limit: number): OutboxRow[] {
  return db.prepare(`SELECT * FROM outbox WHERE state IN (${states.map(() => '?').join(',')}) ORDER BY seq DESC LIMIT ?`).all(...states, limit) as OutboxRow[];
}

export function entryOf(row: OutboxRow, environment: Environment): OutboxEntry {
  const entry: OutboxEntry = {
    id: row.id,
    environment,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    operation: row.operation as OutboxOperation,
    method: 'POST',
    path: row.path,
    bodyText: row.body_text,
    idempotencyKey: row.idempotency_key,
    summary: row.summary,
    state: row.state,
    attempts: row.attempts,
    needsAttention: row.needs_attention === 1,
    mayHaveReachedServer: row.maybe_delivered === 1,
  };
  if (row.base_url !== null) entry.baseUrl = row.base_url;
  if (row.credentials_id !== null) entry.credentialsId = row.credentials_id;
  if (row.prepared_id !== null) entry.preparedId = row.prepared_id;
  if (row.first_sent_at !== null) entry.firstSentAt = row.first_sent_at;
  if (row.last_attempt_at !== null) entry.lastAttemptAt = row.last_attempt_at;
  if (row.next_attempt_at !== null) entry.nextAttemptAt = row.next_attempt_at;
  if (row.claimed_until !== null) entry.claimedUntil = row.claimed_until;
  if (row.completed_at !== null) entry.completedAt = row.completed_at;
  if (row.resource_id !== null) entry.resourceId = row.resource_id;
  if (row.response_status !== null) entry.responseStatus = row.response_status;
  if (row.request_id !== null) entry.requestId = row.request_id;
  if (row.replayed !== null) entry.replayed = row.replayed === 1;
  if (row.error_json !== null) entry.error = JSON.parse(row.error_json) as OutboxErrorData;
  // An entry settled before its refusal's request id was kept in request_id: its error has it.
  if (entry.requestId === undefined && entry.error?.requestId !== undefined) entry.requestId = entry.error.requestId;
  if (row.attention_reason !== null) entry.attentionReason = row.attention_reason;
  if (row.resolution !== null) entry.resolution = row.resolution;
  if (row.resolution_note !== null) entry.resolutionNote = row.resolution_note;
  if (row.resolved_at !== null) entry.resolvedAt = row.resolved_at;
  return entry;
}

/** What a row says about its send: the outcome a caller sees. */
export function outcomeOf(row: OutboxRow, environment: Environment): OutboxOutcome {
  const entry = entryOf(row, environment);
  const state = row.state === 'pending' || row.state === 'sent' ? 'pending' : row.state;
  const outcome: OutboxOutcome = { entry, state };
  if (row.state === 'succeeded' && row.resource_json !== null) outcome.resource = JSON.parse(row.resource_json) as unknown;
  if (entry.error !== undefined) outcome.error = entry.error;
  return outcome;
}
