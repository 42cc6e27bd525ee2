// Benchmark: serving a 200-item ledger page from a 1M-row ledger, through the full
// HTTP pipeline (signature verification included), median and p99 over many requests.
// Run: npx tsx test/bench/sandbox-ledger-page.ts [ledgerRows] [requests]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/start-sandbox';
import { generateSigningKey, RawSignedClient, sendRaw } from '../support/raw-signed-client';

const numbers = process.argv.slice(2).filter((a) => /^[0-9]+$/.test(a)).map(Number);
const rows = numbers[0] ?? 1_000_000;
const requests = numbers[1] ?? 400;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-page-'));
const sandbox = await startSandbox({ dataDir: dir, seed: 'empty', timeScale: 0 });
try {
  const seedStarted = performance.now();
  const seeded = await sendRaw(sandbox.origin, 'POST', '/_sandbox/seed', { 'content-type': 'application/json' }, Buffer.from(JSON.stringify({ accounts: 4, ledgerTransactions: rows })));
  console.log(`seeded ${rows.toLocaleString('en-US')} rows through POST /_sandbox/seed in ${((performance.now() - seedStarted) / 1000).toFixed(2)} s`);
  const accountIds = seeded.body.accountIds as string[];
  const key = generateSigningKey();
  const client = new RawSignedClient(sandbox.baseUrl, sandbox.registerKey(key.publicKeyBase64, 'read').apiKey, key.privateKey);

  const cursors: string[] = [];
  for (const accountId of accountIds) {
    let cursor = '';
    for (let i = 0; i < 10; i += 1) {
      const page = (await client.get(`/transactions?accountId=${accountId}&limit=200${cursor}`)).body;
      cursor = `&starting_after=${page.pagination.nextCursor}`;
      cursors.push(page.items[Math.floor(page.items.length / 2)].id);
    }
  }
  const scenarios: [string, (i: number) => string][] = [
    ['by account, first page', (i) => `/transactions?accountId=${accountIds[i % accountIds.length]}&limit=200`],
    ['by account, starting_after', (i) => `/transactions?accountId=${accountIds[i % accountIds.length]}&limit=200&starting_after=${cursors[(i * 7) % cursors.length]}`],
    ['by account, ending_before', (i) => `/transactions?accountId=${accountIds[i % accountIds.length]}&limit=200&ending_before=${cursors[(i * 7) % cursors.length]}`],
    ['all accounts, starting_after', (i) => `/transactions?limit=200&starting_after=${cursors[(i * 3) % cursors.length]}`],
    ['by account and type=fee', (i) => `/transactions?accountId=${accountIds[i % accountIds.length]}&type=fee&limit=200`],
  ];
  for (const [name, path] of scenarios) {
    const timings: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      const started = performance.now();
      const response = await client.get(path(i));
      timings.push(performance.now() - started);
      if (response.status !== 200 || response.body.items.length === 0) throw new Error(`${name}: ${response.status} ${response.text.slice(0, 200)}`);
    }
    timings.sort((a, b) => a - b);
    console.log(`200-item ledger page (${name}) over ${requests} requests: median ${percentile(timings, 50).toFixed(2)} ms, p99 ${percentile(timings, 99).toFixed(2)} ms`);
  }
} finally {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
}
