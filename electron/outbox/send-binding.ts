// What an entry's sends are bound to: the server (the profile's base URL, `embedded` for
// the local sandbox) and the API key, as a fingerprint. Idempotency is scoped per API key
// and per server: once an attempt may have reached the server, a resend under another key
// or to another server would be a new request (a second payment if the first went
// through), so it is never made.
import { createHash } from 'node:crypto';
import type { OutboxRow } from './outbox-rows';

/** Where and as whom the outbox sends now. */
export interface OutboxTarget {
  /** The profile's base URL (`embedded` for the local sandbox), not the address it resolves to. */
  baseUrl: string;
  /** credentialsIdOf(the API key); undefined when the caller cannot say. */
  credentialsId?: string | undefined;
}

/**
 * A non-secret identifier of an API key: the first 128 bits of a SHA-256 over it. API keys
 * are long random strings, so the fingerprint says nothing about the key; it only tells
 * whether two keys are the same.
 */
export function credentialsIdOf(apiKey: string): string {
  return `kfp_${createHash('sha256').update(`treasury outbox credentials\n${apiKey}`, 'utf8').digest('hex').slice(0, 32)}`;
}

/** Why the entry must not be sent to `target`, or undefined when it may. */
export function bindingConflict(row: OutboxRow, target: OutboxTarget): string | undefined {
  if (row.maybe_delivered !== 1) return undefined;
  if (row.base_url !== null && row.base_url !== target.baseUrl) return `its server changed (first sent to ${row.base_url}, now ${target.baseUrl})`;
  if (row.credentials_id !== null && row.credentials_id !== (target.credentialsId ?? null)) return 'the API key changed since it was first sent';
  return undefined;
}

export function bindingConflictReason(conflict: string): string {
  return `outcome unknown: not resent because ${conflict}. It may have reached the server under its first credentials, and a resend under others would be a new request. Check the ledger before paying again.`;
}
