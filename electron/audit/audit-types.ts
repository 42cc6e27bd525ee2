// The audit trail's public types: what is appended, what is read back, what verify says.
import type { Environment } from '../../shared/schemas/enums';
import type { RequestAttemptEvent } from '../api/request-pipeline';
import type { KeyChangeAction } from '../secrets';

export type AuditKind = 'request' | 'confirmation' | 'resolution' | 'key_change';
export const AUDIT_KINDS: readonly AuditKind[] = ['request', 'confirmation', 'resolution', 'key_change'];


/** One HTTP attempt, from the API client's `onRequest` event (fields picked one by one). */
export interface RequestAuditData {
  environment: Environment;
  method: RequestAttemptEvent['method'];
  /** Path with query, exactly as signed and sent. */
  path: string;
  attempt: number;
  /** HTTP status; 0 when there was no response. */
  status: number;
  requestId?: string;
  idempotencyKey?: string;
  durationMs: number;
  replayed: boolean;
  outcome: RequestAttemptEvent['outcome'];
  errorKind?: string;
  errorCode?: string;
  delayMs?: number;
}

/** One pre-send check as the person saw it. */
export interface AuditCheck {
  code: string;
  severity: string;
  message: string;
}

/** A person confirmed a write (after seeing the checks). */
export interface ConfirmationInput {
  environment: Environment;
  /** What was confirmed, e.g. `createAchPayment` or `payment.create`. */
  action: string;
  /** Human, secret-free: "Pay 1,250.00 USD to Acme Supplies LLC (ACH, standard)". */
  summary: string;
  checks: readonly AuditCheck[];
  /** Codes of the warnings the person acknowledged. */
  acknowledged: readonly string[];
  outboxEntryId?: string;
  idempotencyKey?: string;
}

/** A person settled an outbox entry by hand (e.g. an outcome that was unknown). */
export interface ResolutionInput {
  environment: Environment;
  outboxEntryId: string;
  idempotencyKey: string;
  operation: string;
  summary: string;
  /** The entry's state before the resolution. */
  previousState: string;
  resolution: 'sent' | 'not_sent';
  note: string;
  /** Resolved as sent: the record the evidence found (a payment, collection or transfer), kept on the entry. */
  resourceId?: string;
}

/** A key of the environment changed (from the CLI or the window: both go through the host's KeyService). */
export interface KeyChangeInput {
  environment: Environment;
  action: KeyChangeAction;
  /** The first characters of the public key concerned (Base64), never a private key or an API key. */
  publicKeyFingerprint?: string;
}

export type KeyChangeAuditData = KeyChangeInput;
export type ConfirmationAuditData = Omit<ConfirmationInput, 'checks' | 'acknowledged'> & { checks: AuditCheck[]; acknowledged: string[] };
export type ResolutionAuditData = ResolutionInput;

export interface AuditEntry {
  seq: number;
  /** ISO 8601 UTC with milliseconds. */
  at: string;
  kind: AuditKind;
  /** The parsed data; `dataText` is what was hashed. */
  data: Record<string, unknown>;
  dataText: string;
  prevHash: string;
  hash: string;
}

export type AuditVerification =
  | { ok: true; entries: number; headHash: string }
  | { ok: false; brokenAt: number; reason: string };
