// The real client core over real HTTP against a strict verifying server on loopback.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentsApiError,
  AuthenticationError,
  DuplicateIdempotencyKeyError,
  InvalidRequestError,
  MalformedResponseError,
  NetworkError,
  ServerError,
  createApiClientCore,
  ed25519Signer,
} from '../../../electron/api';
import type { ApiClientCore, ApiClientCoreOptions, RequestAttemptEvent } from '../../../electron/api';
import { startVerifyingServer } from '../../support/verifying-server';
import type { RecordedRequest, VerifyingServer } from '../../support/verifying-server';

const API_KEY = 'sk_sandbox_integration_1';
const OTHER_KEY = 'sk_sandbox_integration_2';
const signer = ed25519Signer(Uint8Array.from(randomBytes(32)));
const otherSigner = ed25519Signer(Uint8Array.from(randomBytes(32)));

let server: VerifyingServer;
let events: RequestAttemptEvent[];

beforeAll(async () => {
  server = await startVerifyingServer({ keys: { [API_KEY]: await signer.publicKey(), [OTHER_KEY]: await otherSigner.publicKey() } });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.clockOffsetMs = 0;
  events = [];
});

function client(overrides: Partial<ApiClientCoreOptions> = {}): ApiClientCore {
  return createApiClientCore({
    environment: 'sandbox',
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    signer,
    retry: { baseDelayMs: 5, maxDelayMs: 2000 },
    timeoutMs: 300,
    onRequest: (e) => events.push(e),
    ...overrides,
  });
}

async function caught(promise: Promise<unknown>): Promise<PaymentsApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentsApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

/** Every recorded attempt of one request resent the same key and the very same body bytes. */
function expectSameKeyAndBytes(requests: RecordedRequest[]): void {
  expect(requests.length).toBeGreaterThan(1);
  const [first, ...rest] = requests;
  for (const r of rest) {
    expect(r.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(r.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
  }
}

describe('happy paths over real HTTP', () => {
  it('GET with a bracketed query: verified by the server, answered with a request id', async () => {
    const res = await client().request({ method: 'GET', path: '/transfers', query: [['createdAt[gte]', '2026-01-01T00:00:00Z'], ['limit', '2'], ['q', "O'Hara & sons"]] });
    expect(res.status).toBe(200);
    expect(res.attempts).toBe(1);
    expect(res.requestId).toBe(`req_${server.requests[0]?.seq}`);
    const recorded = server.requests[0]!;
    expect(recorded.verification).toBe('ok');
    expect(recorded.url).toBe('/v1/transfers?createdAt%5Bgte%5D=2026-01-01T00%3A00%3A00Z&limit=2&q=O%27Hara%20%26%20sons');
    expect(recorded.headers.accept).toBe('application/json');
    expect(recorded.headers['content-type']).toBeUndefined();
    expect(recorded.headers['idempotency-key']).toBeUndefined();
    expect(res.body).toMatchObject({ method: 'GET', url: recorded.url });
  });

  it('POST with a non-ASCII body: exact bytes, UUID v4 key, verified signature', async () => {
    const body = { sourceAccountId: 'acc_1', reference: 'Zürich — 東京', amount: { currency: 'USD', value: '12345' } };
    const res = await client().request({ method: 'POST', path: '/payments', body });
    expect(res.status).toBe(201);
    const recorded = server.requests[0]!;
    expect(recorded.verification).toBe('ok');
    expect(recorded.body.toString('utf8')).toBe(JSON.stringify(body));
    expect(recorded.headers['content-type']).toBe('application/json');
    expect(recorded.headers['idempotency-key']).toBe(res.idempotencyKey);
    expect(res.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body).toMatchObject({ received: body });
  });

  it('POST cancel with no body sends `{}`; DELETE answers 204', async () => {
    const c = client();
    await c.request({ method: 'POST', path: '/payments/pmt_1/cancel' });
    expect(server.requests[0]!.body.toString()).toBe('{}');
    const del = await c.request({ method: 'DELETE', path: '/webhooks/subscriptions/wsub_1' });
    expect(del).toMatchObject({ status: 204, body: null });
    expect(server.requests.every((r) => r.verification === 'ok')).toBe(true);
  });

  it('the outbox bytes (odd whitespace) are sent and signed verbatim', async () => {
    const stored = '{ "b" : 2,\n "a":1 }';
    await client().request({ method: 'POST', path: '/transfers', bodyText: stored, idempotencyKey: 'outbox-row-7' });
    expect(server.requests[0]).toMatchObject({ verification: 'ok', body: Buffer.from(stored) });
  });
});

describe('idempotency against the strict server', () => {
  it('the same key and body again is a replay, reported as replayed, committed once', async () => {
    const c = client();
    const before = server.committedPosts();
    const first = await c.request({ method: 'POST', path: '/payments', body: { n: 1 }, idempotencyKey: 'replay-1' });
    const second = await c.request({ method: 'POST', path: '/payments', body: { n: 1 }, idempotencyKey: 'replay-1' });
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.body).toEqual(first.body);
    expect(server.committedPosts() - before).toBe(1);
  });

  it('the same key with another body is DuplicateIdempotencyKeyError, not retried', async () => {
    const c = client();
    await c.request({ method: 'POST', path: '/payments', body: { n: 1 }, idempotencyKey: 'dup-1' });
    const error = await caught(c.request({ method: 'POST', path: '/payments', body: { n: 2 }, idempotencyKey: 'dup-1' }));
    expect(error).toBeInstanceOf(DuplicateIdempotencyKeyError);
    expect(error).toMatchObject({ status: 409, retryable: false, attempts: 1, requestId: `req_${server.requests[1]?.seq}` });
    expect(server.requests).toHaveLength(2);
  });
});

describe('faults: retried with the same key and bytes, re-signed', () => {
  it.each([
    ['500 retryable', { kind: 'error', status: 500, code: 'internal_error', retryable: true }],
    ['503 retryable', { kind: 'error', status: 503, code: 'service_unavailable', retryable: true }],
    ['429 with Retry-After 0', { kind: 'error', status: 429, code: 'rate_limited', type: 'rate_limit_error', retryable: true, retryAfter: '0' }],
    ['dropped connection', { kind: 'drop' }],
    ['HTML 502 page', { kind: 'raw', status: 502, body: '<html><body>Bad Gateway</body></html>' }],
  ] as const)('%s, then success, committed once', async (_name, fault) => {
    const before = server.committedPosts();
    server.failNext(fault, fault);
    const res = await client().request({ method: 'POST', path: '/payments', body: { amount: { currency: 'EUR', value: '5' } } });
    expect(res).toMatchObject({ status: 201, attempts: 3, replayed: false });
    expect(server.requests.every((r) => r.verification === 'ok')).toBe(true);
    expectSameKeyAndBytes(server.requests);
    expect(server.committedPosts() - before).toBe(1);
  });

  it('a fresh timestamp and signature on a retry made a second later (429 Retry-After: 1)', async () => {
    server.failNext({ kind: 'error', status: 429, code: 'rate_limited', type: 'rate_limit_error', retryable: true, retryAfter: '1' });
    const res = await client().request({ method: 'POST', path: '/payments', body: { a: 1 } });
    expect(res.attempts).toBe(2);
    const [first, second] = server.requests;
    expect(Number(second?.headers['x-timestamp'])).toBeGreaterThan(Number(first?.headers['x-timestamp']));
    expect(second?.headers['x-signature']).not.toBe(first?.headers['x-signature']);
    expectSameKeyAndBytes(server.requests);
  });

  it('dropped after commit: the retry is a replay, committed exactly once', async () => {
    const before = server.committedPosts();
    server.failNext({ kind: 'drop_after_commit' });
    const res = await client().request({ method: 'POST', path: '/payments', body: { a: 'once' } });
    expect(res).toMatchObject({ attempts: 2, replayed: true });
    expect(server.committedPosts() - before).toBe(1);
  });

  it('GET slower than the client timeout: TimeoutError attempt, then success', async () => {
    server.failNext({ kind: 'delay', ms: 600 });
    const res = await client().request({ method: 'GET', path: '/rails' });
    expect(res.attempts).toBe(2);
    expect(events.map((e) => [e.outcome, e.errorKind])).toEqual([['retrying', 'timeout'], ['success', undefined]]);
  });

  it('POST slower than the client timeout: in flight (409, Retry-After), then the replay of the committed result', async () => {
    const before = server.committedPosts();
    // Attempt 1 times out at 300 ms; attempt 2 (~310 ms) finds the key still held until 900 ms;
    // attempt 3 waits the 1 s Retry-After and gets the replay.
    server.failNext({ kind: 'delay', ms: 900 });
    const res = await client().request({ method: 'POST', path: '/payments', body: { slow: true } });
    expect(events.map((e) => e.errorKind ?? e.outcome)).toEqual(['timeout', 'idempotency_in_flight', 'success']);
    expect(res).toMatchObject({ attempts: 3, replayed: true });
    expectSameKeyAndBytes(server.requests);
    expect(server.committedPosts() - before).toBe(1);
  });

  it('a 500 whose body says retryable: false is not retried', async () => {
    server.failNext({ kind: 'error', status: 500, code: 'internal_error', retryable: false });
    const error = await caught(client().request({ method: 'POST', path: '/payments', body: {} }));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ retryable: false, attempts: 1, requestId: `req_${server.requests[0]?.seq}` });
  });

  it('no retry on 400 validation_failed: fields and request id reach the caller', async () => {
    const fields = [{ field: 'amount.value', message: 'must be digits' }];
    server.failNext({ kind: 'error', status: 400, code: 'validation_failed', type: 'invalid_request_error', retryable: false, fields });
    const error = await caught(client().request({ method: 'POST', path: '/payments', body: { amount: { value: 'x' } } }));
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.toPlainError()).toEqual({ kind: 'invalid_request', code: 'validation_failed', message: 'validation failed', requestId: `req_${server.requests[0]?.seq}`, retryable: false, fields, status: 400 });
    expect(server.requests).toHaveLength(1);
  });

  it('a non-JSON 200 is MalformedResponseError with the X-Request-Id, not retried', async () => {
    server.failNext({ kind: 'raw', status: 200, body: '{"id":"pmt_', contentType: 'application/json' });
    const error = await caught(client().request({ method: 'GET', path: '/payments/pmt_1' }));
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ status: 200, requestId: `req_${server.requests[0]?.seq}`, attempts: 1 });
  });

  it('503 every time: gives up after maxAttempts with a retryable ServerError', async () => {
    const fault = { kind: 'error', status: 503, code: 'service_unavailable', retryable: true } as const;
    server.failNext(fault, fault, fault);
    const error = await caught(client({ retry: { baseDelayMs: 5, maxDelayMs: 50, maxAttempts: 3 } }).request({ method: 'GET', path: '/rails' }));
    expect(error).toMatchObject({ apiKind: 'server', retryable: true, attempts: 3 });
  });
});

describe('authentication and clock skew', () => {
  for (const offset of [5 * 60_000, -5 * 60_000]) {
    it(`a server clock ${offset > 0 ? 'ahead' : 'behind'} by 5 minutes is fixed transparently`, async () => {
      server.clockOffsetMs = offset;
      const c = client();
      const res = await c.request({ method: 'POST', path: '/payments', body: { skew: offset } });
      expect(res.attempts).toBe(2);
      expect(server.requests.map((r) => r.verification)).toEqual(['timestamp_out_of_range', 'ok']);
      expectSameKeyAndBytes(server.requests);
      expect(Math.abs(c.serverClockOffsetMs() - offset)).toBeLessThan(2000);
      const next = await c.request({ method: 'GET', path: '/rails' });
      expect(next.attempts).toBe(1);
    });
  }

  it('an unknown API key is an AuthenticationError, not retried', async () => {
    const error = await caught(client({ apiKey: 'sk_sandbox_unknown' }).request({ method: 'GET', path: '/rails' }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ code: 'invalid_api_key', status: 401, attempts: 1 });
    expect(error.message).not.toContain('sk_sandbox_unknown');
  });

  it('a key signed with the wrong private key is invalid_signature, not retried', async () => {
    const error = await caught(client({ apiKey: OTHER_KEY }).request({ method: 'GET', path: '/rails' }));
    expect(error).toMatchObject({ apiKind: 'authentication', code: 'invalid_signature', attempts: 1 });
  });

  it('connection refused: NetworkError after the attempts run out', async () => {
    const dead = await startVerifyingServer({ keys: {} });
    const baseUrl = dead.baseUrl;
    await dead.close();
    const error = await caught(client({ baseUrl, retry: { baseDelayMs: 1, maxDelayMs: 5, maxAttempts: 2 } }).request({ method: 'GET', path: '/rails' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'connection_refused', status: 0, attempts: 2, retryable: true });
  });
});
