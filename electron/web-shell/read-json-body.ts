// Reads a /rpc request's body: at most MAX_BODY_BYTES, within BODY_TIMEOUT_MS (a body that
// never completes is cut off, so it cannot hold a connection and its buffer forever),
// strict UTF-8, then JSON.parse in a try. An empty body is "no input" (the dispatcher reads it as {}). The parsed value is
// plain data only (JSON has no functions or prototypes; a "__proto__" key becomes an own
// property, which the contract's strict schemas refuse).
import type { IncomingMessage } from 'node:http';

/** 1 MiB: far above any input of the contract (the largest is a PEM private key). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** 10 s from the request's arrival for its whole body: the app's largest input is a few KiB sent at once. */
export const BODY_TIMEOUT_MS = 10_000;

/** Past this many bytes the connection is cut instead of drained to answer 413. */
const DRAIN_LIMIT_BYTES = 8 * MAX_BODY_BYTES;

export type BodyResult =
  | { kind: 'ok'; value: unknown }
  | { kind: 'too-large' }
  | { kind: 'invalid' }
  | { kind: 'aborted' }
  | { kind: 'timed-out' };

export function readJsonBody(request: IncomingMessage, maxBytes = MAX_BODY_BYTES, timeoutMs = BODY_TIMEOUT_MS): Promise<BodyResult> {
  const declared = Number(request.headers['content-length'] ?? '0');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => finish({ kind: 'timed-out' }), timeoutMs);
    // A body that is too big is still read to its end (and thrown away), so the client
    // gets its 413 instead of a broken connection; one far too big is cut off.
    if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) {
      request.destroy();
      finish({ kind: 'aborted' });
      return;
    }
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_LIMIT_BYTES) {
        request.destroy();
        finish({ kind: 'aborted' });
        return;
      }
      if (received <= maxBytes) chunks.push(chunk);
    });
    request.on('error', () => finish({ kind: 'aborted' }));
    request.on('close', () => finish({ kind: 'aborted' }));
    request.on('end', () => {
      if (received > maxBytes) {
        finish({ kind: 'too-large' });
        return;
      }
      if (received === 0) {
        finish({ kind: 'ok', value: undefined });
        return;
      }
      try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
        finish({ kind: 'ok', value: JSON.parse(text) as unknown });
      } catch {
        finish({ kind: 'invalid' });
      }
    });
  });
}
