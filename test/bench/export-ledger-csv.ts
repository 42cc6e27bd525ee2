// Benchmark: CSV export of the ledger at 250k, 500k and 1M rows, each in its own child
// process so that peak memory (max RSS) is measured per size. Targets: 1M rows under
// 6 s with peak RSS under 250 MB, and memory flat as rows double.
//   npm run bench:export
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openCache } from '../../electron/cache';
import { exportLedgerCsv } from '../../electron/export';
import { benchCreatedAt, buildBenchCache } from './bench-ledger-data';

const TOTAL = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const SIZES = [TOTAL / 4, TOTAL / 2, TOTAL].map(Math.round);

interface ChildResult {
  rows: number;
  seconds: number;
  megabytes: number;
  peakRssMb: number;
}

/** In the child: export the first `rows` entries (by a `to` bound) and report time and peak RSS. */
async function runChild(dataDir: string, rows: number): Promise<void> {
  const cache = openCache({ dataDir, environment: 'sandbox' });
  const outPath = join(dataDir, `ledger-${rows}.csv`);
  const to = rows >= TOTAL ? undefined : benchCreatedAt(rows, TOTAL);
  const started = performance.now();
  const result = await exportLedgerCsv(cache, { outPath, bom: true, ...(to !== undefined && { to }) });
  const seconds = (performance.now() - started) / 1000;
  cache.close();
  const report: ChildResult = {
    rows: result.rowsWritten,
    seconds,
    megabytes: statSync(outPath).size / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  rmSync(outPath);
  console.log(JSON.stringify(report));
}

function runParent(): void {
  console.log(`Building a ${TOTAL.toLocaleString('en')}-row ledger cache...`);
  const { cache, dataDir, insertMs } = buildBenchCache(TOTAL, { indexSearch: false });
  cache.close();
  console.log(`  built in ${(insertMs / 1000).toFixed(1)} s\n`);
  const script = fileURLToPath(import.meta.url);
  const results: ChildResult[] = [];
  try {
    for (const rows of SIZES) {
      const tsx = import.meta.resolve('tsx');
      const child = spawnSync(process.execPath, ['--import', tsx, script, '--child', dataDir, String(rows)], { encoding: 'utf8', env: process.env });
      if (child.status !== 0) throw new Error(`export child failed: ${child.stderr}`);
      const line = child.stdout.trim().split('\n').at(-1) ?? '';
      const result = JSON.parse(line) as ChildResult;
      results.push(result);
      console.log(
        `  ${result.rows.toLocaleString('en').padStart(9)} rows  ${result.seconds.toFixed(2).padStart(6)} s  ` +
          `${Math.round(result.rows / result.seconds).toLocaleString('en').padStart(9)} rows/s  ${result.megabytes.toFixed(0).padStart(4)} MB CSV  peak RSS ${result.peakRssMb.toFixed(0)} MB`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const last = results.at(-1);
  const first = results[0];
  if (last !== undefined && first !== undefined) {
    console.log(`\n  1M target: < 6 s and < 250 MB peak -> ${last.seconds.toFixed(2)} s, ${last.peakRssMb.toFixed(0)} MB`);
    console.log(`  memory growth from ${first.rows.toLocaleString('en')} to ${last.rows.toLocaleString('en')} rows (4x): ${(last.peakRssMb - first.peakRssMb).toFixed(0)} MB`);
  }
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) {
  await runChild(process.argv[childAt + 1] as string, Number(process.argv[childAt + 2]));
} else {
  runParent();
}
