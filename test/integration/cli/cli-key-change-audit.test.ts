// Key changes made from the command line land in the same audit trail as the window's:
// the embedded sandbox's registration and `keys rotate` each append key_change entries,
// which `treasury audit --kind key_change` lists in words and `export audit --kind
// key_change` writes as CSV, with no secret in either.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { CliHarness } from '../host/cli-harness';

const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-key-audit-'));
const cli = new CliHarness(path.join(workDir, 'data'), { embeddedSandbox: { timeScale: 0 } });
afterAll(async () => {
  await cli.removeKeychainEntries();
  rmSync(workDir, { recursive: true, force: true });
});

describe('key changes from the command line', () => {
  it('are listed and exported by kind, without a secret', async () => {
    expect((await cli.run(['sync'])).code).toBe(0);
    const rotated = await cli.run(['keys', 'rotate', '--json']);
    expect(rotated.code, rotated.err).toBe(0);
    const fingerprint = (JSON.parse(rotated.out) as { publicKeyBase64: string }).publicKeyBase64.slice(0, 12);

    const listed = await cli.run(['audit', '--kind', 'key_change', '--json']);
    expect(listed.code, listed.err).toBe(0);
    const entries = JSON.parse(listed.out) as { seq: number; kind: string; data: Record<string, unknown> }[];
    expect(entries.map((e) => e.data['action'])).toEqual(['generated', 'api_key_set', 'rotation_started', 'rotation_confirmed']);
    expect(entries.every((e) => e.kind === 'key_change')).toBe(true);
    expect(entries[3]?.data).toEqual({ environment: 'sandbox', action: 'rotation_confirmed', publicKeyFingerprint: fingerprint });

    const table = await cli.run(['audit', '--kind', 'key_change']);
    expect(table.out).toContain('API key set for sandbox');
    expect(table.out).toContain(`Signing key rotation confirmed for sandbox (public key ${fingerprint}…)`);
    expect(table.out).not.toContain('GET ');

    const exported = await cli.run(['export', 'audit', '--kind', 'key_change', '--out', '-']);
    expect(exported.code, exported.err).toBe(0);
    const rows = parse(exported.out, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => `${r['kind']} ${r['action']}`)).toEqual(['key_change generated', 'key_change api_key_set', 'key_change rotation_started', 'key_change rotation_confirmed']);

    const store = cli.storeFor('sandbox');
    for (const secret of [await store.get('api-key'), await store.get('signing-key')]) {
      expect(secret).not.toBeNull();
      expect(listed.out + table.out + exported.out).not.toContain(secret as string);
    }
    const wrong = await cli.run(['audit', '--kind', 'keys']);
    expect(wrong.code).not.toBe(0);
    expect(wrong.err).toContain('key_change');
  });
});
