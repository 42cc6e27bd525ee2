// How a KeyService's entries sit in its SecretStore: the Ed25519 seed as Base64 (checked
// for its length and canonical form when read back) and the key role as its name; a
// stored value of another form is reported as corrupt, never used.
import { ED25519_SEED_LENGTH } from '../api/signing';
import type { Environment, KeyRole } from '../../shared/schemas/enums';
import { parseKeyRole } from './api-key-format';
import type { SecretStore } from './secret-store';
import { StoredSecretCorruptError } from './secrets-errors';
import { publicKeyBase64, publicKeyOf, publicKeyPem } from './signing-keys';
import type { PublicKeyInfo } from './key-service-types';

export function encodeSeed(seed: Uint8Array): string {
  return Buffer.from(seed.buffer, seed.byteOffset, seed.byteLength).toString('base64');
}

export function publicKeyInfo(seed: Uint8Array): PublicKeyInfo {
  const publicKey = publicKeyOf(seed);
  return { base64: publicKeyBase64(publicKey), pem: publicKeyPem(publicKey) };
}

/** The stored seed (the caller wipes it after use), or null when none is stored; `name` is the current key's entry unless told. */
export async function readStoredSeed(store: SecretStore, environment: Environment, name: 'signing-key' | 'pending-signing-key' = 'signing-key'): Promise<Uint8Array | null> {
  const stored = await store.get(name);
  if (stored === null) return null;
  const buffer = Buffer.from(stored, 'base64');
  const seed = Uint8Array.from(buffer);
  buffer.fill(0);
  if (seed.length !== ED25519_SEED_LENGTH || encodeSeed(seed) !== stored) {
    seed.fill(0);
    throw new StoredSecretCorruptError(name === 'signing-key' ? 'signing key' : 'pending signing key', environment);
  }
  return seed;
}

export async function readStoredRole(store: SecretStore, environment: Environment): Promise<KeyRole | null> {
  const stored = await store.get('key-role');
  if (stored === null) return null;
  try {
    return parseKeyRole(stored);
  } catch {
    throw new StoredSecretCorruptError('key role', environment);
  }
}
