// Performs one operation of the table: checks the path parameters, the query and the
// body against the shared schemas before anything is sent, sends it through the core
// (which signs, retries and maps errors), and checks the response against its schema.
import type { z } from 'zod';
import { describeFieldErrors, fieldErrorsFromIssues } from '../../../shared/field-errors';
import { describeJsonPath, findTooDeep, MAX_OPAQUE_JSON_DEPTH } from '../../../shared/schemas/json-depth';
import { InvalidRequestError, PaymentsApiError, ResponseValidationError } from '../api-errors';
import { OperationUnavailableError } from './operation-unavailable-error';
import { OPERATIONS, type OperationName } from './operation-table';
import type { HttpMethod } from '../request-pipeline';
import type { RetryOptions } from '../retry-policy';
import { buildRequestPath } from './request-path';
import type { QueryPairs } from './query-params';
import type { ApiClientCore, ApiResponse } from '../request-pipeline';
import { readSuccessBody } from '../interpret-response';
import type { UnreadBody, UnreadBodyMessage } from '../unread-body';

/**
 * Most nesting of a whole success body. The schemas bound each value they pass through to
 * MAX_OPAQUE_JSON_DEPTH; the resources around such a value add a few levels (a list page,
 * its item, a fee component). This bound holds even where a schema forgot to, and is
 * checked without recursion before the schema (or the ledger fast path) sees the body.
 */
export const MAX_RESPONSE_JSON_DEPTH = 2 * MAX_OPAQUE_JSON_DEPTH;

export interface CallOptions {
  /** POSTs only: supplied by the durable outbox so every resend carries the same key. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** This call's retry rules over the client's (the connection test asks for one attempt). */
  retry?: Partial<RetryOptions>;
}

export interface ApiResult<T> {
  data: T;
  status: number;
  requestId: string | undefined;
  /** True when the server replayed a stored response for this idempotency key. */
  replayed: boolean;
  idempotencyKey: string | undefined;
}

export interface CallInput {
  pathParams?: Readonly<Record<string, string>>;
  query?: QueryPairs;
  /** The schema the query pairs must satisfy (the same one the sandbox enforces). */
  querySchema?: z.ZodType;
  body?: unknown;
  options?: CallOptions;
}

/** A 400-style error raised before sending: nothing left the machine. */
export function inputError(operation: string, issues: ReadonlyArray<z.core.$ZodIssue>): InvalidRequestError {
  const fields = fieldErrorsFromIssues(issues);
  return new InvalidRequestError({
    type: 'invalid_request_error',
    code: 'validation_failed',
    message: `Not sent: fix the ${operation} request first (${describeFieldErrors(fields)}).`,
    status: 0,
    requestId: undefined,
    retryable: false,
    fields,
  });
}

/**
 * A request checked and serialized, ready to send: what the durable outbox stores, so
 * that every resend carries the very same path and body bytes.
 */
export interface PreparedRequest {
  operation: OperationName;
  method: HttpMethod;
  /** Relative to the base URL, path parameters checked and encoded. */
  path: string;
  query?: QueryPairs;
  /** The body serialized once; absent for operations without a body. */
  bodyText?: string;
}

/** Checks path parameters, query and body against the shared schemas; nothing is sent. */
export function prepareOperation(name: OperationName, input: Omit<CallInput, 'options'>): PreparedRequest {
  const spec = OPERATIONS[name];
  const path = buildRequestPath(spec.path, spec.pathParams, input.pathParams ?? {});
  if (input.querySchema !== undefined && input.query !== undefined) {
    const checked = input.querySchema.safeParse(Object.fromEntries(input.query));
    if (!checked.success) throw inputError(name, checked.error.issues);
  }
  const prepared: PreparedRequest = { operation: name, method: spec.method, path };
  if (input.query !== undefined && input.query.length > 0) prepared.query = input.query;
  if ('body' in spec && spec.body !== undefined) {
    const checked = spec.body.safeParse(input.body);
    if (!checked.success) throw inputError(name, checked.error.issues);
    // Serialized once; the core signs and sends these very bytes on every attempt.
    prepared.bodyText = JSON.stringify(checked.data);
  }
  return prepared;
}

/** Sends a prepared request (again, for the outbox) and checks the response against its schema. */
export async function sendPrepared<N extends OperationName>(core: ApiClientCore, prepared: PreparedRequest & { operation: N }, options: CallOptions = {}): Promise<ApiResult<z.output<(typeof OPERATIONS)[N]['response']>>> {
  // Checked inside the request, so that an answer refused is recorded as failed, not as a success.
  let checked: { data: z.output<(typeof OPERATIONS)[N]['response']> } | undefined;
  const response = await requestPrepared(core, prepared, options, { checkBody: (answer) => { checked = { data: checkedResponseData(prepared.operation, answer) }; } });
  if (checked === undefined) throw new Error(`The ${prepared.operation} answer came back unchecked, though a check was asked for.`);
  return {
    data: checked.data,
    status: response.status,
    requestId: response.requestId,
    replayed: response.replayed,
    idempotencyKey: response.idempotencyKey,
  };
}

/**
 * Sends a prepared request and leaves its 2xx body unread (unread-body.ts), for another
 * thread to read with readUnreadResponse: the same reading and checks as sendPrepared's.
 */
export async function sendPreparedUnread(core: ApiClientCore, prepared: PreparedRequest, options: CallOptions = {}): Promise<UnreadBody> {
  const response = await requestPrepared(core, prepared, options, { unreadBody: true });
  if (response.unread === undefined) throw new Error(`The ${prepared.operation} answer came back read, though asked for unread.`);
  return response.unread;
}

/**
 * An unread body (sendPreparedUnread) read and checked against its operation's schema, as
 * sendPrepared does: throws MalformedResponseError or ResponseValidationError, with the
 * attempts the request took (as the pipeline's own). Call it inside UnreadBody.read (on any
 * thread, given the body's message), which records the request with its outcome.
 */
export function readUnreadResponse<N extends OperationName>(name: N, unread: UnreadBodyMessage): z.output<(typeof OPERATIONS)[N]['response']> {
  try {
    const read = readSuccessBody(unread);
    if ('error' in read) throw read.error;
    return checkedResponseData(name, { ...unread, body: read.body });
  } catch (error) {
    if (error instanceof PaymentsApiError) error.attempts = unread.attempts;
    throw error;
  }
}

/** How the 2xx body is taken: checked inside the request, or left unread. */
type BodyTaking = { readonly checkBody: (response: ApiResponse) => void } | { readonly unreadBody: true };

async function requestPrepared(core: ApiClientCore, prepared: PreparedRequest, options: CallOptions, taking: BodyTaking): Promise<ApiResponse> {
  try {
    return await core.request({
      method: prepared.method,
      path: prepared.path,
      ...(prepared.query !== undefined ? { query: prepared.query } : {}),
      ...(prepared.bodyText !== undefined ? { bodyText: prepared.bodyText } : {}),
      ...(prepared.method === 'POST' && options.idempotencyKey !== undefined ? { idempotencyKey: options.idempotencyKey } : {}),
      ...(options.signal !== undefined ? { signal: options.signal } : {}),
      ...(options.retry !== undefined ? { retry: options.retry } : {}),
      ...taking,
    });
  } catch (error) {
    throw degradeIfUnavailable(prepared.operation, error);
  }
}

/** A response's body checked against its operation's schema (a fast path, else the schema): the data, or ResponseValidationError. */
function checkedResponseData<N extends OperationName>(name: N, response: { status: number; requestId: string | undefined; replayed: boolean; body: unknown }): z.output<(typeof OPERATIONS)[N]['response']> {
  const spec = OPERATIONS[name];
  // Whatever the schema, a body nested past the bound is refused before anything walks it.
  const tooDeep = findTooDeep(response.body, MAX_RESPONSE_JSON_DEPTH);
  if (tooDeep !== undefined) {
    throw new ResponseValidationError({
      status: response.status,
      requestId: response.requestId,
      replayed: response.replayed,
      operation: name,
      issues: [{ path: describeJsonPath(tooDeep), message: `is nested more than ${MAX_RESPONSE_JSON_DEPTH} levels deep` }],
    });
  }
  // A fast path vouches for the body, or leaves it to the schema (errors are always the schema's).
  const fast = 'fastResponse' in spec ? spec.fastResponse(response.body) : undefined;
  const parsed = fast !== undefined ? { success: true as const, data: fast } : spec.response.safeParse(response.body);
  if (!parsed.success) {
    throw new ResponseValidationError({
      status: response.status,
      requestId: response.requestId,
      replayed: response.replayed,
      operation: name,
      issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    });
  }
  return parsed.data as z.output<(typeof OPERATIONS)[N]['response']>;
}

export async function callOperation<N extends OperationName>(core: ApiClientCore, name: N, input: CallInput): Promise<ApiResult<z.output<(typeof OPERATIONS)[N]['response']>>> {
  const prepared = prepareOperation(name, input) as PreparedRequest & { operation: N };
  return sendPrepared(core, prepared, input.options ?? {});
}

/**
 * An assumed operation answered with 405, or 404 `route_not_found` (or a 404 that is not
 * about a resource), means the provider does not offer it: say so plainly.
 */
function degradeIfUnavailable(name: OperationName, error: unknown): unknown {
  const spec = OPERATIONS[name];
  if (spec.source !== 'assumed' || !(error instanceof PaymentsApiError)) return error;
  const missingRoute = error.status === 405 || (error.status === 404 && error.code !== 'resource_not_found');
  if (!missingRoute) return error;
  return new OperationUnavailableError(name, spec.unavailableMessage ?? `This provider does not offer ${name}.`, error);
}
