// The default transport (node:http with keep-alive) against a local server: the exact
// path and bytes, responses of any status handed back (3xx never followed), the timeout
// covering headers and body, the caller's abort, and failures without a response mapped
// to the client's typed errors, as the fetch transport does.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError, RequestAbortedError, TimeoutError, createApiClientCore, ed25519Signer } from '../../../electron/api';
import { createNodeHttpTransport } from '../../../electron/api/node-http-transport';
import type { NodeHttpTransport } from '../../../electron/api/node-http-transport';
import type { TransportRequest } from '../../../electron/api/http-transport';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  remotePort: number;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];
let handler: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void = (_req, res) => res.end('{}');
const transports: NodeHttpTransport[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, remotePort: req.socket.remotePort ?? 0 });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  for (const t of transports.splice(0)) t.close();
  seen = [];
  handler = (_req, res) => res.end('{}');
});

function transport(): NodeHttpTransport {
  const t = createNodeHttpTransport();
  transports.push(t);
  return t;
}

function request(overrides: Partial<TransportRequest> = {}): TransportRequest {
  return { url: `${origin}/v1/transactions?limit=2`, method: 'GET', headers: { Accept: 'application/json' }, body: undefined, timeoutMs: 2000, ...overrides };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('node:http transport', () => {
  it('sends the path and query exactly as given, the headers, and the body bytes with their length', async () => {
    handler = (_req, res) => {
      res.setHeader('X-Request-Id', 'req_1');
      res.setHeader('Idempotency-Replayed', 'true');
      res.statusCode = 201;
      res.end('{"ok":"é"}');
    };
    const body = new TextEncoder().encode('{"name":"Zürich AG","note":"it\'s"}');
    const path = "/v1/counterparties/cpt_1%27x?createdAt%5Bgte%5D=2026-01-01T00%3A00%3A00.000Z&q=%28a%29%21";
    const response = await transport().send(request({
      url: `${origin}${path}`, method: 'POST', body, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1', Authorization: 'Bearer sk_x' },
    }));
    expect(response.status).toBe(201);
    expect(response.bodyText).toBe('{"ok":"é"}');
    expect(response.headers.get('x-request-id')).toBe('req_1');
    expect(response.headers.get('IDEMPOTENCY-REPLAYED')).toBe('true');
    expect(response.headers.get('retry-after')).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: path });
    expect(seen[0]?.body.equals(Buffer.from(body))).toBe(true);
    expect(seen[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'k-1', authorization: 'Bearer sk_x', 'content-length': String(body.byteLength) });
  });

  it('keeps the connection alive: requests one after another share a socket', async () => {
    const t = transport();
    for (let i = 0; i < 4; i += 1) await t.send(request());
    expect(new Set(seen.map((s) => s.remotePort)).size).toBe(1);
  });

  it('hands back a redirect instead of following it, and any error status as is', async () => {
    handler = (req, res) => {
      res.statusCode = req.url?.includes('redirect') === true ? 302 : 503;
      if (res.statusCode === 302) res.setHeader('Location', '/elsewhere');
      res.end('{"error":{}}');
    };
    const t = transport();
    expect((await t.send(request({ url: `${origin}/v1/redirect` }))).status).toBe(302);
    expect((await t.send(request())).status).toBe(503);
    expect(seen.map((s) => s.url)).toEqual(['/v1/redirect', '/v1/transactions?limit=2']);
  });

  it('decodes a gzip body and drops a UTF-8 byte order mark, as fetch does', async () => {
    handler = (req, res) => {
      if (req.url?.includes('gzip') === true) {
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipSync('{"zipped":true}'));
      } else {
        res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"bom":true}')]));
      }
    };
    const t = transport();
    expect((await t.send(request({ url: `${origin}/v1/gzip` }))).bodyText).toBe('{"zipped":true}');
    expect((await t.send(request())).bodyText).toBe('{"bom":true}');
  });

  it('times out when the headers do not come, and when the body stalls after them', async () => {
    handler = (req, res) => {
      if (req.url?.includes('stall') === true) {
        res.writeHead(200, { 'Content-Length': '100' });
        res.write('{"partial":');
      }
      // otherwise: never answer
    };
    const t = transport();
    const started = Date.now();
    const noHeaders = await failure(t.send(request({ timeoutMs: 150 })));
    expect(noHeaders).toBeInstanceOf(TimeoutError);
    expect(noHeaders).toMatchObject({ code: 'timeout', retryable: true });
    const stalled = await failure(t.send(request({ url: `${origin}/v1/stall`, timeoutMs: 150 })));
    expect(stalled).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('the caller\'s signal cancels a request in flight, and one already aborted is never sent', async () => {
    handler = () => {};
    const t = transport();
    const controller = new AbortController();
    const pending = t.send(request({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    const error = await failure(pending);
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect(error).toMatchObject({ code: 'aborted', retryable: false });

    const before = seen.length;
    const already = await failure(t.send(request({ signal: AbortSignal.abort() })));
    expect(already).toBeInstanceOf(RequestAbortedError);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.length).toBe(before);
  });

  it('maps a refused connection, a dropped one and a body cut short to NetworkError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const t = transport();
    const refused = await failure(t.send(request({ url: `http://127.0.0.1:${port}/v1/x` })));
    expect(refused).toBeInstanceOf(NetworkError);
    expect(refused).toMatchObject({ code: 'connection_refused', retryable: true });

    handler = (req, res) => {
      if (req.url?.includes('cut') === true) {
        res.writeHead(200, { 'Content-Length': '1000' });
        res.write('{"items":[', () => res.destroy());
      } else {
        req.socket.destroy();
      }
    };
    const dropped = await failure(t.send(request()));
    expect(dropped).toBeInstanceOf(NetworkError);
    expect(dropped).toMatchObject({ code: 'connection_reset' });
    const cut = await failure(t.send(request({ url: `${origin}/v1/cut` })));
    expect(cut).toBeInstanceOf(NetworkError);
    expect(cut).toMatchObject({ code: 'connection_reset' });
  });

  it('is what the client core uses when it is given no fetch', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('{"items":[],"pagination":{"hasMore":false}}');
    };
    const core = createApiClientCore({ environment: 'sandbox', baseUrl: `${origin}/v1`, apiKey: 'sk_test_1', signer: ed25519Signer(Uint8Array.from(randomBytes(32))) });
    const response = await core.request({ method: 'GET', path: '/transactions', query: [['starting_after', "txn_a'b"]] });
    expect(response.body).toEqual({ items: [], pagination: { hasMore: false } });
    expect(seen[0]?.url).toBe('/v1/transactions?starting_after=txn_a%27b');
    // undici's fetch adds sec-fetch-mode and its own user-agent; node:http sends only the pipeline's headers.
    expect(seen[0]?.headers['sec-fetch-mode']).toBeUndefined();
    expect(Object.keys(seen[0]?.headers ?? {}).sort()).toEqual(['accept', 'authorization', 'connection', 'host', 'x-signature', 'x-timestamp']);
  });
});
