// Benchmark: the cache writes of a full ledger sync, without the network: pages of 200
// sandbox-like entries arrive from 32 createdAt ranges pulled by 8 lanes (newest range
// first, pages interleaved across lanes), each page written in one transaction with
// its range's cursor, as ledger-sync.ts does. Prints the time per page and per row.
//   npx tsx test/bench/cache-sync-writes.ts [--rows 1000000] [--no-bulk] [--ids sortable|random]
// Ids: `sortable` (default) as the sandbox's bulk seed makes them (they count up, so the
// index on id grows at its end); `random`, as a server whose ids are opaque random text
// may (spec: a prefix and [A-Za-z0-9]+, no order), each entry at a random place in it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { LedgerTransaction } from '../../shared/schemas';
import { openCache } from '../../electron/cache';
import { prng } from './bench-ledger-data';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'no-bulk': { type: 'boolean', default: false },
    ranges: { type: 'string', default: '32' },
    lanes: { type: 'string', default: '8' },
    ids: { type: 'string', default: 'sortable' },
  },
});
const ROWS = Number(args.rows);
const RANGES = Number(args.ranges);
const LANES = Number(args.lanes);
if (args.ids !== 'sortable' && args.ids !== 'random') throw new Error('--ids must be sortable or random');
const RANDOM_IDS = args.ids === 'random';
const PAGE = 200;
const random = prng(11);
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const base62 = (value: number, width: number) => {
  let out = '';
  for (let i = 0, rest = value; i < width; i += 1, rest = Math.floor(rest / 62)) out = ALPHABET[rest % 62] + out;
  return out;
};
const TYPES = ['payment_in', 'collection_in', 'payment_out', 'fee'] as const;
const start = Date.UTC(2025, 0, 1);
const span = 365 * 86400 * 1000;

/** Entry i, like the sandbox's bulk seed (sortable ids with a random tail). */
function entry(i: number): LedgerTransaction {
  const type = TYPES[Math.floor(random() * TYPES.length)] as LedgerTransaction['type'];
  return {
    id: RANDOM_IDS ? `txn_${base62(Math.floor(random() * 56_800_235_584), 6)}${base62(i, 7)}Ab3dEf` : `txn_Ab3dEf${base62(i, 7)}${base62(Math.floor(random() * 56_800_235_584), 6)}`,
    accountId: `acc_bulk${i % 4}`,
    type,
    direction: type.endsWith('_in') ? 'credit' : 'debit',
    amount: `${Math.floor(random() * 500000) / 100}`,
    currency: ['USD', 'EUR', 'GBP', 'USDC'][i % 4] as string,
    balance: `${Math.floor(random() * 50000000) / 100}`,
    createdAt: new Date(start + Math.floor((i / ROWS) * span)).toISOString(),
    linkedTransactionId: null,
    description: `Bulk ${type.replace('_', ' ')}`,
  } as LedgerTransaction;
}

const dir = mkdtempSync(join(tmpdir(), 'cache-sync-writes-'));
try {
  const cache = openCache({ dataDir: dir, environment: 'sandbox' });
  const perRange = Math.ceil(ROWS / RANGES);
  const ranges = Array.from({ length: RANGES }, (_, r) => ({ scope: `range:${r}`, next: r * perRange, end: Math.min(ROWS, (r + 1) * perRange) })).reverse();
  const bulk = !args['no-bulk'];
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  if (bulk) cache.ledgerTransactions.beginBulkLoad();
  let pages = 0;
  let active = ranges.splice(0, LANES);
  while (active.length > 0) {
    for (const range of active) {
      const items: LedgerTransaction[] = [];
      for (let i = range.next; i < Math.min(range.end, range.next + PAGE); i += 1) items.push(entry(i));
      range.next += items.length;
      const done = range.next >= range.end;
      cache.transaction(() => {
        cache.ledgerTransactions.upsertMany(items, { deferSearchIndex: true });
        cache.putSyncState({ resource: 'ledgerTransactions', scope: range.scope, cursor: items.at(-1)?.id ?? null, completed: done });
      });
      pages += 1;
    }
    active = active.filter((r) => r.next < r.end);
    while (active.length < LANES && ranges.length > 0) active.push(ranges.shift() as (typeof ranges)[number]);
  }
  const loaded = performance.now();
  if (bulk) cache.ledgerTransactions.endBulkLoad();
  const indexed = performance.now();
  cache.ledgerTransactions.indexPendingSearch();
  const searched = performance.now();
  const ms = loaded - t0;
  const cpu = process.cpuUsage(cpu0);
  console.log(`${ROWS.toLocaleString('en')} rows, ${args.ids} ids, ${pages} pages${bulk ? ' (bulk load)' : ''}: load ${(ms / 1000).toFixed(2)} s (${(ms / pages).toFixed(2)} ms/page, ${((ms * 1000) / ROWS).toFixed(1)} µs/row, entries built included)`
    + `, indexes ${((indexed - loaded) / 1000).toFixed(2)} s, search index ${((searched - indexed) / 1000).toFixed(2)} s, total ${((searched - t0) / 1000).toFixed(2)} s`
    + `; CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  cache.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
