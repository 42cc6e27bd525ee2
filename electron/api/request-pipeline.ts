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
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../shared/formats';
import { PaymentsApiError, AuthenticationError, ClientConfigurationError, InvalidRequestOptionsError, MalformedResponseError, SigningError, apiErrorFromResponse, redactSecrets } from './api-errors';
import type { ApiErrorKind } from './api-errors';
import { assertUrlIsSentAsSigned, encodeRequestBody, requestAbortedError, sendHttpRequest, serializeQuery, validateBaseUrl, validatePath } from './http-transport';
import type { ApiEnvironment, FetchFunction, HttpMethod, QueryParams, TransportRequest, TransportResponse } from './http-transport';
import { createNodeHttpTransport } from './node-http-transport';
import { MAX_CONFIGURABLE_RESPONSE_BYTES, MAX_RESPONSE_BYTES } from './response-limits';
import { decideRetry, parseRetryAfterMs, resolveRetryOptions } from './retry-policy';
import type { RetryOptions } from './retry-policy';
import { systemClock, type Clock } from '../clock';
import { ClockSkewError, createServerClock, impliedOffsetMs, isPlausibleOffset, parseHttpDateMs } from './server-clock';
import type { ServerClock } from './server-clock';
import { signRequest } from './signing';
import type { RequestSigner, SigningKeyHold } from './signing';

export type { ApiEnvironment, HttpMethod, QueryParams };

/** One attempt, free of secrets, for the audit trail. */
export interface RequestAttemptEvent {
  environment: ApiEnvironment;
  method: HttpMethod;
  /** Full path with query string, exactly as signed and sent (e.g. `/v1/payments?limit=10`). */
  path: string;
  attempt: number;
  /** HTTP status, 0 when there was no response. */
  status: number;
  requestId: string | undefined;
  idempotencyKey: string | undefined;
  durationMs: number;
  replayed: boolean;
  /** `retrying` / `clock_corrected` mean another attempt follows. */
  outcome: 'success' | 'retrying' | 'clock_corrected' | 'failed';
  errorKind?: ApiErrorKind;
  errorCode?: string;
  /** Wait before the next attempt, when one follows. */
  delayMs?: number;
}

export interface ApiClientCoreOptions {
  environment: ApiEnvironment;
  /** Absolute, ending in `/v1` with no trailing slash. */
  baseUrl: string;
  apiKey: string;
  signer: RequestSigner;
  /** The HTTP client; default: node:http / node:https with keep-alive (node-http-transport.ts). */
  fetch?: FetchFunction;
  /** The local clock: X-Timestamp (plus the server offset), elapsed times and the waits between retries. Default the system clock. */
  clock?: Clock;
  /** Uniform in [0, 1): backoff jitter. */
  random?: () => number;
  retry?: Partial<RetryOptions>;
  /** Per-attempt timeout (headers and body). Default 30 s. */
  timeoutMs?: number;
  /** Cap on a response body, received and decoded (response-limits.ts). Default MAX_RESPONSE_BYTES (32 MiB). */
  maxResponseBytes?: number;
  /** Receives one secret-free event per attempt. Exceptions it throws are ignored. */
  onRequest?: (event: RequestAttemptEvent) => void;
  /** Clock shared with something else (e.g. an offset remembered across sessions). */
  serverClock?: ServerClock;
}

export interface ApiRequest {
  method: HttpMethod;
  /** Relative to `/v1`, e.g. `/payments/pmt_1/cancel`; path parameters already encoded. */
  path: string;
  /** Ordered; sent in the given order, each name and value percent-encoded. */
  query?: QueryParams;
  /** Serialized once with JSON.stringify. A POST without body or bodyText sends `{}`. */
  body?: unknown;
  /** Pre-serialized JSON (e.g. the outbox's stored bytes), sent byte for byte. */
  bodyText?: string;
  /** POST only; a fresh UUID v4 when omitted. At most 128 characters. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiResponse {
  status: number;
  /** Parsed JSON; null for an empty 204/205. */
  body: unknown;
  requestId: string | undefined;
  replayed: boolean;
  idempotencyKey?: string;
  attempts: number;
}

export interface ApiClientCore {
  readonly environment: ApiEnvironment;
  readonly baseUrl: string;
  request(req: ApiRequest): Promise<ApiResponse>;
  /** Current estimate of server time minus local time, in ms. */
  serverClockOffsetMs(): number;
  /**
   * Keeps the signer's private key in memory until released (a sync's many requests);
   * a no-op hold for signers that have no store to read from (RequestSigner.holdKey).
   */
  holdSigningKey(): SigningKeyHold;
}

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
      const outcome = response === undefined
        ? (exchange as PaymentsApiError)
        : interpretResponse(response, {
            secrets: [apiKey, signature],
            idempotencyKey,
            attempts: attempt,
            // An HTTP-date Retry-After is read against the clock that wrote it.
            serverNow: parseHttpDateMs(dateHeader) ?? clock.nowMs(),
          });

      const base = { environment, method, path: pathWithQuery, attempt, status: response?.status ?? 0, requestId: outcome.requestId, idempotencyKey, durationMs: Math.max(0, receivedAt - sentAt), replayed: outcome.replayed };
      if (!(outcome instanceof PaymentsApiError)) {
        emit({ ...base, outcome: 'success' });
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
        options: retryOptions,
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

/** A response of any status becomes either the result or the typed error to consider retrying. */
function interpretResponse(
  response: TransportResponse,
  context: { secrets: ReadonlyArray<string>; idempotencyKey: string | undefined; attempts: number; serverNow: number },
): ApiResponse | PaymentsApiError {
  const { status, headers, bodyText } = response;
  const { secrets, idempotencyKey, attempts } = context;
  const headerRequestId = headers.get('x-request-id') ?? undefined;
  const replayed = headers.get('idempotency-replayed')?.trim().toLowerCase() === 'true';
  const retryAfterMs = parseRetryAfterMs(headers.get('retry-after'), context.serverNow);
  if (status >= 400) return apiErrorFromResponse({ status, bodyText, headerRequestId, replayed, secrets, retryAfterMs });
  const malformed = (code: string, message: string): MalformedResponseError =>
    new MalformedResponseError({ type: 'malformed_response_error', code, message, status, requestId: headerRequestId, retryable: false, replayed, bodyPreview: redactSecrets(bodyText.slice(0, 200), secrets) });
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
  }
  const result: ApiResponse = { status, body, requestId: headerRequestId, replayed, attempts };
  if (idempotencyKey !== undefined) result.idempotencyKey = idempotencyKey;
  return result;
}

function validateApiKey(apiKey: unknown): void {
  if (typeof apiKey !== 'string' || apiKey === '') throw new ClientConfigurationError('missing_api_key', 'An API key is required.');
  if (!/^[\x21-\x7E]+$/.test(apiKey)) {
    throw new ClientConfigurationError('invalid_api_key_format', 'The API key contains spaces, line breaks or non-ASCII characters: paste it again exactly as issued.');
  }
}

function validateMethod(method: unknown): HttpMethod {
  if (method === 'GET' || method === 'POST' || method === 'PATCH' || method === 'DELETE') return method;
  throw new InvalidRequestOptionsError('invalid_method', 'method must be GET, POST, PATCH or DELETE.');
}

function validateIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/.test(key)) {
    throw new InvalidRequestOptionsError('invalid_idempotency_key', `idempotencyKey must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters without leading or trailing spaces (a UUID v4 is recommended).`);
  }
  return key;
}

function rejectIdempotencyKey(key: unknown): undefined {
  if (key !== undefined) throw new InvalidRequestOptionsError('invalid_idempotency_key', 'Idempotency keys apply to POST requests only.');
  return undefined;
}
