// Benchmark: ledger windows, balances and balance history on a 1,000,000-row cache.
// Prints figures (median and p99 latency); targets: a 100-row window under 2 ms median.
//   npm run bench:cache            (BENCH_ROWS=200000 npm run bench:cache for a quicker run)
import { rmSync, statSync } from 'node:fs';
import type { LedgerWindowQuery } from '../../electron/cache';
import { encodeCursor } from '../../electron/cache/repositories/ledger-cursor';
import { toEpochMicros } from '../../electron/cache/timestamps';
import { BENCH_ACCOUNTS, benchCreatedAt, buildBenchCache, prng } from './bench-ledger-data';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const WINDOWS = 1000;
const random = prng(7);

function stats(samples: number[]): { median: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { median: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] as number };
}

function ms(value: number): string {
  return `${value.toFixed(3)} ms`.padStart(11);
}

/** A cursor at a random entry (entry i was written i-th: rowid i + 1): the window starts just past it. */
function randomCursor(): string {
  const i = Math.floor(random() * ROWS);
  return encodeCursor({ createdUs: toEpochMicros(benchCreatedAt(i, ROWS)), seq: i + 1 });
}

console.log(`Building a ${ROWS.toLocaleString('en')}-row ledger cache...`);
const { cache, dataDir, insertMs, indexMs } = buildBenchCache(ROWS);
const ledger = cache.ledgerTransactions;
const bytes = ['', '-wal'].reduce((sum, suffix) => sum + (statSync(cache.path + suffix, { throwIfNoEntry: false })?.size ?? 0), 0);
console.log(`  insert ${(insertMs / 1000).toFixed(1)} s (${Math.round(ROWS / (insertMs / 1000)).toLocaleString('en')} rows/s), search index ${(indexMs / 1000).toFixed(1)} s, file ${(bytes / 1e6).toFixed(0)} MB\n`);

const scenarios: Array<[string, () => LedgerWindowQuery, number]> = [
  ['no filter, older', () => ({}), WINDOWS],
  ['no filter, newer', () => ({ towards: 'newer' }), WINDOWS],
  ['1 account', () => ({ accountIds: [BENCH_ACCOUNTS[Math.floor(random() * 20)] as string] }), WINDOWS],
  ['3 accounts', () => ({ accountIds: BENCH_ACCOUNTS.slice(3, 6) }), WINDOWS],
  ['1 type', () => ({ types: ['fee'] }), WINDOWS],
  ['3 types', () => ({ types: ['fee', 'payment_in', 'adjustment'] }), WINDOWS],
  ['direction', () => ({ direction: 'credit' }), WINDOWS],
  ['account+type+direction', () => ({ accountIds: ['acc_bench04'], types: ['payment_out', 'fee'], direction: 'debit' }), WINDOWS],
  ['date range (1 month)', () => ({ from: '2024-06-01', to: '2024-07-01' }), WINDOWS],
  ['search common "globex"', () => ({ search: 'globex' }), WINDOWS],
  ['search rare "rareword"', () => ({ search: 'rareword' }), WINDOWS],
  ['search "#12345" (index)', () => ({ search: '#12345' }), WINDOWS],
  ['search 2 chars "zq" (scan)', () => ({ search: 'zq' }), 20],
];

console.log('100-row ledger windows at random positions (cursor from a random entry):');
for (const [label, makeQuery, count] of scenarios) {
  const samples: number[] = [];
  let full = 0;
  for (let i = 0; i < count; i += 1) {
    const query = { ...makeQuery(), limit: 100, ...(random() < 0.9 && { cursor: randomCursor() }) };
    const started = performance.now();
    const window = ledger.ledgerWindow(query);
    samples.push(performance.now() - started);
    if (window.rows.length === 100) full += 1;
  }
  const s = stats(samples);
  console.log(`  ${label.padEnd(28)} median ${ms(s.median)}  p99 ${ms(s.p99)}  (${count} windows, ${full} full)`);
}

console.log('\nBalances and history:');
{
  const samples: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    ledger.balances();
    samples.push(performance.now() - started);
  }
  const s = stats(samples);
  console.log(`  ${'balances() (20 accounts)'.padEnd(28)} median ${ms(s.median)}  p99 ${ms(s.p99)}`);
}
for (const maxPoints of [500, 2000]) {
  const samples: number[] = [];
  let points = 0;
  for (let i = 0; i < 100; i += 1) {
    const accountId = BENCH_ACCOUNTS[i % 20] as string;
    const started = performance.now();
    points = ledger.balanceHistory({ accountId, maxPoints }).length;
    samples.push(performance.now() - started);
  }
  const s = stats(samples);
  console.log(`  ${`balanceHistory(${maxPoints} pts)`.padEnd(28)} median ${ms(s.median)}  p99 ${ms(s.p99)}  (${points} points, ~${Math.round(ROWS / 20).toLocaleString('en')} rows/account)`);
}

cache.close();
rmSync(dataDir, { recursive: true, force: true });
