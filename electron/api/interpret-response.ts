// One HTTP response of any status read as the client core's result or as the typed error
// that the retry policy considers (request-pipeline.ts sends; this reads what came back).
import { MalformedResponseError, type PaymentsApiError } from './api-errors';
import { apiErrorFromResponse, bodyPreview } from './error-response';
import { redactSecretsInBody } from './response-redaction';
import { redactSecrets } from './secret-redaction';
import type { TransportResponse } from './http-transport';
import type { ApiResponse } from './request-types';
import { parseRetryAfterMs } from './retry-policy';
import { UnreadBody, type ReadFailure, type UnreadBodyMessage } from './unread-body';

/** A response of any status becomes either the result or the typed error to consider retrying. */
export function interpretResponse(
  response: TransportResponse,
  /** `settleUnread`: a 2xx body is left unread (UnreadBody), this called as it is read. */
  context: { secrets: ReadonlyArray<string>; idempotencyKey: string | undefined; attempts: number; serverNow: number; settleUnread?: ((failure: ReadFailure | undefined) => void) | undefined },
): ApiResponse | PaymentsApiError {
  const { status, headers, bodyText } = response;
  const { secrets, idempotencyKey, attempts } = context;
  // The server's request id is its own text: it may echo what it was sent (secret-redaction.ts).
  const sentRequestId = headers.get('x-request-id') ?? undefined;
  const headerRequestId = sentRequestId === undefined ? undefined : redactSecrets(sentRequestId, secrets);
  const replayed = headers.get('idempotency-replayed')?.trim().toLowerCase() === 'true';
  const retryAfterMs = parseRetryAfterMs(headers.get('retry-after'), context.serverNow);
  if (status >= 400) return apiErrorFromResponse({ status, bodyText, headerRequestId, replayed, secrets, retryAfterMs });
  if (status < 200 || status > 299) {
    return malformedResponse({ status, bodyText, requestId: headerRequestId, replayed, attempts, secrets }, 'unexpected_redirect', `The Payments API answered HTTP ${status} (a redirect), which this client does not follow: check the base URL.`);
  }
  let result: ApiResponse;
  if (context.settleUnread !== undefined) {
    result = { status, body: undefined, unread: new UnreadBody({ status, bodyText, requestId: headerRequestId, replayed, attempts }, secrets, context.settleUnread), requestId: headerRequestId, replayed, attempts };
  } else {
    const read = readSuccessBody({ status, bodyText, requestId: headerRequestId, replayed, attempts, secrets });
    if ('error' in read) return read.error;
    result = { status, body: read.body, requestId: headerRequestId, replayed, attempts };
  }
  if (idempotencyKey !== undefined) result.idempotencyKey = idempotencyKey;
  return result;
}

/**
 * A 2xx body read: JSON (null for an empty 204/205), with what the server echoed of the key
 * or the signature in its data redacted, or the MalformedResponseError that says why not.
 * The same wherever it runs (on the thread that asked, or on a worker given an UnreadBody).
 */
export function readSuccessBody(facts: UnreadBodyMessage): { body: unknown } | { error: MalformedResponseError } {
  const { status, bodyText, secrets } = facts;
  if ((status === 204 || status === 205) && bodyText === '') return { body: null };
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { error: malformedResponse(facts, 'non_json_body', `The Payments API answered HTTP ${status} with ${bodyText === '' ? 'an empty body' : 'a body that is not JSON'}.`) };
  }
  // What the server echoed of the key or the signature in its data never goes further.
  return { body: redactSecretsInBody(body, bodyText, secrets) };
}

function malformedResponse(facts: UnreadBodyMessage, code: string, message: string): MalformedResponseError {
  const { status, requestId, replayed, bodyText, secrets } = facts;
  return new MalformedResponseError({ type: 'malformed_response_error', code, message, status, requestId, retryable: false, replayed, bodyPreview: bodyPreview(bodyText, secrets) });
}
