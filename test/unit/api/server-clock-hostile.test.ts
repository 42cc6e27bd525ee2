// The server clock against a real loopback server (node:http transport, injected clock):
// one wild Date header must not move the client's clock; a refusal with a sane Date is
// corrected once; several agreeing readings are adopted; a server a year off yields a
// clear ClockSkewError, never a signature dated a year away.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, ClockSkewError, MAX_CLOCK_OFFSET_MS, createApiClientCore, ed25519Signer } from '../../../electron/api';
import type { ApiClientCore } from '../../../electron/api';

const T0 = Date.UTC(2026, 4, 4, 10, 0, 0, 0);
const YEAR = 365 * 24 * 3600 * 1000;
let t = T0;

let server: Server;
let baseUrl: string;
/** What the server's Date header says for the n-th request (0-based); default its own clock. */
let dateFor: (n: number) => number = () => serverNow();
/** The server's clock minus the local one. */
let serverOffset = 0;
let stamps: number[] = [];
const serverNow = (): number => t + serverOffset;

function answer(req: IncomingMessage, res: ServerResponse): void {
  const n = stamps.length;
  const stamp = Number(req.headers['x-timestamp']);
  stamps.push(stamp);
  res.setHeader('Date', new Date(dateFor(n)).toUTCString());
  res.setHeader('Content-Type', 'application/json');
  if (Math.abs(stamp - Math.floor(serverNow() / 1000)) > 60) {
    res.statusCode = 401;
    res.end(JSON.stringify({ error: { type: 'authentication_error', code: 'timestamp_out_of_range', message: 'X-Timestamp is out of range', status: 401, requestId: `req_${n}`, retryable: false } }));
    return;
  }
  res.end('{"ok":true}');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  t = T0;
  serverOffset = 0;
  stamps = [];
  dateFor = () => serverNow();
});

function client(): ApiClientCore {
  return createApiClientCore({
    environment: 'sandbox',
    baseUrl,
    apiKey: 'sk_test_clock',
    signer: ed25519Signer(randomBytes(32)),
    clock: { now: () => new Date(t), nowMs: () => t, sleep: async (ms) => { t += ms; } },
    retry: { maxAttempts: 1 },
  });
}

/** One GET, then a minute passes on both clocks. */
async function get(c: ApiClientCore): Promise<void> {
  await c.request({ method: 'GET', path: '/rails' });
  t += 60_000;
}

describe('server clock against a misbehaving server', () => {
  it('one wild Date header (a year ahead) changes nothing: later timestamps stay on the true clock', async () => {
    dateFor = (n) => (n === 1 ? serverNow() + YEAR : serverNow());
    const c = client();
    for (let i = 0; i < 5; i += 1) await get(c);
    expect(c.serverClockOffsetMs()).toBe(0);
    expect(stamps).toEqual([0, 1, 2, 3, 4].map((i) => Math.floor((T0 + i * 60_000) / 1000)));
  });

  it('two wild readings, even if they agree, do not move it; a sane one in between starts the count again', async () => {
    dateFor = (n) => (n === 0 || n === 1 || n === 3 || n === 4 ? serverNow() + 45_000 : serverNow());
    const c = client();
    for (let i = 0; i < 6; i += 1) await get(c);
    expect(c.serverClockOffsetMs()).toBe(0);
  });

  it('three consistent readings 45 s ahead (still accepted by the server) are adopted', async () => {
    serverOffset = 45_000;
    const c = client();
    await get(c);
    await get(c);
    expect(c.serverClockOffsetMs()).toBe(0);
    await get(c);
    expect(Math.abs(c.serverClockOffsetMs() - 45_000)).toBeLessThanOrEqual(1000);
    await get(c);
    expect(Math.abs(stamps[3]! - Math.floor(serverNow() / 1000 - 60))).toBeLessThanOrEqual(1);
  });

  it('a refusal with a consistent Date (server 10 min ahead) is corrected once, and the retry succeeds', async () => {
    serverOffset = 600_000;
    const c = client();
    const response = await c.request({ method: 'GET', path: '/rails' });
    expect(response.attempts).toBe(2);
    expect(stamps).toHaveLength(2);
    expect(stamps[1]! - stamps[0]!).toBeGreaterThanOrEqual(599);
    expect(stamps[1]! - stamps[0]!).toBeLessThanOrEqual(601);
    expect(Math.abs(c.serverClockOffsetMs() - 600_000)).toBeLessThanOrEqual(1000);
  });

  it('a server a year off: a clear ClockSkewError, no year-shifted signature, the offset untouched', async () => {
    serverOffset = YEAR;
    const c = client();
    let error: unknown;
    await c.request({ method: 'GET', path: '/rails' }).catch((e: unknown) => (error = e));
    expect(error).toBeInstanceOf(ClockSkewError);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ code: 'timestamp_out_of_range', kind: 'refused', retryable: false, attempts: 1, requestId: 'req_0' });
    expect((error as ClockSkewError).skewMs).toBeGreaterThan(MAX_CLOCK_OFFSET_MS);
    expect((error as Error).message).toMatch(/365 days ahead of this computer's.*Check this computer's date, time and time zone/);
    expect(stamps).toEqual([Math.floor(T0 / 1000)]);
    expect(c.serverClockOffsetMs()).toBe(0);
  });

  it('a year-ahead server that accepts anything: its agreeing Dates are still never adopted (bounded at 24 h)', async () => {
    dateFor = () => serverNow() + YEAR;
    const c = client();
    for (let i = 0; i < 5; i += 1) await get(c);
    expect(c.serverClockOffsetMs()).toBe(0);
  });
});
