// Secrets and data are scoped per data directory and per server:
//  - each data directory has its own keychain entries (`<prefix>:<data directory id>:<env>`),
//    so two data directories, each with its embedded sandbox, never overwrite each other's
//    API key;
//  - each server has its own cache file: after `env set-url` the old server's rows are not
//    shown, and setting the URL back shows them again;
//  - an outbox entry confirmed for one server never goes to another: a URL change is
//    refused while it is unsettled (listing it), and a URL changed behind the app's back
//    (by hand) leaves it unsent;
//  - a data directory that existed when keys were shared copies them once into its own
//    entries and leaves the shared ones in place, saying so.
// Runs in the throwaway keyring of test/support/with-keyring.sh, with the app's default
// keychain wiring (dataDirectoryKeychain) under a service-name prefix unique to the run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { cachePath, openCache } from '../../../electron/cache';
import { createAppHost, dataDirectoryKeychain, saveProfileUrl, type AppHost } from '../../../electron/host';
import { keychainSecretStore, SECRET_NAMES } from '../../../electron/secrets';
import type { Environment } from '../../../shared/schemas/enums';
import { accountsOf, requireThrowawayKeyring } from '../secrets/keychain-test-support';

requireThrowawayKeyring();
const prefix = `treasury-test-scope-${randomBytes(6).toString('hex')}`;
const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-scoping-'));
const hosts: AppHost[] = [];
const usedDirs: string[] = [];

afterAll(async () => {
  for (const host of hosts) await host.close();
  for (const dir of usedDirs) {
    for (const environment of ['sandbox', 'production'] as const) {
      const store = dataDirectoryKeychain({ root: dir }, { serviceNamePrefix: prefix }).secretStoreFor(environment);
      for (const name of SECRET_NAMES) await store.delete(name);
    }
  }
  for (const environment of ['sandbox', 'production'] as const) {
    for (const name of SECRET_NAMES) await keychainSecretStore(environment, { serviceNamePrefix: prefix }).delete(name);
  }
  rmSync(workDir, { recursive: true, force: true });
});

function dataDirNamed(name: string): string {
  const dir = path.join(workDir, name);
  usedDirs.push(dir);
  return dir;
}

/** The CLI with its default keychain (the data directory's own entries). */
async function cli(dataDir: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(['--data-dir', dataDir, ...args], {
    out: (text) => { out += text; },
    err: (text) => { err += text; },
    readStdin: async () => '',
    stdout: new Writable({ write(chunk: Buffer, _encoding, done) { out += chunk.toString('utf8'); done(); } }),
  }, { keychainServiceNamePrefix: prefix, embeddedSandbox: { timeScale: 0 } });
  return { code, out, err };
}

async function ok(dataDir: string, args: string[]): Promise<string> {
  const run = await cli(dataDir, args);
  expect(run.code, `${args.join(' ')}: ${run.err}`).toBe(0);
  return run.out;
}

function hostOver(dataDir: string, environment: Environment = 'sandbox'): AppHost {
  const keychain = dataDirectoryKeychain({ root: dataDir }, { serviceNamePrefix: prefix });
  const host = createAppHost({ dataDir: { root: dataDir }, secretStoreFor: keychain.secretStoreFor, keychainNote: keychain.note, embeddedSandbox: { timeScale: 0 } }, environment);
  hosts.push(host);
  return host;
}

const apiKeyOf = (dataDir: string) => dataDirectoryKeychain({ root: dataDir }, { serviceNamePrefix: prefix }).secretStoreFor('sandbox').get('api-key');

describe('two data directories', () => {
  it('each with its own embedded sandbox running at once: neither overwrites the other\'s API key, both keep working', async () => {
    const one = hostOver(dataDirNamed('one'));
    const two = hostOver(dataDirNamed('two'));
    await (await one.services().client()).api.listRails();
    const keyOne = await apiKeyOf(one.dataDirectory.root);
    expect(keyOne).not.toBeNull();
    await (await two.services().client()).api.listRails();
    const keyTwo = await apiKeyOf(two.dataDirectory.root);
    expect(keyTwo).not.toBeNull();
    expect(keyTwo).not.toBe(keyOne);
    // The first data directory's key is still the one its own sandbox issued, and it still works.
    expect(await apiKeyOf(one.dataDirectory.root)).toBe(keyOne);
    await (await (await one.reload()).client()).api.listRails();
    await (await (await two.reload()).client()).api.listRails();
    expect(await apiKeyOf(one.dataDirectory.root)).toBe(keyOne);
    expect(await apiKeyOf(two.dataDirectory.root)).toBe(keyTwo);
    // Each data directory's entries live under a service named after its own id.
    const serviceOne = dataDirectoryKeychain(one.dataDirectory, { serviceNamePrefix: prefix }).secretStoreFor('sandbox').serviceName;
    const serviceTwo = dataDirectoryKeychain(two.dataDirectory, { serviceNamePrefix: prefix }).secretStoreFor('sandbox').serviceName;
    expect(serviceOne).toMatch(new RegExp(`^${prefix}:[0-9a-f]{32}:sandbox$`));
    expect(serviceTwo).not.toBe(serviceOne);
    expect(await accountsOf(serviceOne)).toEqual(['api-key', 'key-role', 'signing-key']);
    // Nothing under the name every data directory used to share.
    expect(await accountsOf(`${prefix}:sandbox`)).toEqual([]);
    expect(statSync(path.join(one.dataDirectory.root, 'data-directory-id')).mode & 0o777).toBe(0o600);
  });
});

describe('a URL change', () => {
  const dataDir = dataDirNamed('servers');
  const elsewhere = 'http://127.0.0.1:9/v1';
  type Listed = { rows: Array<{ id: string }> };

  it('shows none of the old server\'s rows, and setting the URL back shows them again', async () => {
    await ok(dataDir, ['sync']);
    const counterparties = JSON.parse(await ok(dataDir, ['counterparties', '--json'])) as Listed;
    const ledger = JSON.parse(await ok(dataDir, ['ledger', '--json'])) as Listed;
    expect(counterparties.rows.length).toBeGreaterThan(0);
    expect(ledger.rows.length).toBeGreaterThan(0);

    // Said at the change, so an empty list is no surprise.
    expect(await ok(dataDir, ['env', 'set-url', 'sandbox', elsewhere])).toBe(
      `sandbox: ${elsewhere}\nNothing is cached from this server yet: run \`treasury sync\`. The cache of the embedded sandbox is kept: setting the URL back shows it again.\n`,
    );
    expect((JSON.parse(await ok(dataDir, ['counterparties', '--json'])) as Listed).rows).toEqual([]);
    expect((JSON.parse(await ok(dataDir, ['ledger', '--json'])) as Listed).rows).toEqual([]);
    expect(JSON.parse(await ok(dataDir, ['balances', '--json'])).accounts).toEqual([]);
    const shown = JSON.parse(await ok(dataDir, ['env', 'show', '--json'])) as { environments: Array<{ environment: string; cache: string; lastSyncedAt?: string | null }> };
    expect(shown.environments.find((e) => e.environment === 'sandbox')).toMatchObject({ cache: cachePath(dataDir, 'sandbox', elsewhere), lastSyncedAt: null });

    expect(await ok(dataDir, ['env', 'set-url', 'sandbox', 'embedded'])).toContain('This server has a cache from before.');
    expect((JSON.parse(await ok(dataDir, ['counterparties', '--json'])) as Listed).rows.map((r) => r.id)).toEqual(counterparties.rows.map((r) => r.id));
    expect((JSON.parse(await ok(dataDir, ['ledger', '--json'])) as Listed).rows.map((r) => r.id)).toEqual(ledger.rows.map((r) => r.id));
  });

  it('is refused while an outbox entry confirmed for the current server is unsettled, even one never sent, listing it', async () => {
    const host = hostOver(dataDir);
    const entry = host.services().money.outbox.enqueue({
      operation: 'createOpenPayment',
      body: { sourceAccountId: 'acc_scope1', paymentMethodId: 'pm_scope1', amount: { currency: 'USD', value: '1250' }, reference: 'Invoice 42' },
      summary: 'Pay 12.50 USD to Northwind Traders (open)',
    });
    await host.close();
    expect(entry.state).toBe('pending');

    const refused = await cli(dataDir, ['env', 'set-url', 'sandbox', elsewhere]);
    expect(refused.code, refused.err).toBe(1);
    expect(refused.err).toMatch(/Not done \(env set-url sandbox\): 1 outbox entry of the sandbox environment is not settled/);
    expect(refused.err).toContain('confirmed for embedded');
    expect(refused.err).toContain(entry.id);
    expect(refused.err).toContain('Pay 12.50 USD to Northwind Traders (open)');
    expect(JSON.parse(await ok(dataDir, ['env', 'show', '--json'])).environments[0].baseUrl).toBe('embedded');
    // The same URL again is no change.
    await ok(dataDir, ['env', 'set-url', 'sandbox', 'embedded']);
  });

  it('made behind the app\'s back (the profile file edited) never sends the entry to the new server', async () => {
    saveProfileUrl({ root: dataDir }, 'sandbox', elsewhere);
    const host = hostOver(dataDir);
    const money = host.services().money;
    const [entry] = money.outbox.list({ states: ['pending'] });
    const report = await money.outbox.resumeUnfinished({ sendNow: true });
    expect(report.error?.message).toMatch(/Nothing sent: the sandbox environment now uses the server http:\/\/127\.0\.0\.1:9\/v1, but 1 unsettled outbox entry was confirmed for embedded/);
    expect(money.outbox.get(entry!.id)).toMatchObject({ state: 'pending', attempts: 0 });
    // No new entry is journaled for a server other than the journal's either.
    expect(() => money.outbox.enqueue({
      operation: 'createOpenPayment',
      body: { sourceAccountId: 'acc_scope1', paymentMethodId: 'pm_scope1', amount: { currency: 'USD', value: '100' }, reference: 'Invoice 43' },
      summary: 'Pay 1.00 USD',
    })).toThrow(/confirmed for embedded/);
    expect(money.outbox.list({ states: ['pending'] })).toHaveLength(1);
  });
});

describe('keys that every data directory used to share', () => {
  const shared = (environment: Environment) => keychainSecretStore(environment, { serviceNamePrefix: prefix });
  const apiKey = `sk_live_${'Q7'.repeat(16)}`;
  const seed = Buffer.alloc(32, 7).toString('base64');

  it('are copied once into a data directory that existed then, left in place, and said so', async () => {
    await shared('production').set('signing-key', seed);
    await shared('production').set('api-key', apiKey);
    await shared('production').set('key-role', 'write');
    // A data directory the app used before: its production cache has the name every cache had then.
    const dataDir = dataDirNamed('earlier');
    openCache({ dataDir, environment: 'production' }).close();
    saveProfileUrl({ root: dataDir }, 'production', 'https://api.example.com/v1');

    const shown = JSON.parse(await ok(dataDir, ['env', 'show', '--json', '--env', 'production'])) as { environments: Array<{ environment: string; keys?: { hasSigningKey: boolean; hasApiKey: boolean; role: string }; keychainNote?: string }> };
    const production = shown.environments.find((e) => e.environment === 'production')!;
    expect(production.keys).toMatchObject({ hasSigningKey: true, hasApiKey: true, role: 'write' });
    expect(production.keychainNote).toMatch(new RegExp(`copied .* from the keychain entries that every data directory used to share \\(service "${prefix}:production"\\)`));
    expect(production.keychainNote).toMatch(/left in place because another data directory/);
    expect(JSON.stringify(shown)).not.toContain(apiKey);
    const own = dataDirectoryKeychain({ root: dataDir }, { serviceNamePrefix: prefix }).secretStoreFor('production');
    expect(own.serviceName).toMatch(new RegExp(`^${prefix}:[0-9a-f]{32}:production$`));
    expect(await accountsOf(own.serviceName)).toEqual(['api-key', 'key-role', 'signing-key']);
    expect(await own.get('api-key')).toBe(apiKey);
    // The shared entries are still there: another data directory may need them.
    expect(await shared('production').get('api-key')).toBe(apiKey);
    const text = await ok(dataDir, ['env', 'show', '--env', 'production']);
    expect(text).toMatch(/Note: The production keys of this data directory were copied/);

    // Once only: keys deleted in the data directory are not copied back.
    await ok(dataDir, ['keys', 'delete', '--yes', '--env', 'production']);
    const after = JSON.parse(await ok(dataDir, ['env', 'show', '--json', '--env', 'production'])) as typeof shown;
    expect(after.environments.find((e) => e.environment === 'production')!.keys).toMatchObject({ hasSigningKey: false, hasApiKey: false });

    // Deleted from the shared service, the note goes.
    for (const name of SECRET_NAMES) await shared('production').delete(name);
    expect(JSON.parse(await ok(dataDir, ['env', 'show', '--json', '--env', 'production'])).environments.find((e: { environment: string }) => e.environment === 'production').keychainNote).toBeUndefined();
  });

  it('are not taken by a data directory made after keys were scoped', async () => {
    await shared('production').set('api-key', apiKey);
    const dataDir = dataDirNamed('fresh');
    // Made by this version: a URL set first, then keys asked for.
    saveProfileUrl({ root: dataDir }, 'production', 'https://api.example.com/v1');
    const shown = JSON.parse(await ok(dataDir, ['env', 'show', '--json', '--env', 'production'])) as { environments: Array<{ environment: string; keys?: { hasApiKey: boolean }; keychainNote?: string }> };
    const production = shown.environments.find((e) => e.environment === 'production')!;
    expect(production.keys).toMatchObject({ hasApiKey: false });
    expect(production.keychainNote).toBeUndefined();
    await shared('production').delete('api-key');
  });
});
