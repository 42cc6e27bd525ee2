// Child of the statement benchmark: one camt.053 statement of the filled cache's month
// through the app's path (exportStatement: proof pass, then the streamed writing pass into
// a temporary file renamed into place), then one JSON line with wall and CPU seconds,
// peak RSS (the whole process: getrusage's maxrss) and the file's size.
// Usage: statement-camt053-child.ts DATA_DIR ACCOUNT FROM TO   (run by statement-camt053.ts)
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { openCache } from '../../../electron/cache';
import { exportStatement } from '../../../electron/statements';

export interface StatementChildResult {
  entries: number;
  rssBeforeMb: number;
  wallSeconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  fileMb: number;
}

const [dataDir, accountId, from, to] = process.argv.slice(2);
if (dataDir === undefined || accountId === undefined || from === undefined || to === undefined) throw new Error('usage: DATA_DIR ACCOUNT FROM TO');
const cache = openCache({ dataDir, environment: 'sandbox' });
const outPath = join(dataDir, `statement-${process.pid}.xml`);
const rssBeforeMb = process.memoryUsage().rss / 1e6;
const cpu = process.cpuUsage();
const started = performance.now();
const result = await exportStatement(cache, { accountId, from, to, format: 'camt053', outPath });
const wallSeconds = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
cache.close();
const out: StatementChildResult = {
  entries: result.rowsWritten,
  rssBeforeMb,
  wallSeconds,
  cpuSeconds: (used.user + used.system) / 1e6,
  peakRssMb: (process.resourceUsage().maxRSS * 1024) / 1e6,
  fileMb: statSync(outPath).size / 1e6,
};
console.log(JSON.stringify(out));
