// A small HTTP server on loopback that misbehaves on purpose, for the hostile-server
// suite (test/integration/hostile/). It checks nothing (no signature, no key): each test
// gives it a route function that decides, per request, how to misbehave: huge or
// compressed bodies, bodies that never end, resets mid-body, cycling cursors, wild
// `Date` headers. It counts every request it receives (the suites bound loops with
// these counts, never with time) and every body byte the route managed to write.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';

export const MiB = 1024 * 1024;

export interface HostileRequest {
  /** 0-based, in arrival order. */
  readonly seq: number;
  readonly method: string;
  /** The path relative to /v1 (e.g. `/transactions`), without the query. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
}

/** Decides the answer to one request; may leave `res` open (a slow loris) or destroy it. */
export type HostileRoute = (req: HostileRequest, res: ServerResponse) => void;

export interface HostileServer {
  /** `http://127.0.0.1:<port>/v1` */
  readonly baseUrl: string;
  /** Every request received, in order. */
  readonly requests: HostileRequest[];
  /** Body bytes the routes wrote (what `endless` and friends pushed before the client hung up). */
  readonly written: { bytes: number };
  /** Replaces the route (and forgets nothing: `requests` keeps counting; `reset` clears it). */
  route(route: HostileRoute): void;
  /** Clears the request log and the written-bytes counter. */
  reset(): void;
  /** Requests to one path (relative to /v1). */
  count(path: string): number;
  close(): Promise<void>;
}

export async function startHostileServer(): Promise<HostileServer> {
  const requests: HostileRequest[] = [];
  const written = { bytes: 0 };
  const sockets = new Set<Socket>();
  let route: HostileRoute = (_req, res) => sendJson(res, 404, errorBody(404, 'resource_not_found', 'no route'));
  const server: Server = createServer((incoming: IncomingMessage, res: ServerResponse) => {
    incoming.resume();
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const req: HostileRequest = {
        seq: requests.length,
        method: incoming.method ?? 'GET',
        path: url.pathname.replace(/^\/v1/, ''),
        query: url.searchParams,
        headers: incoming.headers,
      };
      requests.push(req);
      try {
        route(req, res);
      } catch {
        res.destroy();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    written,
    route(next) {
      route = next;
    },
    reset() {
      requests.length = 0;
      written.bytes = 0;
    },
    count: (path) => requests.filter((r) => r.path === path).length,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---- Answers ---------------------------------------------------------------------------

/** The spec's error body. */
export function errorBody(status: number, code: string, message: string, type = status >= 500 ? 'api_error' : 'invalid_request_error'): unknown {
  return { error: { type, code, message, status, requestId: `req_hostile_${code}`, retryable: false } };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendText(res, status, typeof body === 'string' ? body : JSON.stringify(body), headers);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const bytes = Buffer.from(text, 'utf8');
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length), ...headers });
  res.end(bytes);
}

/** gzip members concatenated: `mib` MiB of `fill` bytes from ~1 KB per MiB (a valid multi-member gzip stream). */
export function gzipBomb(mib: number, fill = 0x20): Buffer {
  const member = gzipSync(Buffer.alloc(MiB, fill), { level: 9 });
  return Buffer.concat(Array.from({ length: mib }, () => member));
}

/**
 * Writes `chunk` again and again, respecting backpressure, until the client goes away or
 * `stopAfterBytes` were written (then the response ends: a guard so that a client that
 * never stops reading fails its test instead of hanging it).
 */
export function sendEndless(res: ServerResponse, written: { bytes: number }, chunk: Buffer, stopAfterBytes: number, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'Content-Type': 'application/json', ...headers });
  const pump = (): void => {
    while (!res.destroyed && !res.writableEnded) {
      if (written.bytes >= stopAfterBytes) {
        res.end();
        return;
      }
      written.bytes += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
  };
  pump();
}

/**
 * A slow loris: the status line, the headers and the first bytes of the body, then
 * nothing more, ever (the response is left open until the client gives up or the server
 * closes).
 */
export function sendNeverFinished(res: ServerResponse, firstBytes: string, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'Content-Type': 'application/json', ...headers });
  res.write(firstBytes);
}

/** Headers that promise `declaredBytes`, part of the body, then a TCP reset. */
export function sendResetMidBody(res: ServerResponse, partial: Buffer | string, declaredBytes: number, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(declaredBytes), ...headers });
  res.write(partial, () => {
    const socket = res.socket as (Socket & { resetAndDestroy?: () => void }) | null;
    if (socket?.resetAndDestroy !== undefined) socket.resetAndDestroy();
    else socket?.destroy();
  });
}

/** `depth` nested arrays as JSON text, built without recursion: `[[[...]]]`. */
export function deeplyNestedArrayText(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** `depth` nested objects as JSON text, built without recursion: `{"a":{"a":...{}}}`. */
export function deeplyNestedObjectText(depth: number): string {
  return `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;
}
