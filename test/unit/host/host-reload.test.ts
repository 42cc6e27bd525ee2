// The host rebuilds the current environment's services on demand (after its keys or its
// server changed), on the same environment (and the new server's cache), and says where its data lives.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachePath } from '../../../electron/cache';
import { createAppHost, saveProfileUrl, type AppHost } from '../../../electron/host';
import { keychainSecretStore } from '../../../electron/secrets';

const prefix = `treasury-test-${randomBytes(6).toString('hex')}`;
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

function hostIn(root: string): AppHost {
  const host = createAppHost({ dataDir: { root }, secretStoreFor: (environment) => keychainSecretStore(environment, { serviceNamePrefix: prefix }) }, 'production');
  cleanup.push(async () => {
    await host.close();
    rmSync(root, { recursive: true, force: true });
  });
  return host;
}

describe('AppHost.reload', () => {
  it('builds fresh services of the same environment that read the server URL saved since', async () => {
    const root = mkdtempSync(join(tmpdir(), 'treasury-reload-'));
    const host = hostIn(root);
    expect(host.dataDirectory).toEqual({ root });
    const before = host.services();
    expect(before.profile.baseUrl).toBeNull();
    saveProfileUrl(host.dataDirectory, 'production', 'https://api.example.com/v1');
    expect(host.services()).toBe(before); // nothing rebuilds by itself
    const after = await host.reload();
    expect(after).not.toBe(before);
    expect(host.environment).toBe('production');
    // The new server's own cache: the rows of one server never show as another's.
    expect(after.cache.path).toBe(cachePath(root, 'production', 'https://api.example.com/v1'));
    expect(after.cache.path).not.toBe(before.cache.path);
    expect(after.profile.baseUrl).toBe('https://api.example.com/v1');
    expect(host.services()).toBe(after);
  });
});
