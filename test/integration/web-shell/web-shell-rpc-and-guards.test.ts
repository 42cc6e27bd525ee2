// POST /rpc/<method> over a real host answers exactly the dispatcher's envelope, and
// only to a request that carries the session token, names this server in Host, comes
// from this origin (or names none) and says application/json; bodies are capped; every
// answer, refusals included, carries the window's CSP and the other guarding headers;
// nothing the shell answers contains the stored API key or private key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_CONTENT_SECURITY_POLICY } from '../../../electron/shells/content-security-policy';
import { MAX_BODY_BYTES } from '../../../electron/web-shell';
import { WebShellFixture, type RawResponse } from './web-shell-fixture';

let fx: WebShellFixture;

beforeAll(async () => {
  fx = await new WebShellFixture().start();
  const synced = JSON.parse(await fx.text(await fx.rpc('sync.start', { mode: 'auto' }))) as { ok: boolean; value: { state: string } };
  expect(synced).toMatchObject({ ok: true, value: { state: 'synced' } });
});
afterAll(async () => {
  await fx?.close();
});

const json = { 'Content-Type': 'application/json' };
const bearer = () => ({ Authorization: `Bearer ${fx.shell.token}` });

function expectGuardHeaders(headers: Headers | RawResponse['headers']) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]);
  expect(get('content-security-policy')).toBe(WINDOW_CONTENT_SECURITY_POLICY);
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('referrer-policy')).toBe('no-referrer');
  expect(get('cache-control')).toBe('no-store');
}

describe('the URL and the token', () => {
  it('is on 127.0.0.1 with a 256-bit token in the fragment', () => {
    const url = new URL(fx.shell.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).toBe(fx.shell.port);
    expect(url.pathname).toBe('/');
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#token=${fx.shell.token}`);
    expect(Buffer.from(fx.shell.token, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it('uses the exact CSP the window will use', () => {
    expect(WINDOW_CONTENT_SECURITY_POLICY).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });
});

describe('POST /rpc/<method>', () => {
  it('answers the same envelope as the dispatcher, as JSON, with the guarding headers', async () => {
    const response = await fx.rpc('balances.list');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectGuardHeaders(response.headers);
    const answer = JSON.parse(await fx.text(response)) as { ok: boolean; value: { accounts: unknown[] } };
    expect(answer.ok).toBe(true);
    expect(answer.value.accounts.length).toBeGreaterThan(0);
    expect(answer).toEqual(await fx.ipc.call('balances.list', {}));
  });

  it('answers a refused input and an unknown method as the dispatcher does (an envelope, not an HTTP error)', async () => {
    const invalid = await fx.rpc('ledger.window', { limit: 501 });
    expect(invalid.status).toBe(200);
    const answer = JSON.parse(await fx.text(invalid)) as { ok: boolean; error: { kind: string; fields: Array<{ field: string }> } };
    expect(answer).toEqual(await fx.ipc.call('ledger.window', { limit: 501 }));
    expect(answer.error.fields[0]?.field).toBe('limit');
    const unknown = JSON.parse(await fx.text(await fx.rpc('no.suchMethod'))) as { ok: boolean };
    expect(unknown).toEqual(await fx.ipc.call('no.suchMethod', {}));
    expect(unknown.ok).toBe(false);
  });

  it('takes an empty body as no input', async () => {
    const answer = await fx.raw('/rpc/sync.state', { method: 'POST', headers: { ...bearer(), ...json } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, value: { environment: 'sandbox', running: false } });
  });

  it('refuses a request without the token, with a wrong one, or with the token in the query: 401, no body', async () => {
    const body = '{}';
    const wrong = `${fx.shell.token.slice(0, -1)}${fx.shell.token.endsWith('A') ? 'B' : 'A'}`;
    const cases: Array<Record<string, string>> = [
      {},
      { Authorization: `Bearer ${wrong}` },
      { Authorization: `Bearer ${fx.shell.token}x` },
      { Authorization: fx.shell.token },
      { Authorization: `Basic ${Buffer.from(`x:${fx.shell.token}`).toString('base64')}` },
    ];
    for (const headers of cases) {
      const answer = await fx.raw('/rpc/balances.list', { method: 'POST', headers: { ...json, ...headers }, body });
      expect(answer.status).toBe(401);
      expect(answer.body).toBe('');
      expectGuardHeaders(answer.headers);
    }
    const inQuery = await fx.raw(`/rpc/balances.list?token=${fx.shell.token}`, { method: 'POST', headers: json, body });
    expect(inQuery.status).toBe(401);
  });

  it('refuses a foreign Host (DNS rebinding), on /rpc and on pages', async () => {
    for (const host of [`evil.example:${fx.shell.port}`, '127.0.0.1', `127.0.0.1:${fx.shell.port + 1}`, `localhost.evil.example:${fx.shell.port}`]) {
      const rpc = await fx.raw('/rpc/balances.list', { method: 'POST', headers: { ...bearer(), ...json, host }, body: '{}' });
      expect(rpc.status).toBe(421);
      expect(rpc.body).not.toContain('"ok"');
      expectGuardHeaders(rpc.headers);
      expect((await fx.raw('/', { headers: { host } })).status).toBe(421);
    }
    const localhost = await fx.raw('/rpc/sync.state', { method: 'POST', headers: { ...bearer(), ...json, host: `localhost:${fx.shell.port}` }, body: '{}' });
    expect(localhost.status).toBe(200);
  });

  it('refuses a foreign Origin and accepts its own', async () => {
    for (const origin of ['http://evil.example', `http://localhost.evil.example:${fx.shell.port}`, `https://127.0.0.1:${fx.shell.port}`, 'null']) {
      const answer = await fx.raw('/rpc/balances.list', { method: 'POST', headers: { ...bearer(), ...json, origin }, body: '{}' });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('"ok"');
    }
    const own = await fx.raw('/rpc/sync.state', { method: 'POST', headers: { ...bearer(), ...json, origin: fx.origin }, body: '{}' });
    expect(own.status).toBe(200);
  });

  it('refuses any body that is not application/json, as a cross-site form could send it', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/jsonp']) {
      const answer = await fx.raw('/rpc/balances.list', { method: 'POST', headers: { ...bearer(), 'content-type': type }, body: '{}' });
      expect(answer.status).toBe(415);
    }
    expect((await fx.raw('/rpc/balances.list', { method: 'POST', headers: bearer(), body: '{}' })).status).toBe(415);
    const utf8 = await fx.raw('/rpc/sync.state', { method: 'POST', headers: { ...bearer(), 'content-type': 'application/json; charset=UTF-8' }, body: '{}' });
    expect(utf8.status).toBe(200);
  });

  it('refuses a body over 1 MiB with 413 and a body that is not JSON with 400', async () => {
    const oversize = await fetch(`${fx.origin}/rpc/keys.import`, {
      method: 'POST',
      headers: { ...bearer(), ...json },
      body: JSON.stringify({ privateKey: 'a'.repeat(MAX_BODY_BYTES) }),
    });
    expect(oversize.status).toBe(413);
    expectGuardHeaders(oversize.headers);
    await fx.text(oversize);
    for (const body of ['{"limit": ', '\u00ff', 'undefined']) {
      const answer = await fx.raw('/rpc/ledger.window', { method: 'POST', headers: { ...bearer(), ...json }, body });
      expect(answer.status).toBe(400);
    }
    const notUtf8 = await fetch(`${fx.origin}/rpc/sync.state`, { method: 'POST', headers: { ...bearer(), ...json }, body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    expect(notUtf8.status).toBe(400);
  });

  it('answers 405 to other methods and to GET on /rpc, 404 to paths that are no route', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
      const answer = await fx.raw('/rpc/balances.list', { method, headers: { ...bearer(), ...json } });
      expect(answer.status).toBe(405);
      expectGuardHeaders(answer.headers);
    }
    expect((await fx.raw('/rpc/balances.list', { headers: bearer() })).status).toBe(405);
    expect((await fx.raw('/events', { method: 'POST', headers: { ...bearer(), ...json }, body: '{}' })).status).toBe(405);
    for (const target of ['/rpc', '/rpc/', '/rpc/balances.list/x', '/rpc/..%2Fbalances.list', '/nothing-here', '/assets/missing.js']) {
      const answer = await fx.raw(target, { method: target.startsWith('/rpc') ? 'POST' : 'GET', headers: { ...bearer(), ...json }, body: '{}' });
      expect(answer.status, target).toBe(404);
      expectGuardHeaders(answer.headers);
    }
  });
});

describe('secrets', () => {
  it('no answer of the shell contains the stored API key or private key', async () => {
    const status = JSON.parse(await fx.text(await fx.rpc('environment.status'))) as { ok: boolean; value: { hasApiKey: boolean; hasSigningKey: boolean } };
    expect(status).toMatchObject({ ok: true, value: { hasApiKey: true, hasSigningKey: true } });
    await fx.text(await fx.rpc('keys.publicKey'));
    await fx.text(await fx.rpc('keys.import', { privateKey: await fx.ipc.privateKeyPem() }));
    const secrets = await fx.ipc.secrets();
    expect(secrets.length).toBeGreaterThan(5);
    const everything = fx.bodies.join('\n');
    expect(everything.length).toBeGreaterThan(1000);
    for (const secret of secrets) expect(everything.includes(secret), `a secret (${secret.length} characters) was answered`).toBe(false);
  });
});
