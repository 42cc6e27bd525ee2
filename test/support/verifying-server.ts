// A small real HTTP server on loopback that checks every request the way a strict
// Payments API would (spec 4.1, 5 and 7): the three auth headers, a known bearer key,
// X-Timestamp within 60 s of ITS clock (offset configurable, to test skew), the Ed25519
// signature verified with node:crypto over `METHOD\n<raw path+query>\nTIMESTAMP\n<raw body>`,
// Idempotency-Key on every POST (at most 128 characters), replay of the same key + body
// with `Idempotency-Replayed: true`, 409 `duplicate_idempotency_key` for the same key with
// another body, and 409 `idempotency_key_in_flight` while the first is still processing.
// It records every request (raw bytes) and can be scripted to fail the next requests.
import { createPublicKey, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedFault =
  /** An error response with a well-formed error body. */
  | { kind: 'error'; status: number; code: string; type?: string; retryable?: boolean; retryAfter?: string; fields?: { field: string; message: string }[] }
  /** Any raw body (HTML error page, truncated JSON, ...). */
  | { kind: 'raw'; status: number; body: string; contentType?: string; headers?: Record<string, string> }
  /** `socket.destroy()` before anything is committed. */
  | { kind: 'drop' }
  /** Processes (and for a POST, commits) the request, then destroys the socket instead of answering. */
  | { kind: 'drop_after_commit' }
  /** Holds the request (and its idempotency key) for `ms`, then processes it normally. */
  | { kind: 'delay'; ms: number };

export interface RecordedRequest {
  seq: number;
  method: string;
  /** The raw request target (path + query) exactly as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** `ok`, or the error code the server answered because verification failed. */
  verification: string;
  /** The server's clock (ms) when the request arrived. */
  serverTimeMs: number;
  fault?: ScriptedFault['kind'];
  status?: number;
}

export interface HandlerResult { status: number; body?: unknown }
export type RouteHandler = (req: { method: string; url: string; body: unknown; seq: number }) => HandlerResult | undefined;

export interface VerifyingServerOptions {
  /** Known API keys and the raw 32-byte Ed25519 public key of each. */
  keys: Record<string, Uint8Array>;
  /** Server clock minus real clock, in ms. */
  clockOffsetMs?: number;
  toleranceSeconds?: number;
  /** Retry-After sent with 409 `idempotency_key_in_flight`. */
  inFlightRetryAfter?: string;
  /** Custom routes; returning undefined falls back to the default echo behaviour. */
  handler?: RouteHandler;
}

export interface VerifyingServer {
  /** `http://127.0.0.1:<port>/v1` */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  clockOffsetMs: number;
  /** Scripts the next requests that reach processing, in order. */
  failNext(...faults: ScriptedFault[]): void;
  /** How many POSTs were committed (processed and stored), for exactly-once checks. */
  committedPosts(): number;
  close(): Promise<void>;
}

interface StoredOutcome { body: Buffer; status: number; responseText: string }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startVerifyingServer(options: VerifyingServerOptions): Promise<VerifyingServer> {
  const keys = new Map<string, KeyObject>();
  for (const [apiKey, raw] of Object.entries(options.keys)) {
    keys.set(apiKey, createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') }, format: 'jwk' }));
  }
  const tolerance = options.toleranceSeconds ?? 60;
  const requests: RecordedRequest[] = [];
  const faults: ScriptedFault[] = [];
  const stored = new Map<string, StoredOutcome>();
  const inFlight = new Set<string>();
  let committed = 0;
  let seq = 0;
  const state = { clockOffsetMs: options.clockOffsetMs ?? 0 };
  const serverNow = () => Date.now() + state.clockOffsetMs;

  function send(res: ServerResponse, record: RecordedRequest, status: number, text: string, extra: Record<string, string> = {}): void {
    record.status = status;
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(status, { 'Content-Type': 'application/json', Date: new Date(serverNow()).toUTCString(), 'X-Request-Id': `req_${record.seq}`, ...extra });
    res.end(text);
  }
  function sendError(res: ServerResponse, record: RecordedRequest, status: number, type: string, code: string, retryable: boolean, extra: Record<string, string> = {}, fields?: unknown): void {
    const error: Record<string, unknown> = { type, code, message: `${code.replace(/_/g, ' ')}`, status, requestId: `req_${record.seq}`, retryable };
    if (fields !== undefined) error.fields = fields;
    send(res, record, status, JSON.stringify({ error }), extra);
  }

  /** Returns the error code when the request fails authentication, else undefined. */
  function authenticate(req: IncomingMessage, body: Buffer): string | undefined {
    const authorization = req.headers.authorization;
    const signature = req.headers['x-signature'];
    const timestamp = req.headers['x-timestamp'];
    if (typeof authorization !== 'string' || typeof signature !== 'string' || typeof timestamp !== 'string') return 'missing_credentials';
    const match = /^Bearer ([\x21-\x7E]+)$/.exec(authorization);
    const key = match?.[1] === undefined ? undefined : keys.get(match[1]);
    if (key === undefined) return 'invalid_api_key';
    if (!/^[0-9]{1,12}$/.test(timestamp) || Math.abs(Number(timestamp) - Math.floor(serverNow() / 1000)) > tolerance) return 'timestamp_out_of_range';
    // Standard Base64 only, canonical, 64 bytes.
    const sig = Buffer.from(signature, 'base64');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature) || sig.length !== 64 || sig.toString('base64') !== signature) return 'invalid_signature';
    const payload = Buffer.concat([Buffer.from(`${req.method}\n${req.url}\n${timestamp}\n`, 'utf8'), body]);
    return verify(null, payload, key, sig) ? undefined : 'invalid_signature';
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    seq += 1;
    const record: RecordedRequest = { seq, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, verification: 'ok', serverTimeMs: serverNow() };
    requests.push(record);
    res.on('error', () => {});

    const authFailure = authenticate(req, body);
    if (authFailure !== undefined) {
      record.verification = authFailure;
      return sendError(res, record, 401, 'authentication_error', authFailure, false);
    }
    const idempotencyKey = req.headers['idempotency-key'];
    if (req.method === 'POST') {
      if (typeof idempotencyKey !== 'string' || idempotencyKey === '') {
        record.verification = 'missing_idempotency_key';
        return sendError(res, record, 400, 'invalid_request_error', 'missing_idempotency_key', false);
      }
      if (idempotencyKey.length > 128) {
        record.verification = 'idempotency_key_too_long';
        return sendError(res, record, 400, 'invalid_request_error', 'idempotency_key_too_long', false);
      }
    }
    let parsed: unknown;
    if (body.length > 0) {
      try {
        if (req.headers['content-type'] !== 'application/json') throw new Error('content type');
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        record.verification = 'invalid_json';
        return sendError(res, record, 400, 'invalid_request_error', 'invalid_json', false);
      }
    }
    const key = req.method === 'POST' ? (idempotencyKey as string) : undefined;
    if (key !== undefined) {
      const previous = stored.get(key);
      if (previous !== undefined) {
        if (!previous.body.equals(body)) return sendError(res, record, 409, 'idempotency_error', 'duplicate_idempotency_key', false);
        return send(res, record, previous.status, previous.responseText, { 'Idempotency-Replayed': 'true' });
      }
      if (inFlight.has(key)) {
        return sendError(res, record, 409, 'idempotency_error', 'idempotency_key_in_flight', true, { 'Retry-After': options.inFlightRetryAfter ?? '1' });
      }
    }

    const fault = faults.shift();
    if (fault !== undefined) record.fault = fault.kind;
    if (fault?.kind === 'error') {
      const extra: Record<string, string> = fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
      return sendError(res, record, fault.status, fault.type ?? 'api_error', fault.code, fault.retryable ?? fault.status >= 500, extra, fault.fields);
    }
    if (fault?.kind === 'raw') {
      record.status = fault.status;
      res.writeHead(fault.status, { 'Content-Type': fault.contentType ?? 'text/html', Date: new Date(serverNow()).toUTCString(), 'X-Request-Id': `req_${record.seq}`, ...fault.headers });
      res.end(fault.body);
      return;
    }
    if (fault?.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (key !== undefined) inFlight.add(key);
    try {
      if (fault?.kind === 'delay') await sleep(fault.ms);
      const result = options.handler?.({ method: record.method, url: record.url, body: parsed, seq: record.seq }) ?? defaultHandler(record, parsed);
      const responseText = result.body === undefined ? '' : JSON.stringify(result.body);
      if (key !== undefined && result.status < 500) {
        stored.set(key, { body, status: result.status, responseText });
        committed += 1;
      }
      if (fault?.kind === 'drop_after_commit') {
        req.socket.destroy();
        return;
      }
      send(res, record, result.status, responseText);
    } finally {
      if (key !== undefined) inFlight.delete(key);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get clockOffsetMs() {
      return state.clockOffsetMs;
    },
    set clockOffsetMs(value: number) {
      state.clockOffsetMs = value;
    },
    failNext: (...next) => {
      faults.push(...next);
    },
    committedPosts: () => committed,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function defaultHandler(record: RecordedRequest, body: unknown): HandlerResult {
  switch (record.method) {
    case 'POST':
      return { status: 201, body: { id: `obj_${record.seq}`, received: body } };
    case 'DELETE':
      return { status: 204 };
    default:
      return { status: 200, body: { method: record.method, url: record.url, received: body ?? null } };
  }
}
