// Idempotency exactly as spec 4.1: an `Idempotency-Key` on every POST (at most 128
// characters), scoped per API key and retained 24 hours of SIMULATED time. The same key
// and body replay the original status and body with `Idempotency-Replayed: true`;
// another body gets 409 `duplicate_idempotency_key`; a key whose first request is still
// being processed gets 409 `idempotency_key_in_flight` with `Retry-After`.
// The stored response is written in the same transaction as the resource's effects.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_RETENTION_SECONDS } from '../../shared/formats';
import { ApiError } from './api-error';
import type { Store } from '../store/store';

export const IDEMPOTENCY_RETENTION_MS = IDEMPOTENCY_RETENTION_SECONDS * 1000;

export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string {
  const value = headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') {
    throw new ApiError('missing_idempotency_key', 'Every POST needs an Idempotency-Key header (a UUID v4 is recommended)');
  }
  if (Array.isArray(value) && value.length > 1) {
    throw new ApiError('missing_idempotency_key', 'Send exactly one Idempotency-Key header');
  }
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ApiError('idempotency_key_too_long', `Idempotency-Key is at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  return key;
}

/** What makes two requests "the same": method, path with query, and the exact body bytes. */
export function requestHash(method: string, rawUrl: string, rawBody: Buffer): string {
  return createHash('sha256').update(`${method}\n${rawUrl}\n`).update(rawBody).digest('hex');
}

export interface StoredResponse {
  status: number;
  body: string;
}

interface IdempotencyRow {
  request_hash: string;
  status: number;
  body: string;
  created_at: number;
}

/** The request a POST holds its key for: whose key, which Idempotency-Key. */
export interface HeldRequest {
  keyId: string;
  idempotencyKey: string;
}

/**
 * Waits out the injected latency of a held POST (the `latencyMs` fault). The default is
 * a real timer; tests pass one they release by hand, so "while the first request is
 * held" does not depend on how fast the machine is.
 */
export type HoldWait = (ms: number, request: HeldRequest) => Promise<void>;

const realWait: HoldWait = async (ms) => {
  await sleep(ms);
};

export class IdempotencyLedger {
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly wait: HoldWait = realWait,
  ) {}

  /**
   * Decides what to do with a POST: undefined means "process it"; a stored response
   * means "replay it". Throws the 409s.
   */
  check(keyId: string, idempotencyKey: string, hash: string, nowMs: number, retryAfterSeconds: number): StoredResponse | undefined {
    if (this.inFlight.has(`${keyId}\u0000${idempotencyKey}`)) {
      throw new ApiError(
        'idempotency_key_in_flight',
        'A request with this Idempotency-Key is still being processed; retry later',
        undefined,
        { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
      );
    }
    const row = this.store
      .stmt('SELECT request_hash, status, body, created_at FROM idempotency WHERE key_id = ? AND idempotency_key = ?')
      .get(keyId, idempotencyKey) as IdempotencyRow | undefined;
    if (!row) return undefined;
    if (nowMs - row.created_at >= IDEMPOTENCY_RETENTION_MS) {
      this.store.stmt('DELETE FROM idempotency WHERE key_id = ? AND idempotency_key = ?').run(keyId, idempotencyKey);
      return undefined;
    }
    if (row.request_hash !== hash) {
      throw new ApiError('duplicate_idempotency_key', 'This Idempotency-Key was already used with a different request body');
    }
    return { status: row.status, body: row.body };
  }

  hold(keyId: string, idempotencyKey: string): () => void {
    const slot = `${keyId}\u0000${idempotencyKey}`;
    this.inFlight.add(slot);
    return () => this.inFlight.delete(slot);
  }

  /** Keeps a held request in flight for `ms` (the injected latency), before it is processed. */
  whileHeld(keyId: string, idempotencyKey: string, ms: number): Promise<void> {
    return this.wait(ms, { keyId, idempotencyKey });
  }

  /** Records the response; call inside the transaction that holds the request's effects. */
  save(keyId: string, idempotencyKey: string, hash: string, response: StoredResponse, nowMs: number): void {
    this.store
      .stmt(
        `INSERT INTO idempotency (key_id, idempotency_key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(key_id, idempotency_key) DO UPDATE SET request_hash = excluded.request_hash, status = excluded.status,
         body = excluded.body, created_at = excluded.created_at`,
      )
      .run(keyId, idempotencyKey, hash, response.status, response.body, nowMs);
  }

  purgeExpired(nowMs: number): void {
    this.store.stmt('DELETE FROM idempotency WHERE created_at <= ?').run(nowMs - IDEMPOTENCY_RETENTION_MS);
  }
}
