// Public API of the Payments API client core. The operation table and pagination
// (electron/api/operations/) are written on top of `createApiClientCore(...).request`.
export { createApiClientCore, DEFAULT_TIMEOUT_MS } from './request-pipeline';
export type {
  ApiClientCore,
  ApiClientCoreOptions,
  ApiEnvironment,
  ApiRequest,
  ApiResponse,
  HttpMethod,
  QueryParams,
  RequestAttemptEvent,
} from './request-pipeline';

export { encodeQueryComponent, readCappedBody, serializeQuery, validateBaseUrl } from './http-transport';
export type { FetchFunction } from './http-transport';

export {
  PaymentsApiError,
  AuthenticationError,
  ClientConfigurationError,
  DuplicateIdempotencyKeyError,
  IdempotencyInFlightError,
  InvalidRequestError,
  InvalidRequestOptionsError,
  MalformedResponseError,
  NetworkError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RequestAbortedError,
  ResponseValidationError,
  ServerError,
  SigningError,
  TimeoutError,
} from './api-errors';
export { apiErrorFromResponse } from './error-response';
export { redactSecrets } from './secret-redaction';
export { UnreadBody, type UnreadBodyMessage } from './unread-body';
export type { ApiErrorInit, ApiErrorKind, PlainApiError, ResponseIssue } from './api-errors';

export { DEFAULT_RETRY_OPTIONS, backoffDelayMs, decideRetry, isRetryableFailure, parseRetryAfterMs, resolveRetryOptions } from './retry-policy';
export type { FailureFacts, RetryDecision, RetryOptions } from './retry-policy';

export { MAX_RESPONSE_BYTES, ResponseTooLargeError } from './response-limits';
export type { ResponseLimitStage } from './response-limits';

export { AGREEING_READINGS, ClockSkewError, createServerClock, DEFAULT_SKEW_THRESHOLD_MS, MAX_CLOCK_OFFSET_MS } from './server-clock';
export type { ServerClock, ServerClockOptions } from './server-clock';

export { buildSigningPayload, ed25519Signer, signRequest, toBase64 } from './signing';
export type { RequestSigner, SigningKeyHold, SigningPayloadParts } from './signing';
