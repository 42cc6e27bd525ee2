// `keys rotate` on the embedded sandbox: a new signing key replaces the current one, is
// registered with the sandbox, and its new API key is stored, so the next command works
// under the new key without any other step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CliHarness } from '../host/cli-harness';

const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-rotate-'));
const cli = new CliHarness(path.join(workDir, 'data'), { embeddedSandbox: { timeScale: 0 } });
afterAll(async () => {
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
