// Environments and keys. Secrets go in only: the API key and a private key are handed to
// the keychain and never answered; after a key or server change the service graph is
// rebuilt, so the next call uses it. Either environment's status can be read without
// switching (environment.statusOf). A key change is refused (conflict,
// `credentials_in_use`, listing the entries) while outbox entries that may have reached
// the server under the current key are unsettled; a server change while any entry
// confirmed for the current server is unsettled (electron/host/journal-server.ts).
import { apiKeyProblem } from '../../../shared/api-key-rule';
import { ENVIRONMENTS, type Environment } from '../../../shared/schemas/enums';
import type { environmentMethods } from '../../../shared/ipc/environment-methods';
import type { IpcOutput } from '../../../shared/ipc';
import { lastSyncedAtInCacheFile } from '../../cache';
import { EMBEDDED, loadProfiles, moveOutboxToServer, refuseKeyChangeInUse, saveProfileUrl, type AppHost, type EnvironmentProfile, type EnvironmentServices } from '../../host';
import type { CredentialChange } from '../../outbox';
import { InvalidApiKeyError, MissingSigningKeyError, type KeyService, type StoredSigningKey } from '../../secrets';
import type { DispatchContext } from '../dispatch-context';
import type { HandlerTable } from '../handler-types';
import { decideServerChange } from '../server-change';
import { unreachableInWords } from '../unreachable-server';

function toProfileView(profile: EnvironmentProfile, current: boolean) {
  return { environment: profile.environment, baseUrl: profile.baseUrl, embedded: profile.baseUrl === EMBEDDED, current };
}

/** What the keychain of one environment holds, the public half of the signing key only. */
async function toKeysView(keys: KeyService) {
  const status = await keys.status();
  let publicKey: { base64: string; pem: string } | null = null;
  if (status.hasSigningKey) {
    try {
      const info = await keys.publicKey();
      publicKey = { base64: info.base64, pem: info.pem };
    } catch (error) {
      if (!(error instanceof MissingSigningKeyError)) throw error;
    }
  }
  return {
    hasSigningKey: status.hasSigningKey, hasApiKey: status.hasApiKey, role: status.role, publicKey,
    ...(status.pendingPublicKeyBase64 !== undefined ? { pendingPublicKeyBase64: status.pendingPublicKeyBase64 } : {}),
  };
}

async function keychainNoteOf(host: AppHost, environment: Environment): Promise<{ keychainNote?: string }> {
  const note = await host.keychainNote(environment);
  return note === undefined ? {} : { keychainNote: note };
}

async function environmentStatus(context: DispatchContext, services: EnvironmentServices): Promise<IpcOutput<'environment.status'>> {
  return {
    environment: services.environment, current: true, baseUrl: services.profile.baseUrl, embedded: services.profile.baseUrl === EMBEDDED,
    ...(await toKeysView(services.keys)),
    lastSyncedAt: services.cache.syncState.lastSyncedAt('ledgerTransactions'),
    ...(await keychainNoteOf(context.host, services.environment)),
  };
}

/**
 * The status of the environment the app is NOT working in, without switching: its
 * profile, its keychain, and its cache file's last sync read without opening it as a
 * cache (null when it has none: nothing is created).
 */
async function otherEnvironmentStatus(context: DispatchContext, environment: Environment): Promise<IpcOutput<'environment.status'>> {
  const profile = loadProfiles(context.dataDirectory())[environment];
  return {
    environment, current: false, baseUrl: profile.baseUrl, embedded: profile.baseUrl === EMBEDDED,
    ...(await toKeysView(context.host.keysOf(environment))),
    // The cache of the server the profile names (one file per server).
    lastSyncedAt: lastSyncedAtInCacheFile(context.dataDirectory().root, environment, 'ledgerTransactions', profile.baseUrl),
    ...(await keychainNoteOf(context.host, environment)),
  };
}

function toStoredKeyView(services: EnvironmentServices, stored: StoredSigningKey) {
  return {
    environment: services.environment, publicKey: { base64: stored.publicKeyBase64, pem: stored.publicKeyPem },
    apiKeyCleared: stored.apiKeyCleared, registrationRequired: stored.registrationRequired, nextStep: stored.nextStep.window,
  };
}

/** Runs a keychain change (refused while the outbox holds the current keys), then rebuilds the graph so the API client is made with the new keys. */
export async function changingKeys<T>(context: DispatchContext, what: CredentialChange, change: (services: EnvironmentServices) => Promise<T>): Promise<T> {
  const services = context.services();
  refuseKeyChangeInUse(services, what);
  const result = await change(services);
  await context.rebuildServices();
  return result;
}

export const environmentHandlers: HandlerTable<keyof typeof environmentMethods> = {
  'environment.current': (_input, context) => {
    const current = context.host.environment;
    const profiles = loadProfiles(context.dataDirectory());
    return { environment: current, profiles: ENVIRONMENTS.map((e) => toProfileView(profiles[e], e === current)) };
  },
  'environment.switch': async (input, context) => environmentStatus(context, await context.switchEnvironment(input.environment)),
  // Read again by the window whenever it comes back: what a terminal changed meanwhile is taken up here.
  'environment.status': async (_input, context) => environmentStatus(context, await context.servicesUpToDate()),
  'environment.statusOf': async (input, context) =>
    input.environment === context.host.environment ? environmentStatus(context, await context.servicesUpToDate()) : otherEnvironmentStatus(context, input.environment),
  'environment.setBaseUrl': async (input, context) => {
    // Refused while entries confirmed for the current server are unsettled; the cache of the new server is its own file.
    // The stored API key goes to a new server only if the person confirms it outside the page (server-change.ts).
    const { forgetApiKey } = await decideServerChange(context.host, context.confirmServerChange, input.environment, input.baseUrl);
    moveOutboxToServer(context.host, input.environment, input.baseUrl, 'change the server');
    if (forgetApiKey) await context.host.keysOf(input.environment).forgetApiKey();
    const profile = saveProfileUrl(context.dataDirectory(), input.environment, input.baseUrl);
    const current = input.environment === context.host.environment;
    if (current) {
      await context.rebuildServices();
      // The window shows the new server's cache at once: its state and what is new come from a sync soon.
      context.schedule?.syncSoon();
    }
    return toProfileView(profile, current);
  },
  'keys.publicKey': async (_input, context) => {
    const services = context.services();
    const info = await services.keys.publicKey();
    return { environment: services.environment, publicKey: { base64: info.base64, pem: info.pem } };
  },
  'keys.generate': (input, context) => changingKeys(context, { kind: 'signing_key', action: 'generate a signing key' }, async (services) => toStoredKeyView(services, await services.keys.generate({ replace: input.replace === true }))),
  'keys.import': (input, context) => changingKeys(context, { kind: 'signing_key', action: 'import a signing key' }, async (services) => {
    const imported = await services.keys.importPrivateKey(input.privateKey, { replace: input.replace === true });
    return { ...toStoredKeyView(services, imported), format: imported.format, unchanged: imported.unchanged };
  }),
  'keys.setApiKey': (input, context) => changingKeys(context, { kind: 'api_key', action: 'set the API key', apiKey: input.apiKey }, async (services) => {
    const role = input.role ?? 'write';
    // The Settings form's rule, checked again here: a key of the wrong form is never stored.
    const problem = apiKeyProblem(input.apiKey, services.environment);
    if (problem !== null) throw new InvalidApiKeyError(problem);
    await services.keys.setApiKey(input.apiKey, role);
    return { done: true as const, role };
  }),
  'connection.test': async (_input, context) => {
    const services = await context.servicesUpToDate();
    const client = await services.client();
    // One attempt: a refused connection is known at once, and the person presses again
    // (the sync's and the outbox's retries are theirs, unchanged). Said in words, with the address.
    const rails = await client.api.listRails({}, { retry: { maxAttempts: 1 } }).catch((error: unknown) => {
      throw unreachableInWords(error, new URL(client.core.baseUrl).origin, services.profile.baseUrl === EMBEDDED);
    });
    context.connection.set(true);
    return { environment: services.environment, baseUrl: services.profile.baseUrl, online: true as const, rails: rails.data.items.length };
  },
};
