// Where the secrets of ONE environment of ONE data directory live: the OS keychain (`keychainSecretStore`),
// or, in unit tests of the services above it, a Map (`memorySecretStore`).
//
// There is deliberately no plaintext/file fallback: when the keychain cannot be used,
// every operation throws KeychainUnavailableError and nothing is written anywhere else.
import { AsyncEntry } from '@napi-rs/keyring';
import type { EntryOptions } from '@napi-rs/keyring';
import { ENVIRONMENTS } from '../../shared/schemas/enums';
import type { Environment } from '../../shared/schemas/enums';
import { KeychainFailureError, KeychainUnavailableError, SecretsError } from './secrets-errors';

/** The keychain accounts of one environment. */
export const SECRET_NAMES = ['api-key', 'signing-key', 'key-role', 'pending-signing-key'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** The secrets of one environment. Values are opaque strings; nothing here logs them. */
export interface SecretStore {
  /** The stored value, or null when there is none. */
  get(name: SecretName): Promise<string | null>;
  set(name: SecretName, value: string): Promise<void>;
  /** True when a value was deleted, false when there was none. */
  delete(name: SecretName): Promise<boolean>;
}

export const DEFAULT_SERVICE_NAME_PREFIX = 'treasury-desktop';

export interface KeychainSecretStoreOptions {
  /**
   * The keychain service is `${serviceNamePrefix}:${scope}:${environment}`. Tests pass a
   * unique prefix per run so that they never touch (or collide with) real entries.
   */
  serviceNamePrefix?: string;
  /**
   * Whose entries these are: the data directory's id (electron/host/data-directory-id.ts),
   * so that two data directories never read or overwrite each other's keys. Without it,
   * the service is `${serviceNamePrefix}:${environment}`: the name every data directory
   * shared before entries were scoped, read only to copy them once (and by tests).
   */
  scope?: string;
}

export interface KeychainSecretStore extends SecretStore {
  readonly environment: Environment;
  /** The keychain service name of this environment's entries (not a secret). */
  readonly serviceName: string;
}

// On Linux, require the Secret Service: the binding would otherwise fall back silently to
// the kernel keyring, which forgets everything at reboot. Ignored on macOS and Windows.
const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

type Operation = 'read' | 'write' | 'delete';

/**
 * Maps an error of the native keychain binding to a secret-free SecretsError. The
 * binding's messages describe the platform failure (they never contain the secret);
 * the original error is kept as `cause` for diagnostics.
 */
export function classifyKeychainError(error: unknown, operation: Operation): SecretsError {
  if (error instanceof SecretsError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/prompt was dismissed|\block(ed)?\b|user interaction is not allowed|user canceled/i.test(text)) {
    return new KeychainUnavailableError('locked', { cause: error });
  }
  if (/no result found/i.test(text) && operation === 'write') {
    // Secret Service: the default collection (alias "default") does not exist.
    return new KeychainUnavailableError('no_keyring', { cause: error });
  }
  if (/d-?bus|platform failure|platform secure storage failure|couldn't access platform|no storage access|secret service|not available|unavailable/i.test(text)) {
    return new KeychainUnavailableError('unreachable', { cause: error });
  }
  return new KeychainFailureError(operation, { cause: error });
}

function assertEnvironment(environment: Environment): void {
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) {
    throw new TypeError('The environment must be "sandbox" or "production".');
  }
}

function assertSecretName(name: SecretName): void {
  if (!(SECRET_NAMES as readonly string[]).includes(name)) {
    throw new TypeError(`A secret name is one of ${SECRET_NAMES.join(', ')}.`);
  }
}

function assertSecretValue(value: string): void {
  if (typeof value !== 'string' || value.length === 0) throw new TypeError('A secret value must be a non-empty string.');
}

/** The keychain service name of an environment's entries (not a secret). */
export function keychainServiceName(environment: Environment, options: KeychainSecretStoreOptions = {}): string {
  assertEnvironment(environment);
  const prefix = options.serviceNamePrefix ?? DEFAULT_SERVICE_NAME_PREFIX;
  if (prefix.length === 0 || /[\s:]/.test(prefix)) throw new TypeError('The keychain service name prefix must be non-empty, without whitespace or ":".');
  if (options.scope === undefined) return `${prefix}:${environment}`;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(options.scope)) throw new TypeError('A keychain scope is 1 to 64 letters, digits, "-" or "_".');
  return `${prefix}:${options.scope}:${environment}`;
}

/**
 * The secrets of `environment` in the OS keychain: service
 * `treasury-desktop:<data directory id>:<environment>`, accounts `api-key`, `signing-key`,
 * `key-role`. Each data directory and each environment has its own service, so none ever
 * reads or overwrites another's entries.
 *
 * Keychain handles are opened lazily and reused (opening one costs a D-Bus connection);
 * a handle that fails is dropped, so a keychain started or unlocked later is picked up.
 */
export function keychainSecretStore(environment: Environment, options: KeychainSecretStoreOptions = {}): KeychainSecretStore {
  const serviceName = keychainServiceName(environment, options);
  const entries = new Map<SecretName, AsyncEntry>();

  function entryFor(name: SecretName): AsyncEntry {
    const cached = entries.get(name);
    if (cached !== undefined) return cached;
    let entry: AsyncEntry;
    try {
      entry = new AsyncEntry(serviceName, name, ENTRY_OPTIONS);
    } catch (error) {
      // With the store pinned, the constructor throws when no Secret Service can be reached.
      throw new KeychainUnavailableError('unreachable', { cause: error });
    }
    entries.set(name, entry);
    return entry;
  }

  async function run<T>(name: SecretName, operation: Operation, action: (entry: AsyncEntry) => Promise<T>): Promise<T> {
    assertSecretName(name);
    const reused = entries.has(name);
    try {
      return await action(entryFor(name));
    } catch (error) {
      entries.delete(name);
      const classified = classifyKeychainError(error, operation);
      // A reused handle may hold a connection to a keychain daemon that has since
      // restarted: try once more with a fresh one before giving up.
      if (reused && classified instanceof KeychainUnavailableError && classified.reason === 'unreachable') {
        try {
          return await action(entryFor(name));
        } catch (retryError) {
          entries.delete(name);
          throw classifyKeychainError(retryError, operation);
        }
      }
      throw classified;
    }
  }

  return {
    environment,
    serviceName,
    get: (name) => run(name, 'read', (entry) => entry.getPassword()),
    set: (name, value) => {
      assertSecretValue(value);
      return run(name, 'write', (entry) => entry.setPassword(value));
    },
    delete: (name) => run(name, 'delete', (entry) => entry.deletePassword()),
  };
}

/**
 * An IN-MEMORY secret store for unit tests of the services above it. It is not a
 * fallback: the app itself only ever uses `keychainSecretStore`.
 */
export function memorySecretStore(): SecretStore {
  const values = new Map<SecretName, string>();
  return {
    get: async (name) => {
      assertSecretName(name);
      return values.get(name) ?? null;
    },
    set: async (name, value) => {
      assertSecretName(name);
      assertSecretValue(value);
      values.set(name, value);
    },
    delete: async (name) => {
      assertSecretName(name);
      return values.delete(name);
    },
  };
}
