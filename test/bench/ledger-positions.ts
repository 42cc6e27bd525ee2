// Benchmark: the position index of the ledger explorer's scaled scrollbar
// (electron/cache/repositories/ledger-positions.ts) on a 1,000,000-row cache: building
// the anchors of a filter set (= ledger.count the first time), a count once built, and
// windows at row indexes (= ledger.window with startIndex), the last row included. Checks
// the rows against the bench ledger's known order on the way (entry i of the bench
// ledger is written i-th and is strictly newer than entry i - 1, so the row at index k,
// newest first, is entry ROWS - 1 - k). Last, what a sync page costs the index: a count
// after 1,000 rows appended at random places in the order (the index extended) against a
// count after an entry changed in place (the index built again), in CPU-ms; the appended
// rows are deleted again at the end (a kept cache stays as built). Prints medians. Run by hand:
//   npx tsx test/bench/ledger-positions.ts            (BENCH_ROWS=200000 for a quicker run)
//   BENCH_CACHE_DIR=/tmp/x npx tsx test/bench/ledger-positions.ts   keeps (or reuses) the cache there
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openCache } from '../../electron/cache';
import type { LedgerCountQuery } from '../../electron/cache';
import { BENCH_ACCOUNTS, BENCH_START_MS, benchLedger, buildBenchCache, prng } from './bench-ledger-data';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const KEEP = process.env['BENCH_CACHE_DIR'];
const random = prng(11);

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] as number;
}

function timed<T>(fn: () => T): [T, number] {
  const started = performance.now();
  const value = fn();
  return [value, performance.now() - started];
}

/** CPU-ms (user + system) of `fn`. */
function cpuMs(fn: () => unknown): number {
  const started = process.cpuUsage();
  fn();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(11);
const idOf = (entry: number) => `txn_${entry.toString(36).padStart(7, '0')}`;

function check(ok: boolean, what: string): void {
  if (!ok) {
    console.error(`WRONG: ${what}`);
    process.exitCode = 1;
  }
}

let dataDir: string;
if (KEEP !== undefined && existsSync(join(KEEP, 'sandbox', 'cache.sqlite'))) {
  dataDir = KEEP;
  console.log(`Reusing the cache in ${dataDir}`);
} else {
  console.log(`Building a ${ROWS.toLocaleString('en')}-row ledger cache...`);
  const built = buildBenchCache(ROWS, KEEP === undefined ? {} : { dataDir: KEEP });
  built.cache.close();
  dataDir = built.dataDir;
}
const [cache, openMs] = timed(() => openCache({ dataDir, environment: 'sandbox' }));
console.log(`  open (migrations included: 005 builds ledger_by_group the first time) ${ms(openMs)}`);
const ledger = cache.ledgerTransactions;
const rows = ledger.count();
check(rows === ROWS, `the cache holds ${rows} rows, not ${ROWS}`);

/** An entry changed in place (not an append): every position index is built again on its next use. */
const [firstEntry] = benchLedger(1);
let changes = 0;
const invalidate = () => ledger.upsertMany([{ ...firstEntry!, description: `${firstEntry!.description ?? ''} (changed ${(changes += 1)})` }], { deferSearchIndex: true });

const FILTER_SETS: Array<[string, LedgerCountQuery, number]> = [
  ['no filter', {}, 5],
  ['1 account', { accountIds: [BENCH_ACCOUNTS[3] as string] }, 5],
  ['3 accounts', { accountIds: BENCH_ACCOUNTS.slice(5, 8) }, 5],
  ['3 types', { types: ['fee', 'payment_in', 'adjustment'] }, 5],
  ['direction credit', { direction: 'credit' }, 5],
  ['date range (1 year)', { from: '2024-01-01', to: '2025-01-01' }, 5],
  ['search rare "rareword"', { search: 'rareword' }, 5],
  ['search common "globex"', { search: 'globex' }, 3],
];

console.log('\nBuilding the anchors of a filter set (ledger.count the first time), then a count once built:');
for (const [label, query, runs] of FILTER_SETS) {
  const builds: number[] = [];
  let total = 0;
  for (let run = 0; run < runs; run += 1) {
    invalidate();
    const [count, took] = timed(() => ledger.ledgerCount(query));
    builds.push(took);
    total = count;
  }
  if (query.search === undefined) check(total === ledger.count(query), `${label}: ledgerCount ${total} differs from count()`);
  const counts: number[] = [];
  for (let run = 0; run < 200; run += 1) counts.push(timed(() => ledger.ledgerCount(query))[1]);
  console.log(`  ${label.padEnd(24)} build median ${ms(median(builds))}   count once built ${ms(median(counts))}   (${total.toLocaleString('en')} rows)`);
}

console.log('\n100-row windows at row indexes (anchors built), no filter:');
ledger.ledgerCount({});
const seek = (label: string, indexes: number[]) => {
  const samples: number[] = [];
  for (const index of indexes) {
    const [window, took] = timed(() => ledger.ledgerWindow({ startIndex: index, limit: 100 }));
    samples.push(took);
    const expected = Array.from({ length: Math.min(100, ROWS - index) }, (_, k) => idOf(ROWS - 1 - index - k));
    check(window.rows.map((r) => r.id).join() === expected.join(), `window at index ${index}`);
  }
  console.log(`  ${label.padEnd(36)} median ${ms(median(samples))}  p99 ${ms(p99(samples))}  (${indexes.length} windows)`);
};
seek('the last row (index 999,999)', Array.from({ length: 50 }, () => ROWS - 1));
seek('the last 100 rows', Array.from({ length: 50 }, () => ROWS - 100));
seek('random indexes', Array.from({ length: 500 }, () => Math.floor(random() * ROWS)));
seek('random, 255 past an anchor (worst)', Array.from({ length: 200 }, () => Math.floor(random() * (ROWS / 256 - 1)) * 256 + 255));
{
  const samples: number[] = [];
  for (let i = 0; i < 500; i += 1) samples.push(timed(() => ledger.ledgerWindow({ limit: 100 }))[1]);
  console.log(`  ${'for comparison: the newest 100 (no index)'.padEnd(36)} median ${ms(median(samples))}  p99 ${ms(p99(samples))}`);
}

console.log('\nThe last row under filters (checked against the oldest-first window):');
for (const [label, query] of FILTER_SETS.slice(1, 7)) {
  const total = ledger.ledgerCount(query);
  const samples: number[] = [];
  let id: string | undefined;
  for (let run = 0; run < 20; run += 1) {
    const [window, took] = timed(() => ledger.ledgerWindow({ ...query, startIndex: total - 1, limit: 100 }));
    samples.push(took);
    id = window.rows[0]?.id;
    check(window.rows.length === 1 && window.olderCursor === undefined, `${label}: the window at the last index has one row and nothing older`);
  }
  check(id === ledger.ledgerWindow({ ...query, towards: 'newer', limit: 1 }).rows[0]?.id, `${label}: the last index is the oldest row`);
  console.log(`  ${label.padEnd(24)} median ${ms(median(samples))}`);
}

console.log('\nTransaction group (ledger_by_group):');
{
  const samples: number[] = [];
  for (let i = 0; i < 500; i += 1) {
    const entry = Math.floor(random() * (ROWS - 1));
    const group = `grp_${Math.floor(entry / 2).toString(36)}`;
    const [found, took] = timed(() => ledger.byTransactionGroup(group));
    samples.push(took);
    check(found.length === 2 && found.every((tx) => tx.transactionGroupId === group), `group ${group}`);
  }
  console.log(`  byTransactionGroup               median ${ms(median(samples))}  p99 ${ms(p99(samples))}`);
}

console.log('\nA sync page\'s cost to the index: a count after 1,000 rows appended at random places in the order (extended), against one after an entry changed in place (built again), CPU-ms:');
{
  const APPEND = 1000;
  const template = [...benchLedger(APPEND, 7)];
  let batch = 0;
  const append = () => {
    batch += 1;
    ledger.upsertMany(template.map((tx, i) => ({ ...tx, id: `txn_append_${batch}_${i}`, createdAt: new Date(BENCH_START_MS + Math.floor(random() * 3 * 365 * 86_400_000)).toISOString() })), { deferSearchIndex: true });
  };
  try {
    for (const [label, query, runs] of FILTER_SETS) {
      ledger.ledgerCount(query);
      const extended: number[] = [];
      const rebuilt: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        append();
        extended.push(cpuMs(() => ledger.ledgerCount(query)));
        invalidate();
        rebuilt.push(cpuMs(() => ledger.ledgerCount(query)));
      }
      if (query.search === undefined) check(ledger.ledgerCount(query) === ledger.count(query), `${label}: the extended count differs from count()`);
      const [e, r] = [median(extended), median(rebuilt)];
      console.log(`  ${label.padEnd(24)} extended ${ms(e)}   built again ${ms(r)}   (${(r / Math.max(e, 0.001)).toFixed(0)}x)`);
    }
  } finally {
    ledger.upsertMany([firstEntry!], { deferSearchIndex: true });
    cache.close();
    // The appended rows go again (deferred: never in the search index), so a kept cache is the one built.
    const raw = new Database(join(dataDir, 'sandbox', 'cache.sqlite'));
    raw.prepare("DELETE FROM ledger_transactions WHERE id LIKE 'txn_append_%'").run();
    raw.close();
  }
}

if (KEEP === undefined) rmSync(dataDir, { recursive: true, force: true });
