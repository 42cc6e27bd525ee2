import { describe, expect, it } from 'vitest';
import {
  PaymentsApiError,
  AuthenticationError,
  DuplicateIdempotencyKeyError,
  IdempotencyInFlightError,
  InvalidRequestError,
  MalformedResponseError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
} from '../../../electron/api/api-errors';
import { apiErrorFromResponse, redactSecrets } from '../../../electron/api/error-response';

const API_KEY = 'sk_sandbox_7f3a9c2e1b4d';
const SIGNATURE = 'c2lnbmF0dXJlLWJ5dGVzLWJhc2U2NA+/==';

function errorBody(status: number, type: string, code: string, retryable: boolean, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ error: { type, code, message: `${code} happened`, status, requestId: 'req_body_1', retryable, ...extra } });
}
/** `null` for a response without an X-Request-Id header. */
const map = (status: number, bodyText: string, headerRequestId: string | null = 'req_header_1') =>
  apiErrorFromResponse({ status, bodyText, headerRequestId: headerRequestId ?? undefined, replayed: false, secrets: [API_KEY, SIGNATURE] });

describe('apiErrorFromResponse: every status and code to its typed error', () => {
  it.each([
    [400, 'invalid_request_error', 'validation_failed', InvalidRequestError, 'invalid_request', false],
    [400, 'invalid_request_error', 'invalid_json', InvalidRequestError, 'invalid_request', false],
    [401, 'authentication_error', 'missing_credentials', AuthenticationError, 'authentication', false],
    [401, 'authentication_error', 'invalid_api_key', AuthenticationError, 'authentication', false],
    [401, 'authentication_error', 'invalid_signature', AuthenticationError, 'authentication', false],
    [401, 'authentication_error', 'timestamp_out_of_range', AuthenticationError, 'authentication', false],
    [401, 'authentication_error', 'key_revoked', AuthenticationError, 'authentication', false],
    [403, 'permission_error', 'read_only_key', PermissionDeniedError, 'permission', false],
    [404, 'not_found_error', 'resource_not_found', NotFoundError, 'not_found', false],
    [405, 'not_found_error', 'method_not_allowed', NotFoundError, 'not_found', false],
    [409, 'idempotency_error', 'duplicate_idempotency_key', DuplicateIdempotencyKeyError, 'duplicate_idempotency_key', false],
    [409, 'idempotency_error', 'idempotency_key_in_flight', IdempotencyInFlightError, 'idempotency_in_flight', true],
    [409, 'invalid_request_error', 'payment_not_cancelable', InvalidRequestError, 'invalid_request', false],
    [422, 'invalid_request_error', 'insufficient_funds', InvalidRequestError, 'invalid_request', false],
    [429, 'rate_limit_error', 'rate_limited', RateLimitError, 'rate_limit', true],
    [500, 'api_error', 'internal_error', ServerError, 'server', true],
    [503, 'api_error', 'service_unavailable', ServerError, 'server', true],
  ] as const)('%i %s/%s', (status, type, code, Class, apiKind, retryable) => {
    const error = map(status, errorBody(status, type, code, retryable));
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(PaymentsApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ apiKind, type, code, status, requestId: 'req_body_1', retryable, message: `${code} happened` });
  });

  it('duplicate_idempotency_key is its own class and never retryable, even if the body says so', () => {
    const error = map(409, errorBody(409, 'idempotency_error', 'duplicate_idempotency_key', true));
    expect(error).toBeInstanceOf(DuplicateIdempotencyKeyError);
    expect(error).not.toBeInstanceOf(InvalidRequestError);
    expect(error.retryable).toBe(false);
  });

  it('a 5xx whose body says retryable: false is not retryable', () => {
    const error = map(500, errorBody(500, 'api_error', 'internal_error', false));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.retryable).toBe(false);
  });

  it('carries the field errors of a 400 validation_failed', () => {
    const fields = [{ field: 'amount.value', message: 'must be a string of digits' }, { field: 'rail', message: 'unknown rail' }];
    const error = map(400, errorBody(400, 'invalid_request_error', 'validation_failed', false, { fields }));
    expect(error.fields).toEqual(fields);
    expect(error.toPlainError()).toEqual({ kind: 'invalid_request', code: 'validation_failed', message: 'validation_failed happened', requestId: 'req_body_1', retryable: false, fields, status: 400 });
  });

  it('falls back to the X-Request-Id header when the body has an empty requestId', () => {
    const error = map(404, JSON.stringify({ error: { type: 'not_found_error', code: 'resource_not_found', message: 'no', status: 404, requestId: '', retryable: false } }));
    expect(error.requestId).toBe('req_header_1');
  });

  it('uses the HTTP status on the wire even if the body disagrees', () => {
    const error = map(503, errorBody(500, 'api_error', 'internal_error', true));
    expect(error.status).toBe(503);
  });
});

describe('malformed responses become MalformedResponseError and never crash', () => {
  it('an HTML 502 page: malformed, retryable, request id from the header', () => {
    const error = map(502, '<html><body><h1>502 Bad Gateway</h1></body></html>');
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ apiKind: 'malformed_response', code: 'non_json_body', status: 502, requestId: 'req_header_1', retryable: true });
    expect((error as MalformedResponseError).bodyPreview).toContain('502 Bad Gateway');
    expect(error.message).not.toContain('<html>');
  });

  it('truncated JSON', () => {
    const error = map(400, '{"error":{"type":"invalid_request_error","co');
    expect(error).toMatchObject({ apiKind: 'malformed_response', code: 'non_json_body', status: 400, retryable: false, requestId: 'req_header_1' });
  });

  it('an error body missing fields: keeps a request id found in the body', () => {
    const error = map(500, JSON.stringify({ error: { code: 'internal_error', requestId: 'req_partial' } }));
    expect(error).toMatchObject({ apiKind: 'malformed_response', code: 'unexpected_error_body', requestId: 'req_partial', retryable: true });
  });

  it.each([['null'], ['[]'], ['"oops"'], ['{"message":"x"}'], ['{"error":null}'], ['{"error":{"requestId":42}}'], ['']])('body %s', (body) => {
    const error = map(400, body, null);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error.requestId).toBeUndefined();
  });

  it('a 302 with a JSON error body is malformed (unexpected status)', () => {
    expect(map(302, errorBody(302, 'x', 'y', false)).code).toBe('unexpected_status');
  });
});

describe('secrets never reach messages', () => {
  it('redacts the API key, the signature and any bearer token from server text', () => {
    const body = JSON.stringify({
      error: { type: 'authentication_error', code: 'invalid_api_key', message: `Key ${API_KEY} unknown; sig ${SIGNATURE}; header Bearer abc.def`, status: 401, requestId: 'r', retryable: false, fields: [{ field: 'x', message: `saw ${API_KEY}` }] },
    });
    const error = map(401, body);
    for (const text of [error.message, JSON.stringify(error.toPlainError()), error.fields[0]?.message ?? '']) {
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(SIGNATURE);
      expect(text).not.toContain('abc.def');
    }
    expect(error.message).toContain('[redacted]');
  });

  it('redacts the body preview of malformed responses', () => {
    const error = map(500, `<pre>Authorization: Bearer ${API_KEY}</pre>`) as MalformedResponseError;
    expect(error.bodyPreview).not.toContain(API_KEY);
  });

  it('redactSecrets leaves ordinary text alone', () => {
    expect(redactSecrets('nothing to see', [API_KEY, ''])).toBe('nothing to see');
  });
});

describe('toPlainError', () => {
  it('gives plain, JSON-safe data without optional fields when absent', () => {
    const plain = map(503, errorBody(503, 'api_error', 'service_unavailable', true)).toPlainError();
    expect(plain).toEqual({ kind: 'server', code: 'service_unavailable', message: 'service_unavailable happened', requestId: 'req_body_1', retryable: true, status: 503 });
    expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
    const noId = map(502, 'bad gateway', null).toPlainError();
    expect('requestId' in noId).toBe(false);
    expect('fields' in noId).toBe(false);
  });
});

describe('ResponseValidationError', () => {
  it('names the first issue, is not retryable, and keeps the request id', () => {
    const error = new ResponseValidationError({ status: 200, requestId: 'req_9', operation: 'getPayment', issues: [{ path: 'status', message: 'unknown status "paid"' }] });
    expect(error).toMatchObject({ apiKind: 'response_validation', code: 'unexpected_response_shape', status: 200, requestId: 'req_9', retryable: false });
    expect(error.message).toBe('The Payments API answered to getPayment with a body this client does not understand (status: unknown status "paid").');
    expect(error.toPlainError().kind).toBe('response_validation');
  });
});
