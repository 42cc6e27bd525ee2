// The API's error body (spec part 7) and the catalogue of error types and codes
// (spec part 7 plus assumed-operations.md, "Error types the spec does not show").
import { z } from 'zod';

export const ERROR_TYPES = [
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'idempotency_error',
  'rate_limit_error',
  'api_error',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** Every code the spec or the assumptions name, with the HTTP status and type it comes with. */
export const ERROR_CODES = {
  // 400
  validation_failed: { status: 400, type: 'invalid_request_error' },
  invalid_json: { status: 400, type: 'invalid_request_error' },
  missing_idempotency_key: { status: 400, type: 'invalid_request_error' },
  idempotency_key_too_long: { status: 400, type: 'invalid_request_error' },
  // 401 (spec part 7)
  missing_credentials: { status: 401, type: 'authentication_error' },
  invalid_api_key: { status: 401, type: 'authentication_error' },
  invalid_signature: { status: 401, type: 'authentication_error' },
  timestamp_out_of_range: { status: 401, type: 'authentication_error' },
  key_revoked: { status: 401, type: 'authentication_error' },
  // 403
  read_only_key: { status: 403, type: 'permission_error' },
  // 404
  resource_not_found: { status: 404, type: 'not_found_error' },
  route_not_found: { status: 404, type: 'not_found_error' },
  // 409
  duplicate_idempotency_key: { status: 409, type: 'idempotency_error' },
  idempotency_key_in_flight: { status: 409, type: 'idempotency_error' },
  payment_not_cancelable: { status: 409, type: 'invalid_request_error' },
  // 422
  insufficient_funds: { status: 422, type: 'invalid_request_error' },
  currency_mismatch: { status: 422, type: 'invalid_request_error' },
  travel_rule_required: { status: 422, type: 'invalid_request_error' },
  purpose_required: { status: 422, type: 'invalid_request_error' },
  // 429
  rate_limited: { status: 429, type: 'rate_limit_error' },
  // 5xx
  internal_error: { status: 500, type: 'api_error' },
  service_unavailable: { status: 503, type: 'api_error' },
} as const satisfies Record<string, { status: number; type: ErrorType }>;
export type KnownErrorCode = keyof typeof ERROR_CODES;

/** One field error of a 400 `validation_failed`: `{field, message}`. */
export const fieldErrorSchema = z.looseObject({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The error body `{error: {type, code, message, status, requestId, retryable}}`.
 * Parsed leniently (unknown fields kept, `fields` optional) because an error response
 * must always become a typed error, never a crash.
 */
export const apiErrorBodySchema = z.looseObject({
  error: z.looseObject({
    type: z.string(),
    code: z.string(),
    message: z.string(),
    status: z.number().int(),
    requestId: z.string(),
    retryable: z.boolean(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
