// What a failed send means for the entry. The rule: only an answer that proves the
// request was refused settles it as failed; anything that leaves the outcome open keeps
// it `sent`, to be retried later with the SAME key and bytes (the server replays a
// request it already carried out). A success body this app cannot read means the server
// did act: the outcome is unknown at once (a resend would only replay the same body).
import { PaymentsApiError } from '../api/api-errors';
import { TreasuryError } from '../../shared/errors';
import { OutboxError } from './outbox-errors';
import type { OutboxErrorData } from './outbox-types';

export type SendFailureDecision =
  /** A definitive refusal: nothing was created. */
  | 'refused'
  /** 409 duplicate_idempotency_key: the stored body changed or the key was reused. Failed, for a person. */
  | 'refused_duplicate_key'
  /** No definitive answer (network, timeout, 5xx, 429, in flight, clock, signer): later, same key. */
  | 'retry_later'
  /** The server answered 2xx but not readably: it acted, the result is unknown. */
  | 'unknown_now';

export function classifySendFailure(error: unknown): SendFailureDecision {
  if (!(error instanceof PaymentsApiError)) return 'retry_later';
  switch (error.apiKind) {
    case 'duplicate_idempotency_key':
      return 'refused_duplicate_key';
    case 'invalid_request':
    case 'permission':
    case 'not_found':
    case 'configuration':
    case 'invalid_request_options':
      return 'refused';
    case 'authentication':
      // Every 401 is decided before anything runs; a clock the client could not fix is worth another try.
      // A refusal after an attempt that may have acted is not final: send-entry.ts makes it unknown.
      return error.code === 'timestamp_out_of_range' ? 'retry_later' : 'refused';
    case 'malformed_response':
      return error.status >= 200 && error.status <= 299 ? 'unknown_now' : 'retry_later';
    case 'response_validation':
      return 'unknown_now';
    case 'idempotency_in_flight':
    case 'rate_limit':
    case 'server':
    case 'network':
    case 'timeout':
    case 'aborted':
    case 'signing':
      return 'retry_later';
  }
  return 'retry_later';
}

/** A 401 or 403: the server refused the credentials (or their role) before doing anything with this attempt. */
export function isCredentialRefusal(error: unknown): boolean {
  return error instanceof PaymentsApiError && (error.apiKind === 'authentication' || error.apiKind === 'permission');
}

/** Plain, secret-free data for an error (API errors are already redacted by the client). */
export function plainError(error: unknown): OutboxErrorData {
  if (error instanceof PaymentsApiError) return error.toPlainError();
  // The app's own typed errors (no API key, no server, the audit trail cannot be written): messages are secret-free by construction.
  if (error instanceof TreasuryError) {
    const data: OutboxErrorData = { kind: 'outbox', code: error.code, message: error.message, status: 0, retryable: error instanceof OutboxError ? false : error.retryable };
    if (error.remedy !== undefined) data.remedy = error.remedy;
    return data;
  }
  const message = error instanceof Error ? error.message : 'an unexpected failure';
  return { kind: 'outbox', code: 'unexpected_error', message: `Not settled: ${message}`, status: 0, retryable: true };
}

export const DUPLICATE_KEY_REASON =
  'The server refused this request: its idempotency key was already used with a different body (the stored request was changed, or the key was reused). It was not retried under a new key; check the ledger before doing anything else.';

export const REFUSED_AFTER_DELIVERY_REASON =
  'outcome unknown: the server refused the credentials (401 or 403) after an earlier attempt of this entry may have reached it and acted (for example, the key was revoked meanwhile). It was not marked refused: check the ledger before paying again.';
