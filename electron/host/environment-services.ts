// Every service of ONE environment, built from the host's small interfaces: its keys
// (keychain), its profile (which server), its cache file (that server's), its API client,
// its sync and its exports. Nothing here is shared with the other environment: switching
// environment throws this whole graph away and builds the other one.
import { TreasuryError, type PerAudience } from '../../shared/errors';
import type { Environment } from '../../shared/schemas/enums';
import { AuthenticationError } from '../api/api-errors';
import { createPaymentsClient, type PaymentsClient } from '../api/payments-client';
import { openCache, type Cache } from '../cache';
import { exportCollectionsCsv, exportCounterpartiesCsv, exportLedgerCsv, exportPaymentsCsv, exportTransfersCsv } from '../export';
import type { ApiClientCore } from '../api/request-pipeline';
import { credentialsIdOf, type OutboxTarget } from '../outbox';
import { exportStatement, previewStatement } from '../statements';
import { KeyService } from '../secrets';
import { ensureDataDirectory } from '../sqlite/data-directory-folders';
import { createSyncService, type SyncService } from '../sync';
import { EMBEDDED, loadProfiles, ProfileError, type EnvironmentProfile } from './environment-profiles';
import type { EmbeddedSandbox } from './embedded-sandbox';
import type { HostDependencies } from './host-dependencies';
import { createMoneyMovement, type MoneyMovement } from './money-movement';

export class NotConfiguredError extends TreasuryError {
  readonly kind = 'not_configured';
  readonly code = 'not_configured';
  constructor(message: string, remedy?: PerAudience) {
    super(message, { remedy });
    this.name = 'NotConfiguredError';
  }
}

/** The environment's server address, or the API key of its client, changed by another program. */
export interface ChangedElsewhere {
  readonly server: boolean;
  readonly apiKey: boolean;
}

/**
 * The embedded sandbox would register a key while the environment's stored address is no
 * longer the embedded one (set in a terminal meanwhile): nothing is registered, so the key
 * stored for the new server stays.
 */
export class ServerChangedElsewhereError extends TreasuryError {
  readonly kind = 'conflict';
  readonly code = 'server_changed_elsewhere';
  constructor(environment: Environment, baseUrl: string | null) {
    super(`The ${environment} server was changed outside the app (now ${baseUrl ?? 'not set'}); nothing was registered with the embedded sandbox and the stored API key was kept.`, {
      remedy: { cli: 'Run the command again.', window: 'Try again: the app now reads the new server.' },
    });
    this.name = 'ServerChangedElsewhereError';
  }
}

export interface EnvironmentServices {
  readonly environment: Environment;
  readonly profile: EnvironmentProfile;
  readonly keys: KeyService;
  readonly cache: Cache;
  /** Journal, audit trail, outbox, write flows and status tracking. */
  readonly money: MoneyMovement;
  /** The API client (resolving the server and the credentials on first use). */
  client(): Promise<PaymentsClient>;
  /** The sync of this environment's cache from its server. */
  sync(): Promise<SyncService>;
  /**
   * What another program (`treasury` in a terminal) changed since these services were
   * built: the server address in environments.json, or the API key in the keychain since
   * the API client was made with it. Null when nothing: these services are still right.
   */
  changedElsewhere(): Promise<ChangedElsewhere | null>;
  readonly exports: {
    ledger: (options: Parameters<typeof exportLedgerCsv>[1]) => ReturnType<typeof exportLedgerCsv>;
    payments: (options: Parameters<typeof exportPaymentsCsv>[1]) => ReturnType<typeof exportPaymentsCsv>;
    collections: (options: Parameters<typeof exportCollectionsCsv>[1]) => ReturnType<typeof exportCollectionsCsv>;
    transfers: (options: Parameters<typeof exportTransfersCsv>[1]) => ReturnType<typeof exportTransfersCsv>;
    counterparties: (options: Parameters<typeof exportCounterpartiesCsv>[1]) => ReturnType<typeof exportCounterpartiesCsv>;
    /** A bank statement of one account and period (statements/), proved before it is written. */
    statement: (options: Parameters<typeof exportStatement>[1]) => ReturnType<typeof exportStatement>;
    /** The statement's proved figures, without a file. */
    statementPreview: (request: Parameters<typeof previewStatement>[1]) => ReturnType<typeof previewStatement>;
  };
  close(): Promise<void>;
}

export function createEnvironmentServices(
  deps: HostDependencies,
  environment: Environment,
  embeddedSandbox: () => Promise<EmbeddedSandbox>,
): EnvironmentServices {
  // The keychain store first: it may make the data directory's id, which looks at what the
  // data directory held before (data-directory-id.ts) and must see it before anything is made.
  const store = deps.secretStoreFor(environment);
  // Then the folder, so an unusable data directory is one clear DataDirectoryError, whatever reads it first.
  ensureDataDirectory(deps.dataDir.root, environment);
  const profile = loadProfiles(deps.dataDir)[environment];
  // Every change of the keys, from the CLI or the window, is recorded in the audit trail (no secret: the action and the public key's first characters).
  const keys = new KeyService({
    environment, store,
    onChange: (change) => {
      moneyOnce().audit.appendKeyChange({ environment, action: change.action, ...(change.publicKeyBase64 !== undefined && { publicKeyFingerprint: change.publicKeyBase64 }) });
    },
  });
  // The cache of this server: after a URL change the old server's rows stay in their own file.
  const cache = openCache({ dataDir: deps.dataDir.root, environment, server: profile.baseUrl, ...(deps.clock !== undefined ? { clock: deps.clock } : {}) });
  let client: Promise<PaymentsClient> | undefined;
  let sync: Promise<SyncService> | undefined;
  const clientOnce = () => {
    client ??= connect().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
  // The journal is opened on first use, not here: reading the cache (balances, ledger,
  // exports) must keep working when the journal is damaged; moving money, syncing (its
  // requests go to the audit trail) and the outbox then meet the JournalError.
  let money: MoneyMovement | undefined;
  // Where and as whom each client sends (the profile's URL, not the embedded sandbox's port of this run): the outbox binds its entries to it.
  const targets = new WeakMap<ApiClientCore, OutboxTarget>();
  const targetOf = (core: ApiClientCore): OutboxTarget => targets.get(core) ?? { baseUrl: core.baseUrl };
  const moneyOnce = (): MoneyMovement => {
    money ??= createMoneyMovement({ dataDir: deps.dataDir.root, environment, server: profile.baseUrl, cache, client: clientOnce, target: targetOf, ...(deps.clock !== undefined ? { clock: deps.clock } : {}) });
    return money;
  };

  // The API key the client was made with, as its credentials id (never the key itself).
  let builtWith: string | null = null;
  const apiKeyIdOf = (apiKey: string | null) => (apiKey === null ? null : credentialsIdOf(apiKey));
  const storedBaseUrl = () => loadProfiles(deps.dataDir)[environment].baseUrl;

  const build = async (baseUrl: string): Promise<PaymentsClient> => {
    const { apiKey, signer } = await keys.credentials();
    builtWith = apiKeyIdOf(apiKey);
    const client = createPaymentsClient({
      environment,
      baseUrl,
      apiKey,
      signer,
      ...(deps.fetch !== undefined ? { fetch: deps.fetch } : {}),
      ...(deps.clock !== undefined ? { clock: deps.clock } : {}),
      onRequest: (event) => {
        moneyOnce().recordRequest(event);
        deps.onRequest?.(event);
      },
    });
    targets.set(client.core, { baseUrl: profile.baseUrl ?? baseUrl, credentialsId: credentialsIdOf(apiKey) });
    return client;
  };

  const connect = async (): Promise<PaymentsClient> => {
    if (profile.baseUrl === null) {
      throw new NotConfiguredError(`No server is set for the ${environment} environment.`, {
        cli: `Set its base URL (\`treasury env set-url ${environment} https://…/v1\`).`,
        window: 'Set its server address in Settings.',
      });
    }
    if (profile.baseUrl !== EMBEDDED) return build(profile.baseUrl);
    if (environment !== 'sandbox') throw new ProfileError('Only the sandbox environment can use the embedded local sandbox.');
    const sandbox = await embeddedSandbox();
    // The embedded sandbox registers a key of its own only while the stored address is still
    // the embedded one: a terminal may have pointed the environment at another server and
    // stored that server's key since these services were built.
    const registerEmbedded = async () => {
      const stored = storedBaseUrl();
      if (stored !== EMBEDDED) throw new ServerChangedElsewhereError(environment, stored);
      await sandbox.register(keys);
    };
    if (!(await keys.status()).hasApiKey) await registerEmbedded();
    const connected = await build(sandbox.baseUrl);
    // A key issued by an earlier embedded sandbox whose data was removed is unknown now: register again.
    try {
      await connected.api.listRails();
      return connected;
    } catch (error) {
      if (!(error instanceof AuthenticationError) || !['invalid_api_key', 'key_revoked'].includes(error.code)) throw error;
      // Another key was stored meanwhile (`treasury sandbox register`): use it rather than replace it.
      if (apiKeyIdOf(await store.get('api-key')) !== builtWith) return build(sandbox.baseUrl);
      await registerEmbedded();
      return build(sandbox.baseUrl);
    }
  };

  const now = () => (deps.clock !== undefined ? deps.clock.now() : new Date());
  return {
    environment,
    profile,
    keys,
    cache,
    get money() {
      return moneyOnce();
    },
    client: clientOnce,
    async changedElsewhere() {
      let server = false;
      try {
        server = storedBaseUrl() !== profile.baseUrl;
      } catch {
        // An unreadable environments file is said by whatever reads it next, with its own error.
      }
      const madeClient = client !== undefined && (await client.then(() => true, () => false));
      // A keychain that cannot be read now changes nothing here: the next request that needs it says so.
      const apiKey = madeClient && (await store.get('api-key').then((stored) => apiKeyIdOf(stored) !== builtWith, () => false));
      return server || apiKey ? { server, apiKey } : null;
    },
    sync: () => {
      // No sync request goes out while the audit trail cannot record it (a full disk): the run is refused with why.
      sync ??= (async () => createSyncService({ api: (await clientOnce()).api, cache, beforeRun: () => moneyOnce().flushAudit(), ...(deps.clock !== undefined ? { clock: deps.clock } : {}) }))().catch((error: unknown) => {
        sync = undefined;
        throw error;
      });
      return sync;
    },
    exports: {
      ledger: (options) =>
        exportLedgerCsv({ path: cache.path, openReadSnapshot: () => cache.openReadSnapshot(), ...(deps.ledgerExportWorkers !== undefined && { workers: deps.ledgerExportWorkers }) }, options),
      payments: (options) => exportPaymentsCsv(cache, options),
      collections: (options) => exportCollectionsCsv(cache, options),
      transfers: (options) => exportTransfersCsv(cache, options),
      counterparties: (options) => exportCounterpartiesCsv(cache, options),
      statement: (options) => exportStatement(cache, { workers: deps.statementWorkers ?? {}, ...options }, now),
      statementPreview: (request) => previewStatement(cache, request, now),
    },
    async close() {
      try {
        await money?.close();
      } finally {
        cache.close();
      }
    },
  };
}
