// The packaging configuration (electron-builder.yml) and what it packages: the three
// platforms' targets; the bundles build/bundle-electron.mjs makes (main, preload, the data
// process, the export worker: the names main.ts loads) in the file list; the native
// modules and the worker unpacked from asar; every fuse of the security checklist; the
// macOS hardened runtime with its entitlements and the icon present; and `npm run dist`
// stopping with one line where Electron's runtime cannot be downloaded (made to fail on a
// closed loopback port: no internet reached).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackedPath } from '../../../electron/desktop';
import { WORKER_BUNDLES } from '../../../electron/workers/worker-bundles';

const root = path.resolve('.');
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const config = yaml.load(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown> & {
  files: string[]; asarUnpack: string[]; electronFuses: Record<string, boolean>; extraMetadata: { main: string };
  mac: Record<string, unknown>; linux: { target: string[] }; win: { target: string }; directories: { buildResources: string };
};
const bundleDir = path.join(root, 'dist', `packaging-test-${process.pid}`);
const cache = mkdtempSync(path.join(tmpdir(), 'treasury-electron-cache-'));

afterAll(() => {
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

describe('electron-builder.yml', () => {
  it('targets AppImage and deb, a dmg and NSIS, with the app id, name and icon', () => {
    expect(config['appId']).toBe('app.treasury.desktop');
    expect(config['productName']).toBe('Treasury');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac['target']).toBe('dmg');
    expect(config.win.target).toBe('nsis');
    expect(existsSync(path.join(root, 'build', 'icon.png'))).toBe(true);
  });

  it('flips every fuse of the checklist', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config['asar']).toBe(true);
  });

  it('signs macOS with the hardened runtime and entitlements that grant JIT only', () => {
    expect(config.mac).toMatchObject({ hardenedRuntime: true, entitlements: 'build/entitlements.mac.plist', entitlementsInherit: 'build/entitlements.mac.plist' });
    const plist = readFileSync(path.join(root, 'build', 'entitlements.mac.plist'), 'utf8');
    expect([...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1])).toEqual(['com.apple.security.cs.allow-jit']);
  });

  it('packages the bundles main.ts loads, unpacks the native modules and the export workers', () => {
    expect(config.extraMetadata.main).toBe('dist/electron/main.cjs');
    expect(config.files).toEqual(expect.arrayContaining(['dist/electron/**/*', 'dist/renderer/**/*', 'package.json']));
    // Every declared export worker (worker-bundles.json) is unpacked: worker_threads loads it from disk.
    const workers = Object.values(WORKER_BUNDLES).map((worker) => worker.bundle);
    expect(workers).toEqual(['ledger-export-worker.cjs', 'statement-export-worker.cjs', 'ledger-index-worker.cjs', 'ledger-page-worker.cjs']);
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['node_modules/better-sqlite3/**', 'node_modules/@napi-rs/**', ...workers.map((file) => `dist/electron/${file}`)]));
    const main = readFileSync(path.join(root, 'electron', 'main.ts'), 'utf8');
    for (const file of ['preload.cjs', 'data-process.cjs']) expect(main).toContain(`'${file}'`);
    // Main passes the folder of the bundles (unpacked); each export finds its worker there by its declared name.
    expect(main).toContain('[DATA_PROCESS_ENV.exportWorkers]: unpackedPath(__dirname)');
    expect(unpackedPath('/opt/Treasury/resources/app.asar/dist/electron/ledger-export-worker.cjs')).toBe('/opt/Treasury/resources/app.asar.unpacked/dist/electron/ledger-export-worker.cjs');
    expect(unpackedPath('C:\\Treasury\\resources\\app.asar\\dist\\electron\\w.cjs')).toBe('C:\\Treasury\\resources\\app.asar.unpacked\\dist\\electron\\w.cjs');
  });

  it('the bundle script makes those bundles, each declared worker among them', () => {
    const built = spawnSync(process.execPath, ['build/bundle-electron.mjs', bundleDir], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    for (const file of ['main.cjs', 'preload.cjs', 'data-process.cjs', ...Object.values(WORKER_BUNDLES).map((worker) => worker.bundle)]) expect(existsSync(path.join(bundleDir, file)), file).toBe(true);
    // Only main and preload may load electron; the data process runs under plain Node too.
    expect(readFileSync(path.join(bundleDir, 'data-process.cjs'), 'utf8')).not.toMatch(/require\("electron"\)/);
  }, 120_000);
});

describe('npm run dist', () => {
  it("stops with one line where Electron's runtime cannot be downloaded", () => {
    const result = spawnSync(process.execPath, ['build/dist.mjs'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 90_000,
      env: { ...process.env, ELECTRON_MIRROR: 'http://127.0.0.1:9/', electron_config_cache: cache, ELECTRON_GET_USE_PROXY: '', HTTP_PROXY: '', HTTPS_PROXY: '', http_proxy: '', https_proxy: '' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^npm run dist: Electron's runtime cannot be downloaded here \(.+\); run it where Electron's download host \(or ELECTRON_MIRROR\) is reachable\.\n$/);
    expect(result.stdout).toBe('');
  });
});
