// The secret store against the real OS keychain (gnome-keyring's Secret Service on a
// private D-Bus session, started by test/support/with-keyring.sh).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keychainSecretStore } from '../../../electron/secrets';
import { accountsOf, deleteAllEntries, requireThrowawayKeyring, uniqueServicePrefix } from './keychain-test-support';

const prefixes: string[] = [];
function prefix(label: string): string {
  const value = uniqueServicePrefix(label);
  prefixes.push(value);
  return value;
}

beforeAll(requireThrowawayKeyring);
afterEach(async () => {
  for (const value of prefixes.splice(0)) {
    await deleteAllEntries(value);
    expect(await accountsOf(`${value}:sandbox`)).toEqual([]);
    expect(await accountsOf(`${value}:production`)).toEqual([]);
  }
});

describe('keychainSecretStore on the real keychain', () => {
  it('stores, reads, overwrites and deletes an entry', async () => {
    const store = keychainSecretStore('sandbox', { serviceNamePrefix: prefix('crud') });
    expect(await store.get('api-key')).toBeNull();
    await store.set('api-key', 'sk_sandbox_first');
    expect(await store.get('api-key')).toBe('sk_sandbox_first');
    await store.set('api-key', 'sk_sandbox_second');
    expect(await store.get('api-key')).toBe('sk_sandbox_second');
    expect(await store.delete('api-key')).toBe(true);
    expect(await store.get('api-key')).toBeNull();
    expect(await store.delete('api-key')).toBe(false);
  });

  it('keeps each secret under service "<prefix>:<environment>", account = secret name', async () => {
    const p = prefix('layout');
    const store = keychainSecretStore('production', { serviceNamePrefix: p });
    await store.set('signing-key', 'AAAA');
    await store.set('key-role', 'read');
    expect(store.serviceName).toBe(`${p}:production`);
    expect(await accountsOf(`${p}:production`)).toEqual(['key-role', 'signing-key']);
    expect(await accountsOf(`${p}:sandbox`)).toEqual([]);
  });

  it('keeps sandbox and production apart: same account names, different services', async () => {
    const p = prefix('isolation');
    const sandbox = keychainSecretStore('sandbox', { serviceNamePrefix: p });
    const production = keychainSecretStore('production', { serviceNamePrefix: p });
    await sandbox.set('api-key', 'sk_sandbox_one');
    expect(await production.get('api-key')).toBeNull();
    await production.set('api-key', 'sk_live_two');
    expect(await sandbox.get('api-key')).toBe('sk_sandbox_one');
    expect(await production.get('api-key')).toBe('sk_live_two');

    await sandbox.set('api-key', 'sk_sandbox_three');
    expect(await production.get('api-key')).toBe('sk_live_two');
    expect(await sandbox.delete('api-key')).toBe(true);
    expect(await production.get('api-key')).toBe('sk_live_two');
    expect(await production.delete('api-key')).toBe(true);
  });

  it('a store with another prefix sees none of these entries', async () => {
    const mine = keychainSecretStore('sandbox', { serviceNamePrefix: prefix('mine') });
    const other = keychainSecretStore('sandbox', { serviceNamePrefix: prefix('other') });
    await mine.set('key-role', 'write');
    expect(await other.get('key-role')).toBeNull();
  });

  it('serves concurrent reads and writes from several stores of one environment', async () => {
    const p = prefix('concurrent');
    const stores = Array.from({ length: 4 }, () => keychainSecretStore('sandbox', { serviceNamePrefix: p }));
    await stores[0]?.set('api-key', 'sk_sandbox_shared');
    const values = await Promise.all(stores.flatMap((s) => [s.get('api-key'), s.get('api-key')]));
    expect(new Set(values)).toEqual(new Set(['sk_sandbox_shared']));
  });
});
