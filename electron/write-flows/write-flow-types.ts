// The shapes every write flow shares: what a person gets back from `prepare` (field
// errors that say what to fix, or a prepared instruction with its checks), and the two
// small ports the flows send through (the outbox) and record in (the audit trail).
import type { FieldError } from '../../shared/api-errors';
import type { Environment } from '../../shared/schemas';
import type { OperationName, OPERATIONS } from '../api/operations';
import type { Check } from '../pre-send-checks';

export type WriteAction =
  | 'pay'
  | 'pay_ach'
  | 'pay_swift'
  | 'pay_crypto'
  | 'pay_open'
  | 'cancel_payment'
  | 'create_collection'
  | 'create_transfer'
  | 'onboard_individual'
  | 'onboard_business'
  | 'create_account_number'
  | 'create_counterparty'
  | 'edit_counterparty'
  | 'archive_counterparty'
  | 'add_payment_method';

/** An instruction checked and ready to confirm. Plain, frozen data: safe to show and to pass over IPC. */
export interface PreparedWrite {
  /** Names this instruction for `confirm` (random; one confirmation per id). */
  readonly id: string;
  readonly environment: Environment;
  readonly action: WriteAction;
  readonly operation: OperationName;
  readonly pathParams?: Readonly<Record<string, string>>;
  /** The exact request body that will be sent. */
  readonly body: unknown;
  /** One line a person reads, with no secret in it. */
  readonly summary: string;
  /** The checks as they stood when prepared (confirm runs them again). */
  readonly checks: readonly Check[];
  /** The IANA time zone of the person who prepared it: its review and checks write times in it. */
  readonly timeZone: string;
  readonly preparedAt: string;
  /** After this, confirm refuses: prepare again. */
  readonly expiresAt: string;
}

export type PrepareResult =
  | { readonly ok: true; readonly prepared: PreparedWrite }
  | { readonly ok: false; readonly fieldErrors: readonly FieldError[] };

/** The operations the outbox carries: every POST of the operation table. */
export type OutboxOperation = { [K in OperationName]: (typeof OPERATIONS)[K]['method'] extends 'POST' ? K : never }[OperationName];

/** What the outbox is asked to send: the operation, its path parameters and its body. */
export interface OutboxIntent {
  operation: OutboxOperation;
  pathParams?: Record<string, string>;
  body: unknown;
  summary: string;
  /** The review it is confirmed from: kept on the entry so the window finds exactly it after a lost answer. */
  preparedId?: string;
}

/** The journal entry of an intent, as far as the flows need it. */
export interface OutboxEntryRef {
  id: string;
  idempotencyKey: string;
  state: string;
}

/** How a confirmed write ended: the outbox's answer for a POST, the server's for a PATCH. */
export interface WriteOutcome {
  /** `pending`: not settled yet, the outbox sends it again with the same key and bytes. */
  state: 'succeeded' | 'failed' | 'pending' | 'unknown';
  /** The outbox entry (every POST). */
  entry?: OutboxEntryRef;
  resource?: unknown;
  /** Plain error data. */
  error?: unknown;
}

/** What the outbox answers (electron/outbox). */
export interface OutboxOutcome extends WriteOutcome {
  entry: OutboxEntryRef;
}

/**
 * The outbox as the flows see it. A confirmed POST goes in through enqueueWithConfirmation
 * ONLY: the entry and the confirmation are committed in one journal transaction (both or
 * neither), so no flow can journal one without the other.
 */
export interface OutboxPort {
  /** Journals the intent and the confirmation (given its entry's id and key) together; throws, storing neither, when either fails. */
  enqueueWithConfirmation(intent: OutboxIntent, confirmation: ConfirmationRecord): OutboxEntryRef;
  /** Sends (or resends) a journaled entry, and keeps the record a success answered in the cache (following its status): the confirm does not store it again. */
  send(id: string, options?: { signal?: AbortSignal }): Promise<OutboxOutcome>;
}

/** One confirmation a person made, for the audit trail (electron/audit). */
export interface ConfirmationRecord {
  environment: Environment;
  action: WriteAction;
  summary: string;
  checks: Array<{ code: string; severity: 'warning' | 'block'; message: string }>;
  acknowledged: string[];
  /** Set by the outbox (enqueueWithConfirmation) for a write it carries. */
  outboxEntryId?: string;
  idempotencyKey?: string;
}

/** Where the confirmation of a write that has no outbox entry (a PATCH) is recorded. */
export interface ConfirmationLog {
  appendConfirmation(record: ConfirmationRecord): unknown;
}

/** Told about every payment and collection that was created, so its status is followed. */
export interface StatusFollower {
  followPayment(paymentId: string): void;
  followCollection(collectionId: string): void;
}

export interface ConfirmOptions {
  /** Codes of the warnings the person acknowledged. */
  acknowledge?: readonly string[];
  /** In production, what the person typed to name the environment: it must be "production". */
  typedEnvironment?: string;
  signal?: AbortSignal;
}

export interface ConfirmedWrite {
  readonly prepared: PreparedWrite;
  /** The checks as they stood at confirmation (run again then). */
  readonly checks: readonly Check[];
  readonly outcome: WriteOutcome;
  /** The created or changed resource, checked against its schema (stored in the cache by the outbox's send, or by the confirm for a PATCH). */
  readonly resource?: unknown;
}
