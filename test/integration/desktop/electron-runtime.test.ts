// `npm start` and `npm run dist` fetch Electron's runtime once with Electron's own
// installer when `npm install` skipped it. Here the download is made to fail without
// reaching the internet: ELECTRON_MIRROR names a closed port on loopback and the
// installer's cache is an empty temp folder. The answer is one line that says why, fast,
// and the runtime is still missing (nothing half-installed).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureElectronRuntime, installedElectron } from '../../../electron/desktop/electron-runtime';

const root = path.resolve('.');
const cache = mkdtempSync(path.join(tmpdir(), 'treasury-electron-cache-'));
const offline: NodeJS.ProcessEnv = {
  ...process.env,
  ELECTRON_MIRROR: 'http://127.0.0.1:9/',
  electron_config_cache: cache,
  ELECTRON_GET_USE_PROXY: '',
  HTTP_PROXY: '',
  HTTPS_PROXY: '',
  http_proxy: '',
  https_proxy: '',
};

afterAll(() => {
  rmSync(cache, { recursive: true, force: true });
});

describe("Electron's runtime, fetched once", () => {
  it('is missing here (npm install skipped its download)', () => {
    expect(installedElectron(root)).toBeNull();
  });

  it('a download that fails is one line saying why, and leaves the runtime missing', () => {
    const started = Date.now();
    const runtime = ensureElectronRuntime(root, offline, 60_000);
    expect(runtime).toEqual({ reason: expect.stringMatching(/^Electron's runtime could not be downloaded \(.+\)$/) });
    expect('reason' in runtime && runtime.reason.includes('\n')).toBe(false);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(installedElectron(root)).toBeNull();
  });

  it('npm start falls back to the web shell saying why (the download made to fail)', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', `
      const { electronRuntime } = await import('./electron/desktop/launch-app.ts');
      process.stdout.write(JSON.stringify(electronRuntime({ ...process.env, DISPLAY: ':99' }, 'linux', 60000)));
    `], { cwd: root, env: offline, encoding: 'utf8', timeout: 90_000 });
    expect(result.status, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout) as { reason?: string };
    expect(answer.reason).toMatch(/^Electron's runtime could not be downloaded \(.+\); on a machine that can reach Electron's download host/);
  });
});
