// API keys of this sandbox instance: random, stored hashed, each bound to one public
// key (Ed25519, or RSA for RSA-SHA256 signatures) and one role fixed at creation.
import { createHash, createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { randomAlphanumeric } from './new-id';
import type { Store } from './store';

export type KeyRole = 'read' | 'write';
export type SignatureAlgorithm = 'ed25519' | 'rsa-sha256';
export type SandboxEnvironment = 'sandbox' | 'production';

export const API_KEY_PREFIXES: Record<SandboxEnvironment, string> = {
  sandbox: 'sk_sandbox_',
  production: 'sk_live_',
};

export interface RegisteredKey {
  keyId: string;
  role: KeyRole;
  algorithm: SignatureAlgorithm;
  publicKey: KeyObject;
  revoked: boolean;
}

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export class PublicKeyFormatError extends Error {}

/** Reads a public key given as base64 of the raw 32-byte Ed25519 key or as a PEM SPKI (Ed25519 or RSA). */
export function parsePublicKey(text: string): { key: KeyObject; algorithm: SignatureAlgorithm } {
  const trimmed = text.trim();
  let key: KeyObject;
  try {
    if (trimmed.startsWith('-----BEGIN')) {
      key = createPublicKey({ key: trimmed, format: 'pem' });
    } else {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) throw new PublicKeyFormatError('publicKey must be base64 or PEM');
      const raw = Buffer.from(trimmed, 'base64');
      if (raw.length !== 32) throw new PublicKeyFormatError('a raw Ed25519 public key is 32 bytes');
      key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
    }
  } catch (error) {
    if (error instanceof PublicKeyFormatError) throw error;
    throw new PublicKeyFormatError('publicKey is not a readable public key');
  }
  if (key.asymmetricKeyType === 'ed25519') return { key, algorithm: 'ed25519' };
  if (key.asymmetricKeyType === 'rsa') {
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < 2048) throw new PublicKeyFormatError('RSA keys must be at least 2048 bits');
    return { key, algorithm: 'rsa-sha256' };
  }
  throw new PublicKeyFormatError('publicKey must be an Ed25519 or RSA public key');
}

export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

interface KeyRow {
  key_id: string;
  public_key_der: string;
  algorithm: SignatureAlgorithm;
  role: KeyRole;
  revoked_at: number | null;
}

export class ApiKeyRegistry {
  private readonly cache = new Map<string, RegisteredKey | null>();

  constructor(
    private readonly store: Store,
    readonly environment: SandboxEnvironment,
  ) {}

  get prefix(): string {
    return API_KEY_PREFIXES[this.environment];
  }

  register(publicKeyText: string, role: KeyRole, nowMs: number): { apiKey: string; keyId: string } {
    const { key, algorithm } = parsePublicKey(publicKeyText);
    const apiKey = this.prefix + randomAlphanumeric(32);
    const keyId = `key_${randomAlphanumeric(24)}`;
    const der = key.export({ format: 'der', type: 'spki' }).toString('base64');
    this.store
      .stmt('INSERT INTO api_keys (key_id, api_key_hash, public_key_der, algorithm, role, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(keyId, hashApiKey(apiKey), der, algorithm, role, nowMs);
    this.cache.delete(hashApiKey(apiKey));
    return { apiKey, keyId };
  }

  /** Marks a key revoked; false when no such key exists. */
  revoke(keyId: string, nowMs: number): boolean {
    const result = this.store.stmt('UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE key_id = ?').run(nowMs, keyId);
    this.cache.clear();
    return result.changes > 0;
  }

  /** The key registered under `apiKey`, or undefined when unknown (including another environment's prefix). */
  lookup(apiKey: string): RegisteredKey | undefined {
    if (!apiKey.startsWith(this.prefix)) return undefined;
    const hash = hashApiKey(apiKey);
    const cached = this.cache.get(hash);
    if (cached !== undefined) return cached ?? undefined;
    const row = this.store
      .stmt('SELECT key_id, public_key_der, algorithm, role, revoked_at FROM api_keys WHERE api_key_hash = ?')
      .get(hash) as KeyRow | undefined;
    const found: RegisteredKey | null = row
      ? {
          keyId: row.key_id,
          role: row.role,
          algorithm: row.algorithm,
          publicKey: createPublicKey({ key: Buffer.from(row.public_key_der, 'base64'), format: 'der', type: 'spki' }),
          revoked: row.revoked_at !== null,
        }
      : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(hash, found);
    return found ?? undefined;
  }
}
