// The signer's key held in memory for a sync: read from the store once while held,
// dropped when the last hold is released, and dropped at once when the key is rotated,
// replaced or deleted through the service, so the very next signature uses the new key
// (or fails when there is none).
import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KeyService } from '../../../electron/secrets/key-service';
import { memorySecretStore } from '../../../electron/secrets/secret-store';
import type { SecretStore } from '../../../electron/secrets/secret-store';
import { MissingSigningKeyError } from '../../../electron/secrets/secrets-errors';

function countingService() {
  const inner = memorySecretStore();
  let keyReads = 0;
  const store: SecretStore = {
    get: (name) => {
      if (name === 'signing-key') keyReads += 1;
      return inner.get(name);
    },
    set: (name, value) => inner.set(name, value),
    delete: (name) => inner.delete(name),
  };
  return { keys: new KeyService({ environment: 'sandbox', store }), keyReads: () => keyReads };
}

const payload = new TextEncoder().encode('GET\n/v1/transactions?limit=200\n1700000000\n');
const verifies = (pem: string, signature: Uint8Array): boolean => verify(null, payload, createPublicKey(pem), signature);

describe('KeyService signer: holdKey()', () => {
  it('reads the key once for any number of signatures while held, and again after the release', async () => {
    const { keys, keyReads } = countingService();
    const { publicKeyPem } = await keys.generate();
    const signer = keys.signer();
    const hold = signer.holdKey?.();
    expect(hold).toBeDefined();
    const before = keyReads();
    const signatures = await Promise.all(Array.from({ length: 20 }, () => signer.sign(payload)));
    expect(keyReads() - before).toBe(1);
    for (const signature of signatures) expect(verifies(publicKeyPem, signature)).toBe(true);

    hold?.release();
    hold?.release(); // idempotent: does not release another caller's hold
    await signer.sign(payload);
    await signer.sign(payload);
    expect(keyReads() - before).toBe(3);
  });

  it('keeps the key while any hold is open; the last release drops it', async () => {
    const { keys, keyReads } = countingService();
    await keys.generate();
    const signer = keys.signer();
    const first = signer.holdKey?.();
    const second = signer.holdKey?.();
    const before = keyReads();
    await signer.sign(payload);
    first?.release();
    await signer.sign(payload);
    expect(keyReads() - before).toBe(1);
    second?.release();
    await signer.sign(payload);
    expect(keyReads() - before).toBe(2);
  });

  it('a rotation confirmed while held takes effect at the very next signature', async () => {
    const { keys } = countingService();
    const original = await keys.generate();
    const signer = keys.signer();
    const hold = signer.holdKey?.();
    expect(verifies(original.publicKeyPem, await signer.sign(payload))).toBe(true);

    const rotated = await keys.rotate();
    // Pending: the current key keeps signing until the rotation is confirmed.
    expect(verifies(original.publicKeyPem, await signer.sign(payload))).toBe(true);
    await keys.confirmRotation('sk_sandbox_rotatedKey1', 'write');
    const after = await signer.sign(payload);
    expect(verifies(rotated.publicKeyPem, after)).toBe(true);
    expect(verifies(original.publicKeyPem, after)).toBe(false);

    const replaced = await keys.generate({ replace: true });
    expect(verifies(replaced.publicKeyPem, await signer.sign(payload))).toBe(true);
    hold?.release();
  });

  it('a deletion while held makes the next signature fail with MissingSigningKeyError; a new key is then read', async () => {
    const { keys } = countingService();
    await keys.generate();
    const signer = keys.signer();
    const hold = signer.holdKey?.();
    await signer.sign(payload);
    await keys.deleteAll();
    await expect(signer.sign(payload)).rejects.toBeInstanceOf(MissingSigningKeyError);
    // The failed read is not kept: a key stored afterwards is used.
    const { publicKeyPem } = await keys.generate();
    expect(verifies(publicKeyPem, await signer.sign(payload))).toBe(true);
    hold?.release();
  });

  it('signs the payload as it was when sign() was called, held or not', async () => {
    const { keys } = countingService();
    const { publicKeyPem } = await keys.generate();
    const signer = keys.signer();
    for (const held of [false, true]) {
      const hold = held ? signer.holdKey?.() : undefined;
      const bytes = Uint8Array.from(payload);
      const signing = signer.sign(bytes);
      bytes.fill(0);
      expect(verifies(publicKeyPem, await signing)).toBe(true);
      hold?.release();
    }
  });
});
