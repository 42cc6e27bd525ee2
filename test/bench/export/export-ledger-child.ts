// Child of the export benchmark: one `treasury export ledger --out FILE --bom [--to T]`
// through the app's path (createAppHost -> services().exports.ledger) over a filled cache,
// then one JSON line: wall and CPU seconds, peak RSS, GC pauses (PerformanceObserver),
// bytes SQLite and the rest of the process read through read(2) (/proc/self/io rchar: the
// page-cache misses of SQLite's own page cache, as pages are read with pread), and the
// time at each 50,000 rows written (to see whether the rate falls as the export goes on).
// MODE `app` (default) is the app's path (this thread and a worker reading key ranges
// side by side when the machine has two cores: electron/export/ledger-export-parallel.ts);
// `one-connection` is the same path told to use no worker; `reference` is the same export
// with every row read as values and encoded by the cell functions (the path taken by a
// source without a cache file: electron/export/export-ledger.ts), for same-run comparisons.
// CPU seconds, peak RSS and read bytes are the whole process's, worker threads included;
// GC pauses are the main thread's. Bundled, the child is given its bundled worker file in
// BENCH_EXPORT_WORKER (as the Electron main process passes its own).
// Usage: export-ledger-child.ts DATA_DIR ROWS TO|- [app|one-connection|reference]   (run by export-ledger-csv.ts)
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { exportLedgerCsv } from '../../../electron/export';
import { createAppHost } from '../../../electron/host';
import { memorySecretStore } from '../../../electron/secrets';

export type ExportChildMode = 'app' | 'one-connection' | 'reference';

export interface ExportChildResult {
  rows: number;
  mode: ExportChildMode;
  /** How the export read: threads (1: one connection, no worker) and key ranges; absent for `reference`. */
  threads?: number;
  ranges?: number;
  /** Resident set size once the host's modules are loaded, before the export. */
  rssBeforeMb: number;
  wallSeconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  csvMb: number;
  gcCount: number;
  gcMs: number;
  gcMajorCount: number;
  gcMajorMs: number;
  readMb: number;
  readSyscalls: number;
  /** Seconds since the start at each 50,000 rows written. */
  marks: number[];
}

function procIo(): { rchar: number; syscr: number } {
  const text = readFileSync('/proc/self/io', 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { rchar: field('rchar'), syscr: field('syscr') };
}

const [dataDir, rowsArg, toArg, modeArg = 'app'] = process.argv.slice(2);
if (modeArg !== 'app' && modeArg !== 'one-connection' && modeArg !== 'reference') throw new Error('MODE must be app, one-connection or reference');
if (dataDir === undefined || rowsArg === undefined || toArg === undefined) throw new Error('usage: DATA_DIR ROWS TO|-');
const outPath = join(dataDir, `ledger-${rowsArg}-${process.pid}.csv`);
// Exports never use the keys: an in-memory secret store keeps the OS keychain out of it.
let plan: { threads: number; ranges: number } | undefined;
const workerScript = process.env['BENCH_EXPORT_WORKER'];
const ledgerExportWorkers = {
  ...(workerScript !== undefined && { script: workerScript }),
  ...(modeArg === 'one-connection' && { threads: 1 }),
  onRead: (how: { threads: number; ranges: number }) => (plan = how),
};
const host = createAppHost({ dataDir: { root: dataDir }, secretStoreFor: () => memorySecretStore(), ledgerExportWorkers }, 'sandbox');
const services = host.services();
const rssBeforeMb = process.memoryUsage().rss / 1048576;

let gcCount = 0;
let gcMs = 0;
let gcMajorCount = 0;
let gcMajorMs = 0;
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcCount += 1;
    gcMs += entry.duration;
    const kind = ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail)?.kind;
    if (kind === 4 /* NODE_PERFORMANCE_GC_MAJOR */) {
      gcMajorCount += 1;
      gcMajorMs += entry.duration;
    }
  }
});
observer.observe({ entryTypes: ['gc'] });

const marks: number[] = [];
const io0 = procIo();
const cpu0 = process.cpuUsage();
const started = performance.now();
const exportLedger =
  modeArg !== 'reference' ? services.exports.ledger : (options: Parameters<typeof exportLedgerCsv>[1]) => exportLedgerCsv({ openReadSnapshot: () => services.cache.openReadSnapshot() }, options);
const result = await exportLedger({
  outPath,
  bom: true,
  ...(toArg !== '-' && { to: toArg }),
  progressEvery: 50_000,
  onProgress: () => marks.push((performance.now() - started) / 1000),
});
const wallSeconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpu0);
const io1 = procIo();
await new Promise((resolve) => setImmediate(resolve)); // let the observer deliver the last entries
observer.disconnect();
await host.close();
const report: ExportChildResult = {
  rows: result.rowsWritten,
  mode: modeArg,
  ...(plan !== undefined && { threads: plan.threads, ranges: plan.ranges }),
  rssBeforeMb,
  wallSeconds,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  peakRssMb: process.resourceUsage().maxRSS / 1024,
  csvMb: statSync(outPath).size / 1e6,
  gcCount,
  gcMs,
  gcMajorCount,
  gcMajorMs,
  readMb: (io1.rchar - io0.rchar) / 1e6,
  readSyscalls: io1.syscr - io0.syscr,
  marks,
};
rmSync(outPath);
console.log(JSON.stringify(report));
