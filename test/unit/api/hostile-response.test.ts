// A hostile or broken server against both transports (node:http keep-alive, and fetch):
// a gzip bomb, an endless body, Content-Length lies, a reset mid-body, a corrupt gzip and
// a body that never ends. Each becomes a typed error (never an uncaught exception), and
// reading stops at the cap: at most one chunk past it is ever read.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MalformedResponseError, NetworkError, PaymentsApiError, TimeoutError, createApiClientCore, ed25519Signer } from '../../../electron/api';
import { sendHttpRequest } from '../../../electron/api/http-transport';
import type { TransportRequest, TransportResponse } from '../../../electron/api/http-transport';
import { createNodeHttpTransport } from '../../../electron/api/node-http-transport';
import { MAX_RESPONSE_BYTES, ResponseTooLargeError } from '../../../electron/api/response-limits';

const MiB = 1024 * 1024;
/** The largest chunk either transport reads at once (a socket read, an inflate output, an undici chunk). */
const ONE_CHUNK = 256 * 1024;

let server: Server;
let origin: string;
let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('{}');
/** Bytes the endless handler managed to write before the client hung up. */
let written = 0;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown): void => {
  uncaught.push(error);
};

/** gzip members concatenated: `mib` MiB of zeros from ~1 KB per MiB (a valid multi-member gzip stream). */
function gzipBomb(mib: number): Buffer {
  const member = gzipSync(Buffer.alloc(MiB));
  return Buffer.concat(Array.from({ length: mib }, () => member));
}

/** Writes `chunk` until the client goes away, respecting backpressure. */
function endless(res: ServerResponse, chunk: Buffer): void {
  const pump = (): void => {
    while (!res.destroyed && !res.writableEnded) {
      written += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
  };
  pump();
}

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handler(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  expect(uncaught).toEqual([]);
  handler = (_req, res) => res.end('{}');
  written = 0;
});

const node = createNodeHttpTransport();
afterAll(() => node.close());
const transports: ReadonlyArray<readonly [string, (req: TransportRequest) => Promise<TransportResponse>]> = [
  ['node:http', (req) => node.send(req)],
  ['fetch', (req) => sendHttpRequest(fetch, req)],
];

function request(overrides: Partial<TransportRequest> = {}): TransportRequest {
  return { url: `${origin}/v1/transactions`, method: 'GET', headers: { Accept: 'application/json' }, body: undefined, timeoutMs: 10_000, ...overrides };
}

async function failure(promise: Promise<unknown>): Promise<PaymentsApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentsApiError);
    return error as PaymentsApiError;
  }
  throw new Error('expected a failure');
}

describe.each(transports)('a hostile server, over %s', (_name, send) => {
  it('a gzip bomb (64 KB that inflates to 64 MiB) stops at the default 32 MiB cap: response_too_large, kind failed', async () => {
    const bomb = gzipBomb(64);
    expect(bomb.length).toBeLessThan(MiB);
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Type': 'application/json', 'X-Request-Id': 'req_bomb' });
      res.end(bomb);
    };
    const error = await failure(send(request()));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ code: 'response_too_large', kind: 'failed', status: 200, retryable: false, requestId: 'req_bomb' });
    const tooLarge = error as ResponseTooLargeError;
    expect(tooLarge.limitBytes).toBe(MAX_RESPONSE_BYTES);
    // The decoder stopped: it read past the cap by at most one chunk, not the 64 MiB.
    expect(tooLarge.bytesRead).toBeGreaterThan(MAX_RESPONSE_BYTES);
    expect(tooLarge.bytesRead).toBeLessThanOrEqual(MAX_RESPONSE_BYTES + ONE_CHUNK);
  });

  it('an uncompressed body that never stops: stopped just past the cap, and the connection is dropped', async () => {
    const closed = new Promise<void>((resolve) => {
      handler = (_req, res) => {
        res.on('close', resolve);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        endless(res, Buffer.alloc(64 * 1024, 0x61));
      };
    });
    const error = await failure(send(request({ maxResponseBytes: MiB })));
    expect(error).toMatchObject({ code: 'response_too_large', kind: 'failed' });
    expect((error as ResponseTooLargeError).bytesRead).toBeLessThanOrEqual(MiB + ONE_CHUNK);
    await closed; // the server saw the client hang up (else this test would time out)
    expect(written).toBeLessThan(64 * MiB);
  });

  it('a Content-Length above the cap is refused before the body is read', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Length': String(10 * 1024 * MiB) });
      res.write('{"items":[');
    };
    const error = await failure(send(request({ maxResponseBytes: MiB })));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ code: 'response_too_large', stage: 'declared', bytesRead: 10 * 1024 * MiB });
  });

  it('a Content-Length that promises more than is sent, then a close: a typed network error', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Length': '1000' });
      res.write('{"items":[');
      setImmediate(() => res.socket?.destroy());
    };
    const error = await failure(send(request()));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'connection_reset', kind: 'offline' });
  });

  it('a connection reset in the middle of a gzip body: a typed network error', async () => {
    const body = gzipSync(Buffer.alloc(4 * MiB, 0x62));
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip' });
      res.write(body.subarray(0, body.length >> 1), () => res.socket?.resetAndDestroy());
    };
    const error = await failure(send(request()));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.kind).toBe('offline');
  });

  it('a gzip body that does not decode: MalformedResponseError undecodable_body, kind failed', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'X-Request-Id': 'req_bad' });
      res.end(Buffer.concat([gzipSync('{"a":1}').subarray(0, 10), Buffer.alloc(64, 0xff)]));
    };
    const error = await failure(send(request()));
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ code: 'undecodable_body', kind: 'failed', status: 200, retryable: false });
  });

  it('a body that never ends (slow loris): the per-attempt timeout fires', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"items":[');
    };
    const error = await failure(send(request({ timeoutMs: 100 })));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'timeout', kind: 'offline' });
  });

  it('after all that, an ordinary answer still reads (the transport is not poisoned)', async () => {
    handler = (_req, res) => res.end('{"ok":true}');
    expect((await send(request({ maxResponseBytes: MiB }))).bodyText).toBe('{"ok":true}');
  });
});

describe('through the request pipeline (default node:http transport)', () => {
  it('the 600 KB gzip that inflates to 600 MiB (past V8\'s longest string) is a typed, unretried failure, not a crash', async () => {
    const bomb = gzipBomb(600);
    let served = 0;
    handler = (_req, res) => {
      served += 1;
      res.writeHead(200, { 'Content-Encoding': 'gzip' });
      res.end(bomb);
    };
    const client = createApiClientCore({ environment: 'sandbox', baseUrl: `${origin}/v1`, apiKey: 'sk_test_hostile', signer: ed25519Signer(randomBytes(32)) });
    const error = await failure(client.request({ method: 'GET', path: '/transactions' }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ code: 'response_too_large', kind: 'failed', attempts: 1 });
    expect((error as ResponseTooLargeError).bytesRead).toBeLessThanOrEqual(MAX_RESPONSE_BYTES + ONE_CHUNK);
    expect(served).toBe(1);
  });

  it('refuses a cap that is not a sane number of bytes', () => {
    const make = (maxResponseBytes: number) => () =>
      createApiClientCore({ environment: 'sandbox', baseUrl: `${origin}/v1`, apiKey: 'sk_test_hostile', signer: ed25519Signer(randomBytes(32)), maxResponseBytes });
    expect(make(0)).toThrow(/maxResponseBytes/);
    expect(make(1024 * MiB)).toThrow(/maxResponseBytes/);
    expect(make(MiB)).not.toThrow();
  });
});
