// One HTTP response of any status read as the client core's result or as the typed error
// that the retry policy considers (request-pipeline.ts sends; this reads what came back).
import { MalformedResponseError, type PaymentsApiError } from './api-errors';
import { apiErrorFromResponse, bodyPreview } from './error-response';
import { redactSecretsInBody } from './response-redaction';
import { redactSecrets } from './secret-redaction';
import type { TransportResponse } from './http-transport';
import type { ApiResponse } from './request-types';
import { parseRetryAfterMs } from './retry-policy';

/** A response of any status becomes either the result or the typed error to consider retrying. */
export function interpretResponse(
  response: TransportResponse,
  context: { secrets: ReadonlyArray<string>; idempotencyKey: string | undefined; attempts: number; serverNow: number },
): ApiResponse | PaymentsApiError {
  const { status, headers, bodyText } = response;
  const { secrets, idempotencyKey, attempts } = context;
  // The server's request id is its own text: it may echo what it was sent (secret-redaction.ts).
  const sentRequestId = headers.get('x-request-id') ?? undefined;
  const headerRequestId = sentRequestId === undefined ? undefined : redactSecrets(sentRequestId, secrets);
  const replayed = headers.get('idempotency-replayed')?.trim().toLowerCase() === 'true';
  const retryAfterMs = parseRetryAfterMs(headers.get('retry-after'), context.serverNow);
  if (status >= 400) return apiErrorFromResponse({ status, bodyText, headerRequestId, replayed, secrets, retryAfterMs });
  const malformed = (code: string, message: string): MalformedResponseError =>
    new MalformedResponseError({ type: 'malformed_response_error', code, message, status, requestId: headerRequestId, retryable: false, replayed, bodyPreview: bodyPreview(bodyText, secrets) });
  if (status < 200 || status > 299) {
    return malformed('unexpected_redirect', `The Payments API answered HTTP ${status} (a redirect), which this client does not follow: check the base URL.`);
  }
  let body: unknown = null;
  if (!((status === 204 || status === 205) && bodyText === '')) {
    try {
      body = JSON.parse(bodyText);
    } catch {
      return malformed('non_json_body', `The Payments API answered HTTP ${status} with ${bodyText === '' ? 'an empty body' : 'a body that is not JSON'}.`);
    }
    // What the server echoed of the key or the signature in its data never goes further.
    body = redactSecretsInBody(body, bodyText, secrets);
  }
  const result: ApiResponse = { status, body, requestId: headerRequestId, replayed, attempts };
  if (idempotencyKey !== undefined) result.idempotencyKey = idempotencyKey;
  return result;
}
