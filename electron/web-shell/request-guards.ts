// The checks every request of the web shell passes before it reaches the dispatcher or a
// file, and the headers every response carries. The shell listens on 127.0.0.1 only,
// but any web page the person has open can still make the browser send requests to it:
//   - DNS rebinding (evil.example resolving to 127.0.0.1) arrives with a foreign `Host`:
//     only `127.0.0.1:PORT` and `localhost:PORT` are answered (421 otherwise);
//   - a cross-site page cannot read the token (it lives in the URL's fragment, and the
//     page's origin is ours alone): /rpc and /events without it answer 401, no detail;
//   - a cross-site POST names its own `Origin` (refused, 403), and a "simple" form post
//     cannot send `Content-Type: application/json` without a CORS preflight, which
//     this server never grants (415 for anything else).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WINDOW_CONTENT_SECURITY_POLICY } from '../shells/content-security-policy';

/** 32 random bytes as base64url (43 characters): a fresh one for every run. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Compares in constant time. Both sides are hashed first, so neither the length nor any
 * prefix of the token shows in the time a refusal takes.
 */
export function tokenMatches(expected: string, presented: string | null): boolean {
  if (presented === null) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(presented));
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: IncomingMessage): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  return match === null ? null : (match[1] as string);
}

/** The Host values this server answers to (no other name, no default port). */
export function allowedHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function hostIsAllowed(request: IncomingMessage, port: number): boolean {
  const host = request.headers.host;
  return host !== undefined && allowedHosts(port).includes(host.toLowerCase());
}

/** An `Origin`, when the browser sends one, must be this very origin (scheme, host and port as the Host header says). */
export function originIsAllowed(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin.toLowerCase() === `http://${(request.headers.host ?? '').toLowerCase()}`;
}

/** `application/json`, optionally with `charset=utf-8`; nothing else (no text/plain, no form encodings). */
export function isJsonContentType(request: IncomingMessage): boolean {
  const header = request.headers['content-type'];
  if (header === undefined) return false;
  const [mediaType, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return parameters.every((parameter) => parameter === '' || parameter === 'charset=utf-8' || parameter === 'charset="utf-8"');
}

/** Headers on every response, errors included: the window's CSP and the browser's other guards. */
export function setSecurityHeaders(response: ServerResponse): void {
  response.setHeader('Content-Security-Policy', WINDOW_CONTENT_SECURITY_POLICY);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  // Nothing this server answers is worth keeping: money data must not sit in a disk cache.
  response.setHeader('Cache-Control', 'no-store');
}

/**
 * Ends a refused request: a status and at most a short, fixed reason (never an echo of
 * the request, never a hint about the token).
 */
export function refuse(response: ServerResponse, status: number, reason = '', extraHeaders: Record<string, string> = {}): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);
  if (reason === '') {
    response.writeHead(status, { 'Content-Length': '0' });
    response.end();
    return;
  }
  const body = Buffer.from(`${reason}\n`, 'utf8');
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(body.length) });
  response.end(body);
}
