// Benchmark: a camt.053 statement of one account's month holding BENCH_ROWS entries
// (default 1,000,000; ties of one instant, fees and reversals among them) through the
// app's path, in a child process so its peak RSS is the statement's alone. The cache is
// filled with the app's own repository (upsertMany into a real cache file), then reopened.
// Prints, each as `name: value unit`: wall s, CPU s, peak RSS, the RSS before, the file's
// size, and the targets (under 4 s and 200 MB at 1,000,000 entries). The load average is
// printed at the start and the end (wall time moves with it; CPU seconds much less).
//   npm run bench:statement        BENCH_ROWS=100000 npm run bench:statement   BENCH_CPU_PROFILE=1 (top functions by self time)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minorUnitsToDecimal } from '../../shared/money';
import type { LedgerTransaction } from '../../shared/schemas';
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
const TSX = import.meta.resolve('tsx');

const fig = (name: string, value: number, unit: string, digits = 2) => console.log(`${name}: ${value.toFixed(digits)} ${unit}`);
const printLoad = (when: string) => console.log(`load_average_${when}: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`);

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

printLoad('start');
const dataDir = process.env['BENCH_KEEP_DIR'] ?? mkdtempSync(join(tmpdir(), 'bench-statement-'));
const profile = process.env['BENCH_CPU_PROFILE'] !== undefined;
try {
  fig('cache_fill', fill(dataDir), 's');
  const child = spawnSync(process.execPath, [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${dataDir}`] : []), '--import', TSX, CHILD, dataDir, ACCOUNT, '2026-01-01', '2026-01-31'], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`child failed: ${child.stderr}`);
  const result = JSON.parse(child.stdout.trim().split('\n').pop() as string) as StatementChildResult;
  if (result.entries !== ROWS) throw new Error(`the statement holds ${result.entries} entries, not ${ROWS}`);
  console.log(`entries: ${result.entries}`);
  fig('wall', result.wallSeconds, 's');
  fig('cpu', result.cpuSeconds, 's');
  fig('peak_rss', result.peakRssMb, 'MB', 1);
  fig('rss_before', result.rssBeforeMb, 'MB', 1);
  fig('file', result.fileMb, 'MB', 1);
  console.log(`target (1,000,000 entries): wall < 4 s, peak RSS < 200 MB`);
  if (profile) {
    const file = readdirSync(dataDir).find((name) => name.endsWith('.cpuprofile'));
    if (file !== undefined) printProfileSummary('statement camt.053', summarizeCpuProfile(join(dataDir, file)));
  }
} finally {
  if (process.env['BENCH_KEEP_DIR'] === undefined) rmSync(dataDir, { recursive: true, force: true });
  printLoad('end');
}
