// Child of the statement benchmark: one camt.053 statement of the filled cache's month
// through the app's path (exportStatement: proved, then written into a temporary file
// renamed into place), on THREADS threads (1: one thread; 2: this one and a worker, some
// days each), then one JSON line with wall and CPU seconds (the whole process: its
// threads included), peak RSS (getrusage's maxrss, the process with its worker) and
// the file's size. The worker is the bundle in BENCH_STATEMENT_WORKER when set.
// Usage: statement-camt053-child.ts DATA_DIR ACCOUNT FROM TO THREADS   (run by statement-camt053.ts)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openCache } from '../../../electron/cache';
import { exportStatement } from '../../../electron/statements';

export interface StatementChildResult {
  entries: number;
  threads: number;
  parts: number;
  rssBeforeMb: number;
  wallSeconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  fileMb: number;
  /** CPU seconds of this thread and of the other threads that ran over 0.2 s (the worker; SQLite and libuv helpers), sampled from /proc every 50 ms. */
  mainThreadCpuSeconds: number;
  otherThreadsCpuSeconds: number[];
  /** Seconds from the start: the summary proved (the sums done, before the first part), and the last entries handed to the file (then the last writes, fsync and rename). */
  provedAtSeconds: number;
  handedOverAtSeconds: number;
}

/** utime + stime of each thread of this process, in seconds (Linux /proc; empty elsewhere). */
function threadCpu(): Map<string, number> {
  const seconds = new Map<string, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      seconds.set(tid, (Number(fields[11]) + Number(fields[12])) / 100);
    }
  } catch {
    // not Linux, or a thread gone between the listing and the read
  }
  return seconds;
}

const [dataDir, accountId, from, to, threadsArg = '2'] = process.argv.slice(2);
if (dataDir === undefined || accountId === undefined || from === undefined || to === undefined) throw new Error('usage: DATA_DIR ACCOUNT FROM TO THREADS');
const script = process.env['BENCH_STATEMENT_WORKER'];
const cache = openCache({ dataDir, environment: 'sandbox' });
const outPath = join(dataDir, `statement-${process.pid}.xml`);
const rssBeforeMb = process.memoryUsage().rss / 1e6;
let plan = { threads: 1, parts: 1 };
const startCpu = threadCpu();
const lastCpu = new Map<string, number>();
const sampler = setInterval(() => {
  for (const [tid, value] of threadCpu()) lastCpu.set(tid, value - (startCpu.get(tid) ?? 0));
}, 50);
const cpu = process.cpuUsage();
const started = performance.now();
let provedAtSeconds = 0;
let handedOverAtSeconds = 0;
const result = await exportStatement(cache, {
  accountId, from, to, format: 'camt053', outPath,
  onProved: () => (provedAtSeconds = (performance.now() - started) / 1000),
  onProgress: () => (handedOverAtSeconds = (performance.now() - started) / 1000),
  workers: { threads: Number(threadsArg), ...(script !== undefined && { script }), onRead: (p) => (plan = { ...p }) },
});
const wallSeconds = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
clearInterval(sampler);
for (const [tid, value] of threadCpu()) lastCpu.set(tid, value - (startCpu.get(tid) ?? 0));
cache.close();
const out: StatementChildResult = {
  entries: result.rowsWritten,
  threads: plan.threads,
  parts: plan.parts,
  rssBeforeMb,
  wallSeconds,
  cpuSeconds: (used.user + used.system) / 1e6,
  peakRssMb: (process.resourceUsage().maxRSS * 1024) / 1e6,
  fileMb: statSync(outPath).size / 1e6,
  mainThreadCpuSeconds: lastCpu.get(String(process.pid)) ?? 0,
  otherThreadsCpuSeconds: [...lastCpu].filter(([tid, value]) => tid !== String(process.pid) && value > 0.2).map(([, value]) => value),
  provedAtSeconds,
  handedOverAtSeconds,
};
console.log(JSON.stringify(out));
