// Typed errors of the Payments API client, mapped from the error body (spec part 7 and
// assumed-operations.md). Every failure of `request()` is a PaymentsApiError; `apiKind`
// tells which, and `kind` (TreasuryError's) how it is handled.
// Messages never contain the API key, a signature or a private key: server-supplied text
// is passed through `redactSecrets` before it becomes a message (error-response.ts maps a
// response to its error).
import type { FieldError } from '../../shared/api-errors';
import { TreasuryError, type TreasuryErrorKind } from '../../shared/errors';

export type ApiErrorKind =
  | 'authentication' // 401
  | 'permission' // 403
  | 'not_found' // 404, 405
  | 'invalid_request' // 400, 422, other 4xx, 409 other than the idempotency codes
  | 'duplicate_idempotency_key' // 409 duplicate_idempotency_key: never retried
  | 'idempotency_in_flight' // 409 idempotency_key_in_flight
  | 'rate_limit' // 429
  | 'server' // 5xx
  | 'network' // no response: refused, reset, dropped, DNS
  | 'timeout' // no response within the per-attempt timeout
  | 'aborted' // the caller's AbortSignal fired
  | 'malformed_response' // a body that is not JSON or not the error shape; unexpected status
  | 'response_validation' // a success body that fails its schema (thrown by the operations layer)
  | 'signing' // the signer failed (e.g. keychain locked)
  | 'configuration' // bad client options (base URL, API key)
  | 'invalid_request_options'; // a bug in the caller: bad path, query, body or idempotency key

/** How each kind of API failure is handled. */
const TREASURY_KIND: Record<ApiErrorKind, TreasuryErrorKind> = {
  authentication: 'refused',
  permission: 'refused',
  not_found: 'refused',
  invalid_request: 'refused',
  duplicate_idempotency_key: 'conflict',
  idempotency_in_flight: 'conflict',
  rate_limit: 'refused',
  server: 'failed',
  network: 'offline',
  timeout: 'offline',
  aborted: 'interrupted',
  malformed_response: 'failed',
  response_validation: 'failed',
  signing: 'failed',
  configuration: 'not_configured',
  invalid_request_options: 'input',
};

/**
 * The record of an API failure that the outbox journals and a sync reports: the API kind
 * and the HTTP status as well (not the IPC shape: that is `toPlain()`).
 */
export interface PlainApiError {
  kind: ApiErrorKind;
  code: string;
  message: string;
  requestId?: string;
  retryable: boolean;
  fields?: FieldError[];
  status: number;
}

export interface ApiErrorInit {
  type: string;
  code: string;
  message: string;
  /** HTTP status, or 0 when there was no response. */
  status: number;
  requestId?: string | undefined;
  retryable: boolean;
  fields?: ReadonlyArray<FieldError> | undefined;
  replayed?: boolean | undefined;
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

export class PaymentsApiError extends TreasuryError {
  /** Which API failure this is (the HTTP answer, or why there was none). */
  readonly apiKind: ApiErrorKind;
  readonly type: string;
  readonly code: string;
  readonly status: number;
  declare readonly requestId: string | undefined;
  declare readonly fields: ReadonlyArray<FieldError>;
  readonly replayed: boolean;
  /** The response's Retry-After in ms, if it had one (useful when the client gave up: the wait was too long). */
  readonly retryAfterMs: number | undefined;
  /** Attempts made before giving up (set by the request pipeline; 0 when nothing was sent). */
  attempts = 0;

  constructor(apiKind: ApiErrorKind, init: ApiErrorInit) {
    super(init.message, { cause: init.cause, retryable: init.retryable, requestId: init.requestId, fields: init.fields });
    this.name = 'PaymentsApiError';
    this.apiKind = apiKind;
    this.type = init.type;
    this.code = init.code;
    this.status = init.status;
    this.replayed = init.replayed ?? false;
    this.retryAfterMs = init.retryAfterMs;
  }

  get kind(): TreasuryErrorKind {
    return TREASURY_KIND[this.apiKind];
  }

  /** The failure record the outbox journals and a sync reports (see PlainApiError). */
  toPlainError(): PlainApiError {
    const plain: PlainApiError = { kind: this.apiKind, code: this.code, message: this.message, retryable: this.retryable, status: this.status };
    if (this.requestId !== undefined) plain.requestId = this.requestId;
    if (this.fields.length > 0) plain.fields = this.fields.map((f) => ({ field: f.field, message: f.message }));
    return plain;
  }
}

export class AuthenticationError extends PaymentsApiError {
  declare readonly apiKind: 'authentication';
  constructor(init: ApiErrorInit) { super('authentication', init); this.name = 'AuthenticationError'; }
}
export class PermissionDeniedError extends PaymentsApiError {
  declare readonly apiKind: 'permission';
  constructor(init: ApiErrorInit) { super('permission', init); this.name = 'PermissionDeniedError'; }
}
export class NotFoundError extends PaymentsApiError {
  declare readonly apiKind: 'not_found';
  constructor(init: ApiErrorInit) { super('not_found', init); this.name = 'NotFoundError'; }
}
export class InvalidRequestError extends PaymentsApiError {
  declare readonly apiKind: 'invalid_request';
  constructor(init: ApiErrorInit) { super('invalid_request', init); this.name = 'InvalidRequestError'; }
}
/** The same idempotency key was used with a different body: a bug or a tampered outbox. Never retried. */
export class DuplicateIdempotencyKeyError extends PaymentsApiError {
  declare readonly apiKind: 'duplicate_idempotency_key';
  constructor(init: ApiErrorInit) { super('duplicate_idempotency_key', { ...init, retryable: false }); this.name = 'DuplicateIdempotencyKeyError'; }
}
export class IdempotencyInFlightError extends PaymentsApiError {
  declare readonly apiKind: 'idempotency_in_flight';
  constructor(init: ApiErrorInit) { super('idempotency_in_flight', init); this.name = 'IdempotencyInFlightError'; }
}
export class RateLimitError extends PaymentsApiError {
  declare readonly apiKind: 'rate_limit';
  constructor(init: ApiErrorInit) { super('rate_limit', init); this.name = 'RateLimitError'; }
}
export class ServerError extends PaymentsApiError {
  declare readonly apiKind: 'server';
  constructor(init: ApiErrorInit) { super('server', init); this.name = 'ServerError'; }
}
export class NetworkError extends PaymentsApiError {
  declare readonly apiKind: 'network';
  constructor(init: ApiErrorInit) { super('network', init); this.name = 'NetworkError'; }
}
export class TimeoutError extends PaymentsApiError {
  declare readonly apiKind: 'timeout';
  constructor(init: ApiErrorInit) { super('timeout', init); this.name = 'TimeoutError'; }
}
export class RequestAbortedError extends PaymentsApiError {
  declare readonly apiKind: 'aborted';
  constructor(init: ApiErrorInit) { super('aborted', init); this.name = 'RequestAbortedError'; }
}
export class MalformedResponseError extends PaymentsApiError {
  declare readonly apiKind: 'malformed_response';
  /** The start of the offending body (secrets redacted), for diagnostics; never in `message`. */
  readonly bodyPreview: string;
  constructor(init: ApiErrorInit & { bodyPreview?: string }) {
    super('malformed_response', init);
    this.name = 'MalformedResponseError';
    this.bodyPreview = init.bodyPreview ?? '';
  }
}
export class SigningError extends PaymentsApiError {
  declare readonly apiKind: 'signing';
  constructor(init: ApiErrorInit) { super('signing', init); this.name = 'SigningError'; }
}
export class ClientConfigurationError extends PaymentsApiError {
  declare readonly apiKind: 'configuration';
  constructor(code: string, message: string) {
    super('configuration', { type: 'client_error', code, message, status: 0, retryable: false });
    this.name = 'ClientConfigurationError';
  }
}
export class InvalidRequestOptionsError extends PaymentsApiError {
  declare readonly apiKind: 'invalid_request_options';
  constructor(code: string, message: string) {
    super('invalid_request_options', { type: 'client_error', code, message, status: 0, retryable: false });
    this.name = 'InvalidRequestOptionsError';
  }
}

/** One problem found when checking a success body against its schema. */
export interface ResponseIssue { path: string; message: string }

/** A success body that fails its schema. The operations layer throws it; never retried. */
export class ResponseValidationError extends PaymentsApiError {
  declare readonly apiKind: 'response_validation';
  readonly issues: ReadonlyArray<ResponseIssue>;
  /** The operation answered, if told (in the message too). */
  readonly operation: string | undefined;
  constructor(init: { status: number; requestId: string | undefined; replayed?: boolean; operation?: string; issues: ReadonlyArray<ResponseIssue> }) {
    const first = init.issues[0];
    const where = first === undefined ? '' : ` (${first.path === '' ? 'body' : first.path}: ${first.message})`;
    const op = init.operation === undefined ? '' : ` to ${init.operation}`;
    super('response_validation', {
      type: 'response_validation_error',
      code: 'unexpected_response_shape',
      message: `The Payments API answered${op} with a body this client does not understand${where}.`,
      status: init.status,
      requestId: init.requestId,
      retryable: false,
      replayed: init.replayed,
    });
    this.name = 'ResponseValidationError';
    this.issues = init.issues;
    this.operation = init.operation;
  }
}
