// The embedded sandbox (Fastify and the simulated bank) is loaded only when it is started:
// importing the host, building production's services or a sandbox profile with a
// configured server URL, and connecting to that server never load it. Each case runs in
// a fresh process (test/unit/host/lazy-sandbox-child.ts) and reads its require.cache.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface ChildReport {
  mode: string;
  fastifyAfterImport: boolean;
  fastifyAfterConnect: boolean;
  baseUrl: string | null;
  clientError?: string;
}

function runChild(mode: 'production' | 'configured-sandbox' | 'embedded'): ChildReport {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/unit/host/lazy-sandbox-child.ts', mode], {
    cwd: process.cwd(), encoding: 'utf8', timeout: 60_000, killSignal: 'SIGKILL',
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as ChildReport;
}

describe('the embedded sandbox is loaded lazily', () => {
  it.each(['production', 'configured-sandbox'] as const)('%s: importing the host and connecting to the configured server never load Fastify', (mode) => {
    const report = runChild(mode);
    expect(report.baseUrl).toBe('https://api.example.test/v1');
    // The connection got as far as the credentials (none stored), so the whole path ran.
    expect(report.clientError).toBe('MissingApiKeyError');
    expect(report).toMatchObject({ fastifyAfterImport: false, fastifyAfterConnect: false });
  });

  it('embedded: starting the embedded sandbox loads it (so the probe sees a load)', () => {
    const report = runChild('embedded');
    expect(report.baseUrl).toBe('embedded');
    expect(report.clientError).toBeUndefined();
    expect(report).toMatchObject({ fastifyAfterImport: false, fastifyAfterConnect: true });
  });
});
