// KeyService end to end on the real OS keychain: generate, public key, sign + verify
// with node:crypto, rotate (pending until confirmed; cancelled), delete; and the two environments never see each other.
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSigningPayload, signRequest } from '../../../electron/api/signing';
import { InvalidApiKeyError, KeyService, MissingSigningKeyError, NoRotationPendingError, RotationPendingError, keychainSecretStore } from '../../../electron/secrets';
import type { Environment } from '../../../shared/schemas/enums';
import { accountsOf, deleteAllEntries, requireThrowawayKeyring, uniqueServicePrefix } from './keychain-test-support';

let prefix = '';
beforeAll(requireThrowawayKeyring);
afterEach(async () => {
  await deleteAllEntries(prefix);
});

function keyService(environment: Environment): KeyService {
  return new KeyService({ environment, store: keychainSecretStore(environment, { serviceNamePrefix: prefix }) });
}

describe('KeyService on the real keychain', () => {
  it('generates, shows the public key, signs, rotates and deletes', async () => {
    prefix = uniqueServicePrefix('lifecycle');
    const keys = keyService('sandbox');
    const generated = await keys.generate();
    expect(await accountsOf(`${prefix}:sandbox`)).toEqual(['signing-key']);
    expect(await keys.publicKey()).toEqual({ base64: generated.publicKeyBase64, pem: generated.publicKeyPem });

    const parts = { method: 'GET', pathWithQuery: '/v1/ledger/transactions?limit=100', timestamp: '1700000000', body: undefined };
    const signer = keys.signer();
    const signature = await signRequest(signer, parts);
    expect(verify(null, buildSigningPayload(parts), createPublicKey(generated.publicKeyPem), Buffer.from(signature, 'base64'))).toBe(true);

    await keys.setApiKey('sk_sandbox_integrationKey1', 'write');
    expect(await keys.status()).toEqual({ environment: 'sandbox', hasSigningKey: true, hasApiKey: true, role: 'write', publicKeyBase64: generated.publicKeyBase64 });
    const credentials = await keys.credentials();
    expect(credentials.apiKey).toBe('sk_sandbox_integrationKey1');

    const rotated = await keys.rotate();
    expect(rotated).toMatchObject({ apiKeyCleared: false, pending: true, previousPublicKeyBase64: generated.publicKeyBase64 });
    expect(await accountsOf(`${prefix}:sandbox`)).toEqual(['api-key', 'key-role', 'pending-signing-key', 'signing-key']);
    // Until confirmed, the current key signs and keeps its API key.
    const whilePending = await signer.sign(buildSigningPayload(parts));
    expect(verify(null, buildSigningPayload(parts), createPublicKey(generated.publicKeyPem), whilePending)).toBe(true);
    expect((await keys.credentials()).apiKey).toBe('sk_sandbox_integrationKey1');

    const confirmed = await keys.confirmRotation('sk_sandbox_integrationKey9', 'read');
    expect(confirmed).toMatchObject({ publicKeyBase64: rotated.publicKeyBase64, previousPublicKeyBase64: generated.publicKeyBase64, role: 'read' });
    expect(await accountsOf(`${prefix}:sandbox`)).toEqual(['api-key', 'key-role', 'signing-key']);
    expect(await keys.status()).toEqual({ environment: 'sandbox', hasSigningKey: true, hasApiKey: true, role: 'read', publicKeyBase64: rotated.publicKeyBase64 });
    expect((await keys.credentials()).apiKey).toBe('sk_sandbox_integrationKey9');
    const afterRotation = await signer.sign(buildSigningPayload(parts));
    expect(verify(null, buildSigningPayload(parts), createPublicKey(rotated.publicKeyPem), afterRotation)).toBe(true);
    expect(verify(null, buildSigningPayload(parts), createPublicKey(generated.publicKeyPem), afterRotation)).toBe(false);

    expect((await keys.deleteAll()).deleted).toEqual(['signing-key', 'api-key', 'key-role']);
    expect(await accountsOf(`${prefix}:sandbox`)).toEqual([]);
    await expect(signer.sign(new Uint8Array(1))).rejects.toBeInstanceOf(MissingSigningKeyError);
  });

  it('a rotation under way: another is refused, confirming needs the new API key (not the current one), cancelling drops only the pending key', async () => {
    prefix = uniqueServicePrefix('rotation');
    const keys = keyService('production');
    const current = await keys.generate();
    await keys.setApiKey('sk_live_currentKey1', 'write');
    await expect(keys.confirmRotation('sk_live_newKey1', 'write')).rejects.toBeInstanceOf(NoRotationPendingError);
    await expect(keys.cancelRotation()).rejects.toMatchObject({ message: 'No rotation of the production signing key is under way.', remedy: { cli: 'Start one with `keys rotate`.', window: 'Start one in Settings (Rotate the signing key).' } });

    const first = await keys.rotate();
    const again = await keys.rotate().catch((error: unknown) => error);
    expect(again).toBeInstanceOf(RotationPendingError);
    expect((again as Error).message).toContain(first.publicKeyBase64);
    // The API key of the current key cannot be paired with the new one; one of the other environment is refused too.
    await expect(keys.confirmRotation('sk_live_currentKey1', 'write')).rejects.toThrow(/API key of the current signing key/);
    await expect(keys.confirmRotation('sk_sandbox_newKey1', 'write')).rejects.toBeInstanceOf(InvalidApiKeyError);
    expect(await keys.status()).toMatchObject({ publicKeyBase64: current.publicKeyBase64, pendingPublicKeyBase64: first.publicKeyBase64, hasApiKey: true, role: 'write' });

    expect(await keys.cancelRotation()).toEqual({ canceledPublicKeyBase64: first.publicKeyBase64 });
    expect(await accountsOf(`${prefix}:production`)).toEqual(['api-key', 'key-role', 'signing-key']);
    expect(await keys.status()).toEqual({ environment: 'production', hasSigningKey: true, hasApiKey: true, role: 'write', publicKeyBase64: current.publicKeyBase64 });
    expect((await keys.credentials()).apiKey).toBe('sk_live_currentKey1');

    // A new key stored by replacing the current one ends a rotation begun for it.
    await keys.rotate();
    await keys.generate({ replace: true });
    expect((await keys.status()).pendingPublicKeyBase64).toBeUndefined();
    expect(await accountsOf(`${prefix}:production`)).toEqual(['signing-key']);
  });

  it('imports a PEM key and signs with it', async () => {
    prefix = uniqueServicePrefix('import');
    const keys = keyService('production');
    const nodeKey = generateKeyPairSync('ed25519');
    await keys.importPrivateKey(String(nodeKey.privateKey.export({ format: 'pem', type: 'pkcs8' })));
    const payload = new TextEncoder().encode('POST\n/v1/payments\n1700000000\n{}');
    expect(verify(null, payload, nodeKey.publicKey, await keys.signer().sign(payload))).toBe(true);
  });

  it('sandbox and production keys are separate: generating, rotating or deleting one leaves the other', async () => {
    prefix = uniqueServicePrefix('environments');
    const sandbox = keyService('sandbox');
    const production = keyService('production');
    const sandboxKey = await sandbox.generate();
    expect(await production.status()).toEqual({ environment: 'production', hasSigningKey: false, hasApiKey: false, role: null });
    const productionKey = await production.generate();
    expect(productionKey.publicKeyBase64).not.toBe(sandboxKey.publicKeyBase64);
    await production.setApiKey('sk_live_integrationKey2', 'read');
    await sandbox.setApiKey('sk_sandbox_integrationKey3', 'write');

    await sandbox.rotate();
    expect(await production.status()).toEqual({ environment: 'production', hasSigningKey: true, hasApiKey: true, role: 'read', publicKeyBase64: productionKey.publicKeyBase64 });
    await sandbox.deleteAll();
    expect(await sandbox.status()).toMatchObject({ hasSigningKey: false, hasApiKey: false });
    expect((await production.credentials()).apiKey).toBe('sk_live_integrationKey2');
    expect(await accountsOf(`${prefix}:production`)).toEqual(['api-key', 'key-role', 'signing-key']);
  });
});
