// The keychain of one data directory: `treasury-desktop:<data directory id>:<environment>`
// (data-directory-id.ts), what the Electron main process, the web shell and the CLI give
// the host. Scoped by data directory and environment, NOT by server: the keys are the
// person's identity with the provider (a generated signing key exists nowhere else), so
// changing an environment's URL (a new host, a corrected typo) keeps them; what the keys
// were used for on a server stays bound to it by the outbox (electron/outbox/send-binding.ts).
//
// Before entries were scoped, every data directory shared `treasury-desktop:<environment>`.
// A data directory that existed then copies those entries into its own, once, on its
// first keychain operation in that environment, and records that it did
// (`<dataDir>/shared-keychain-copy-<environment>.json`, no secret in it; in the root, so
// that showing an environment never used creates no folder for it). The shared
// entries are left in place: any other data directory on this account (another
// --data-dir) may still need them, and there is no way to know them all; `note()` says
// so, for `env show` and the settings screen, until they are deleted.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Environment } from '../../shared/schemas/enums';
import { copyMissingSecrets, keychainSecretStore, SECRET_NAMES, type KeychainSecretStore, type SecretName } from '../secrets';
import { ensureDataDirectory } from '../sqlite/data-directory-folders';
import { PRIVATE_FILE_MODE, tightenFileMode } from '../sqlite/private-files';
import type { DataDirectory } from './data-directory';
import { dataDirectoryIdentity } from './data-directory-id';


export interface DataDirectoryKeychainOptions {
  /** Tests pass a prefix unique to the run (see keychainSecretStore). */
  serviceNamePrefix?: string;
  now?: () => Date;
}

export interface DataDirectoryKeychain {
  /** The data directory's own keychain store of `environment` (the same object on every call). */
  secretStoreFor(environment: Environment): KeychainSecretStore;
  /** Said while the shared entries this data directory copied its keys from are still in the keychain; else undefined. */
  note(environment: Environment): Promise<string | undefined>;
}

const recordSchema = z.object({ from: z.string(), to: z.string(), copied: z.array(z.enum(SECRET_NAMES)), at: z.string() });
type CopyRecord = z.infer<typeof recordSchema>;

function recordFile(dataDir: DataDirectory, environment: Environment): string {
  return path.join(dataDir.root, `shared-keychain-copy-${environment}.json`);
}

function readRecord(dataDir: DataDirectory, environment: Environment): CopyRecord | undefined {
  try {
    return recordSchema.parse(JSON.parse(readFileSync(recordFile(dataDir, environment), 'utf8')));
  } catch {
    // None yet, or unreadable: copying again only fills names the data directory lacks, so it is harmless.
    return undefined;
  }
}

function writeRecord(dataDir: DataDirectory, environment: Environment, record: CopyRecord): void {
  ensureDataDirectory(dataDir.root);
  const file = recordFile(dataDir, environment);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(record, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  tightenFileMode(temp);
  renameSync(temp, file);
}

export function dataDirectoryKeychain(dataDir: DataDirectory, options: DataDirectoryKeychainOptions = {}): DataDirectoryKeychain {
  const now = options.now ?? (() => new Date());
  const prefix = options.serviceNamePrefix !== undefined ? { serviceNamePrefix: options.serviceNamePrefix } : {};
  const shared = (environment: Environment) => keychainSecretStore(environment, prefix);
  const stores = new Map<Environment, KeychainSecretStore>();
  const copies = new Map<Environment, Promise<void>>();

  /** Once per process and environment; a failure (a locked keychain) is tried again by the next operation. */
  const copyShared = (environment: Environment, own: KeychainSecretStore): Promise<void> => {
    let copy = copies.get(environment);
    if (copy === undefined) {
      copy = (async () => {
        if (!dataDirectoryIdentity(dataDir, now).existedBeforeScopedKeys) return;
        if (readRecord(dataDir, environment) !== undefined) return;
        const from = shared(environment);
        const copied = await copyMissingSecrets(from, own);
        writeRecord(dataDir, environment, { from: from.serviceName, to: own.serviceName, copied, at: now().toISOString() });
      })();
      copies.set(environment, copy);
      copy.catch(() => copies.delete(environment));
    }
    return copy;
  };

  const secretStoreFor = (environment: Environment): KeychainSecretStore => {
    const found = stores.get(environment);
    if (found !== undefined) return found;
    const own = keychainSecretStore(environment, { ...prefix, scope: dataDirectoryIdentity(dataDir, now).id });
    const ready = () => copyShared(environment, own);
    const store: KeychainSecretStore = {
      environment,
      serviceName: own.serviceName,
      async get(name: SecretName) {
        await ready();
        return own.get(name);
      },
      async set(name: SecretName, value: string) {
        await ready();
        return own.set(name, value);
      },
      async delete(name: SecretName) {
        await ready();
        return own.delete(name);
      },
    };
    stores.set(environment, store);
    return store;
  };

  return {
    secretStoreFor,
    async note(environment) {
      const record = readRecord(dataDir, environment);
      if (record === undefined || record.copied.length === 0) return undefined;
      const from = shared(environment);
      const stillThere = (await Promise.all(SECRET_NAMES.map((name) => from.get(name)))).some((value) => value !== null);
      if (!stillThere) return undefined;
      return `The ${environment} keys of this data directory were copied on ${record.at.slice(0, 10)} from the keychain entries that every data directory `
        + `used to share (service "${record.from}"); they now live under "${record.to}". The shared entries were left in place because another data `
        + 'directory may still use them. Once every data directory you use has been opened with this version, delete the '
        + `entries of service "${record.from}" with your OS keychain tool.`;
    },
  };
}
