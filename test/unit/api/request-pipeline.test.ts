import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PaymentsApiError,
  AuthenticationError,
  ClientConfigurationError,
  DuplicateIdempotencyKeyError,
  InvalidRequestOptionsError,
  MalformedResponseError,
  NetworkError,
  RequestAbortedError,
  ServerError,
  SigningError,
  TimeoutError,
  createApiClientCore,
  ed25519Signer,
} from '../../../electron/api';
import type { ApiClientCoreOptions, RequestAttemptEvent, RequestSigner } from '../../../electron/api';

const API_KEY = 'sk_sandbox_unit_0123456789';
const SEED = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const signer = ed25519Signer(SEED);
const T0 = Date.UTC(2026, 4, 4, 10, 0, 0, 0);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Call { url: string; method: string; headers: Record<string, string>; body: Uint8Array | undefined; signal: AbortSignal | undefined }
type Step = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'X-Request-Id': `req_h${status}`, ...headers } });
const apiError = (status: number, type: string, code: string, retryable: boolean, headers: Record<string, string> = {}): Response =>
  json(status, { error: { type, code, message: `${code}`, status, requestId: `req_b${status}`, retryable } }, headers);
const ok = (body: unknown = { ok: true }, headers: Record<string, string> = {}): Step => () => json(200, body, headers);
const networkFailure = (code: string): Step => () => {
  throw new TypeError('fetch failed', { cause: Object.assign(new Error(`connect ${code} 127.0.0.1:1`), { code }) });
};

/** A fake clock whose sleep advances time, and a fetch that plays scripted steps. */
function harness(steps: Step[], overrides: Partial<ApiClientCoreOptions> = {}) {
  const calls: Call[] = [];
  const sleeps: number[] = [];
  const events: RequestAttemptEvent[] = [];
  let t = T0;
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body === undefined || init.body === null ? undefined : (init.body as Uint8Array),
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const step = steps.shift() ?? ok();
    return step(call);
  }) as typeof globalThis.fetch;
  const client = createApiClientCore({
    environment: 'sandbox',
    baseUrl: 'http://127.0.0.1:4010/v1',
    apiKey: API_KEY,
    signer,
    fetch,
    clock: {
      now: () => new Date(t),
      nowMs: () => t,
      sleep: async (ms) => {
        sleeps.push(ms);
        t += ms;
      },
    },
    random: () => 0.5,
    onRequest: (e) => events.push(e),
    ...overrides,
  });
  return { client, calls, sleeps, events, advance: (ms: number) => (t += ms), now: () => t };
}

const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(await signer.publicKey()).toString('base64url') }, format: 'jwk' });
/** Verifies a recorded call exactly as the server would. */
function signatureVerifies(call: Call): boolean {
  const u = new URL(call.url);
  const head = Buffer.from(`${call.method}\n${u.pathname}${u.search}\n${call.headers['X-Timestamp']}\n`, 'utf8');
  const payload = Buffer.concat([head, Buffer.from(call.body ?? new Uint8Array())]);
  return verify(null, payload, publicKey, Buffer.from(call.headers['X-Signature'] ?? '', 'base64'));
}
const bodyText = (call: Call | undefined): string => Buffer.from(call?.body ?? new Uint8Array()).toString('utf8');

async function caught(promise: Promise<unknown>): Promise<PaymentsApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentsApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createApiClientCore: base URL and API key rules', () => {
  const make = (environment: 'sandbox' | 'production', baseUrl: string, apiKey = API_KEY) => () => createApiClientCore({ environment, baseUrl, apiKey, signer });

  it('accepts https anywhere and http on loopback for a sandbox', () => {
    for (const url of ['https://api.example.com/v1', 'http://127.0.0.1:4010/v1', 'http://127.9.8.7/v1', 'http://localhost:3000/v1', 'http://[::1]:8080/v1']) {
      expect(make('sandbox', url)).not.toThrow();
    }
    expect(make('production', 'https://api.example.com/v1')).not.toThrow();
    expect(make('production', 'https://api.example.com/payments/v1')().baseUrl).toBe('https://api.example.com/payments/v1');
  });

  it('rejects http in production, even on loopback, saying to use https', () => {
    for (const url of ['http://api.example.com/v1', 'http://127.0.0.1:4010/v1']) {
      expect(make('production', url)).toThrow(ClientConfigurationError);
      expect(make('production', url)).toThrow(/Production requires https/);
    }
  });

  it('rejects http to a non-loopback host for a sandbox', () => {
    for (const url of ['http://192.168.1.20/v1', 'http://sandbox.example.com/v1', 'http://128.0.0.1/v1', 'http://localhost.evil.com/v1']) {
      expect(make('sandbox', url)).toThrow(/only for a sandbox on this machine/);
    }
  });

  it('rejects a base URL without /v1, with a trailing slash, relative, with query, credentials or another scheme', () => {
    expect(make('sandbox', 'https://api.example.com')).toThrow(/must end in the version prefix \/v1/);
    expect(make('sandbox', 'https://api.example.com/v2')).toThrow(/\/v1/);
    expect(make('sandbox', 'https://api.example.com/v1/')).toThrow(/Remove the trailing slash/);
    expect(make('sandbox', '/v1')).toThrow(/absolute URL/);
    expect(make('sandbox', 'https://api.example.com/v1?x=1')).toThrow(/query string/);
    expect(make('sandbox', 'https://user:pw@api.example.com/v1')).toThrow(/user name or password/);
    expect(make('sandbox', 'ftp://api.example.com/v1')).toThrow(/https/);
    expect(() => createApiClientCore({ environment: 'staging' as 'sandbox', baseUrl: 'https://a.example/v1', apiKey: API_KEY, signer })).toThrow(/sandbox" or "production/);
  });

  it('validates the API key as a non-empty header-safe string, without echoing it', () => {
    expect(make('sandbox', 'https://a.example/v1', '')).toThrow(/API key is required/);
    for (const bad of ['sk_live abc', 'sk_live_abc\n', 'sk_live_äbc', 'sk_\u0000x']) {
      const error = (() => {
        try {
          make('sandbox', 'https://a.example/v1', bad)();
        } catch (e) {
          return e as ClientConfigurationError;
        }
        throw new Error('accepted');
      })();
      expect(error.code).toBe('invalid_api_key_format');
      expect(error.message).not.toContain(bad);
    }
  });

  it('rejects a bad timeout or retry setting', () => {
    expect(() => createApiClientCore({ environment: 'sandbox', baseUrl: 'https://a.example/v1', apiKey: API_KEY, signer, timeoutMs: 0 })).toThrow(/timeoutMs/);
    expect(() => createApiClientCore({ environment: 'sandbox', baseUrl: 'https://a.example/v1', apiKey: API_KEY, signer, retry: { maxAttempts: 0 } })).toThrow(ClientConfigurationError);
  });
});

describe('request: headers, path, query and body on the wire', () => {
  it('GET: the three auth headers, Accept, no Content-Type, no Idempotency-Key, no body', async () => {
    const h = harness([ok({ items: [] })]);
    const res = await h.client.request({ method: 'GET', path: '/rails' });
    expect(res).toEqual({ status: 200, body: { items: [] }, requestId: 'req_h200', replayed: false, attempts: 1 });
    const call = h.calls[0]!;
    expect(call.url).toBe('http://127.0.0.1:4010/v1/rails');
    expect(call.method).toBe('GET');
    expect(call.headers).toEqual({ Authorization: `Bearer ${API_KEY}`, 'X-Signature': expect.stringMatching(/^[A-Za-z0-9+/]{86}==$/), 'X-Timestamp': String(T0 / 1000), Accept: 'application/json' });
    expect(call.body).toBeUndefined();
    expect(signatureVerifies(call)).toBe(true);
  });

  it('POST: Content-Type, a fresh UUID v4 Idempotency-Key, the body serialized once', async () => {
    const h = harness([ok({ id: 'pmt_1' })]);
    const body = { sourceAccountId: 'acc_1', reference: 'Zürich — 東京', amount: { currency: 'USD', value: '100' } };
    const res = await h.client.request({ method: 'POST', path: '/payments', body });
    const call = h.calls[0]!;
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.headers['Idempotency-Key']).toMatch(UUID_V4);
    expect(res.idempotencyKey).toBe(call.headers['Idempotency-Key']);
    expect(bodyText(call)).toBe(JSON.stringify(body));
    expect(signatureVerifies(call)).toBe(true);
    const second = harness([ok()]);
    await second.client.request({ method: 'POST', path: '/payments', body });
    expect(second.calls[0]!.headers['Idempotency-Key']).not.toBe(call.headers['Idempotency-Key']);
  });

  it('POST without a body sends `{}` (the cancel body), with Content-Type and a key', async () => {
    const h = harness([ok()]);
    await h.client.request({ method: 'POST', path: '/payments/pmt_1/cancel' });
    expect(bodyText(h.calls[0])).toBe('{}');
    expect(h.calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(signatureVerifies(h.calls[0]!)).toBe(true);
  });

  it('POST with bodyText and a caller key (the outbox): the stored bytes are sent verbatim', async () => {
    const h = harness([ok()]);
    const stored = '{ "amount" : {"value":"1", "currency":"EUR"},\n  "reference":"Café" }';
    const res = await h.client.request({ method: 'POST', path: '/transfers', bodyText: stored, idempotencyKey: 'outbox-42' });
    expect(bodyText(h.calls[0])).toBe(stored);
    expect(h.calls[0]!.headers['Idempotency-Key']).toBe('outbox-42');
    expect(res.idempotencyKey).toBe('outbox-42');
    expect(signatureVerifies(h.calls[0]!)).toBe(true);
  });

  it('PATCH carries a body but no Idempotency-Key; DELETE carries neither', async () => {
    const h = harness([ok(), () => new Response(null, { status: 204 })]);
    await h.client.request({ method: 'PATCH', path: '/counterparties/cpt_1', body: { name: 'ACME' } });
    const del = await h.client.request({ method: 'DELETE', path: '/things/x_1' });
    expect(h.calls[0]!.headers['Idempotency-Key']).toBeUndefined();
    expect(bodyText(h.calls[0])).toBe('{"name":"ACME"}');
    expect(h.calls[1]!.body).toBeUndefined();
    expect(h.calls[1]!.headers['Content-Type']).toBeUndefined();
    expect(del).toMatchObject({ status: 204, body: null });
  });

  it('serializes the query in the given order, brackets and reserved characters percent-encoded, and signs that exact string', async () => {
    const h = harness([ok()]);
    await h.client.request({
      method: 'GET',
      path: '/transactions',
      query: [['createdAt[gte]', '2026-01-01T00:00:00Z'], ['limit', '50'], ['reference', "O'Brien (x*y)! & co"], ['a', '東']],
    });
    const u = new URL(h.calls[0]!.url);
    expect(u.search).toBe('?createdAt%5Bgte%5D=2026-01-01T00%3A00%3A00Z&limit=50&reference=O%27Brien%20%28x%2Ay%29%21%20%26%20co&a=%E6%9D%B1');
    expect(h.calls[0]!.url).toBe(`http://127.0.0.1:4010/v1/transactions${u.search}`);
    expect(signatureVerifies(h.calls[0]!)).toBe(true);
  });

  it('includes a base path prefix before /v1 in the signed path', async () => {
    const h = harness([ok()], { baseUrl: 'https://gw.example.com/payments-api/v1' });
    await h.client.request({ method: 'GET', path: '/accounts/acc_1' });
    expect(new URL(h.calls[0]!.url).pathname).toBe('/payments-api/v1/accounts/acc_1');
    expect(signatureVerifies(h.calls[0]!)).toBe(true);
  });

  it('reports Idempotency-Replayed: true as replayed', async () => {
    const h = harness([ok({ id: 'pmt_1' }, { 'Idempotency-Replayed': 'true' })]);
    expect((await h.client.request({ method: 'POST', path: '/payments', body: {} })).replayed).toBe(true);
  });
});

describe('request: invalid options are caught before anything is sent', () => {
  const cases: [string, Parameters<ReturnType<typeof harness>['client']['request']>[0], RegExp][] = [
    ['relative path', { method: 'GET', path: 'payments' }, /start with "\/"/],
    ['query in path', { method: 'GET', path: '/payments?limit=1' }, /start with "\/"/],
    ['unencoded space', { method: 'GET', path: '/payments/pmt 1' }, /percent-encode/],
    ['dot segment', { method: 'GET', path: '/payments/../accounts' }, /"\.\."/],
    ['double /v1', { method: 'GET', path: '/v1/payments' }, /drop the \/v1 prefix/],
    ['percent-encoded dot segment the URL parser would resolve', { method: 'GET', path: '/payments/%2e%2E/accounts' }, /would be rewritten/],
    ['empty segment', { method: 'GET', path: '/payments//x' }, /empty segments/],
    ['GET with a body', { method: 'GET', path: '/x', body: {} }, /has no body/],
    ['body and bodyText', { method: 'POST', path: '/x', body: {}, bodyText: '{}' }, /not both/],
    ['bodyText not JSON', { method: 'POST', path: '/x', bodyText: '{"a":' }, /not valid JSON/],
    ['bodyText with a lone surrogate', { method: 'POST', path: '/x', bodyText: '"\uD800"' }, /well-formed/],
    ['bigint body', { method: 'POST', path: '/x', body: { value: 1n } }, /cannot be serialized/],
    ['key of 129 characters', { method: 'POST', path: '/x', idempotencyKey: 'k'.repeat(129) }, /1 to 128/],
    ['empty key', { method: 'POST', path: '/x', idempotencyKey: '' }, /1 to 128/],
    ['key with a line break', { method: 'POST', path: '/x', idempotencyKey: 'a\nb' }, /printable ASCII/],
    ['key on a GET', { method: 'GET', path: '/x', idempotencyKey: 'k' }, /POST requests only/],
    ['unknown method', { method: 'PUT' as 'GET', path: '/x' }, /GET, POST, PATCH or DELETE/],
    ['query with an empty name', { method: 'GET', path: '/x', query: [['', 'v']] }, /non-empty names/],
  ];
  it.each(cases)('%s', async (_name, req, message) => {
    const h = harness([]);
    const error = await caught(h.client.request(req));
    expect(error).toBeInstanceOf(InvalidRequestOptionsError);
    expect(error.message).toMatch(message);
    expect(h.calls).toHaveLength(0);
  });

  it('accepts a key of exactly 128 characters', async () => {
    const h = harness([ok()]);
    await h.client.request({ method: 'POST', path: '/x', idempotencyKey: 'k'.repeat(128) });
    expect(h.calls[0]!.headers['Idempotency-Key']).toHaveLength(128);
  });
});

describe('request: retries', () => {
  it('keeps the idempotency key and body bytes on every retry, re-signed with a fresh timestamp', async () => {
    const h = harness([
      () => apiError(503, 'api_error', 'service_unavailable', true, { 'Retry-After': '2' }),
      networkFailure('ECONNRESET'),
      () => apiError(429, 'rate_limit_error', 'rate_limited', true, { 'Retry-After': '3' }),
      ok({ id: 'pmt_1' }),
    ]);
    const res = await h.client.request({ method: 'POST', path: '/payments', body: { reference: 'ü' } });
    expect(res.attempts).toBe(4);
    expect(h.calls).toHaveLength(4);
    const keys = new Set(h.calls.map((c) => c.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
    expect(new Set(h.calls.map((c) => bodyText(c)))).toEqual(new Set(['{"reference":"ü"}']));
    const timestamps = h.calls.map((c) => Number(c.headers['X-Timestamp']));
    expect(timestamps[1]! - timestamps[0]!).toBe(2);
    expect(timestamps[3]! - timestamps[2]!).toBe(3);
    expect(h.calls[1]!.headers['X-Signature']).not.toBe(h.calls[0]!.headers['X-Signature']);
    expect(h.calls[3]!.headers['X-Signature']).not.toBe(h.calls[2]!.headers['X-Signature']);
    for (const call of h.calls) expect(signatureVerifies(call)).toBe(true);
    expect(h.sleeps).toEqual([2000, 500, 3000]);
  });

  it.each([
    ['500 retryable', () => apiError(500, 'api_error', 'internal_error', true)],
    ['502 HTML page', () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['connection refused', networkFailure('ECONNREFUSED')],
    ['connection reset', networkFailure('UND_ERR_SOCKET')],
    ['409 in flight', () => apiError(409, 'idempotency_error', 'idempotency_key_in_flight', true, { 'Retry-After': '1' })],
    ['429 without Retry-After', () => apiError(429, 'rate_limit_error', 'rate_limited', true)],
  ] as [string, Step][])('retries after %s, then succeeds', async (_name, failure) => {
    const h = harness([failure, ok({ id: 'x' })]);
    const res = await h.client.request({ method: 'POST', path: '/payments', body: { a: 1 } });
    expect(res).toMatchObject({ status: 200, attempts: 2 });
    expect(h.calls[0]!.headers['Idempotency-Key']).toBe(h.calls[1]!.headers['Idempotency-Key']);
  });

  it('retries after a per-attempt timeout', async () => {
    const hang: Step = (call) => new Promise((_, reject) => call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const h = harness([hang, ok()], { timeoutMs: 20 });
    const res = await h.client.request({ method: 'GET', path: '/rails' });
    expect(res.attempts).toBe(2);
    expect(h.events[0]).toMatchObject({ outcome: 'retrying', errorKind: 'timeout', status: 0 });
  });

  it('throws TimeoutError once the attempts run out', async () => {
    const hang: Step = (call) => new Promise((_, reject) => call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const h = harness([hang, hang], { timeoutMs: 10, retry: { maxAttempts: 2 } });
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ status: 0, retryable: true, attempts: 2, code: 'timeout' });
  });

  it('honours an HTTP-date Retry-After, read against the response Date', async () => {
    const serverNow = T0 + 120_000; // server clock 2 min ahead: the date must not be read against the local clock
    const h = harness([
      () => apiError(503, 'api_error', 'service_unavailable', true, { Date: new Date(serverNow).toUTCString(), 'Retry-After': new Date(serverNow + 4000).toUTCString() }),
      ok(),
    ]);
    await h.client.request({ method: 'GET', path: '/rails' });
    expect(h.sleeps).toEqual([4000]);
  });

  it('gives up after 5 attempts with the last error, still marked retryable', async () => {
    const h = harness(Array.from({ length: 6 }, () => () => apiError(503, 'api_error', 'service_unavailable', true)));
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ attempts: 5, retryable: true, requestId: 'req_b503' });
    expect(h.calls).toHaveLength(5);
    expect(h.sleeps).toEqual([250, 500, 1000, 2000]);
  });

  it('gives up at once when Retry-After exceeds the cap, exposing retryAfterMs', async () => {
    const h = harness([() => apiError(429, 'rate_limit_error', 'rate_limited', true, { 'Retry-After': '3600' })]);
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toMatchObject({ apiKind: 'rate_limit', attempts: 1, retryable: true, retryAfterMs: 3_600_000 });
    expect(h.sleeps).toEqual([]);
  });

  it.each([
    [400, 'invalid_request_error', 'validation_failed'],
    [401, 'authentication_error', 'invalid_signature'],
    [401, 'authentication_error', 'invalid_api_key'],
    [403, 'permission_error', 'read_only_key'],
    [404, 'not_found_error', 'resource_not_found'],
    [409, 'invalid_request_error', 'payment_not_cancelable'],
    [422, 'invalid_request_error', 'insufficient_funds'],
  ] as const)('does not retry %i %s', async (status, type, code) => {
    const h = harness([() => apiError(status, type, code, false), ok()]);
    const error = await caught(h.client.request({ method: 'POST', path: '/payments', body: {} }));
    expect(error).toMatchObject({ status, code, attempts: 1, requestId: `req_b${status}` });
    expect(h.calls).toHaveLength(1);
  });

  it('surfaces duplicate_idempotency_key as its own error, never retried', async () => {
    const h = harness([() => apiError(409, 'idempotency_error', 'duplicate_idempotency_key', false), ok()]);
    const error = await caught(h.client.request({ method: 'POST', path: '/payments', body: {}, idempotencyKey: 'k1' }));
    expect(error).toBeInstanceOf(DuplicateIdempotencyKeyError);
    expect(error.attempts).toBe(1);
  });

  it('does not retry a 5xx whose body says retryable: false', async () => {
    const h = harness([() => apiError(500, 'api_error', 'internal_error', false), ok()]);
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toMatchObject({ apiKind: 'server', retryable: false, attempts: 1 });
  });

  it('stops waiting when the caller aborts during a backoff', async () => {
    const controller = new AbortController();
    const h = harness([() => apiError(503, 'api_error', 'service_unavailable', true)], {
      clock: {
        now: () => new Date(T0),
        nowMs: () => T0,
        sleep: () => {
          controller.abort();
          return new Promise(() => {});
        },
      },
    });
    const error = await caught(h.client.request({ method: 'GET', path: '/rails', signal: controller.signal }));
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(error.attempts).toBe(1);
  });

  it('stops an attempt in flight when the caller aborts, without retrying', async () => {
    const controller = new AbortController();
    const hang: Step = (call) => {
      setTimeout(() => controller.abort(), 5);
      return new Promise((_, reject) => call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    };
    const h = harness([hang, ok()]);
    const error = await caught(h.client.request({ method: 'POST', path: '/payments', body: {}, signal: controller.signal }));
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(error).toMatchObject({ attempts: 1, retryable: false, status: 0 });
    expect(h.calls).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const h = harness([]);
    const error = await caught(h.client.request({ method: 'GET', path: '/rails', signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(h.calls).toHaveLength(0);
  });
});

describe('request: clock skew', () => {
  /** A fake strict server whose clock is `offsetMs` from the local one. */
  function skewedServer(offsetMs: number, clock: () => number, opts: { sendDate?: boolean } = {}): Step {
    return (call) => {
      const serverNow = clock() + offsetMs;
      const dateHeader: Record<string, string> = opts.sendDate === false ? {} : { Date: new Date(serverNow).toUTCString() };
      if (Math.abs(Number(call.headers['X-Timestamp']) - Math.floor(serverNow / 1000)) > 60) {
        return apiError(401, 'authentication_error', 'timestamp_out_of_range', false, dateHeader);
      }
      return json(200, { ok: true }, dateHeader);
    };
  }

  for (const offset of [300_000, -300_000]) {
    it(`fixes a server clock ${offset > 0 ? 'ahead' : 'behind'} by 5 minutes with one re-signed retry, then gets it right first time`, async () => {
      const steps: Step[] = [];
      const h = harness(steps);
      for (let i = 0; i < 3; i += 1) steps.push(skewedServer(offset, h.now));
      const first = await h.client.request({ method: 'POST', path: '/payments', body: { a: 1 } });
      expect(first.attempts).toBe(2);
      expect(h.calls[0]!.headers['Idempotency-Key']).toBe(h.calls[1]!.headers['Idempotency-Key']);
      expect(Number(h.calls[1]!.headers['X-Timestamp']) - Number(h.calls[0]!.headers['X-Timestamp'])).toBeCloseTo(offset / 1000, -1);
      expect(signatureVerifies(h.calls[1]!)).toBe(true);
      expect(h.sleeps).toEqual([]);
      expect(h.events.map((e) => e.outcome)).toEqual(['clock_corrected', 'success']);
      expect(Math.abs(h.client.serverClockOffsetMs() - offset)).toBeLessThanOrEqual(1000);
      const second = await h.client.request({ method: 'GET', path: '/rails' });
      expect(second.attempts).toBe(1);
    });
  }

  it('learns the offset from three agreeing response Date headers, before anything fails', async () => {
    const steps: Step[] = [];
    const h = harness(steps);
    for (let i = 0; i < 3; i += 1) steps.push(() => json(200, {}, { Date: new Date(h.now() + 180_000).toUTCString() }));
    for (let i = 0; i < 4; i += 1) await h.client.request({ method: 'GET', path: '/rails' });
    const expected = Math.floor((T0 + 180_000) / 1000);
    expect(Math.abs(Number(h.calls[2]!.headers['X-Timestamp']) - Math.floor(T0 / 1000))).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(h.calls[3]!.headers['X-Timestamp']) - expected)).toBeLessThanOrEqual(1);
  });

  it('retries only once: a server that keeps rejecting the timestamp gets two attempts, not a loop', async () => {
    const h = harness(Array.from({ length: 5 }, () => () => apiError(401, 'authentication_error', 'timestamp_out_of_range', false, { Date: new Date(T0 + 600_000).toUTCString() })));
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ code: 'timestamp_out_of_range', attempts: 2, retryable: false });
    expect(h.calls).toHaveLength(2);
  });

  it('does not retry timestamp_out_of_range when the response has no Date header to correct from', async () => {
    const steps: Step[] = [];
    const h = harness(steps);
    steps.push(skewedServer(300_000, h.now, { sendDate: false }));
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toMatchObject({ code: 'timestamp_out_of_range', attempts: 1 });
  });
});

describe('request: malformed responses', () => {
  it('a 200 with truncated JSON: MalformedResponseError with the X-Request-Id, not retried', async () => {
    const h = harness([() => new Response('{"id":"pmt_1","sta', { status: 200, headers: { 'X-Request-Id': 'req_trunc' } }), ok()]);
    const error = await caught(h.client.request({ method: 'GET', path: '/payments/pmt_1' }));
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ code: 'non_json_body', status: 200, requestId: 'req_trunc', retryable: false, attempts: 1 });
  });

  it('a 200 with an empty body is malformed; a 204 with an empty body is null', async () => {
    const h = harness([() => new Response('', { status: 200 }), () => new Response(null, { status: 204 })]);
    expect(await caught(h.client.request({ method: 'GET', path: '/a' }))).toBeInstanceOf(MalformedResponseError);
    expect((await h.client.request({ method: 'GET', path: '/a' })).body).toBeNull();
  });

  it('an HTML 502 page every time: MalformedResponseError after all attempts, with the request id', async () => {
    const page = () => new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502, headers: { 'Content-Type': 'text/html', 'X-Request-Id': 'req_lb' } });
    const h = harness([page, page], { retry: { maxAttempts: 2 } });
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toMatchObject({ apiKind: 'malformed_response', status: 502, requestId: 'req_lb', retryable: true, attempts: 2 });
  });

  it('an error body missing fields: MalformedResponseError, request id from the body if it has one', async () => {
    const h = harness([() => json(400, { error: { code: 'validation_failed', requestId: 'req_partial' } })]);
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toMatchObject({ apiKind: 'malformed_response', code: 'unexpected_error_body', requestId: 'req_partial', status: 400 });
  });

  it('a redirect is reported, not followed', async () => {
    const h = harness([() => new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example/v1/rails' } })]);
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toMatchObject({ apiKind: 'malformed_response', code: 'unexpected_redirect', status: 302 });
  });
});

describe('request: audit events, signing failures and secrets', () => {
  it('emits one secret-free event per attempt', async () => {
    const h = harness([() => apiError(503, 'api_error', 'service_unavailable', true), ok({}, { 'X-Request-Id': 'req_ok' })]);
    await h.client.request({ method: 'POST', path: '/payments', body: { a: 1 }, idempotencyKey: 'key-1' });
    expect(h.events).toEqual([
      { environment: 'sandbox', method: 'POST', path: '/v1/payments', attempt: 1, status: 503, requestId: 'req_b503', idempotencyKey: 'key-1', durationMs: 0, replayed: false, outcome: 'retrying', errorKind: 'server', errorCode: 'service_unavailable', delayMs: 250 },
      { environment: 'sandbox', method: 'POST', path: '/v1/payments', attempt: 2, status: 200, requestId: 'req_ok', idempotencyKey: 'key-1', durationMs: 0, replayed: false, outcome: 'success' },
    ]);
    const serialized = JSON.stringify(h.events);
    expect(serialized).not.toContain(API_KEY);
    for (const call of h.calls) expect(serialized).not.toContain(call.headers['X-Signature']);
  });

  it('ignores an audit hook that throws', async () => {
    const h = harness([ok()], { onRequest: () => { throw new Error('disk full'); } });
    await expect(h.client.request({ method: 'GET', path: '/rails' })).resolves.toMatchObject({ status: 200 });
  });

  it('wraps a failing signer in SigningError and sends nothing', async () => {
    const locked: RequestSigner = { algorithm: 'ed25519', sign: async () => { throw new Error('keychain locked'); }, publicKey: async () => new Uint8Array(32) };
    const h = harness([], { signer: locked });
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toBeInstanceOf(SigningError);
    expect(h.calls).toHaveLength(0);
  });

  it('redacts the API key and signature if a server echoes them in an error message', async () => {
    let signature = '';
    const h = harness([(call) => {
      signature = call.headers['X-Signature'] ?? '';
      return json(401, { error: { type: 'authentication_error', code: 'invalid_api_key', message: `unknown key ${API_KEY} signed ${signature}`, status: 401, requestId: 'r1', retryable: false } });
    }]);
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error.message).not.toContain(API_KEY);
    expect(error.message).not.toContain(signature);
    expect(JSON.stringify(error.toPlainError())).not.toContain(API_KEY);
  });

  it('network errors carry a code but no URL credentials or headers', async () => {
    const h = harness([networkFailure('ECONNREFUSED')], { retry: { maxAttempts: 1 } });
    const error = await caught(h.client.request({ method: 'GET', path: '/rails' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'connection_refused', status: 0, retryable: true, requestId: undefined });
    expect(error.message).not.toContain(API_KEY);
  });
});
