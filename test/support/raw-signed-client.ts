// The conformance suite's own client for the Payments API: raw HTTP (node:http, so the
// path, query and body bytes are exactly what the test wrote) and its own Ed25519
// signing with node:crypto, independent of the app's client.
import { generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { request as httpRequest } from 'node:http';

export interface SigningKey {
  privateKey: KeyObject;
  /** Base64 of the raw 32-byte Ed25519 public key, as POST /_sandbox/keys takes it. */
  publicKeyBase64: string;
  publicKeyPem: string;
}

export function generateSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return {
    privateKey,
    publicKeyBase64: der.subarray(der.length - 32).toString('base64'),
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface SendOptions {
  /** Extra or overriding headers; a value of undefined removes the header. */
  headers?: Record<string, string | undefined>;
  /** Exact body bytes (a string is sent as UTF-8); objects are JSON.stringify'd. */
  body?: string | Buffer | object;
  idempotencyKey?: string;
  /** Unix seconds to sign and send (default: now). */
  timestamp?: string;
  /** Sign this instead of what is sent (to provoke invalid_signature). */
  signOverride?: { method?: string; path?: string; body?: string | Buffer; timestamp?: string };
}

/** Sends one HTTP request with exactly the given path, headers and body bytes. */
export function sendRaw(origin: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<RawResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = text === '' ? undefined : JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

export class RawSignedClient {
  private readonly origin: string;
  private readonly basePath: string;

  constructor(
    baseUrl: string,
    readonly apiKey: string,
    readonly privateKey: KeyObject,
  ) {
    const url = new URL(baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/$/, '');
  }

  /** Signs `METHOD\nPATH\nTIMESTAMP\nBODY` with Ed25519, base64. */
  signature(method: string, fullPath: string, timestamp: string, body: Buffer): string {
    const payload = Buffer.concat([Buffer.from(`${method}\n${fullPath}\n${timestamp}\n`, 'utf8'), body]);
    return sign(null, payload, this.privateKey).toString('base64');
  }

  /** `path` is relative to the base URL (e.g. `/payments?limit=5`). */
  send(method: string, path: string, options: SendOptions = {}): Promise<RawResponse> {
    const fullPath = `${this.basePath}${path}`;
    const body =
      options.body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(options.body) ? options.body : Buffer.from(typeof options.body === 'string' ? options.body : JSON.stringify(options.body), 'utf8');
    const timestamp = options.timestamp ?? String(Math.floor(Date.now() / 1000));
    const o = options.signOverride ?? {};
    const signedBody = o.body === undefined ? body : Buffer.isBuffer(o.body) ? o.body : Buffer.from(o.body, 'utf8');
    const headers: Record<string, string | undefined> = {
      authorization: `Bearer ${this.apiKey}`,
      'x-timestamp': timestamp,
      'x-signature': this.signature(o.method ?? method, o.path ?? fullPath, o.timestamp ?? timestamp, signedBody),
      ...(body.length > 0 ? { 'content-type': 'application/json' } : {}),
      ...(options.idempotencyKey !== undefined ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...options.headers,
    };
    const present = Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return sendRaw(this.origin, method, fullPath, present, body.length > 0 ? body : undefined);
  }

  get(path: string, options?: SendOptions): Promise<RawResponse> {
    return this.send('GET', path, options);
  }

  /** POST with a fresh idempotency key unless one is given. */
  post(path: string, body: object | string, options: SendOptions = {}): Promise<RawResponse> {
    return this.send('POST', path, { idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(), ...options, body });
  }

  patch(path: string, body: object | string, options: SendOptions = {}): Promise<RawResponse> {
    return this.send('PATCH', path, { ...options, body });
  }
}
