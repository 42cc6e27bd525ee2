// The core request function of the Payments API client: builds the exact path and body
// bytes once, signs every attempt with a fresh (server-corrected) timestamp, sends with a
// per-attempt timeout, maps failures to typed errors and retries by retry-policy.ts.
// One instance is bound to one environment (one base URL, one API key, one signer).
//
// Decisions: every POST carries a JSON body and an Idempotency-Key (a POST given no body
// sends `{}`, as the spec's cancel does); GET and DELETE never carry a body; PATCH may, and
// has no Idempotency-Key (the spec asks for it on POSTs only). Every attempt of a request
// reuses the same key and body bytes and is re-signed with a fresh timestamp. Redirects
// are reported (MalformedResponseError), never followed. `request()` only ever rejects
// with an PaymentsApiError subclass.
//
// The audit event of an attempt carries its true outcome, recorded once. A 2xx body read
// here is checked before the event (ApiRequest.checkBody: the operation's schema), so an
// answer that is not JSON or fails its schema is `failed` with its error's kind and code,
// never `success`. A body left unread (ApiRequest.unreadBody, read on another thread) cannot
// be judged here: its event is emitted by whoever reads it, because the only way to its text
// is UnreadBody.read, which records the attempt as the reading ends (success, or failed as
// the same body read here would be) and refuses a second read. So no reader can forget it,
// and no event is recorded twice; a reader that fails before reading (closed, its thread
// ended) records it `failed` (aborted, body_not_read), never leaves it out.
import { randomUUID } from 'node:crypto';
import { PaymentsApiError, AuthenticationError, ClientConfigurationError, SigningError } from './api-errors';
import { assertUrlIsSentAsSigned, encodeRequestBody, requestAbortedError, sendHttpRequest, serializeQuery, validateBaseUrl, validatePath } from './http-transport';
import type { ApiEnvironment, FetchFunction, HttpMethod, QueryParams, TransportRequest, TransportResponse } from './http-transport';
import { interpretResponse } from './interpret-response';
import { createNodeHttpTransport } from './node-http-transport';
import type { ApiClientCore, ApiClientCoreOptions, ApiRequest, ApiResponse, RequestAttemptEvent } from './request-types';
import { rejectIdempotencyKey, validateApiKey, validateIdempotencyKey, validateMethod } from './request-validation';
import { MAX_CONFIGURABLE_RESPONSE_BYTES, MAX_RESPONSE_BYTES } from './response-limits';
import { decideRetry, resolveRetryOptions } from './retry-policy';
import type { RetryOptions } from './retry-policy';
import { systemClock, type Clock } from '../clock';
import { ClockSkewError, createServerClock, impliedOffsetMs, isPlausibleOffset, parseHttpDateMs } from './server-clock';
import { signRequest } from './signing';
import type { ReadFailure } from './unread-body';

export type { ApiEnvironment, HttpMethod, QueryParams };
export type { ApiClientCore, ApiClientCoreOptions, ApiRequest, ApiResponse, RequestAttemptEvent } from './request-types';

export const DEFAULT_TIMEOUT_MS = 30_000;

export function createApiClientCore(options: ApiClientCoreOptions): ApiClientCore {
  const environment = options.environment;
  const target = validateBaseUrl(environment, options.baseUrl);
  validateApiKey(options.apiKey);
  if (typeof options.signer?.sign !== 'function') throw new ClientConfigurationError('missing_signer', 'The API client needs a request signer.');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new ClientConfigurationError('invalid_timeout', 'timeoutMs must be a positive number of milliseconds.');
  const maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  if (!Number.isSafeInteger(maxResponseBytes) || maxResponseBytes <= 0 || maxResponseBytes > MAX_CONFIGURABLE_RESPONSE_BYTES) {
    throw new ClientConfigurationError('invalid_max_response_bytes', `maxResponseBytes must be a whole number of bytes from 1 to ${MAX_CONFIGURABLE_RESPONSE_BYTES}.`);
  }
  let retryOptions: RetryOptions;
  try {
    retryOptions = resolveRetryOptions(options.retry);
  } catch (error) {
    throw new ClientConfigurationError('invalid_retry_options', (error as Error).message);
  }
  // The transport: the given fetch, else node:http with keep-alive (node-http-transport.ts).
  const fetchFn = options.fetch;
  const nodeTransport = fetchFn === undefined ? createNodeHttpTransport() : undefined;
  const send = (req: TransportRequest): Promise<TransportResponse> =>
    nodeTransport !== undefined ? nodeTransport.send(req) : sendHttpRequest(fetchFn as FetchFunction, req);
  const localClock = options.clock ?? systemClock;
  const now = (): number => localClock.nowMs();
  const random = options.random ?? Math.random;
  const clock = options.serverClock ?? createServerClock({ clock: localClock });
  const { apiKey, signer } = options;

  const emit = (event: RequestAttemptEvent): void => {
    try {
      options.onRequest?.(event);
    } catch {
      // The audit hook must never change the outcome of a request.
    }
  };

  async function request(req: ApiRequest): Promise<ApiResponse> {
    const method = validateMethod(req.method);
    const pathWithQuery = `${target.basePath}${validatePath(req.path)}${serializeQuery(req.query)}`;
    const url = `${target.origin}${pathWithQuery}`;
    assertUrlIsSentAsSigned(url, pathWithQuery);
    const bodyBytes = encodeRequestBody(method, req);
    const idempotencyKey = method === 'POST' ? validateIdempotencyKey(req.idempotencyKey ?? randomUUID()) : rejectIdempotencyKey(req.idempotencyKey);

    const retryRules = req.retry === undefined ? retryOptions : resolveRetryOptions({ ...retryOptions, ...req.retry });
    const startedAt = now();
    let clockCorrected = false;
    for (let attempt = 1; ; attempt += 1) {
      if (req.signal?.aborted) throw withAttempts(requestAbortedError(), attempt - 1);
      const timestamp = clock.timestampSeconds();
      let signature: string;
      try {
        signature = await signRequest(signer, { method, pathWithQuery, timestamp, body: bodyBytes });
      } catch (cause) {
        throw withAttempts(new SigningError({ type: 'client_error', code: 'signing_failed', message: 'Could not sign the request: the signing key is unavailable or unusable.', status: 0, retryable: false, cause }), attempt - 1);
      }
      const headers: Record<string, string> = {
        Authorization: `Bearer ${apiKey}`,
        'X-Signature': signature,
        'X-Timestamp': timestamp,
        Accept: 'application/json',
      };
      if (bodyBytes !== undefined) headers['Content-Type'] = 'application/json';
      if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;

      const sentAt = now();
      const exchange = await send({ url, method, headers, body: bodyBytes, timeoutMs, signal: req.signal, maxResponseBytes }).catch((error: unknown) => {
        if (error instanceof PaymentsApiError) return error;
        throw error;
      });
      const receivedAt = now();
      const response = exchange instanceof PaymentsApiError ? undefined : exchange;
      const dateHeader = response?.headers.get('date');
      if (response !== undefined) clock.observe(dateHeader, sentAt, receivedAt);
      // An unread body's attempt is recorded when it is read (unread-body.ts), by this event.
      let settleUnread: (failure: ReadFailure | undefined) => void = () => {};
      const interpreted = response === undefined
        ? (exchange as PaymentsApiError)
        : interpretResponse(response, {
            secrets: [apiKey, signature],
            idempotencyKey,
            attempts: attempt,
            // An HTTP-date Retry-After is read against the clock that wrote it.
            serverNow: parseHttpDateMs(dateHeader) ?? clock.nowMs(),
            ...(req.unreadBody === true && { settleUnread: (failure: ReadFailure | undefined) => settleUnread(failure) }),
          });
      const outcome = interpreted instanceof PaymentsApiError || req.checkBody === undefined ? interpreted : checkedBody(interpreted, req.checkBody);

      const base = { environment, method, path: pathWithQuery, attempt, status: response?.status ?? 0, requestId: outcome.requestId, idempotencyKey, durationMs: Math.max(0, receivedAt - sentAt), replayed: outcome.replayed };
      if (!(outcome instanceof PaymentsApiError)) {
        if (outcome.unread !== undefined) settleUnread = (failure) => emit(readOutcomeEvent(base, failure));
        else emit({ ...base, outcome: 'success' });
        return outcome;
      }
      const error = outcome;
      const failed = { ...base, errorKind: error.apiKind, errorCode: error.code };

      // Clock skew: the server refused the timestamp. Adopt its clock from this response and
      // re-sign once, unless it is further off than any clock is corrected for (server-clock.ts).
      if (error instanceof AuthenticationError && error.code === 'timestamp_out_of_range') {
        const implied = impliedOffsetMs(dateHeader, sentAt, receivedAt);
        if (implied !== undefined && !isPlausibleOffset(implied)) {
          emit({ ...failed, outcome: 'failed' });
          throw withAttempts(new ClockSkewError(implied, { status: error.status, requestId: error.requestId, cause: error }), attempt);
        }
        if (!clockCorrected && clock.correctFrom(dateHeader, sentAt, receivedAt)) {
          clockCorrected = true;
          emit({ ...failed, outcome: 'clock_corrected', delayMs: 0 });
          continue;
        }
      }
      const decision = decideRetry({
        // error.retryable already folds in the body's `retryable`; passing it on keeps its veto.
        failure: { kind: error.apiKind === 'network' || error.apiKind === 'timeout' ? error.apiKind : 'response', status: error.status, code: error.code, bodyRetryable: error.retryable },
        attempt,
        elapsedMs: receivedAt - startedAt,
        retryAfterMs: error.retryAfterMs,
        options: retryRules,
        random,
      });
      if (!decision.retry || error.apiKind === 'aborted') {
        emit({ ...failed, outcome: 'failed' });
        throw withAttempts(error, attempt);
      }
      emit({ ...failed, outcome: 'retrying', delayMs: decision.delayMs });
      await sleepUnlessAborted(localClock, decision.delayMs, req.signal, attempt);
    }
  }

  return {
    environment,
    baseUrl: `${target.origin}${target.basePath}`,
    request,
    serverClockOffsetMs: () => clock.offsetMs(),
    holdSigningKey: () => signer.holdKey?.() ?? { release: () => undefined },
  };
}

/** A 2xx answer checked (ApiRequest.checkBody): the answer, or the PaymentsApiError its check threw, as the request's outcome. */
function checkedBody(response: ApiResponse, check: (response: ApiResponse) => void): ApiResponse | PaymentsApiError {
  try {
    check(response);
    return response;
  } catch (error) {
    if (error instanceof PaymentsApiError) return error;
    throw error;
  }
}

/**
 * The event of an attempt whose 2xx body was read after the request returned (unread-body.ts):
 * a success, or failed as the reading failed: with the API error's kind and code (as a body
 * read here would be recorded), or, for anything else (the body never read: its reader was
 * closed or ended), `aborted` / `body_not_read`.
 */
function readOutcomeEvent(base: Omit<RequestAttemptEvent, 'outcome'>, failure: ReadFailure | undefined): RequestAttemptEvent {
  if (failure === undefined) return { ...base, outcome: 'success' };
  const { error } = failure;
  if (error instanceof PaymentsApiError) return { ...base, outcome: 'failed', errorKind: error.apiKind, errorCode: error.code };
  return { ...base, outcome: 'failed', errorKind: 'aborted', errorCode: 'body_not_read' };
}

function withAttempts<E extends PaymentsApiError>(error: E, attempts: number): E {
  error.attempts = attempts;
  return error;
}

async function sleepUnlessAborted(clock: Clock, ms: number, signal: AbortSignal | undefined, attempts: number): Promise<void> {
  if (signal === undefined) return clock.sleep(ms);
  let onAbort = (): void => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(withAttempts(requestAbortedError(), attempts));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    // The clock's sleep also ends, resolving, on abort: `aborted` comes first so the race rejects.
    await Promise.race([aborted, clock.sleep(ms, signal)]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
