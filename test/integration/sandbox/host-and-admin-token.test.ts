// DNS rebinding and an open control API: every request must name this sandbox in
// `Host` (a loopback name or the bound host, with its port), else 421 before anything
// runs; and a sandbox started without an admin token generates one, so its control API
// is never open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedHost } from '../../../sandbox/http/host-check';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { generateSigningKey, RawSignedClient, sendRaw } from '../../support/raw-signed-client';

let sandbox: RunningSandbox;
let client: RawSignedClient;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, timeScale: 0 });
  const key = generateSigningKey();
  client = new RawSignedClient(sandbox.baseUrl, sandbox.registerKey(key.publicKeyBase64, 'write').apiKey, key.privateKey);
});
afterAll(async () => {
  await sandbox?.close();
});

const withToken = (extra: Record<string, string> = {}) => ({ 'x-sandbox-admin-token': sandbox.adminToken, ...extra });

describe('an admin token by default', () => {
  it('is generated when none is given: random, and required by the control API (401 without it)', async () => {
    expect(sandbox.adminTokenGenerated).toBe(true);
    // Hex: never a leading '-', which a command line would read as an option.
    expect(sandbox.adminToken).toMatch(/^[0-9a-f]{48}$/);
    const other = await startSandbox({ timeScale: 0, adminToken: '' });
    try {
      expect(other.adminTokenGenerated).toBe(true);
      expect(other.adminToken).not.toBe(sandbox.adminToken);
    } finally {
      await other.close();
    }
    for (const path of ['/_sandbox', '/_sandbox/stats', '/_sandbox/faults']) {
      expect((await sendRaw(sandbox.origin, 'GET', path, {})).status).toBe(401);
      expect((await sendRaw(sandbox.origin, 'GET', path, { 'x-sandbox-admin-token': 'guess' })).status).toBe(401);
      expect((await sendRaw(sandbox.origin, 'GET', path, withToken())).status).toBe(200);
    }
    const key = generateSigningKey();
    const body = Buffer.from(JSON.stringify({ publicKey: key.publicKeyBase64, role: 'write' }));
    expect((await sendRaw(sandbox.origin, 'POST', '/_sandbox/keys', { 'content-type': 'application/json' }, body)).status).toBe(401);
  });

  it('is the given one when given (not generated)', async () => {
    const given = await startSandbox({ timeScale: 0, adminToken: 'given-token' });
    try {
      expect(given.adminTokenGenerated).toBe(false);
      expect(given.adminToken).toBe('given-token');
      expect((await sendRaw(given.origin, 'GET', '/_sandbox', { 'x-sandbox-admin-token': 'given-token' })).status).toBe(200);
    } finally {
      await given.close();
    }
  });
});

describe('the Host header', () => {
  const foreign = () => ['evil.example', `evil.example:${sandbox.port}`, `127.0.0.1.evil.example:${sandbox.port}`, `localhost:${sandbox.port + 1}`, `[::2]:${sandbox.port}`, `user@127.0.0.1:${sandbox.port}`];

  it('a foreign Host is refused with 421 on the control API, even with the admin token, and nothing runs', async () => {
    const before = (await sendRaw(sandbox.origin, 'GET', '/_sandbox/faults', withToken())).body;
    for (const host of foreign()) {
      const response = await sendRaw(sandbox.origin, 'POST', '/_sandbox/faults', withToken({ host, 'content-type': 'application/json' }), Buffer.from(JSON.stringify({ failureRate: 1 })));
      expect(response.status, host).toBe(421);
      expect(response.body.error).toMatchObject({ code: 'misdirected_request', status: 421 });
      expect(response.headers['x-request-id']).toMatch(/^req_/);
    }
    expect((await sendRaw(sandbox.origin, 'GET', '/_sandbox/faults', withToken())).body).toEqual(before);
  });

  it('a foreign Host is refused with 421 on /v1, even signed', async () => {
    for (const host of foreign()) {
      const response = await client.get('/accounts', { headers: { host } });
      expect(response.status, host).toBe(421);
    }
    const created = await client.post('/counterparties', { entityType: 'business', name: 'Rebound Ltd' }, { headers: { host: `evil.example:${sandbox.port}` } });
    expect(created.status).toBe(421);
    const listed = (await client.get('/counterparties?limit=200')).body.items as { name: string }[];
    expect(listed.map((c) => c.name)).not.toContain('Rebound Ltd');
  });

  it('127.0.0.1, localhost and [::1] with the port are answered (any case)', async () => {
    for (const host of [`127.0.0.1:${sandbox.port}`, `localhost:${sandbox.port}`, `LocalHost:${sandbox.port}`, `[::1]:${sandbox.port}`]) {
      expect((await client.get('/accounts', { headers: { host } })).status, host).toBe(200);
      expect((await sendRaw(sandbox.origin, 'GET', '/_sandbox', withToken({ host }))).status, host).toBe(200);
    }
  });
});

describe('isAllowedHost', () => {
  it('loopback names and the bound host, with the listening port', () => {
    expect(isAllowedHost('127.0.0.1:4010', '127.0.0.1', 4010)).toBe(true);
    expect(isAllowedHost('localhost:4010', '127.0.0.1', 4010)).toBe(true);
    expect(isAllowedHost('[::1]:4010', '127.0.0.1', 4010)).toBe(true);
    expect(isAllowedHost('[::1]:4010', '::1', 4010)).toBe(true);
    expect(isAllowedHost('127.0.0.2:4010', '127.0.0.2', 4010)).toBe(true);
    expect(isAllowedHost('127.0.0.2:4010', '127.0.0.1', 4010)).toBe(false);
    expect(isAllowedHost('localhost', '127.0.0.1', 80)).toBe(true);
    expect(isAllowedHost('localhost', '127.0.0.1', 4010)).toBe(false);
    expect(isAllowedHost(undefined, '127.0.0.1', 4010)).toBe(false);
    expect(isAllowedHost('attacker.example:4010', '127.0.0.1', 4010)).toBe(false);
    expect(isAllowedHost('localhost.:4010', '127.0.0.1', 4010)).toBe(false);
    expect(isAllowedHost('localhost:4010:4010', '127.0.0.1', 4010)).toBe(false);
  });

  it('a wildcard bind also answers IP literals, never a DNS name', () => {
    expect(isAllowedHost('192.168.1.20:4010', '0.0.0.0', 4010)).toBe(true);
    expect(isAllowedHost('[fe80::1]:4010', '::', 4010)).toBe(true);
    expect(isAllowedHost('my-laptop.local:4010', '0.0.0.0', 4010)).toBe(false);
    expect(isAllowedHost('192.168.1.20:4010', '127.0.0.1', 4010)).toBe(false);
  });
});
