// Bundles the Electron main and preload scripts, the data process (the host and the
// dispatcher, started by main with utilityProcess) and the worker threads of the ledger
// export and of statements,
// into dist/electron/*.cjs with esbuild (or into the folder given as the first argument,
// which must sit inside the project so the external modules resolve: the tests use it).
// `electron` and native modules stay external (they are loaded at run time).
import { build } from 'esbuild';
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
// The ledger export's worker thread (electron/export/ledger-export-parallel.ts): main.ts passes its path.
await build({ ...common, entryPoints: ['electron/export/ledger-export-worker.ts'], outfile: path.join(out, 'ledger-export-worker.cjs') });
// A statement's worker thread (electron/statements/statement-export-parallel.ts): found beside the ledger export's.
await build({ ...common, entryPoints: ['electron/statements/statement-export-worker.ts'], outfile: path.join(out, 'statement-export-worker.cjs') });
