// `npm run sandbox -- ...`: prints the base URL on a line of its own, serves, and closes
// cleanly on SIGTERM with its data kept in --data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSigningKey, RawSignedClient, sendRaw } from '../../support/raw-signed-client';

describe('sandbox CLI', () => {
  it('prints the base URL, serves the API and the control API, and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--data', dir, '--seed', '4', '--admin-token', 'T', '--environment', 'sandbox'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const line = out.split('\n').find((l) => l.endsWith('/v1'));
          if (line) resolve(line.trim());
        });
        child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
        setTimeout(() => reject(new Error('no base URL within 20 s')), 20_000);
      });
      expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/v1$/);
      const origin = new URL(baseUrl).origin;
      const key = generateSigningKey();
      const registered = await sendRaw(origin, 'POST', '/_sandbox/keys', { 'x-sandbox-admin-token': 'T', 'content-type': 'application/json' }, Buffer.from(JSON.stringify({ publicKey: key.publicKeyBase64, role: 'read' })));
      expect(registered.status).toBe(201);
      const client = new RawSignedClient(baseUrl, registered.body.apiKey, key.privateKey);
      expect((await client.get('/accounts')).body.items).toHaveLength(5);
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(existsSync(join(dir, 'sandbox.sqlite'))).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
