// A non-2xx response mapped to its typed error (api-errors.ts), and the redaction that
// keeps the API key, a signature and any bearer token out of every text a server sends back.
import { apiErrorBodySchema } from '../../shared/api-errors';
import { AuthenticationError, DuplicateIdempotencyKeyError, IdempotencyInFlightError, InvalidRequestError, MalformedResponseError, NotFoundError, PermissionDeniedError, RateLimitError, ServerError, type ApiErrorInit, type PaymentsApiError } from './api-errors';
import { isRetryableFailure } from './retry-policy';
import { redactSecrets } from './secret-redaction';

export { redactSecrets };

/** Most characters of a server's error text kept in a message (it is journaled and shown). */
export const MAX_SERVER_TEXT_LENGTH = 2_000;
/** Most field errors of one error body kept. */
export const MAX_SERVER_FIELD_ERRORS = 100;

function boundedServerText(text: string): string {
  return text.length <= MAX_SERVER_TEXT_LENGTH ? text : `${text.slice(0, MAX_SERVER_TEXT_LENGTH)}… (${text.length - MAX_SERVER_TEXT_LENGTH} more characters)`;
}

/** What the pipeline knows about an error response. */
export interface ErrorResponseFacts {
  status: number;
  bodyText: string;
  /** The X-Request-Id response header. */
  headerRequestId: string | undefined;
  replayed: boolean;
  /** The parsed Retry-After header, if any. */
  retryAfterMs?: number | undefined;
  /** Values that must never appear in a message: the API key, the signature. */
  secrets: ReadonlyArray<string>;
}

/** Maps a non-2xx response to its typed error. Never throws. */
export function apiErrorFromResponse(facts: ErrorResponseFacts): PaymentsApiError {
  const { status, secrets } = facts;
  // Every text the server chose is redacted before it is cut (a secret across the cut must
  // not leave its first half behind) and before it reaches any field of the error.
  const serverText = (text: string): string => boundedServerText(redactSecrets(text, secrets));
  const serverId = (id: string | undefined): string | undefined => (id === undefined ? undefined : serverText(id));
  const malformed = (code: string, what: string, requestId: string | undefined): MalformedResponseError =>
    new MalformedResponseError({
      type: 'malformed_response_error',
      code,
      message: `The Payments API answered HTTP ${status} with ${what}.`,
      status,
      requestId,
      retryable: isRetryableFailure({ kind: 'response', status }),
      replayed: facts.replayed,
      retryAfterMs: facts.retryAfterMs,
      bodyPreview: bodyPreview(facts.bodyText, secrets),
    });

  let parsed: unknown;
  try {
    parsed = JSON.parse(facts.bodyText);
  } catch {
    return malformed('non_json_body', facts.bodyText === '' ? 'an empty body' : 'a body that is not JSON', serverId(facts.headerRequestId));
  }
  const result = apiErrorBodySchema.safeParse(parsed);
  if (!result.success) {
    return malformed('unexpected_error_body', 'an error body of an unexpected shape', serverId(salvageRequestId(parsed) ?? facts.headerRequestId));
  }
  const e = result.data.error;
  const init: ApiErrorInit = {
    type: serverText(e.type),
    code: serverText(e.code),
    message: serverText(e.message),
    status,
    requestId: serverId(e.requestId !== '' ? e.requestId : facts.headerRequestId),
    retryable: isRetryableFailure({ kind: 'response', status, code: e.code, bodyRetryable: e.retryable }),
    // Only the fields read here are kept (unknown ones, however nested, are dropped), each bounded.
    fields: (e.fields ?? []).slice(0, MAX_SERVER_FIELD_ERRORS).map((f) => ({ field: serverText(f.field), message: serverText(f.message) })),
    replayed: facts.replayed,
    retryAfterMs: facts.retryAfterMs,
  };
  if (e.code === 'duplicate_idempotency_key') return new DuplicateIdempotencyKeyError(init);
  if (status === 409 && e.code === 'idempotency_key_in_flight') return new IdempotencyInFlightError(init);
  if (status === 401) return new AuthenticationError(init);
  if (status === 403) return new PermissionDeniedError(init);
  if (status === 404 || status === 405) return new NotFoundError(init);
  if (status === 429) return new RateLimitError(init);
  if (status >= 500 && status <= 599) return new ServerError(init);
  if (status >= 400 && status <= 499) return new InvalidRequestError(init);
  return malformed('unexpected_status', 'an unexpected status', init.requestId);
}

function salvageRequestId(parsed: unknown): string | undefined {
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const error = (parsed as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const id = (error as { requestId?: unknown }).requestId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The start of a body for diagnostics: redacted over more than is kept, so a secret across the cut goes whole. */
export function bodyPreview(bodyText: string, secrets: ReadonlyArray<string>): string {
  return redactSecrets(bodyText.slice(0, 1_000), secrets).slice(0, 200);
}
