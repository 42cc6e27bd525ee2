// The wire: which endpoints may be used (https, or http on loopback for a sandbox), the
// exact path + query string and body bytes (built once; the same ones are signed and
// sent), and one HTTP exchange over fetch with a per-attempt timeout (AbortController)
// covering the headers and the whole body. Failures without a response become
// NetworkError, TimeoutError or RequestAbortedError; a response of any status is
// returned as is, its body read as a stream and capped (response-limits.ts: a body past
// the cap is ResponseTooLargeError, one that does not decode MalformedResponseError). (fetch is used when the client is given one; otherwise the same
// exchange runs over node:http, node-http-transport.ts.)
import { ClientConfigurationError, InvalidRequestOptionsError, NetworkError, PaymentsApiError, RequestAbortedError, TimeoutError } from './api-errors';
import { CappedBody, MAX_RESPONSE_BYTES, ResponseTooLargeError, declaredLength, isDecodeFailure, undecodableResponse } from './response-limits';
import { startAttemptTimeout } from './attempt-timeout';

export type ApiEnvironment = 'sandbox' | 'production';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type QueryParams = ReadonlyArray<readonly [name: string, value: string]>;

export type FetchFunction = typeof fetch;

// ---- Endpoint rules and the exact request -----------------------------------------------

const LOOPBACK_HOST = /^(localhost|127(\.[0-9]{1,3}){3}|\[::1\])$/;

/** Checks the base URL against the environment's rules; returns its origin and path (ending in /v1). */
export function validateBaseUrl(environment: ApiEnvironment, baseUrl: string): { origin: string; basePath: string } {
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new ClientConfigurationError('invalid_environment', 'environment must be "sandbox" or "production".');
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ClientConfigurationError('invalid_base_url', 'The base URL must be an absolute URL ending in /v1, such as https://api.example.com/v1.');
  }
  const fix = (code: string, message: string): never => {
    throw new ClientConfigurationError(code, `${message} (${environment} base URL ${url.origin}${url.pathname}).`);
  };
  if (url.username !== '' || url.password !== '') fix('invalid_base_url', 'The base URL must not contain a user name or password');
  if (baseUrl.includes('?') || baseUrl.includes('#')) fix('invalid_base_url', 'The base URL must not have a query string or fragment');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fix('invalid_base_url', 'The base URL must use https:');
  if (environment === 'production' && url.protocol !== 'https:') fix('insecure_base_url', 'Production requires https: change the base URL to start with https://');
  if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) {
    fix('insecure_base_url', 'Plain http: is allowed only for a sandbox on this machine (localhost, 127.0.0.1 or [::1]); use https:// for any other host');
  }
  if (url.pathname.endsWith('/v1/')) fix('invalid_base_url', 'Remove the trailing slash: the base URL must end in /v1');
  if (!url.pathname.endsWith('/v1')) fix('invalid_base_url', 'The base URL must end in the version prefix /v1, e.g. https://api.example.com/v1');
  return { origin: url.origin, basePath: url.pathname };
}

// RFC 3986 path characters: unreserved, sub-delims, ":" and "@", or %XX.
const PATH_SEGMENT = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+";
const PATH_RE = new RegExp(`^(?:/${PATH_SEGMENT})+$`);

/** The caller's path relative to /v1, checked so that it is sent exactly as it is signed. */
export function validatePath(path: unknown): string {
  if (typeof path !== 'string' || !PATH_RE.test(path)) {
    throw new InvalidRequestOptionsError('invalid_path', 'path must start with "/", have no empty segments, query or fragment, and percent-encode path parameters.');
  }
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new InvalidRequestOptionsError('invalid_path', 'path must not contain "." or ".." segments.');
  }
  if (path === '/v1' || path.startsWith('/v1/')) {
    throw new InvalidRequestOptionsError('invalid_path', 'path is relative to the base URL, which already ends in /v1: drop the /v1 prefix.');
  }
  return path;
}

/**
 * RFC 3986 component encoding: encodeURIComponent plus `!'()*`, so that the string is made
 * only of unreserved characters and %XX escapes, which no URL parser rewrites (the WHATWG
 * parser would turn `'` in a query into %27, and the signature would no longer match).
 */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `?a=1&createdAt%5Bgte%5D=...` in the given order, or '' for no parameters. */
export function serializeQuery(query: QueryParams | undefined): string {
  if (query === undefined || query.length === 0) return '';
  const parts = query.map((pair) => {
    const [name, value] = pair;
    if (typeof name !== 'string' || name === '' || typeof value !== 'string') {
      throw new InvalidRequestOptionsError('invalid_query', 'query must be a list of [name, value] string pairs with non-empty names.');
    }
    try {
      return `${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`;
    } catch {
      throw new InvalidRequestOptionsError('invalid_query', `query parameter "${name}" contains text that is not valid Unicode.`);
    }
  });
  return `?${parts.join('&')}`;
}

export function assertUrlIsSentAsSigned(url: string, pathWithQuery: string): void {
  const parsed = new URL(url);
  if (`${parsed.pathname}${parsed.search}` !== pathWithQuery) {
    throw new InvalidRequestOptionsError('invalid_path', 'The request URL would be rewritten before sending, so its signature could not match.');
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const utf8 = new TextEncoder();

/** The body bytes, encoded once: these exact bytes are signed and sent on every attempt. */
export function encodeRequestBody(method: HttpMethod, req: { readonly body?: unknown; readonly bodyText?: string | undefined }): Uint8Array<ArrayBuffer> | undefined {
  const hasBody = req.body !== undefined;
  const hasText = req.bodyText !== undefined;
  if (hasBody && hasText) throw new InvalidRequestOptionsError('invalid_body', 'Give body or bodyText, not both.');
  if ((method === 'GET' || method === 'DELETE') && (hasBody || hasText)) {
    throw new InvalidRequestOptionsError('invalid_body', `A ${method} request has no body.`);
  }
  let text: string | undefined;
  if (hasText) {
    text = req.bodyText;
    if (typeof text !== 'string' || LONE_SURROGATE.test(text)) throw new InvalidRequestOptionsError('invalid_body', 'bodyText must be a well-formed string.');
    try {
      JSON.parse(text);
    } catch {
      throw new InvalidRequestOptionsError('invalid_body', 'bodyText is not valid JSON.');
    }
  } else if (hasBody) {
    try {
      text = JSON.stringify(req.body);
    } catch (error) {
      throw new InvalidRequestOptionsError('invalid_body', `The body cannot be serialized as JSON: ${(error as Error).message}`);
    }
    if (text === undefined) throw new InvalidRequestOptionsError('invalid_body', 'The body cannot be serialized as JSON.');
  } else if (method === 'POST') {
    text = '{}'; // Every POST carries a JSON body; the spec's cancel takes `{}`.
  }
  return text === undefined ? undefined : utf8.encode(text);
}

// ---- One exchange ------------------------------------------------------------------------

export interface TransportRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The exact body bytes to send (the ones that were signed), if any. */
  readonly body: Uint8Array<ArrayBuffer> | undefined;
  readonly timeoutMs: number;
  /** The caller's cancellation signal, if any. */
  readonly signal?: AbortSignal | undefined;
  /** Cap on the body, received and decoded (response-limits.ts); default MAX_RESPONSE_BYTES. */
  readonly maxResponseBytes?: number | undefined;
}

/** What the pipeline reads of response headers: `get` as on WHATWG Headers (case-insensitive, null when absent). */
export interface ResponseHeaders {
  get(name: string): string | null;
}

export interface TransportResponse {
  readonly status: number;
  readonly headers: ResponseHeaders;
  readonly bodyText: string;
}

/** Sends one request and reads the whole response body as text. */
export async function sendHttpRequest(fetchFn: FetchFunction, req: TransportRequest): Promise<TransportResponse> {
  if (req.signal?.aborted) throw requestAbortedError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = startAttemptTimeout(req.timeoutMs, () => {
    timedOut = true;
    controller.abort();
  });
  const forwardAbort = (): void => controller.abort();
  req.signal?.addEventListener('abort', forwardAbort, { once: true });
  let status: number | undefined;
  try {
    const response = await fetchFn(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: controller.signal,
      // A redirect would change the path that was signed (and could turn a POST into a GET):
      // 3xx is handed back to the pipeline, which reports it instead of following it.
      redirect: 'manual',
    });
    status = response.status;
    const bodyText = await readCappedBody(response, req.maxResponseBytes ?? MAX_RESPONSE_BYTES, () => controller.abort());
    return { status: response.status, headers: response.headers, bodyText };
  } catch (error) {
    if (error instanceof PaymentsApiError) throw error;
    throw transportFailure(error, { timedOut, aborted: req.signal?.aborted === true, timeoutMs: req.timeoutMs, status });
  } finally {
    timer.clear();
    req.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * The body, read chunk by chunk (undici has already decoded it) and given up, with the
 * connection, as soon as it passes `limitBytes`: a declared Content-Length above the cap
 * is refused before reading.
 */
export async function readCappedBody(response: Response, limitBytes: number, abort: () => void): Promise<string> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  const tooLarge = (stage: 'declared' | 'decoded', bytesRead: number): ResponseTooLargeError =>
    new ResponseTooLargeError({ status: response.status, stage, bytesRead, limitBytes, requestId });
  const declared = declaredLength(response.headers.get('content-length'));
  const reader = response.body?.getReader();
  if (declared !== undefined && declared > limitBytes) {
    await reader?.cancel().catch(() => undefined);
    abort();
    throw tooLarge('declared', declared);
  }
  if (reader === undefined) return '';
  const body = new CappedBody(limitBytes);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return body.text();
    if (!body.add(value)) {
      abort();
      await reader.cancel().catch(() => undefined);
      throw tooLarge('decoded', body.bytes);
    }
  }
}

/**
 * What a failed exchange becomes, for every transport: a timeout, the caller's abort, a
 * body that does not decode (when a status had arrived), or a network error.
 */
export function transportFailure(error: unknown, facts: { timedOut: boolean; aborted: boolean; timeoutMs: number; status?: number | undefined }): Error {
  if (facts.timedOut) {
    return new TimeoutError({
      type: 'connection_error',
      code: 'timeout',
      message: `The Payments API did not answer within ${facts.timeoutMs} ms.`,
      status: 0,
      retryable: true,
    });
  }
  if (facts.aborted) return requestAbortedError();
  if (facts.status !== undefined && isDecodeFailure(error)) return undecodableResponse(facts.status, error);
  return networkErrorFrom(error);
}

export function requestAbortedError(): RequestAbortedError {
  return new RequestAbortedError({
    type: 'connection_error',
    code: 'aborted',
    message: 'The request was canceled before the Payments API answered.',
    status: 0,
    retryable: false,
  });
}

const NETWORK_CODES: Readonly<Record<string, readonly [code: string, description: string]>> = {
  ECONNREFUSED: ['connection_refused', 'the connection was refused'],
  ECONNRESET: ['connection_reset', 'the connection was reset'],
  EPIPE: ['connection_reset', 'the connection was closed while sending'],
  UND_ERR_SOCKET: ['connection_reset', 'the connection was closed before the answer was complete'],
  UND_ERR_CLOSED: ['connection_reset', 'the connection was closed'],
  ENOTFOUND: ['host_not_found', 'the host name could not be resolved'],
  EAI_AGAIN: ['host_not_found', 'the host name could not be resolved (temporary DNS failure)'],
  ETIMEDOUT: ['connect_timeout', 'the connection timed out'],
  UND_ERR_CONNECT_TIMEOUT: ['connect_timeout', 'the connection timed out'],
  ENETUNREACH: ['network_unreachable', 'the network is unreachable'],
  EHOSTUNREACH: ['network_unreachable', 'the host is unreachable'],
};

/** Turns whatever fetch threw into a NetworkError, keeping only a code from the cause. */
export function networkErrorFrom(error: unknown): NetworkError {
  const systemCode = findSystemCode(error);
  const known = systemCode === undefined ? undefined : NETWORK_CODES[systemCode];
  const isTls = systemCode !== undefined && /CERT|TLS|SSL/.test(systemCode);
  const [code, description] = known ?? (isTls ? ['tls_error', 'the TLS handshake failed'] : ['network_error', 'the connection failed']);
  // A known code is said in words only (the window shows this message; the code field keeps what it was); an unknown one is named.
  const suffix = systemCode === undefined || known !== undefined ? '' : ` (${systemCode})`;
  return new NetworkError({
    type: 'connection_error',
    code,
    message: `Could not reach the Payments API: ${description}${suffix}.`,
    status: 0,
    retryable: true,
    cause: error,
  });
}

function findSystemCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
