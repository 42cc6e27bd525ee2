// How much of a response the client reads, on both transports (fetch and node:http).
//
// A hostile or broken server must not be able to exhaust the main process: a 600 KB gzip
// body of zeros inflates to 600 MB, past V8's longest string, and one Buffer.toString on
// it throws. So the body is read as a stream and counted:
//
// - MAX_RESPONSE_BYTES (32 MiB) caps the DECODED body. The largest legitimate answer is a
//   list page (at most 200 items of a few KB), well under 1 MiB; 32 MiB leaves room for
//   any future page size and is far below V8's string limit (~512 Mi characters).
// - The same number caps the bytes RECEIVED on the wire (the compressed body), and a
//   declared Content-Length above it is refused before a byte of the body is read.
//   (fetch decodes inside undici, so on that transport the wire bytes are not observable:
//   there, the declared length and the per-attempt timeout bound them.)
//
// Reading stops as soon as a count passes the cap (at most one more chunk is ever read)
// and the connection is destroyed: it is never handed back to the keep-alive pool.
// Passing the cap is a ResponseTooLargeError (code `response_too_large`, kind `failed`,
// not retried: the same request would get the same answer); a body that does not decode
// (a corrupt gzip) is a MalformedResponseError `undecodable_body`.
import { MalformedResponseError } from './api-errors';

export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** The highest cap a client may be configured with (well below V8's string length limit). */
export const MAX_CONFIGURABLE_RESPONSE_BYTES = 256 * 1024 * 1024;

/** Which count passed the cap: the declared Content-Length, the bytes received, or the decoded bytes. */
export type ResponseLimitStage = 'declared' | 'received' | 'decoded';

export class ResponseTooLargeError extends MalformedResponseError {
  /** Bytes read (of the stage that passed the cap) when reading stopped; the declared length for `declared`. */
  readonly bytesRead: number;
  readonly limitBytes: number;
  readonly stage: ResponseLimitStage;

  constructor(facts: { status: number; stage: ResponseLimitStage; bytesRead: number; limitBytes: number; requestId?: string | undefined }) {
    const what = facts.stage === 'declared' ? `declared a body of ${facts.bytesRead} bytes` : `sent a body larger than ${facts.limitBytes} bytes${facts.stage === 'decoded' ? ' once decompressed' : ''}`;
    super({
      type: 'malformed_response_error',
      code: 'response_too_large',
      message: `The Payments API answered HTTP ${facts.status} but ${what}, more than this client reads (${facts.limitBytes} bytes); the response was dropped.`,
      status: facts.status,
      requestId: facts.requestId,
      retryable: false,
    });
    this.name = 'ResponseTooLargeError';
    this.bytesRead = facts.bytesRead;
    this.limitBytes = facts.limitBytes;
    this.stage = facts.stage;
  }
}

/** A body whose Content-Encoding does not decode (a corrupt or truncated gzip, deflate or br stream). */
export function undecodableResponse(status: number, cause: unknown, requestId?: string | undefined): MalformedResponseError {
  return new MalformedResponseError({
    type: 'malformed_response_error',
    code: 'undecodable_body',
    message: `The Payments API answered HTTP ${status} with a compressed body that does not decode.`,
    status,
    requestId,
    retryable: false,
    cause,
  });
}

/** zlib's and undici's decoding failures carry these codes (Z_DATA_ERROR, ERR_BROTLI_..., ERR_ZLIB_...). */
export function isDecodeFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(Z_[A-Z_]+|ERR_BROTLI_[A-Z_]+|ERR_ZLIB_[A-Z_]+)$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A Content-Length header as a number, or undefined when absent or not a plain decimal. */
export function declaredLength(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\s*[0-9]{1,20}\s*$/.test(value)) return undefined;
  return Number(value);
}

/** Collects chunks up to `limitBytes`; `add` returns false (and keeps nothing more) once the cap is passed. */
export class CappedBody {
  private readonly chunks: Uint8Array[] = [];
  bytes = 0;
  constructor(readonly limitBytes: number) {}

  add(chunk: Uint8Array): boolean {
    this.bytes += chunk.byteLength;
    if (this.bytes > this.limitBytes) {
      this.chunks.length = 0;
      return false;
    }
    this.chunks.push(chunk);
    return true;
  }

  /** The body as UTF-8 text, a leading BOM dropped (as fetch's text()). */
  text(): string {
    const text = Buffer.concat(this.chunks).toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }
}
