// The default transport of the main process: one HTTP exchange over node:http /
// node:https with keep-alive agents, the same contract as `sendHttpRequest` over fetch
// (http-transport.ts): the per-attempt timeout covers the headers and the whole body;
// the caller's signal cancels; failures without a response become NetworkError,
// TimeoutError or RequestAbortedError; a response of any status (3xx included: never
// followed) comes back as is, its body read whole as UTF-8 text, decoded as a stream
// and capped (response-limits.ts): past the cap, reading stops at once and the socket is
// destroyed; every failure, in any listener, settles the promise with a typed error.
//
// Why not fetch: for a sync of thousands of small pages, undici's fetch costs about a
// millisecond more per request in WHATWG Request/Response/stream machinery than a plain
// node:http exchange on a kept-alive socket (test/bench/sync-ledger.ts). fetch stays
// injectable (the `fetch` option of the client core), and is what tests inject.
//
// The exact bytes: the request line carries the path + query exactly as signed (the
// pipeline has already checked that the URL parser leaves it as is); the headers are the
// pipeline's, plus Host, Content-Length and Connection, which node writes.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { PaymentsApiError } from './api-errors';
import { startAttemptTimeout } from './attempt-timeout';
import { requestAbortedError, transportFailure } from './http-transport';
import { CappedBody, MAX_RESPONSE_BYTES, ResponseTooLargeError, declaredLength } from './response-limits';
import type { ResponseLimitStage } from './response-limits';
import type { ResponseHeaders, TransportRequest, TransportResponse } from './http-transport';

export interface NodeHttpTransport {
  send(req: TransportRequest): Promise<TransportResponse>;
  /** Closes the idle kept-alive sockets (requests in flight finish). */
  close(): void;
}

/**
 * Idle sockets are closed after this long: below the 5 s keep-alive timeout of common
 * servers (node's own default), so a request is rarely sent on a socket the server is
 * closing at that very moment (that race surfaces as a retryable NetworkError).
 */
const IDLE_SOCKET_MS = 4_000;

export function createNodeHttpTransport(): NodeHttpTransport {
  const http = new HttpAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
  const https = new HttpsAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
  return {
    send: (req) => sendOverNodeHttp(req, http, https),
    close() {
      http.destroy();
      https.destroy();
    },
  };
}

class NodeResponseHeaders implements ResponseHeaders {
  constructor(private readonly raw: IncomingMessage['headers']) {}

  /** Like Headers.get: case-insensitive, repeated headers joined with ", ". */
  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

function decoded(res: IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? '').trim().toLowerCase();
  // fetch decodes these; so does this transport (it never asks for them: no Accept-Encoding).
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(createGunzip());
  if (encoding === 'deflate') return res.pipe(createInflate());
  if (encoding === 'br') return res.pipe(createBrotliDecompress());
  return res;
}

function sendOverNodeHttp(req: TransportRequest, http: HttpAgent, https: HttpsAgent): Promise<TransportResponse> {
  if (req.signal?.aborted) return Promise.reject(requestAbortedError());
  const url = new URL(req.url);
  const secure = url.protocol === 'https:';
  const headers: OutgoingHttpHeaders = { ...req.headers };
  if (req.body !== undefined) headers['Content-Length'] = String(req.body.byteLength);
  return new Promise<TransportResponse>((resolve, reject) => {
    let settled = false;
    let timedOut = false;
    const finish = (error: unknown, response?: TransportResponse): void => {
      if (settled) return;
      settled = true;
      timer.clear();
      req.signal?.removeEventListener('abort', onAbort);
      if (response !== undefined) resolve(response);
      else reject(mapError(error));
    };
    let status: number | undefined;
    const mapError = (error: unknown): unknown =>
      error instanceof PaymentsApiError ? error : transportFailure(error, { timedOut, aborted: req.signal?.aborted === true, timeoutMs: req.timeoutMs, status });

    const options = {
      method: req.method,
      protocol: url.protocol,
      hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port === '' ? undefined : Number(url.port),
      // pathname + search: the path + query exactly as signed (checked by the pipeline).
      path: `${url.pathname}${url.search}`,
      headers,
      ...(secure ? { agent: https } : { agent: http }),
    };
    const request = secure ? httpsRequest(options) : httpRequest(options);
    const onAbort = (): void => {
      request.destroy(new Error('aborted'));
    };
    const timer = startAttemptTimeout(req.timeoutMs, () => {
      timedOut = true;
      request.destroy(new Error('timeout'));
    });
    req.signal?.addEventListener('abort', onAbort, { once: true });

    request.on('error', (error) => finish(error));
    request.on('response', (res) => {
      status = res.statusCode ?? 0;
      const limitBytes = req.maxResponseBytes ?? MAX_RESPONSE_BYTES;
      const requestId = new NodeResponseHeaders(res.headers).get('x-request-id') ?? undefined;
      let body: Readable = res;
      // Settle first, then destroy (the decoder too: it stops inflating what it holds);
      // the socket never returns to the keep-alive pool.
      const stop = (stage: ResponseLimitStage, bytesRead: number): void => {
        finish(new ResponseTooLargeError({ status: status ?? 0, stage, bytesRead, limitBytes, requestId }));
        request.destroy();
        if (body !== res) body.destroy();
      };
      const declared = declaredLength(res.headers['content-length']);
      if (declared !== undefined && declared > limitBytes) {
        stop('declared', declared);
        return;
      }
      body = decoded(res);
      if (body !== res) {
        // The compressed bytes on the wire are capped too.
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > limitBytes && !settled) stop('received', received);
        });
      }
      const collected = new CappedBody(limitBytes);
      body.on('data', (chunk: Buffer) => {
        if (settled) return;
        if (!collected.add(chunk)) stop('decoded', collected.bytes);
      });
      body.on('error', (error) => finish(error));
      // The socket closed before the body was complete: no answer (fetch: "terminated").
      res.on('error', (error) => finish(error));
      res.on('close', () => {
        if (!res.complete) finish(Object.assign(new Error('the connection closed before the response was complete'), { code: 'ECONNRESET' }));
      });
      body.on('end', () => {
        if (settled) return;
        try {
          finish(undefined, { status: status ?? 0, headers: new NodeResponseHeaders(res.headers), bodyText: collected.text() });
        } catch (error) {
          finish(error); // never an exception out of a listener
        }
      });
    });
    request.end(req.body === undefined ? undefined : Buffer.from(req.body.buffer, req.body.byteOffset, req.body.byteLength));
  });
}
