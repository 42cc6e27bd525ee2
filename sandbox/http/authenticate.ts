// Authentication exactly as spec part 5: bearer API key AND Ed25519 (or RSA-SHA256)
// signature AND timestamp, all required. The signing payload is
// `METHOD\nPATH_WITH_QUERY\nTIMESTAMP\nRAW_BODY`, with the path and query exactly as
// received and the body's exact bytes. The timestamp is checked against the REAL clock.
import { verify } from 'node:crypto';
import { TIMESTAMP_TOLERANCE_SECONDS } from '../../shared/formats';
import { byCount } from '../../shared/count-words';
import { ApiError } from './api-error';
import type { ApiKeyRegistry, RegisteredKey } from '../store/api-keys';

export interface SignedRequest {
  method: string;
  /** The request target exactly as received: path plus `?query` when present. */
  rawUrl: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

const BEARER_RE = /^Bearer ([^\s]+)$/;
const BASE64_RE = /^[A-Za-z0-9+/]+={0,2}$/;
const TIMESTAMP_RE = /^[0-9]{1,12}$/;

function header(headers: SignedRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value === undefined || value === '' ? undefined : value;
}

export function signingPayload(method: string, rawUrl: string, timestamp: string, rawBody: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${method.toUpperCase()}\n${rawUrl}\n${timestamp}\n`, 'utf8'), rawBody]);
}

export function authenticate(request: SignedRequest, keys: ApiKeyRegistry, realNowMs: number): RegisteredKey {
  const authorization = header(request.headers, 'authorization');
  const signature = header(request.headers, 'x-signature');
  const timestamp = header(request.headers, 'x-timestamp');
  const missing = [
    authorization === undefined ? 'Authorization' : undefined,
    signature === undefined ? 'X-Signature' : undefined,
    timestamp === undefined ? 'X-Timestamp' : undefined,
  ].filter((name): name is string => name !== undefined);
  if (missing.length > 0 || authorization === undefined || signature === undefined || timestamp === undefined) {
    throw new ApiError('missing_credentials', `Missing authentication ${byCount(missing.length, 'header', 'headers')}: ${missing.join(', ')}`);
  }
  const bearer = BEARER_RE.exec(authorization);
  if (!bearer?.[1]) throw new ApiError('missing_credentials', 'Authorization must be "Bearer <API_KEY>"');

  const key = keys.lookup(bearer[1]);
  if (!key) throw new ApiError('invalid_api_key', 'The API key is not known to this environment');
  if (key.revoked) throw new ApiError('key_revoked', 'The API key was revoked');

  const seconds = TIMESTAMP_RE.test(timestamp) ? Number(timestamp) : Number.NaN;
  const skew = Math.abs(realNowMs / 1000 - seconds);
  if (!Number.isFinite(seconds) || skew > TIMESTAMP_TOLERANCE_SECONDS) {
    throw new ApiError(
      'timestamp_out_of_range',
      `X-Timestamp must be Unix seconds within ${TIMESTAMP_TOLERANCE_SECONDS} s of the server's clock`,
    );
  }

  const signatureBytes = BASE64_RE.test(signature) ? Buffer.from(signature, 'base64') : Buffer.alloc(0);
  const payload = signingPayload(request.method, request.rawUrl, timestamp, request.rawBody);
  let valid = false;
  try {
    valid =
      key.algorithm === 'ed25519'
        ? signatureBytes.length === 64 && verify(null, payload, key.publicKey, signatureBytes)
        : signatureBytes.length > 0 && verify('sha256', payload, key.publicKey, signatureBytes);
  } catch {
    valid = false;
  }
  if (!valid) throw new ApiError('invalid_signature', 'The signature does not match the request');
  return key;
}
