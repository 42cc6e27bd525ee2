// The shapes of the API client core (request-pipeline.ts): its options, a request, a
// response, the client itself and the secret-free event of one attempt for the audit trail.
import type { Clock } from '../clock';
import type { ApiEnvironment, FetchFunction, HttpMethod, QueryParams } from './http-transport';
import type { ApiErrorKind } from './api-errors';
import type { RetryOptions } from './retry-policy';
import type { ServerClock } from './server-clock';
import type { RequestSigner, SigningKeyHold } from './signing';
import type { UnreadBody } from './unread-body';

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
  /** This request's retry rules over the client's (the Settings connection test: one attempt, its answer at once). */
  retry?: Partial<RetryOptions>;
  /** A 2xx body is not read here: the response carries it as `unread`, to be read elsewhere (unread-body.ts); its attempt is recorded as it is read. */
  unreadBody?: boolean;
  /**
   * Checks a 2xx body read here (the operation's schema) before the attempt is recorded: a
   * PaymentsApiError it throws is the request's outcome (recorded `failed` with its kind and
   * code, then thrown by request()), so an answer refused is never recorded as a success.
   */
  checkBody?: (response: ApiResponse) => void;
}

export interface ApiResponse {
  status: number;
  /** Parsed JSON; null for an empty 204/205; undefined when the request asked for the body unread. */
  body: unknown;
  /** The 2xx body not read yet, when the request asked for that (ApiRequest.unreadBody). */
  unread?: UnreadBody;
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
