// The `treasury` command's bundle (bin/treasury.mjs runs it): the CLI and the worker
// threads of the ledger export and of statements bundled by esbuild into dist/cli/, as the Electron main process
// is (bundle-electron.mjs). A bundle starts in a fraction of the time the TypeScript
// source takes under tsx and holds less memory (tsx alone is some 30 MB per thread).
//
// Never stale: beside the bundle, inputs.json lists every file esbuild read to build it
// (sources and the node_modules files bundled in), each with its size and modification
// time. Before each run every listed file is checked (a few milliseconds); if one changed
// or is gone, the bundle is built again (under a second) before it runs. A new file can
// only be bundled in by an edit to a file already listed, which is then changed itself.
// Two commands building at once each write their own temporary folder and rename its
// files into place; the inputs list goes last, so a half-replaced bundle is never
// taken as fresh.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The worker threads, bundled beside the CLI under the names electron/workers/worker-bundles.json gives them (the export finds them there: electron/export/export-worker-pool.ts). */
const WORKERS = Object.values(JSON.parse(readFileSync(path.join(ROOT, 'electron/workers/worker-bundles.json'), 'utf8')));
const FILES = ['treasury.mjs', ...WORKERS.map((worker) => worker.bundle)];
const INPUTS = 'inputs.json';
/** Bumped when the build options below change, so that older bundles are rebuilt. */
const FORMAT = 2;

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['electron', 'better-sqlite3', '@napi-rs/keyring'],
  logLevel: 'warning',
  metafile: true,
  absWorkingDir: ROOT,
};

/** Size and modification time of a file, or null when it is gone. */
function stamp(file) {
  try {
    const stat = statSync(path.join(ROOT, file));
    return [stat.size, stat.mtimeMs];
  } catch {
    return null;
  }
}

/** True when every file the bundle in `out` was built from is as it was then. */
export function isFresh(out) {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(path.join(out, INPUTS), 'utf8'));
  } catch {
    return false;
  }
  if (recorded?.format !== FORMAT || typeof recorded.inputs !== 'object') return false;
  if (!FILES.every((file) => existsSync(path.join(out, file)))) return false;
  return Object.entries(recorded.inputs).every(([file, was]) => {
    const now = stamp(file);
    return now !== null && now[0] === was[0] && now[1] === was[1];
  });
}

/**
 * Builds the bundle into `out` (a folder inside the project, so the external modules resolve
 * from its node_modules). Returns esbuild's warnings, which it also prints: each is a bundle
 * that may not run as written (a worker that reaches `import.meta`, empty in CommonJS, would
 * not find its files), so the tests expect none.
 */
export async function buildCliBundle(out) {
  const { build } = await import('esbuild');
  mkdirSync(out, { recursive: true });
  const temp = mkdtempSync(path.join(out, '.build-'));
  try {
    const cli = await build({
      ...common,
      entryPoints: ['electron/cli/treasury.ts'],
      outfile: path.join(temp, 'treasury.mjs'),
      format: 'esm',
      // Bundled CommonJS dependencies call require(): give the ES module one.
      banner: { js: "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);" },
    });
    const workers = [];
    for (const { source, bundle } of WORKERS) {
      workers.push(await build({ ...common, entryPoints: [source], outfile: path.join(temp, bundle), format: 'cjs' }));
    }
    const inputs = {};
    for (const file of [cli, ...workers].flatMap((built) => Object.keys(built.metafile.inputs))) {
      const now = stamp(file);
      if (now !== null) inputs[file] = now;
    }
    writeFileSync(path.join(temp, INPUTS), JSON.stringify({ format: FORMAT, inputs }));
    for (const file of [...FILES, INPUTS]) renameSync(path.join(temp, file), path.join(out, file));
    return [cli, ...workers].flatMap((built) => built.warnings.map((warning) => `${warning.location?.file ?? ''}: ${warning.text}`));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The bundle's entry, built first when missing or stale. `out` defaults to dist/cli. */
export async function ensureCliBundle(out = path.join(ROOT, 'dist', 'cli')) {
  if (!isFresh(out)) await buildCliBundle(out);
  return path.join(out, 'treasury.mjs');
}
