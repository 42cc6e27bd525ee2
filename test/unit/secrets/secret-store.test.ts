import { describe, expect, it } from 'vitest';
import { classifyKeychainError, keychainSecretStore, memorySecretStore } from '../../../electron/secrets/secret-store';
import type { SecretName } from '../../../electron/secrets/secret-store';
import { KeychainFailureError, KeychainUnavailableError } from '../../../electron/secrets/secrets-errors';

describe('memorySecretStore (for unit tests only)', () => {
  it('gets, sets, overwrites and deletes', async () => {
    const store = memorySecretStore();
    expect(await store.get('api-key')).toBeNull();
    await store.set('api-key', 'one');
    await store.set('api-key', 'two');
    expect(await store.get('api-key')).toBe('two');
    expect(await store.get('signing-key')).toBeNull();
    expect(await store.delete('api-key')).toBe(true);
    expect(await store.delete('api-key')).toBe(false);
  });

  it('two stores share nothing', async () => {
    const a = memorySecretStore();
    const b = memorySecretStore();
    await a.set('key-role', 'read');
    expect(await b.get('key-role')).toBeNull();
  });

  it('refuses unknown names and empty values', async () => {
    const store = memorySecretStore();
    await expect(store.get('password' as SecretName)).rejects.toThrow(/A secret name is one of api-key, signing-key, key-role/);
    await expect(store.set('api-key', '')).rejects.toThrow(/non-empty string/);
  });
});

describe('keychainSecretStore: arguments', () => {
  it('names the service after the environment', () => {
    expect(keychainSecretStore('sandbox').serviceName).toBe('treasury-desktop:sandbox');
    expect(keychainSecretStore('production').serviceName).toBe('treasury-desktop:production');
    expect(keychainSecretStore('production', { serviceNamePrefix: 'test-run-1' }).serviceName).toBe('test-run-1:production');
  });

  it('refuses an unknown environment or a bad prefix', () => {
    expect(() => keychainSecretStore('staging' as never)).toThrow(/"sandbox" or "production"/);
    expect(() => keychainSecretStore('sandbox', { serviceNamePrefix: '' })).toThrow(/prefix/);
    expect(() => keychainSecretStore('sandbox', { serviceNamePrefix: 'a:b' })).toThrow(/prefix/);
  });
});

describe('classifyKeychainError', () => {
  // Messages seen from @napi-rs/keyring 2.1.2 on Linux.
  const cases: Array<[string, 'read' | 'write' | 'delete', string]> = [
    ['Platform failure: DBus error: Failed to connect to socket /nonexistent/sock: No such file or directory', 'read', 'unreachable'],
    ['Platform failure: DBus error: Using X11 for dbus-daemon autolaunch was disabled at compile time, set your DBUS_SESSION_BUS_ADDRESS instead', 'write', 'unreachable'],
    ["Couldn't access platform storage: Secret Service: unlock prompt was dismissed", 'read', 'locked'],
    ["Couldn't access platform storage: Secret Service: unlock prompt was dismissed", 'delete', 'locked'],
    ["Couldn't access platform storage: Secret Service: no result found", 'write', 'no_keyring'],
    ["Couldn't access platform storage: AccessDenied", 'write', 'unreachable'],
  ];
  it.each(cases)('%s (%s) -> %s', (message, operation, reason) => {
    const error = classifyKeychainError(new Error(message), operation);
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    expect((error as KeychainUnavailableError).reason).toBe(reason);
    expect(error.code).toBe('keychain_unavailable');
    expect(error.message).toMatch(/^The OS keychain (is not available|is locked|has no default keyring)/);
    expect(error.message).toMatch(/then try again\.$/);
    expect(error.message).not.toContain(message);
  });

  it('the unreachable message says so plainly and what to do', () => {
    expect(classifyKeychainError(new Error('Platform failure: DBus error: x'), 'read').message).toBe(
      'The OS keychain is not available (no Secret Service is running or the D-Bus session bus cannot be reached): unlock or start your keychain (for example gnome-keyring or KWallet), then try again.',
    );
  });

  it('other failures are keychain failures with a generic message', () => {
    const error = classifyKeychainError(new Error('Entry is matched by 2 credentials: [...]'), 'write');
    expect(error).toBeInstanceOf(KeychainFailureError);
    expect(error.message).toBe('The OS keychain could not write a secret of this app; try again, and check the keychain if it keeps failing.');
  });
});
