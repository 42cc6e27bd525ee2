// The sandbox's error: a known code from the shared catalogue plus a message, raised
// anywhere below a route and rendered as the body of spec part 7.
import { ERROR_CODES } from '../../shared/api-errors';
import type { FieldError, KnownErrorCode } from '../../shared/api-errors';

const RETRYABLE_CODES: ReadonlySet<KnownErrorCode> = new Set<KnownErrorCode>([
  'idempotency_key_in_flight',
  'rate_limited',
  'internal_error',
  'service_unavailable',
]);

export class ApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly retryable: boolean;

  constructor(
    readonly code: KnownErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_CODES[code].status;
    this.type = ERROR_CODES[code].type;
    this.retryable = RETRYABLE_CODES.has(code);
  }
}

export interface ErrorBody {
  error: {
    type: string;
    code: string;
    message: string;
    status: number;
    requestId: string;
    retryable: boolean;
    fields?: FieldError[];
  };
}

export function errorBody(error: ApiError, requestId: string): ErrorBody {
  return {
    error: {
      type: error.type,
      code: error.code,
      message: error.message,
      status: error.status,
      requestId,
      retryable: error.retryable,
      ...(error.fields && error.fields.length > 0 ? { fields: error.fields } : {}),
    },
  };
}

/** 400 `validation_failed` naming one field. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError('validation_failed', `${field}: ${message}`, [{ field, message }]);
}

/** 404 `resource_not_found` for an id given in the path or in the body. */
export function notFound(what: string, id: string, field?: string): ApiError {
  const message = `No ${what} with id ${id}`;
  return new ApiError('resource_not_found', message, field ? [{ field, message: `no ${what} with this id` }] : undefined);
}
