// The `Host` header check of every request (the /v1 API and the control API): a web page
// that rebinds its own DNS name to 127.0.0.1 reaches the sandbox with its name in
// `Host`, so only the loopback names and the host the sandbox was bound to are
// answered; anything else gets 421 Misdirected Request before any route runs.
import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** `host` as it appears in a Host header: IPv6 literals in brackets, lower case. */
function hostForHeader(host: string): string {
  const lower = host.toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/** Splits `name:port` / `[v6]:port`; undefined for a malformed header. */
function splitHost(header: string): { name: string; port: string | undefined } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::([0-9]{1,5}))?$/.exec(header.toLowerCase());
  if (match === null) return undefined;
  return { name: match[1] ?? '', port: match[2] };
}

/**
 * Whether a request's Host header names this sandbox: a loopback name (127.0.0.1,
 * localhost, [::1]) or the bound host, with the listening port (when it listens; port 80
 * may be left out). A sandbox bound to a wildcard address (0.0.0.0, ::) also answers IP
 * literals: a rebound DNS name is never one.
 */
export function isAllowedHost(header: string | undefined, boundHost: string, port: number | undefined): boolean {
  if (header === undefined) return false;
  const parts = splitHost(header.trim());
  if (parts === undefined) return false;
  if (port !== undefined && parts.port !== String(port) && !(parts.port === undefined && port === 80)) return false;
  const bound = hostForHeader(boundHost);
  if (LOOPBACK_NAMES.includes(parts.name) || parts.name === bound) return true;
  if (WILDCARD_HOSTS.has(boundHost)) return isIP(parts.name.replace(/^\[|\]$/g, '')) !== 0;
  return false;
}

/** Refuses (421) every request whose Host header is not this sandbox's. */
export function registerHostCheck(app: FastifyInstance, boundHost: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : undefined;
    const host = request.headers.host;
    if (isAllowedHost(host, boundHost, port)) return;
    const message = `This sandbox answers requests for 127.0.0.1, localhost or [::1]${port === undefined ? '' : ` on port ${port}`} only, not for Host ${JSON.stringify(host ?? '')}`;
    const body = { error: { type: 'invalid_request_error', code: 'misdirected_request', message, status: 421, requestId: request.id, retryable: false } };
    return reply.code(421).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
}
