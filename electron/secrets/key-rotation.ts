// A signing key's rotation in two steps, so requests never stop being signed by a key the
// provider knows: `startRotation` stores a new key as `pending-signing-key` beside the
// current one, which keeps signing with its API key; `confirmRotation`, once the person
// has registered the new public key and has its API key, makes the pending key the
// current one with that API key and deletes the old key; `cancelRotation` drops the
// pending key. The caller (KeyService) runs each one exclusively.
//
// Confirming writes in an order that never pairs an API key with a key it was not issued
// for: the old role and API key go first, then the new key, its API key and role, and the
// pending entry last, so a failure part-way leaves the rotation still confirmable.
import type { Environment, KeyRole } from '../../shared/schemas/enums';
import { normalizeApiKey, parseKeyRole } from './api-key-format';
import type { RotatedSigningKey, RotationConfirmed, StoredSigningKey } from './key-service-types';
import type { SecretStore } from './secret-store';
import { InvalidApiKeyError, MissingSigningKeyError, NoRotationPendingError, RotationPendingError, StoredSecretCorruptError } from './secrets-errors';
import { generateSigningKey } from './signing-keys';
import { encodeSeed, publicKeyInfo, readStoredSeed } from './stored-key-entries';

/** The public key (Base64) of the stored entry, undefined when none; a corrupt entry reads as `corrupt`. */
export async function publicKeyOfEntry(store: SecretStore, environment: Environment, name: 'signing-key' | 'pending-signing-key'): Promise<string | undefined | 'corrupt'> {
  let seed: Uint8Array | null;
  try {
    seed = await readStoredSeed(store, environment, name);
  } catch (error) {
    if (error instanceof StoredSecretCorruptError) return 'corrupt';
    throw error;
  }
  if (seed === null) return undefined;
  try {
    return publicKeyInfo(seed).base64;
  } finally {
    seed.fill(0);
  }
}

/** The pending key's public key, or undefined without a rotation under way. */
export async function pendingPublicKey(store: SecretStore, environment: Environment): Promise<string | undefined> {
  const pending = await publicKeyOfEntry(store, environment, 'pending-signing-key');
  if (pending === 'corrupt') throw new StoredSecretCorruptError('pending signing key', environment);
  return pending;
}

export async function startRotation(store: SecretStore, environment: Environment, stored: (seed: Uint8Array) => StoredSigningKey): Promise<RotatedSigningKey> {
  const current = await publicKeyOfEntry(store, environment, 'signing-key');
  if (current === undefined) throw new MissingSigningKeyError(environment);
  const pending = await publicKeyOfEntry(store, environment, 'pending-signing-key');
  if (pending !== undefined && pending !== 'corrupt') throw new RotationPendingError(environment, pending);
  const seed = generateSigningKey();
  try {
    await store.set('pending-signing-key', encodeSeed(seed));
    return { ...stored(seed), previousPublicKeyBase64: current === 'corrupt' ? undefined : current, pending: true };
  } finally {
    seed.fill(0);
  }
}

export async function confirmRotation(store: SecretStore, environment: Environment, apiKey: string, role: KeyRole): Promise<RotationConfirmed> {
  const key = normalizeApiKey(apiKey, environment);
  const checkedRole = parseKeyRole(role);
  const pendingSeed = await readStoredSeed(store, environment, 'pending-signing-key');
  if (pendingSeed === null) throw new NoRotationPendingError(environment);
  let publicKeyBase64: string;
  let encoded: string;
  try {
    publicKeyBase64 = publicKeyInfo(pendingSeed).base64;
    encoded = encodeSeed(pendingSeed);
  } finally {
    pendingSeed.fill(0);
  }
  if ((await store.get('api-key')) === key) {
    throw new InvalidApiKeyError('This is the API key of the current signing key: give the API key the provider issued for the new public key.');
  }
  const previous = await publicKeyOfEntry(store, environment, 'signing-key');
  await store.delete('key-role');
  await store.delete('api-key');
  await store.set('signing-key', encoded);
  await store.set('api-key', key);
  await store.set('key-role', checkedRole);
  await store.delete('pending-signing-key');
  // Equal to the new key when an earlier confirmation stopped part-way: the previous key is then no longer known here.
  const previousPublicKeyBase64 = previous === undefined || previous === 'corrupt' || previous === publicKeyBase64 ? undefined : previous;
  return {
    publicKeyBase64,
    previousPublicKeyBase64,
    role: checkedRole,
    nextStep: previousPublicKeyBase64 === undefined
      ? 'The new signing key now signs every request; revoke the previous public key with the provider if it is still registered there.'
      : `The new signing key now signs every request and the previous one was deleted here: revoke the previous public key (${previousPublicKeyBase64}) with the provider.`,
  };
}

/** Drops the pending key; the current key and its API key are untouched. */
export async function cancelRotation(store: SecretStore, environment: Environment): Promise<{ canceledPublicKeyBase64: string | undefined }> {
  const pending = await publicKeyOfEntry(store, environment, 'pending-signing-key');
  if (pending === undefined) throw new NoRotationPendingError(environment);
  await store.delete('pending-signing-key');
  return { canceledPublicKeyBase64: pending === 'corrupt' ? undefined : pending };
}
