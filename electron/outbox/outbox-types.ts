// The outbox's public types. An OutboxEntry is plain data: no API key, no signature, no
// private key. Its body is the instruction itself (what must be resent byte for byte);
// a payment method's full bank account number can be in it, so bodies are never logged
// (maskedBodyText() gives a form fit for display).
import type { FieldError } from '../../shared/api-errors';
import type { PerAudience } from '../../shared/errors';
import { OUTBOX_STATE_NAMES, type OutboxState } from '../../shared/ipc/journal-methods';
import type { Environment } from '../../shared/schemas/enums';
import type { ApiErrorKind } from '../api/api-errors';
import type { OperationName, OPERATIONS } from '../api/operations/operation-table';

export type { OutboxState };
export const OUTBOX_STATES: readonly OutboxState[] = OUTBOX_STATE_NAMES;

/** The operations the outbox carries: every POST of the operation table. */
export type OutboxOperation = { [K in OperationName]: (typeof OPERATIONS)[K]['method'] extends 'POST' ? K : never }[OperationName];

export interface OutboxIntent {
  operation: OutboxOperation;
  /** e.g. `{ paymentId }` for cancelPayment, `{ counterpartyId }` for createPaymentMethod. */
  pathParams?: Readonly<Record<string, string>>;
  /** The request body; checked against the operation's schema and serialized once. */
  body: unknown;
  /** Human and secret-free, e.g. "Pay 1,250.00 USD to Acme Supplies LLC (ACH)". */
  summary: string;
  /** The review it was confirmed from (the prepared id `writes.confirm` took), when it was. */
  preparedId?: string;
}

/** An error as plain data (the IPC envelope's `error`); `kind: 'outbox'` for the outbox's own. */
export interface OutboxErrorData {
  kind: ApiErrorKind | 'outbox';
  code: string;
  message: string;
  status: number;
  retryable: boolean;
  requestId?: string;
  fields?: FieldError[];
  /** What to do next, per audience (the app's own errors; `message` says what happened): each reader's view words it. */
  remedy?: PerAudience;
}

export interface OutboxEntry {
  id: string;
  environment: Environment;
  /** ISO 8601 UTC, when the intent was committed. */
  createdAt: string;
  updatedAt: string;
  operation: OutboxOperation;
  method: 'POST';
  /** Relative to the base URL (`/payments/open`), parameters encoded. */
  path: string;
  /** The exact body bytes that are (re)sent. */
  bodyText: string;
  idempotencyKey: string;
  summary: string;
  /** The review it was confirmed from (its prepared id); absent for entries written before it was kept, and for writes not made from a review. */
  preparedId?: string;
  state: OutboxState;
  /** Sends started (each may hold several HTTP attempts of the API client). */
  attempts: number;
  firstSentAt?: string;
  lastAttemptAt?: string;
  /** When a `sent` entry is due again (its last send had no definitive answer). */
  nextAttemptAt?: string;
  /** A sender holds the entry until then. */
  claimedUntil?: string;
  completedAt?: string;
  /** The created resource's id (`pmt_...`), once succeeded. */
  resourceId?: string;
  responseStatus?: number;
  requestId?: string;
  replayed?: boolean;
  /** The refusal (failed), or the last error of a send that will be retried. */
  error?: OutboxErrorData;
  /** A person must look at it: outcome unknown, or the key was refused as reused. */
  needsAttention: boolean;
  attentionReason?: string;
  resolution?: 'sent' | 'not_sent';
  resolutionNote?: string;
  resolvedAt?: string;
  /** True once an attempt may have reached the server: from then on it is bound to `baseUrl` and `credentialsId`. */
  mayHaveReachedServer: boolean;
  /** The server of its sends (the profile's base URL, or `embedded`). */
  baseUrl?: string;
  /** A fingerprint of the API key of its sends (never the key itself). */
  credentialsId?: string;
}

export interface OutboxOutcome {
  entry: OutboxEntry;
  /** `pending`: not settled yet, it will be sent (again) with the same key and bytes. */
  state: 'succeeded' | 'failed' | 'pending' | 'unknown';
  /** The created resource (schema-checked JSON), when succeeded. */
  resource?: unknown;
  error?: OutboxErrorData;
}

export interface ResumeReport {
  /** One per entry sent (or marked unknown) by this pass, in creation order. */
  outcomes: OutboxOutcome[];
  /** Unfinished entries left alone: not due yet, or being sent by someone else. */
  waiting: number;
  /** When the earliest waiting entry is due (ISO); absent when none waits. */
  nextDueAt?: string;
  /** Set when the pass stopped early because no API client could be had (e.g. no key). */
  error?: OutboxErrorData;
}

export interface OutboxListOptions {
  states?: readonly OutboxState[];
  /** Newest first; default 200, at most 1000. */
  limit?: number;
}

export const UNKNOWN_OUTCOME_MESSAGE = 'outcome unknown: check the ledger before paying again';
