// Bundles the Electron main and preload scripts, the data process (the host and the
// dispatcher, started by main with utilityProcess) and the worker threads of the ledger
// export and of statements,
// into dist/electron/*.cjs with esbuild (or into the folder given as the first argument,
// which must sit inside the project so the external modules resolve: the tests use it).
// `electron` and native modules stay external (they are loaded at run time).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const out = process.argv[2] ?? 'dist/electron';

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: ['electron', 'better-sqlite3', '@napi-rs/keyring'],
  logLevel: 'info',
  // electron/shells/renderer-files.ts reads import.meta.url only when the web shell runs from
  // source; the bundled main passes its own renderer folder, so the empty value is never read.
  logOverride: { 'empty-import-meta': 'silent' },
};

await build({ ...common, entryPoints: ['electron/main.ts'], outfile: path.join(out, 'main.cjs') });
await build({ ...common, entryPoints: ['electron/preload.ts'], outfile: path.join(out, 'preload.cjs') });
// The data services' process (electron/data-process/data-process-entry.ts): main.ts forks it beside itself.
await build({ ...common, entryPoints: ['electron/data-process/data-process-entry.ts'], outfile: path.join(out, 'data-process.cjs') });
// The export worker threads, each under the name electron/workers/worker-bundles.json gives it:
// main.ts passes the folder, and each export finds its own worker there by that name.
const workers = JSON.parse(readFileSync(new URL('../electron/workers/worker-bundles.json', import.meta.url), 'utf8'));
for (const { source, bundle } of Object.values(workers)) await build({ ...common, entryPoints: [source], outfile: path.join(out, bundle) });
