// Benchmark: `treasury export ledger` through the app's path (the host's exports service,
// see export/export-ledger-child.ts) over a cache filled with the app's own repository
// (bench-ledger-data.ts: upsertMany into a real cache file), at 1/4, 1/2 and all of
// BENCH_ROWS (default 1,000,000), each in its own child so peak RSS is per size.
// Prints, each as `name: value unit`: wall s, CPU s, peak RSS (and RSS before the
// export, the host's modules loaded), GC pauses, bytes read by SQLite through read(2),
// the rate of the first and last 50,000-row stretches; the full size again with a `to`
// bound past the last row (same rows, the filtered query); the full size through the
// reference path (every row as values, encoded by the cell functions) in the same run,
// with the ratios; and the top functions by self time of a --cpu-prof run at 1/4 and at
// full size. The load average is printed at the start and the end (wall time moves with
// it; CPU seconds and same-run ratios much less).
// The child runs from an esbuild bundle with the export's worker bundled beside it, the form
// the app runs in: build/bundle-electron.mjs bundles the main process that ships, and
// build/cli-bundle.mjs the `treasury` command. Also printed: the full size read on one
// connection (no worker thread), two runs alternating with the app's path, with the
// ratios; and the full size from the TypeScript source under tsx (`npm start` and the web
// shell from a checkout), which adds tsx's own memory in each thread.
//   npm run bench:export            BENCH_ROWS=50000 npm run bench:export   BENCH_SKIP=profile,reference,source
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCreatedAt, buildBenchCache } from './bench-ledger-data';
import type { ExportChildMode, ExportChildResult } from './export/export-ledger-child';
import { printProfileSummary, summarizeCpuProfile } from './sync/cpu-profile-summary';

const TOTAL = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const SIZES = [TOTAL / 4, TOTAL / 2, TOTAL].map(Math.round);
const CHILD = fileURLToPath(new URL('./export/export-ledger-child.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');
const AFTER_LAST_ROW = '2999-12-31T00:00:00.000Z';
const SKIP = new Set((process.env['BENCH_SKIP'] ?? '').split(',').filter(Boolean));

const fig = (name: string, value: number, unit: string, digits = 2) => console.log(`${name}: ${value.toFixed(digits)} ${unit}`);

const printLoad = (when: string) => console.log(`load_average_${when}: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`);

/** Where the bundled child is written: under dist/ (ignored), so its external modules resolve from the project's node_modules. */
const BUNDLED_CHILD = fileURLToPath(new URL('../../dist/bench/export-ledger-child.mjs', import.meta.url));
/** The export's worker thread, bundled as build/bundle-electron.mjs bundles it for the main process. */
const BUNDLED_WORKER = fileURLToPath(new URL('../../dist/bench/ledger-export-worker.cjs', import.meta.url));
const WORKER_SOURCE = fileURLToPath(new URL('../../electron/export/ledger-export-worker.ts', import.meta.url));

/** Bundles the child as the main process is bundled (natives external); ESM for its top-level await. */
async function bundleChild(): Promise<void> {
  await build({
    entryPoints: [WORKER_SOURCE],
    outfile: BUNDLED_WORKER,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['electron', 'better-sqlite3', '@napi-rs/keyring'],
    logLevel: 'warning',
    logOverride: { 'empty-import-meta': 'silent' },
  });
  await build({
    entryPoints: [CHILD],
    outfile: BUNDLED_CHILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['electron', 'better-sqlite3', '@napi-rs/keyring'],
    // Bundled CommonJS dependencies call require(): give the ES module one.
    banner: { js: "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);" },
    logLevel: 'warning',
    logOverride: { 'empty-import-meta': 'silent' },
  });
}

function runChild(dataDir: string, rows: number, to: string, nodeFlags: string[] = [], mode: ExportChildMode = 'app', bundled = true): ExportChildResult {
  const entry = bundled ? [BUNDLED_CHILD] : ['--import', TSX, CHILD];
  const env = bundled ? { ...process.env, BENCH_EXPORT_WORKER: BUNDLED_WORKER } : process.env;
  const child = spawnSync(process.execPath, [...nodeFlags, ...entry, dataDir, String(rows), to, mode], { encoding: 'utf8', env });
  if (child.status !== 0) throw new Error(`export child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as ExportChildResult;
}

function printRun(prefix: string, r: ExportChildResult): void {
  fig(`${prefix}_rows`, r.rows, 'rows', 0);
  if (r.threads !== undefined) console.log(`${prefix}_read_by: ${r.threads === 1 ? 'one connection' : `${r.threads} threads (this one and ${r.threads - 1} worker)`}, ${r.ranges} key ranges`);
  fig(`${prefix}_wall`, r.wallSeconds, 's');
  fig(`${prefix}_cpu`, r.cpuSeconds, 's');
  fig(`${prefix}_peak_rss`, r.peakRssMb, 'MB', 0);
  fig(`${prefix}_rss_before_export`, r.rssBeforeMb, 'MB (host modules loaded)', 0);
  fig(`${prefix}_rows_per_second`, r.rows / r.wallSeconds, 'rows/s', 0);
  fig(`${prefix}_wall_per_row`, (r.wallSeconds * 1e6) / r.rows, 'µs/row');
  fig(`${prefix}_csv`, r.csvMb, 'MB', 0);
  fig(`${prefix}_gc_pauses`, r.gcMs / 1000, `s (${r.gcCount} pauses, ${r.gcMajorCount} major = ${(r.gcMajorMs / 1000).toFixed(2)} s)`);
  fig(`${prefix}_read_bytes`, r.readMb, `MB (${r.readSyscalls} read syscalls)`, 0);
  const stretch = (i: number) => (i === 0 ? r.marks[0] ?? Number.NaN : (r.marks[i] ?? Number.NaN) - (r.marks[i - 1] ?? Number.NaN));
  const n = r.marks.length;
  if (n >= 2) {
    fig(`${prefix}_first_50k_stretch`, stretch(0), 's (includes the query start)');
    fig(`${prefix}_second_50k_stretch`, stretch(1), 's');
    fig(`${prefix}_last_50k_stretch`, stretch(n - 1), 's');
  }
}

function profileTop(dataDir: string, rows: number, to: string, label: string): void {
  const profDir = mkdtempSync(join(tmpdir(), 'export-bench-prof-'));
  try {
    const r = runChild(dataDir, rows, to, ['--cpu-prof', '--cpu-prof-dir', profDir]);
    fig(`${label}_wall_under_profiler`, r.wallSeconds, 's');
    const file = readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'));
    if (file !== undefined) printProfileSummary(label, summarizeCpuProfile(join(profDir, file)));
  } finally {
    rmSync(profDir, { recursive: true, force: true });
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'export-bench-'));
printLoad('start');
try {
  await bundleChild();
  const { cache, insertMs } = buildBenchCache(TOTAL, { indexSearch: false, dataDir });
  cache.close();
  fig('cache_build', insertMs / 1000, `s (${TOTAL} rows through upsertMany)`);
  const results: ExportChildResult[] = [];
  for (const rows of SIZES) {
    const to = rows >= TOTAL ? '-' : benchCreatedAt(rows, TOTAL);
    const r = runChild(dataDir, rows, to);
    results.push(r);
    printRun(`export_${rows}${to === '-' ? '_unbounded' : '_to_bound'}`, r);
  }
  // The same rows as the last run, through the query with a `to` bound (as the smaller sizes use).
  const bounded = runChild(dataDir, TOTAL, AFTER_LAST_ROW);
  printRun(`export_${TOTAL}_to_after_last_row`, bounded);
  // The unbounded full export once more: is the first run's time repeatable?
  const again = runChild(dataDir, TOTAL, '-');
  fig(`export_${TOTAL}_unbounded_repeat_wall`, again.wallSeconds, 's');

  const first = results[0];
  const half = results[1];
  const last = results.at(-1);
  if (first !== undefined && half !== undefined && last !== undefined) {
    fig('ratio_full_over_quarter_wall', last.wallSeconds / first.wallSeconds, 'x (4x the rows)');
    fig('ratio_full_over_quarter_cpu', last.cpuSeconds / first.cpuSeconds, 'x (4x the rows)');
    fig('ratio_full_over_half_cpu', last.cpuSeconds / half.cpuSeconds, 'x (2x the rows)');
    fig('ratio_half_over_quarter_cpu', half.cpuSeconds / first.cpuSeconds, 'x (2x the rows)');
    fig('ratio_full_bounded_over_quarter_wall', bounded.wallSeconds / first.wallSeconds, 'x (4x the rows)');
    fig('rss_growth_quarter_to_full', last.peakRssMb - first.peakRssMb, 'MB', 0);
  }
  if (last !== undefined) {
    // Read on one connection (no worker thread), alternating with the app's path.
    const single = runChild(dataDir, TOTAL, '-', [], 'one-connection');
    printRun(`one_connection_export_${TOTAL}_unbounded`, single);
    const appAgain = runChild(dataDir, TOTAL, '-');
    const singleAgain = runChild(dataDir, TOTAL, '-', [], 'one-connection');
    fig(`export_${TOTAL}_unbounded_third_wall`, appAgain.wallSeconds, `s (cpu ${appAgain.cpuSeconds.toFixed(2)} s, peak RSS ${appAgain.peakRssMb.toFixed(0)} MB)`);
    fig(`one_connection_export_${TOTAL}_unbounded_repeat_wall`, singleAgain.wallSeconds, `s (cpu ${singleAgain.cpuSeconds.toFixed(2)} s, peak RSS ${singleAgain.peakRssMb.toFixed(0)} MB)`);
    fig('ratio_app_over_one_connection_wall', (last.wallSeconds + appAgain.wallSeconds) / (single.wallSeconds + singleAgain.wallSeconds), 'x (two runs each, alternating)');
    fig('ratio_app_over_one_connection_cpu', (last.cpuSeconds + appAgain.cpuSeconds) / (single.cpuSeconds + singleAgain.cpuSeconds), 'x (two runs each, alternating)');
    fig('ratio_app_over_one_connection_peak_rss', (last.peakRssMb + appAgain.peakRssMb) / (single.peakRssMb + singleAgain.peakRssMb), 'x (two runs each, alternating)');
  }
  if (!SKIP.has('source') && last !== undefined) {
    const source = runChild(dataDir, TOTAL, '-', [], 'app', false);
    printRun(`source_export_${TOTAL}_unbounded`, source);
    fig('ratio_source_over_bundled_peak_rss', source.peakRssMb / last.peakRssMb, 'x (same rows, same run)');
    fig('ratio_source_over_bundled_cpu', source.cpuSeconds / last.cpuSeconds, 'x (same rows, same run)');
  }
  if (!SKIP.has('reference') && last !== undefined) {
    const reference = runChild(dataDir, TOTAL, '-', [], 'reference');
    printRun(`reference_export_${TOTAL}_unbounded`, reference);
    fig('ratio_reference_over_app_cpu', reference.cpuSeconds / last.cpuSeconds, 'x (same rows, same run)');
    fig('ratio_reference_over_app_wall', reference.wallSeconds / last.wallSeconds, 'x (same rows, same run)');
  }
  if (!SKIP.has('profile')) {
    profileTop(dataDir, SIZES[0] ?? TOTAL, benchCreatedAt(SIZES[0] ?? TOTAL, TOTAL), `export_profile_${SIZES[0]}`);
    profileTop(dataDir, TOTAL, '-', `export_profile_${TOTAL}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  printLoad('end');
}
