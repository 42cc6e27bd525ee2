// `npm run dist [-- electron-builder options]`: the desktop installers (electron-builder.yml).
// 1. Electron's runtime: fetched once with Electron's own installer if npm install skipped
//    it; where it cannot be downloaded, one line says so and nothing is built (exit 1).
// 2. The bundles: main, preload, the data process and the export worker (esbuild,
//    build/bundle-electron.mjs), then the renderer (vite).
// 3. electron-builder for this platform, or the targets given (--linux, --mac, --win).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(what, args, options = {}) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`npm run dist: ${what} failed.\n`);
    process.exit(result.status ?? 1);
  }
}

const electronDir = path.join(root, 'node_modules', 'electron');
if (!existsSync(path.join(electronDir, 'path.txt'))) {
  const fetched = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], { cwd: root, env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 10 * 60_000 });
  if (fetched.status !== 0 || !existsSync(path.join(electronDir, 'path.txt'))) {
    const why = `${fetched.stderr ?? ''}`.split('\n').map((line) => line.trim()).find((line) => line !== '') ?? (fetched.error?.message ?? `exit code ${fetched.status}`);
    process.stderr.write(`npm run dist: Electron's runtime cannot be downloaded here (${why.slice(0, 200)}); run it where Electron's download host (or ELECTRON_MIRROR) is reachable.\n`);
    process.exit(1);
  }
}
run('Bundling main, preload, the data process and the export worker', ['build/bundle-electron.mjs']);
run('Building the renderer', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
run('electron-builder', ['node_modules/electron-builder/cli.js', '--config', 'electron-builder.yml', ...process.argv.slice(2)]);
