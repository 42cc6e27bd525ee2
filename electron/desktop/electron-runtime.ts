// Electron's runtime for `npm start` and `npm run dist`. `npm install` skips Electron's
// download (its install script is denied so installs work offline); the first `npm start`
// (or `npm run dist`) fetches it once with Electron's own installer
// (node_modules/electron/install.js: its pinned checksums, its cache, ELECTRON_MIRROR and
// electron_config_cache honoured). Where that fails (no route to the download host), the
// caller says why in one line: `npm start` then opens the web shell, `npm run dist` stops.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Long enough for a ~100 MB download on a slow line; a refused connection fails at once. */
export const RUNTIME_FETCH_TIMEOUT_MS = 10 * 60_000;

/** The runtime's executable, or null when it was never downloaded. */
export function installedElectron(root: string): string | null {
  try {
    // A fresh require each time: the package throws at load when its runtime is missing.
    const requireHere = createRequire(path.join(root, 'package.json'));
    const resolved = requireHere.resolve('electron');
    delete requireHere.cache[resolved];
    const binary: unknown = requireHere('electron');
    return typeof binary === 'string' ? binary : null;
  } catch {
    return null;
  }
}

/** Runs Electron's installer once; the reason in one line when it fails. */
export function fetchElectronRuntime(root: string, env: NodeJS.ProcessEnv, timeoutMs = RUNTIME_FETCH_TIMEOUT_MS): { ok: true } | { ok: false; reason: string } {
  const installer = path.join(root, 'node_modules', 'electron', 'install.js');
  const result = spawnSync(process.execPath, [installer], { cwd: root, env: { ...env, ELECTRON_SKIP_BINARY_DOWNLOAD: '' }, encoding: 'utf8', timeout: timeoutMs, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status === 0 && installedElectron(root) !== null) return { ok: true };
  if (result.error !== undefined) return { ok: false, reason: `Electron's installer did not finish (${result.error.message})` };
  const firstLine = `${result.stderr}`.split('\n').map((line) => line.trim()).find((line) => line !== '') ?? `exit code ${String(result.status)}`;
  return { ok: false, reason: `Electron's runtime could not be downloaded (${firstLine.slice(0, 200)})` };
}

/** The runtime's executable, fetched once if missing; or why there is none. */
export function ensureElectronRuntime(root: string, env: NodeJS.ProcessEnv, timeoutMs?: number): { path: string } | { reason: string } {
  const present = installedElectron(root);
  if (present !== null) return { path: present };
  const fetched = fetchElectronRuntime(root, env, timeoutMs);
  if (!fetched.ok) return { reason: fetched.reason };
  const binary = installedElectron(root);
  return binary === null ? { reason: 'Electron\u2019s installer ran but its runtime is still missing' } : { path: binary };
}
