// Spec part 5: three components with AND semantics, every 401 code, exact signing
// payload (path with raw query, raw body bytes), real-clock timestamps, roles.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../../shared/api-errors';
import { RawSignedClient, generateSigningKey, sendRaw } from '../../support/raw-signed-client';
import { startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture } from '../../support/sandbox-fixture';

let f: SandboxFixture;
beforeAll(async () => {
  f = await startSandboxFixture();
});
afterAll(() => f.close());

function expectError(response: { status: number; body: unknown; headers: Record<string, unknown> }, status: number, code: string, type: string) {
  expect(response.status).toBe(status);
  const body = apiErrorBodySchema.parse(response.body);
  expect(body.error).toMatchObject({ code, type, status });
  expect(body.error.requestId).toBe(response.headers['x-request-id']);
}

describe('authentication', () => {
  it('accepts a correctly signed request and answers with a request id', async () => {
    const response = await f.write.get('/accounts');
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toMatch(/^req_[A-Za-z0-9]+$/);
  });

  it.each(['authorization', 'x-signature', 'x-timestamp'])('401 missing_credentials without %s', async (name) => {
    const response = await f.write.get('/accounts', { headers: { [name]: undefined } });
    expectError(response, 401, 'missing_credentials', 'authentication_error');
    expect(response.body.error.retryable).toBe(false);
  });

  it('names the missing headers with a word that agrees with how many: one header, two headers', async () => {
    const one = await f.write.get('/accounts', { headers: { 'x-signature': undefined } });
    expect(one.body.error.message).toBe('Missing authentication header: X-Signature');
    const two = await f.write.get('/accounts', { headers: { 'x-signature': undefined, 'x-timestamp': undefined } });
    expect(two.body.error.message).toBe('Missing authentication headers: X-Signature, X-Timestamp');
  });

  it('401 missing_credentials for a non-bearer Authorization', async () => {
    expectError(await f.write.get('/accounts', { headers: { authorization: `Basic ${f.write.apiKey}` } }), 401, 'missing_credentials', 'authentication_error');
  });

  it('401 invalid_api_key for an unknown key, a key of another instance, and a live key on sandbox', async () => {
    const key = generateSigningKey();
    const unknown = new RawSignedClient(f.sandbox.baseUrl, 'sk_sandbox_doesnotexist000000000000000', key.privateKey);
    expectError(await unknown.get('/accounts'), 401, 'invalid_api_key', 'authentication_error');
    const other = await startSandboxFixture();
    try {
      const foreign = new RawSignedClient(f.sandbox.baseUrl, other.write.apiKey, key.privateKey);
      expectError(await foreign.get('/accounts'), 401, 'invalid_api_key', 'authentication_error');
      expect(other.write.apiKey.startsWith('sk_sandbox_')).toBe(true);
    } finally {
      await other.close();
    }
    const live = new RawSignedClient(f.sandbox.baseUrl, f.write.apiKey.replace('sk_sandbox_', 'sk_live_'), key.privateKey);
    expectError(await live.get('/accounts'), 401, 'invalid_api_key', 'authentication_error');
  });

  it('production instances issue sk_live_ keys and reject sandbox keys', async () => {
    const prod = await startSandboxFixture({ environment: 'production' });
    try {
      expect(prod.write.apiKey.startsWith('sk_live_')).toBe(true);
      expect((await prod.write.get('/accounts')).status).toBe(200);
      const key = generateSigningKey();
      const sandboxKey = new RawSignedClient(prod.sandbox.baseUrl, f.write.apiKey, key.privateKey);
      expectError(await sandboxKey.get('/accounts'), 401, 'invalid_api_key', 'authentication_error');
    } finally {
      await prod.close();
    }
  });

  it('401 invalid_signature when the signature is over other bytes', async () => {
    const cases = [
      { signOverride: { body: '{"a":1}' }, body: '{"a": 1}' },
      { signOverride: { path: '/v1/accounts?limit=5' } },
      { signOverride: { method: 'POST' } },
      { signOverride: { timestamp: String(Math.floor(Date.now() / 1000) - 1) } },
    ];
    for (const options of cases) {
      const response = await f.write.send('GET', '/accounts', options);
      expectError(response, 401, 'invalid_signature', 'authentication_error');
      expect(response.body.error.retryable).toBe(false);
    }
    expectError(await f.write.get('/accounts', { headers: { 'x-signature': 'not base64!' } }), 401, 'invalid_signature', 'authentication_error');
    expectError(await f.write.get('/accounts', { headers: { 'x-signature': Buffer.alloc(64).toString('base64') } }), 401, 'invalid_signature', 'authentication_error');
  });

  it('signs the query string exactly as sent (order and encoding matter)', async () => {
    expect((await f.write.get('/accounts?limit=2&starting_after=acc_x'.replace('&starting_after=acc_x', ''))).status).toBe(200);
    const encoded = await f.write.get('/rails?currency=%55SD');
    expect(encoded.status).toBe(200);
    const mismatch = await f.write.send('GET', '/rails?currency=%55SD', { signOverride: { path: '/v1/rails?currency=USD' } });
    expectError(mismatch, 401, 'invalid_signature', 'authentication_error');
  });

  it('re-serialized JSON bodies fail the signature', async () => {
    const body = '{"entityType":"business","name":"Spaces Ltd"}';
    const resigned = JSON.stringify(JSON.parse(body), null, 2);
    const response = await f.write.send('POST', '/counterparties', { body, idempotencyKey: 'k-resign', signOverride: { body: resigned } });
    expectError(response, 401, 'invalid_signature', 'authentication_error');
  });

  it('401 timestamp_out_of_range beyond 60 s either way, on the real clock, and for milliseconds', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [String(now - 120), String(now + 120), String(Date.now()), 'abc']) {
      expectError(await f.write.get('/accounts', { timestamp }), 401, 'timestamp_out_of_range', 'authentication_error');
    }
    expect((await f.write.get('/accounts', { timestamp: String(now - 50) })).status).toBe(200);
    await f.advance(3600);
    expect((await f.write.get('/accounts')).status).toBe(200);
  });

  it('401 key_revoked after the key is revoked', async () => {
    const { client, keyId } = await f.newClient('write');
    expect((await client.get('/accounts')).status).toBe(200);
    expect((await f.control('POST', `/keys/${keyId}/revoke`)).status).toBe(200);
    expectError(await client.get('/accounts'), 401, 'key_revoked', 'authentication_error');
  });

  it('accepts keys registered as PEM, and RSA-SHA256 signatures', async () => {
    const pem = generateSigningKey();
    const registered = await f.control('POST', '/keys', { publicKey: pem.publicKeyPem, role: 'read' });
    expect(registered.status).toBe(201);
    expect((await new RawSignedClient(f.sandbox.baseUrl, registered.body.apiKey, pem.privateKey).get('/accounts')).status).toBe(200);

    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsaKey = await f.control('POST', '/keys', { publicKey: rsa.publicKey.export({ format: 'pem', type: 'spki' }).toString(), role: 'read' });
    expect(rsaKey.status).toBe(201);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = sign('sha256', Buffer.from(`GET\n/v1/accounts\n${timestamp}\n`), rsa.privateKey).toString('base64');
    const response = await sendRaw(f.sandbox.origin, 'GET', '/v1/accounts', { authorization: `Bearer ${rsaKey.body.apiKey}`, 'x-timestamp': timestamp, 'x-signature': signature });
    expect(response.status).toBe(200);
  });

  it('rejects unreadable public keys at registration', async () => {
    const response = await f.control('POST', '/keys', { publicKey: 'AAAA', role: 'write' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[0].field).toBe('publicKey');
  });
});

describe('roles', () => {
  it('a read key may GET but not POST or PATCH (403 read_only_key)', async () => {
    expect((await f.read.get('/accounts')).status).toBe(200);
    const post = await f.read.post('/counterparties', { entityType: 'business', name: 'Nope Ltd' });
    expectError(post, 403, 'read_only_key', 'permission_error');
    const patch = await f.read.patch('/counterparties/cpt_x', { name: 'x' });
    expectError(patch, 403, 'read_only_key', 'permission_error');
  });
});

describe('routing and the control API', () => {
  it('404 route_not_found for unknown routes, with a request id', async () => {
    const response = await f.write.get('/nope');
    expectError(response, 404, 'route_not_found', 'not_found_error');
    expectError(await sendRaw(f.sandbox.origin, 'GET', '/v2/accounts', {}), 404, 'route_not_found', 'not_found_error');
  });

  it('the control API needs the admin token and is never under /v1', async () => {
    expect((await sendRaw(f.sandbox.origin, 'GET', '/_sandbox/stats', {})).status).toBe(401);
    expect((await sendRaw(f.sandbox.origin, 'GET', '/_sandbox/stats', { 'x-sandbox-admin-token': 'wrong' })).status).toBe(401);
    expect((await f.control('GET', '/stats')).status).toBe(200);
    expectError(await f.write.get('/_sandbox/stats'), 404, 'route_not_found', 'not_found_error');
  });

  it('refuses to bind a non-loopback host unless allowed', async () => {
    const { startSandbox } = await import('../../../sandbox/start-sandbox');
    await expect(startSandbox({ host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });
});
