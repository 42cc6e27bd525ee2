// Benchmark: bulk seeding of ledger transactions (target: 1M in under 15 s).
// Run: npx tsx test/bench/sandbox-seed-ledger.ts [count] [--file]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bulkSeed } from '../../sandbox/seed/bulk-seed';
import { ensurePlatform } from '../../sandbox/seed/platform';
import { openDatabase } from '../../sandbox/store/open-database';
import { Store } from '../../sandbox/store/store';

const count = Number(process.argv.find((a) => /^[0-9]+$/.test(a)) ?? 1_000_000);
const onFile = process.argv.includes('--file');
const dir = onFile ? mkdtempSync(join(tmpdir(), 'sandbox-bench-')) : undefined;
try {
  const store = new Store(openDatabase(dir));
  ensurePlatform(store, Date.now());
  const started = performance.now();
  const summary = bulkSeed(store, { accounts: 4, counterparties: 100, ledgerTransactions: count, seed: 1, now: Date.now() });
  const seconds = (performance.now() - started) / 1000;
  const rows = (store.db.prepare('SELECT COUNT(*) AS n FROM ledger').get() as { n: number }).n;
  console.log(`seeded ${summary.ledgerTransactions.toLocaleString('en-US')} ledger transactions (${rows.toLocaleString('en-US')} rows) on ${onFile ? 'a WAL file' : 'an in-memory database'} in ${seconds.toFixed(2)} s (${Math.round(count / seconds).toLocaleString('en-US')} rows/s)`);
  store.close();
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
