// KeyService tells its `onChange` of every change of the keys once it is stored (the host
// records it in the audit trail), with the public key concerned and never a secret; a
// refused change and an import of the key already stored tell nothing.
import { describe, expect, it } from 'vitest';
import { KeyService, type KeyChange } from '../../../electron/secrets';
import { memorySecretStore } from '../../../electron/secrets/secret-store';

const SANDBOX_KEY = 'sk_sandbox_4f9aQx7LmZ2';
const NEW_KEY = 'sk_sandbox_8Hq2Rw9sTt1';

function service() {
  const changes: KeyChange[] = [];
  const store = memorySecretStore();
  return { changes, store, keys: new KeyService({ environment: 'sandbox', store, onChange: (change) => changes.push(change) }) };
}

describe('KeyService onChange', () => {
  it('tells each change with its action and public key, in order', async () => {
    const { keys, changes, store } = service();
    const generated = await keys.generate();
    await keys.setApiKey(SANDBOX_KEY, 'write');
    const rotated = await keys.rotate();
    const confirmed = await keys.confirmRotation(NEW_KEY, 'write');
    const again = await keys.rotate();
    await keys.cancelRotation();
    const current = (await keys.publicKey()).base64;
    await keys.deleteAll();
    expect(changes).toEqual([
      { action: 'generated', publicKeyBase64: generated.publicKeyBase64 },
      { action: 'api_key_set' },
      { action: 'rotation_started', publicKeyBase64: rotated.publicKeyBase64 },
      { action: 'rotation_confirmed', publicKeyBase64: confirmed.publicKeyBase64 },
      { action: 'rotation_started', publicKeyBase64: again.publicKeyBase64 },
      { action: 'rotation_canceled', publicKeyBase64: again.publicKeyBase64 },
      { action: 'deleted', publicKeyBase64: confirmed.publicKeyBase64 },
    ]);
    expect(current).toBe(confirmed.publicKeyBase64);
    expect(JSON.stringify(changes)).not.toContain('sk_sandbox_');
    expect(await store.get('signing-key')).toBeNull();
  });

  it('tells an import, but not a refused change nor the same key imported again', async () => {
    const { keys, changes } = service();
    await keys.generate();
    await expect(keys.generate()).rejects.toThrow();
    await expect(keys.setApiKey('sk_live_wrongEnvironment1', 'write')).rejects.toThrow();
    await expect(keys.cancelRotation()).rejects.toThrow();
    const other = service();
    await other.keys.generate();
    const seedOf = async (s: ReturnType<typeof service>) => (await s.store.get('signing-key')) as string;
    const seed = await seedOf(other);
    const imported = await keys.importPrivateKey(seed, { replace: true });
    const same = await keys.importPrivateKey(seed);
    expect(same.unchanged).toBe(true);
    expect(changes.map((c) => c.action)).toEqual(['generated', 'imported']);
    expect(changes[1]).toEqual({ action: 'imported', publicKeyBase64: imported.publicKeyBase64 });
    await keys.deleteAll();
    expect(changes[2]).toEqual({ action: 'deleted', publicKeyBase64: imported.publicKeyBase64 });
    await keys.deleteAll(); // nothing left: no change
    expect(changes.map((c) => c.action)).toEqual(['generated', 'imported', 'deleted']);
  });
});
