// The sync signs with the key service's signer the way the app does, and holds the
// private key for the run: one keychain read per sync instead of one per request, the
// key dropped when the run ends, and a rotation confirmed during the run used from the very next
// signature (the server then refuses the requests: they are signed by a key it does
// not know).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsClient } from '../../../electron/api/payments-client';
import { openCache, type Cache } from '../../../electron/cache';
import { KeyService } from '../../../electron/secrets/key-service';
import { memorySecretStore, type SecretStore } from '../../../electron/secrets/secret-store';
import { createSyncService } from '../../../electron/sync';
import { generateSigningKey } from '../../support/raw-signed-client';
import type { SandboxFixture } from '../../support/sandbox-fixture';
import { bulkSeed, rawLedger, removeTempDirs, startSyncSandbox, tempDataDir } from './sync-fixture';

let f: SandboxFixture;
let keyReads = 0;
let keys: KeyService;
let apiKey: string;
const caches: Cache[] = [];

beforeAll(async () => {
  f = await startSyncSandbox(7);
  await bulkSeed(f, { accounts: 2, ledgerTransactions: 1500, seed: 5 });
  const inner = memorySecretStore();
  const store: SecretStore = {
    get: (name) => {
      if (name === 'signing-key') keyReads += 1;
      return inner.get(name);
    },
    set: (name, value) => inner.set(name, value),
    delete: (name) => inner.delete(name),
  };
  keys = new KeyService({ environment: 'sandbox', store });
  const { publicKeyBase64 } = await keys.generate();
  apiKey = f.sandbox.registerKey(publicKeyBase64, 'read').apiKey;
});
afterAll(async () => {
  for (const cache of caches) cache.close();
  await f?.close();
  removeTempDirs();
});

function syncWithKeyService() {
  const cache = openCache({ dataDir: tempDataDir(), environment: 'sandbox' });
  caches.push(cache);
  let requests = 0;
  const client = createPaymentsClient({
    environment: 'sandbox', baseUrl: f.sandbox.baseUrl, apiKey, signer: keys.signer(), fetch: (input, init) => globalThis.fetch(input, init),
    retry: { maxAttempts: 1 }, onRequest: () => (requests += 1),
  });
  return { cache, client, service: createSyncService({ api: client.api, cache, concurrency: 4, pageSize: 50 }), requests: () => requests };
}

describe('a sync signing through the key service', () => {
  it('reads the private key once for the whole run, and drops it when the run ends', async () => {
    const { cache, client, service, requests } = syncWithKeyService();
    const before = keyReads;
    const report = await service.run();
    expect(report.state).toBe('synced');
    expect(cache.ledgerTransactions.count()).toBe((await rawLedger(f)).length);
    expect(requests()).toBeGreaterThan(30);
    expect(keyReads - before).toBe(1);

    // Released: a request outside a sync reads the key again.
    await client.api.listRails();
    expect(keyReads - before).toBe(2);
  });

  it('uses a key rotated mid-run from the next signature on', async () => {
    const { service } = syncWithKeyService();
    let rotation: Promise<unknown> | undefined;
    const report = await service.run({
      onProgress: (progress) => {
        // Confirmed with an API key the sandbox issued for another public key: the server knows the API key, not the new signing key.
        if (progress.resource === 'ledgerTransactions' && progress.phase === 'page' && progress.pages === 1) {
          rotation ??= keys.rotate().then(() => keys.confirmRotation(f.sandbox.registerKey(generateSigningKey().publicKeyBase64, 'read').apiKey, 'read'));
        }
      },
    });
    await rotation;
    expect(rotation).toBeDefined();
    // The new public key is not registered: the server refuses what the new key signed.
    expect(report.state).toBe('failed');
    expect(report.error).toMatchObject({ code: 'invalid_signature', status: 401 });
  });
});
