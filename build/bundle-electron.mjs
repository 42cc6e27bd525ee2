// Bundles the Electron main and preload scripts into dist/electron/*.cjs with esbuild.
// `electron` and native modules stay external (they are loaded at run time).
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: ['electron', 'better-sqlite3', '@napi-rs/keyring'],
  logLevel: 'info',
  // electron/ipc/renderer-files.ts reads import.meta.url only when the web shell runs from
  // source; the bundled main passes its own renderer folder, so the empty value is never read.
  logOverride: { 'empty-import-meta': 'silent' },
};

await build({ ...common, entryPoints: ['electron/main.ts'], outfile: 'dist/electron/main.cjs' });
await build({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'dist/electron/preload.cjs' });
