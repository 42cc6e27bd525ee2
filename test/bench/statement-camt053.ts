// Benchmark: camt.053 statements of one account's month holding BENCH_ROWS entries
// (default 1,000,000; ties of one instant, fees and reversals among them) through the
// app's path, each in a child process so its peak RSS is the statement's alone. The cache
// is filled once with the app's own repository (upsertMany into a real cache file). The
// statements are of the month's first BENCH_DAYS days (default "3,9,31": about 100k, 300k
// and 1M entries), each BENCH_RUNS times (default 3) on two threads (a worker, some days
// each) and on one, alternating, from an esbuild bundle with the statement's worker
// bundled beside it (the form the app runs in). Prints each run (wall s, CPU s of the
// process and its worker, CPU s of this thread and of the others (the worker), peak RSS, the file's size, when the summary was
// proved (the serial sums before the first part) and when the last entries were handed to the file (then fsync and rename), the load average) and the medians.
// Target at 1,000,000 entries: under 4 s and 200 MB.
//   npm run bench:statement    BENCH_ROWS=300000 BENCH_DAYS=31 BENCH_RUNS=1 npm run bench:statement
//   BENCH_KEEP_DIR=/tmp/x (fill once, reuse)   BENCH_THREADS=2 (one mode)   BENCH_CPU_PROFILE=1 (one run, top functions)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minorUnitsToDecimal } from '../../shared/money';
import type { LedgerTransaction } from '../../shared/schemas';
import { build } from 'esbuild';
import type { BuildOptions } from 'esbuild';
import { openCache } from '../../electron/cache';
import { prng } from './bench-ledger-data';
import type { StatementChildResult } from './statement/statement-camt053-child';
import { printProfileSummary, summarizeCpuProfile } from './sync/cpu-profile-summary';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const ACCOUNT = 'acc_bench_statement';
const MONTH_START = Date.UTC(2026, 0, 1);
const MONTH_MS = 31 * 24 * 3600 * 1000;
const TYPES = ['payment_out', 'fee', 'payment_in', 'collection_in', 'collection_fee', 'transfer_out', 'reversal'] as const;
const CHILD = fileURLToPath(new URL('./statement/statement-camt053-child.ts', import.meta.url));
const DAYS = (process.env['BENCH_DAYS'] ?? '3,9,31').split(',').map(Number);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const MODES = process.env['BENCH_THREADS'] === undefined ? [2, 1] : [Number(process.env['BENCH_THREADS'])];
/** Under dist/ (ignored), so the bundles' external modules resolve from the project's node_modules. */
const BUNDLED_CHILD = fileURLToPath(new URL('../../dist/bench/statement-camt053-child.mjs', import.meta.url));
const BUNDLED_WORKER = fileURLToPath(new URL('../../dist/bench/statement-export-worker.cjs', import.meta.url));
const WORKER_SOURCE = fileURLToPath(new URL('../../electron/statements/statement-export-worker.ts', import.meta.url));

const fig = (name: string, value: number, unit: string, digits = 2) => console.log(`${name}: ${value.toFixed(digits)} ${unit}`);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const printLoad = (when: string) => console.log(`load_average_${when}: ${load()} (1, 5, 15 min)`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The child and the statement's worker as the app bundles them (build/bundle-electron.mjs: natives external; the child ESM for its top-level await). */
async function bundle(): Promise<void> {
  const common: BuildOptions = { bundle: true, platform: 'node', target: 'node20', external: ['electron', 'better-sqlite3', '@napi-rs/keyring'], logLevel: 'warning', logOverride: { 'empty-import-meta': 'silent' } };
  await build({ ...common, entryPoints: [WORKER_SOURCE], outfile: BUNDLED_WORKER, format: 'cjs' });
  await build({
    ...common, entryPoints: [CHILD], outfile: BUNDLED_CHILD, format: 'esm',
    banner: { js: "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);" },
  });
}

/** Entry i of the month: a payment and its fee share an instant (a tie) every few entries. */
function* monthLedger(count: number): Generator<LedgerTransaction> {
  const random = prng(7);
  let balance = 1_000_000_000_00n;
  for (let i = 0; i < count; i += 1) {
    const type = TYPES[i % TYPES.length] as (typeof TYPES)[number];
    const direction = type === 'payment_in' || type === 'collection_in' || type === 'reversal' ? 'credit' : 'debit';
    const minor = BigInt(1 + Math.floor(random() * 5_000_00));
    balance += direction === 'credit' ? minor : -minor;
    const tieWithPrevious = type === 'fee' || type === 'collection_fee';
    yield {
      id: `txn_${i.toString(36).padStart(7, '0')}`,
      accountId: ACCOUNT, type, direction, currency: 'USD',
      amount: minorUnitsToDecimal(minor, 2),
      balance: minorUnitsToDecimal(balance, 2),
      createdAt: new Date(MONTH_START + Math.floor(((tieWithPrevious ? i - 1 : i) / count) * MONTH_MS)).toISOString(),
      referenceType: 'payment', referenceId: `pmt_${Math.floor(i / 2).toString(36)}`,
      description: i % 1000 === 0 ? `Invoice <${i}> & "Q1" 🚀` : `Invoice ${i}`,
      ...(type === 'reversal' && { linkedTransactionId: `txn_${(i - 6).toString(36).padStart(7, '0')}` }),
    } as LedgerTransaction;
  }
}

function fill(dataDir: string): number {
  const cache = openCache({ dataDir, environment: 'sandbox' });
  const started = performance.now();
  cache.accounts.upsertMany([{ id: ACCOUNT, customerId: 'cus_bench', name: 'Bench statement account', currency: 'USD', status: 'active', createdAt: '2025-01-01T00:00:00.000Z' }] as never);
  const page: LedgerTransaction[] = [];
  cache.transaction(() => {
    for (const entry of monthLedger(ROWS)) {
      page.push(entry);
      if (page.length === 1000) cache.ledgerTransactions.upsertMany(page.splice(0), { deferSearchIndex: true });
    }
    cache.ledgerTransactions.upsertMany(page.splice(0), { deferSearchIndex: true });
    cache.putSyncState({ resource: 'ledgerTransactions', scope: '', completed: true, lastSyncedAt: '2026-02-02T00:00:00.000Z' });
  });
  cache.close();
  return (performance.now() - started) / 1000;
}

function runChild(dataDir: string, to: string, threads: number, profile: boolean): StatementChildResult {
  const entry = profile ? ['--cpu-prof', `--cpu-prof-dir=${dataDir}`, BUNDLED_CHILD] : [BUNDLED_CHILD];
  const child = spawnSync(process.execPath, [...entry, dataDir, ACCOUNT, '2026-01-01', to, String(threads)], {
    encoding: 'utf8', maxBuffer: 1 << 20, env: { ...process.env, BENCH_STATEMENT_WORKER: BUNDLED_WORKER },
  });
  if (child.status !== 0) throw new Error(`child failed: ${child.stderr}`);
  rmSync(join(dataDir, `statement-${child.pid}.xml`), { force: true });
  return JSON.parse(child.stdout.trim().split('\n').pop() as string) as StatementChildResult;
}

printLoad('start');
const dataDir = process.env['BENCH_KEEP_DIR'] ?? mkdtempSync(join(tmpdir(), 'bench-statement-'));
const profile = process.env['BENCH_CPU_PROFILE'] !== undefined;
try {
  if (existsSync(join(dataDir, 'sandbox'))) console.log(`cache: reused ${dataDir}`);
  else fig('cache_fill', fill(dataDir), 's');
  await bundle();
  for (const days of DAYS) {
    const to = `2026-01-${String(days).padStart(2, '0')}`;
    const runs = new Map<number, StatementChildResult[]>(MODES.map((threads) => [threads, []]));
    for (let run = 0; run < (profile ? 1 : RUNS); run += 1) {
      for (const threads of MODES) {
        const result = runChild(dataDir, to, threads, profile);
        runs.get(threads)?.push(result);
        console.log(`days ${days} threads ${threads} (read on ${result.threads}, ${result.parts} parts) run ${run + 1}: entries ${result.entries}, wall ${result.wallSeconds.toFixed(2)} s, cpu ${result.cpuSeconds.toFixed(2)} s, peak_rss ${result.peakRssMb.toFixed(1)} MB (before ${result.rssBeforeMb.toFixed(1)}), file ${result.fileMb.toFixed(1)} MB, thread cpu ${result.mainThreadCpuSeconds.toFixed(2)} s here, ${result.otherThreadsCpuSeconds.map((v) => v.toFixed(2)).join(' + ') || '0'} s other, proved at ${result.provedAtSeconds.toFixed(2)} s, entries handed over at ${result.handedOverAtSeconds.toFixed(2)} s, load ${load()}`);
      }
    }
    for (const [threads, results] of runs) {
      console.log(`median days ${days} threads ${threads}: entries ${results[0]?.entries}, wall ${median(results.map((r) => r.wallSeconds)).toFixed(2)} s, cpu ${median(results.map((r) => r.cpuSeconds)).toFixed(2)} s, peak_rss ${median(results.map((r) => r.peakRssMb)).toFixed(1)} MB`);
    }
  }
  console.log(`target (1,000,000 entries): wall < 4 s, peak RSS < 200 MB`);
  if (profile) {
    for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.cpuprofile'))) printProfileSummary(`statement camt.053 ${file}`, summarizeCpuProfile(join(dataDir, file)));
  }
} finally {
  if (process.env['BENCH_KEEP_DIR'] === undefined) rmSync(dataDir, { recursive: true, force: true });
  printLoad('end');
}
