// The web shell: the window's IPC dispatcher served to a browser on loopback, the second
// transport over the one dispatcher (Electron's ipcMain will be the other). Used by
// `npm run web` (start-web-shell.ts) and by the tests, which drive the real renderer and
// the real main-process services from a browser.
//
//   GET  /, /<file>     the built renderer (dist/renderer), or a page saying to build it
//   POST /rpc/<method>  body: the method's input as JSON -> 200, the envelope as JSON
//   GET  /events        server-sent events: the dispatcher's push events
//
// Every request must name this server in `Host` (421 otherwise); /rpc and /events need
// the per-run session token (401). Where the token travels, and why:
//   - the URL printed for the person carries it in the fragment (`/#token=...`): a
//     fragment is never sent to a server, so it reaches no request line, log or Referer;
//   - /rpc takes it ONLY as `Authorization: Bearer <token>`: a header a cross-site page
//     cannot make a browser send without a CORS preflight this server never grants;
//   - /events takes the same header, or `?token=` because the browser's EventSource
//     cannot set headers. That URL stays between the page and this server (no proxy on
//     loopback, nothing logged here, `Referrer-Policy: no-referrer`), and a GET stream
//     changes nothing: it can only be read by a page of this origin, which has the token.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataProcess } from '../data-process';
import type { AppHost } from '../host';
import { createIpcDispatcher } from '../ipc';
import { defaultRendererDir } from '../shells/renderer-files';
import { createEventStreams } from './event-stream';
import { readJsonBody } from './read-json-body';
import { bearerToken, hostIsAllowed, isJsonContentType, newSessionToken, originIsAllowed, refuse, setSecurityHeaders, tokenMatches } from './request-guards';
import { serveStaticFile } from './static-files';


/**
 * What the shell serves, owned by the shell from now on: a host in this process (its
 * dispatcher made here, the host closed in close()), or the data services in a process of
 * their own (electron/data-process: calls and events relayed, the process stopped in close()).
 */
export type WebShellServices = { host: AppHost; dataProcess?: undefined } | { dataProcess: DataProcess; host?: undefined };

export type WebShellOptions = WebShellServices & {
  /** 0 (the default): any free port. */
  port?: number;
  /** The built renderer's folder (default: dist/renderer). */
  rendererDir?: string;
  /** Limits lowered by tests: a /rpc body's time to arrive (BODY_TIMEOUT_MS), concurrent /events streams (MAX_EVENT_STREAMS). */
  limits?: { bodyTimeoutMs?: number; maxEventStreams?: number };
};

export interface WebShell {
  /** The address to open, the token in its fragment. */
  readonly url: string;
  readonly token: string;
  readonly port: number;
  /** Stops accepting, ends the event streams, cancels a running sync, waits for calls under way, closes the host (or stops the data process). Idempotent. */
  close(): Promise<void>;
}

/** `/rpc/<method>`: a method name is dotted words; anything else is no route at all. */
const RPC_PATH = /^\/rpc\/([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)$/;

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) });
  response.end(body);
}

export async function startWebShell(options: WebShellOptions): Promise<WebShell> {
  const rendererDir = options.rendererDir ?? defaultRendererDir();
  const token = newSessionToken();
  const dispatcher = options.dataProcess ?? createIpcDispatcher(options.host);
  const closeServices = (): Promise<void> => (options.dataProcess === undefined ? options.host.close() : options.dataProcess.stop());
  const streams = createEventStreams(dispatcher, options.limits?.maxEventStreams);
  const callsUnderWay = new Set<Promise<unknown>>();
  let port = 0;
  let closing = false;

  const handleRpc = async (method: string, request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (!tokenMatches(token, bearerToken(request))) return refuse(response, 401);
    if (!originIsAllowed(request)) return refuse(response, 403, 'Cross-origin requests are refused.');
    if (!isJsonContentType(request)) return refuse(response, 415, 'The body must be application/json.');
    const body = await readJsonBody(request, undefined, options.limits?.bodyTimeoutMs);
    if (body.kind === 'timed-out') {
      refuse(response, 408, 'The body did not arrive in time.', { Connection: 'close' });
      request.socket.destroySoon();
      return;
    }
    if (body.kind === 'aborted') return refuse(response, 413, 'The body is too large.', { Connection: 'close' });
    if (body.kind === 'too-large') return refuse(response, 413, 'The body is too large.');
    if (body.kind === 'invalid') return refuse(response, 400, 'The body is not valid JSON.');
    if (closing) return refuse(response, 503, 'The web shell is closing.');
    const call = dispatcher.call(method, body.value);
    callsUnderWay.add(call);
    try {
      sendJson(response, 200, await call);
    } finally {
      callsUnderWay.delete(call);
    }
  };

  const handleEvents = (url: URL, request: IncomingMessage, response: ServerResponse): void => {
    const presented = bearerToken(request) ?? url.searchParams.get('token');
    if (!tokenMatches(token, presented)) return refuse(response, 401);
    if (!originIsAllowed(request)) return refuse(response, 403, 'Cross-origin requests are refused.');
    if (closing) return refuse(response, 503, 'The web shell is closing.');
    if (!streams.hasRoom()) return refuse(response, 503, 'Too many event streams are open: close another window or tab of Treasury.', { 'Retry-After': '5' });
    streams.open(response);
  };

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    setSecurityHeaders(response);
    if (!hostIsAllowed(request, port)) return refuse(response, 421, 'This server answers only to 127.0.0.1 and localhost.');
    const method = request.method ?? '';
    if (method !== 'GET' && method !== 'POST') return refuse(response, 405, 'Method not allowed.', { Allow: 'GET, POST' });
    const rawTarget = request.url ?? '';
    if (!rawTarget.startsWith('/')) return refuse(response, 404, 'Not found.');
    const queryAt = rawTarget.indexOf('?');
    const rawPathname = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
    const rpc = RPC_PATH.exec(rawPathname);
    if (rpc !== null) {
      if (method !== 'POST') return refuse(response, 405, 'Method not allowed.', { Allow: 'POST' });
      return handleRpc(rpc[1] as string, request, response);
    }
    if (rawPathname === '/rpc' || rawPathname.startsWith('/rpc/')) return refuse(response, 404, 'Not found.');
    if (rawPathname === '/events') {
      if (method !== 'GET') return refuse(response, 405, 'Method not allowed.', { Allow: 'GET' });
      return handleEvents(new URL(rawTarget, 'http://127.0.0.1'), request, response);
    }
    if (method !== 'GET') return refuse(response, 405, 'Method not allowed.', { Allow: 'GET' });
    return serveStaticFile(rendererDir, rawPathname, response);
  };

  const server = createServer((request, response) => {
    route(request, response).catch(() => refuse(response, 500, 'Internal error.'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: options.port ?? 0, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;

  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= (async () => {
      closing = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      streams.endAll();
      server.closeIdleConnections();
      // A sync under way would hold its /rpc call open for long: stop it, keep what it fetched.
      if (callsUnderWay.size > 0) await dispatcher.call('sync.cancel', {});
      await Promise.allSettled([...callsUnderWay]);
      server.closeAllConnections();
      await stopped;
      await closeServices();
    })();
    return closed;
  };

  return { url: `http://127.0.0.1:${port}/#token=${token}`, token, port, close };
}

