// environment.statusOf over a real host and the real keychain: the other environment's
// server, keys (public half only) and last sync, read WITHOUT switching to it; for an
// environment never used nothing is created, and reading a cache file leaves no -wal or
// -shm behind; the current environment answers exactly as environment.status.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../electron/cache';
import { KeyService } from '../../../electron/secrets';
import { IpcFixture } from './ipc-fixture';

let fx: IpcFixture;

async function value<T = Record<string, unknown>>(method: string, input: unknown): Promise<T> {
  const answer = await fx.call(method, input);
  if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.value as T;
}

beforeAll(() => {
  fx = new IpcFixture('sandbox'); // the embedded sandbox is never started: nothing here needs a server
});
afterAll(async () => {
  await fx?.close();
});

describe('environment.statusOf', () => {
  it('an environment never used: nothing set, nothing synced, and no folder or file created for it', async () => {
    expect(await value('environment.statusOf', { environment: 'production' })).toEqual({
      environment: 'production', current: false, baseUrl: null, embedded: false,
      hasSigningKey: false, hasApiKey: false, role: null, publicKey: null, lastSyncedAt: null,
    });
    expect(existsSync(path.join(fx.dataDir, 'production'))).toBe(false);
    expect(fx.host.environment).toBe('sandbox');
  });

  it('the other environment\'s server, keys and last sync, while the app stays where it is', async () => {
    // The server first: moving a stored API key to another server is a decision of its own (server-change.test.ts).
    await value('environment.setBaseUrl', { environment: 'production', baseUrl: 'https://bank.example/v1' });
    const keys = new KeyService({ environment: 'production', store: fx.storeFor('production') });
    const stored = await keys.generate();
    await keys.setApiKey(`sk_live_${'x'.repeat(32)}`, 'read');
    // A production cache as an earlier session left it, synced once.
    const cache = openCache({ dataDir: fx.dataDir, environment: 'production' });
    cache.putSyncState({ resource: 'ledgerTransactions', scope: '', completed: true, lastSyncedAt: '2026-03-04T05:06:07.000Z' });
    cache.putSyncState({ resource: 'ledgerTransactions', scope: 'range-2', completed: true, lastSyncedAt: '2026-03-04T09:00:00.000Z' });
    cache.close();
    const folder = path.join(fx.dataDir, 'production');
    const filesBefore = readdirSync(folder).sort();

    const eventsBefore = fx.events.length;
    const status = await value('environment.statusOf', { environment: 'production' });
    expect(status).toEqual({
      environment: 'production', current: false, baseUrl: 'https://bank.example/v1', embedded: false,
      hasSigningKey: true, hasApiKey: true, role: 'read', publicKey: { base64: stored.publicKeyBase64, pem: stored.publicKeyPem },
      lastSyncedAt: '2026-03-04T09:00:00.000Z',
    });
    expect(fx.host.environment).toBe('sandbox');
    expect(fx.events.slice(eventsBefore).filter((e) => e.type === 'environment.changed')).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual(filesBefore); // no -wal or -shm left by the read
    expect(filesBefore).not.toContain('cache.sqlite-wal');
  });

  it('the current environment answers exactly as environment.status', async () => {
    const status = await value<{ current: boolean }>('environment.status', {});
    expect(status.current).toBe(true);
    expect(await value('environment.statusOf', { environment: 'sandbox' })).toEqual(status);
  });

  it('refuses an unknown environment, and no answer carries a secret', async () => {
    expect(await fx.call('environment.statusOf', { environment: 'staging' })).toMatchObject({ ok: false, error: { kind: 'input', fields: [{ field: 'environment' }] } });
    expect(await fx.call('environment.statusOf', {})).toMatchObject({ ok: false, error: { kind: 'input' } });
    const secrets = await fx.secrets();
    expect(secrets.length).toBeGreaterThan(0);
    const transcript = fx.transcript.join('\n');
    for (const secret of secrets) expect(transcript.includes(secret)).toBe(false);
  });
});
