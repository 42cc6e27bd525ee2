// `keys rotate` on the embedded sandbox: a new signing key replaces the current one, is
// registered with the sandbox, and its new API key is stored, so the next command works
// under the new key without any other step. Against another server, in two steps: the
// new key waits beside the current one (which keeps signing) until `keys rotate --confirm`
// with the API key issued for it; `keys rotate --cancel` drops it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { CliHarness } from '../host/cli-harness';

const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-rotate-'));
const cli = new CliHarness(path.join(workDir, 'data'), { embeddedSandbox: { timeScale: 0 } });
const remote = new CliHarness(path.join(workDir, 'remote'));
let sandbox: RunningSandbox | undefined;
afterAll(async () => {
  await sandbox?.close();
  await remote.removeKeychainEntries();
  await cli.removeKeychainEntries();
  rmSync(workDir, { recursive: true, force: true });
});

describe('keys rotate on the embedded sandbox', () => {
  it('replaces the key, registers the new one and stores its API key', async () => {
    expect((await cli.run(['sync'])).code).toBe(0);
    const store = cli.storeFor('sandbox');
    const [oldSeed, oldApiKey] = [await store.get('signing-key'), await store.get('api-key')];
    const oldPublic = (await cli.run(['keys', 'public', '--json'])).out;

    const rotated = await cli.run(['keys', 'rotate', '--json']);
    expect(rotated.code, rotated.err).toBe(0);
    const result = JSON.parse(rotated.out) as { publicKeyBase64: string; previousPublicKeyBase64: string; registered: boolean };
    expect(result.registered).toBe(true);
    expect(result.previousPublicKeyBase64).toBe((JSON.parse(oldPublic) as { base64: string }).base64);
    expect(result.publicKeyBase64).not.toBe(result.previousPublicKeyBase64);
    expect(await store.get('signing-key')).not.toBe(oldSeed);
    const newApiKey = await store.get('api-key');
    expect(newApiKey).not.toBeNull();
    expect(newApiKey).not.toBe(oldApiKey);

    const again = await cli.run(['sync', '--json']);
    expect(again.code, again.err).toBe(0);
    expect(await store.get('api-key')).toBe(newApiKey);
    expect(rotated.out + rotated.err).not.toContain(newApiKey);
  });
});

describe('keys rotate against a server of its own: pending until confirmed', () => {
  const publicKey = async () => (JSON.parse((await remote.run(['keys', 'public', '--json'])).out) as { base64: string }).base64;
  const sync = async () => {
    const run = await remote.run(['sync', '--json']);
    expect(run.code, run.err).toBe(0);
  };

  it('the current key keeps signing until --confirm with the new API key; --cancel drops the pending key', async () => {
    sandbox = await startSandbox({ seed: 7, timeScale: 0, adminToken: 'cli-rotate-admin' });
    for (const args of [['env', 'set-url', 'sandbox', sandbox.baseUrl], ['keys', 'generate'], ['sandbox', 'register', '--admin-token', 'cli-rotate-admin']]) {
      const run = await remote.run(args);
      expect(run.code, run.err).toBe(0);
    }
    await sync();
    const store = remote.storeFor('sandbox');
    const [oldPublic, oldApiKey] = [await publicKey(), await store.get('api-key')];

    const started = await remote.run(['keys', 'rotate', '--json']);
    expect(started.code, started.err).toBe(0);
    const first = JSON.parse(started.out) as { publicKeyBase64: string; previousPublicKeyBase64: string; registered: boolean; pending: boolean };
    expect(first).toMatchObject({ previousPublicKeyBase64: oldPublic, registered: false, pending: true });
    expect(await publicKey()).toBe(oldPublic);
    expect(await store.get('api-key')).toBe(oldApiKey);
    await sync(); // still signed by the current key

    const again = await remote.run(['keys', 'rotate']);
    expect(again.code).not.toBe(0);
    expect(again.err).toContain(`already under way (new public key ${first.publicKeyBase64})`);
    const canceled = await remote.run(['keys', 'rotate', '--cancel', '--json']);
    expect(canceled.code, canceled.err).toBe(0);
    expect(JSON.parse(canceled.out)).toEqual({ environment: 'sandbox', canceledPublicKeyBase64: first.publicKeyBase64 });
    expect(await store.get('pending-signing-key')).toBeNull();

    const second = JSON.parse((await remote.run(['keys', 'rotate', '--json'])).out) as { publicKeyBase64: string };
    expect((await remote.run(['keys', 'rotate', '--confirm'])).err).toMatch(/Give the API key issued for the new public key on standard input/);
    expect((await remote.run(['keys', 'rotate', '--confirm', '--cancel'])).err).toMatch(/either --confirm or --cancel/);
    const newApiKey = sandbox.registerKey(second.publicKeyBase64, 'write').apiKey;
    const confirmed = await remote.run(['keys', 'rotate', '--confirm', '--role', 'write'], { stdin: `${newApiKey}\n` });
    expect(confirmed.code, confirmed.err).toBe(0);
    expect(confirmed.out).toContain(`the signing key is now ${second.publicKeyBase64}`);
    expect(confirmed.err).toContain(`revoke the previous public key (${oldPublic})`);
    expect(confirmed.out + confirmed.err).not.toContain(newApiKey);
    expect(await publicKey()).toBe(second.publicKeyBase64);
    expect(await store.get('api-key')).toBe(newApiKey);
    expect(await store.get('pending-signing-key')).toBeNull();
    await sync(); // signed by the new key, with its API key
  });
});
