// A cache worker thread's failure, sent as plain data (an Error's class does not cross
// postMessage) and rebuilt on the thread that asked as the same work on that thread would
// have thrown it: a SqliteError with SQLite's message and code (SQLITE_FULL, SQLITE_BUSY,
// SQLITE_READONLY...), a CacheError with its code (an invalid item), the API client's
// MalformedResponseError or ResponseValidationError with every field (a page's body read on
// the worker), else an Error with the message. So the caller's handling (the sync's error
// report) does not depend on where the work ran. Used by the index writer's and the page
// writer's workers.
import Database from 'better-sqlite3';
import { MalformedResponseError, ResponseValidationError, type ResponseIssue } from '../api/api-errors';
import { redactSecrets } from '../api/secret-redaction';
import { CacheError, type CacheErrorCode, isCacheError } from './cache-errors';

/** The fields of the API errors a worker may raise reading a body. */
type ApiFailure =
  | { readonly name: 'MalformedResponseError'; readonly type: string; readonly status: number; readonly requestId: string | undefined; readonly replayed: boolean; readonly bodyPreview: string; readonly attempts: number }
  | { readonly name: 'ResponseValidationError'; readonly status: number; readonly requestId: string | undefined; readonly replayed: boolean; readonly operation: string | undefined; readonly issues: ReadonlyArray<ResponseIssue>; readonly attempts: number };

export interface WorkerFailure {
  readonly kind: 'failed';
  readonly message: string;
  readonly code?: string;
  /** Set when the error was a CacheError (then `code` is its CacheErrorCode). */
  readonly cacheError?: true;
  /** Set when the error was one of the API client's (then `code` is its code). */
  readonly apiError?: ApiFailure;
}

/** A thrown value as the message the worker sends. */
export function failureOf(error: unknown): WorkerFailure {
  const code = (error as { code?: unknown } | null)?.code;
  return {
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
    ...(typeof code === 'string' && { code }),
    ...(isCacheError(error) && { cacheError: true as const }),
    ...(apiFailureOf(error) !== undefined && { apiError: apiFailureOf(error) }),
  };
}

function apiFailureOf(error: unknown): ApiFailure | undefined {
  if (error instanceof MalformedResponseError) {
    const { type, status, requestId, replayed, bodyPreview, attempts } = error;
    return { name: 'MalformedResponseError', type, status, requestId, replayed, bodyPreview, attempts };
  }
  if (error instanceof ResponseValidationError) {
    const { status, requestId, replayed, operation, issues, attempts } = error;
    return { name: 'ResponseValidationError', status, requestId, replayed, operation, issues: issues.map(({ path, message }) => ({ path, message })), attempts };
  }
  return undefined;
}

/**
 * A failure with every form of `secrets` redacted from its texts: for work on a body that
 * held them (it was redacted before it was checked; this holds for what else may throw).
 */
export function redactedFailure(failure: WorkerFailure, secrets: ReadonlyArray<string>): WorkerFailure {
  const clean = (text: string): string => redactSecrets(text, secrets);
  const api = failure.apiError;
  return {
    ...failure,
    message: clean(failure.message),
    ...(api?.name === 'MalformedResponseError' && { apiError: { ...api, bodyPreview: clean(api.bodyPreview) } }),
    ...(api?.name === 'ResponseValidationError' && { apiError: { ...api, issues: api.issues.map((issue) => ({ path: clean(issue.path), message: clean(issue.message) })) } }),
  };
}

/** The worker's failure as the same work on this thread would have thrown it. */
export function errorFromWorker(failure: WorkerFailure): Error {
  const api = failure.apiError;
  if (api !== undefined) return apiErrorFrom(api, failure);
  if (failure.code === undefined) return new Error(failure.message);
  if (failure.cacheError === true) return new CacheError(failure.code as CacheErrorCode, failure.message);
  return new Database.SqliteError(failure.message, failure.code);
}

function apiErrorFrom(api: ApiFailure, failure: WorkerFailure): Error {
  const { status, requestId, replayed } = api;
  const error = api.name === 'MalformedResponseError'
    ? new MalformedResponseError({ type: api.type, code: failure.code ?? 'malformed_response', message: failure.message, status, requestId, retryable: false, replayed, bodyPreview: api.bodyPreview })
    : new ResponseValidationError({ status, requestId, replayed, ...(api.operation !== undefined && { operation: api.operation }), issues: api.issues });
  error.attempts = api.attempts;
  return error;
}
