// The full ledger sync into an empty cache loads in bulk (the ledger's secondary indexes
// dropped while pages land, rebuilt at the end; electron/cache/ledger-indexes.ts): reads
// made while it runs are right, the indexes are back when it ends however it ends (done,
// aborted, or the cache closed under it as by a crash, then repaired by openCache), and a
// cache that already holds a large ledger is never bulk loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cache, IndexWriterPlace } from '../../../electron/cache';
import { BULK_LOAD_MAX_ROWS, type SyncProgress } from '../../../electron/sync';
import type { LedgerTransaction } from '../../../shared/schemas';
import type { SandboxFixture } from '../../support/sandbox-fixture';
import {
  bulkSeed, cachedLedgerIds, cachedNetByCurrency, createHarness, netByCurrency, rawLedger, readCredentials, removeTempDirs, startSyncSandbox,
  tempDataDir, type RawLedgerEntry, type SyncHarness,
} from './sync-fixture';

let f: SandboxFixture;
let server: RawLedgerEntry[];
let credentials: { apiKey: string; seed: Uint8Array };
const service = { concurrency: 4, ledgerRanges: 12, pageSize: 50 };

beforeAll(async () => {
  f = await startSyncSandbox(7);
  await bulkSeed(f, { accounts: 3, ledgerTransactions: 5000, seed: 21 });
  server = await rawLedger(f);
  credentials = readCredentials(f);
});
afterAll(async () => {
  await f?.close();
  removeTempDirs();
});

function expectExactLedger(cache: Cache, extra: readonly string[] = []): void {
  const cached = cachedLedgerIds(cache).filter((id) => !extra.includes(id));
  expect(new Set(cached).size).toBe(cached.length);
  expect([...cached].sort()).toEqual(server.map((t) => t.id).sort());
  if (extra.length === 0) expect(cachedNetByCurrency(cache)).toEqual(netByCurrency(server));
}

/** Reads the UI makes, checked for internal consistency against the cache's own rows. */
function expectReadsConsistent(cache: Cache): void {
  const ledger = cache.ledgerTransactions;
  const all = [...ledger.iterateLedger()];
  expect(ledger.count()).toBe(all.length);
  const accountId = all[0]?.accountId;
  if (accountId === undefined) return;
  const window = ledger.ledgerWindow({ accountIds: [accountId], limit: 500 });
  const ofAccount = all.filter((t) => t.accountId === accountId).reverse(); // newest first: iterateLedger is oldest first
  expect(window.rows.map((t) => t.id)).toEqual(ofAccount.slice(0, 500).map((t) => t.id));
  const latest = ledger.balances().accounts.find((a) => a.accountId === accountId);
  expect(latest?.latestTransactionId).toBe(ofAccount[0]?.id);
  expect(ledger.balanceHistory({ accountId, maxPoints: 10 }).at(-1)?.balance).toBe(ofAccount[0]?.balance);
}

describe('the bulk load of a first full ledger sync', () => {
  it.each<[string, IndexWriterPlace]>([['on this thread', 'this-thread'], ['on a worker thread (the data process)', {}]])('drops the indexes while the ledger loads, keeps every read right meanwhile, and rebuilds them at the end (%s)', async (_place, indexWriter) => {
    const h = createHarness(f, credentials, { service, indexWriter });
    const seen: Array<{ bulk: boolean; pages: number }> = [];
    let checkedReads = 0;
    const report = await h.service.run({
      onProgress: (p: SyncProgress) => {
        if (p.resource !== 'ledgerTransactions' || p.phase !== 'page' || p.pages === 0) return;
        seen.push({ bulk: h.cache.ledgerTransactions.isBulkLoading(), pages: p.pages });
        if (p.pages % 25 === 0) {
          expectReadsConsistent(h.cache);
          checkedReads += 1;
        }
      },
    });
    expect(report.state).toBe('synced');
    expect(seen.length).toBeGreaterThan(50);
    expect(seen.every((s) => s.bulk)).toBe(true);
    expect(checkedReads).toBeGreaterThan(2);
    expect(h.cache.ledgerTransactions.isBulkLoading()).toBe(false);
    expectExactLedger(h.cache);
    expectReadsConsistent(h.cache);
    // The search index, built in steps between turns after the load, holds every row when the run ends.
    expect(h.cache.ledgerTransactions.indexPendingSearch({ maxRows: 0 }).pending).toBe(0);

    // An incremental sync after it ends indexed too.
    expect((await h.service.run()).state).toBe('synced');
    expect(h.cache.ledgerTransactions.isBulkLoading()).toBe(false);
    h.close();
  });

  it('is not used when the ledger already holds more than BULK_LOAD_MAX_ROWS rows', async () => {
    const h = createHarness(f, credentials, { service });
    const old: LedgerTransaction[] = Array.from({ length: BULK_LOAD_MAX_ROWS + 1 }, (_, i) => ({
      id: `txn_local${String(i).padStart(6, '0')}`, accountId: 'acc_local', type: 'fee', direction: 'debit', amount: '1.00', currency: 'USD', balance: '0.00',
      createdAt: new Date(Date.UTC(2001, 0, 1) + i * 1000).toISOString(),
    }) as LedgerTransaction);
    for (let i = 0; i < old.length; i += 1000) h.cache.ledgerTransactions.upsertMany(old.slice(i, i + 1000));
    const seen: boolean[] = [];
    const report = await h.service.run({
      mode: 'full',
      resources: ['ledgerTransactions'],
      onProgress: (p) => {
        if (p.resource === 'ledgerTransactions' && p.phase === 'page') seen.push(h.cache.ledgerTransactions.isBulkLoading());
      },
    });
    expect(report.state).toBe('synced');
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.some((bulk) => bulk)).toBe(false);
    expectExactLedger(h.cache, old.map((t) => t.id));
    h.close();
  });

  it('aborted mid-load: the indexes are rebuilt at once, and the next run resumes to the exact ledger', async () => {
    const h = createHarness(f, credentials, { service });
    const controller = new AbortController();
    const first = await h.service.run({
      signal: controller.signal,
      onProgress: (p) => {
        if (p.resource === 'ledgerTransactions' && p.pages >= 30) controller.abort();
      },
    });
    expect(first.state).toBe('aborted');
    expect(h.cache.ledgerTransactions.isBulkLoading()).toBe(false);
    expect(h.cache.ledgerTransactions.count()).toBeGreaterThan(0);
    expectReadsConsistent(h.cache);
    const second = await h.service.run();
    expect(second.state).toBe('synced');
    expect(h.cache.ledgerTransactions.isBulkLoading()).toBe(false);
    expectExactLedger(h.cache);
    h.close();
  });

  it('the cache closed under it (as by a crash): the next openCache rebuilds the indexes, the resumed sync is exact', async () => {
    const dataDir = tempDataDir();
    const h1: SyncHarness = createHarness(f, credentials, { dataDir, service });
    let closedAt = 0;
    const first = await h1.service.run({
      resources: ['ledgerTransactions'],
      onProgress: (p) => {
        if (p.resource === 'ledgerTransactions' && p.pages >= 30 && closedAt === 0) {
          expect(h1.cache.ledgerTransactions.isBulkLoading()).toBe(true);
          closedAt = p.pages;
          h1.close(); // no endBulkLoad can run any more on this connection
        }
      },
    });
    expect(closedAt).toBeGreaterThan(0);
    expect(first.state).toBe('failed');

    const h2 = createHarness(f, credentials, { dataDir, service });
    expect(h2.cache.ledgerTransactions.isBulkLoading()).toBe(false); // repaired by openCache, before any read
    expectReadsConsistent(h2.cache);
    const second = await h2.service.run();
    expect(second.state).toBe('synced');
    expectExactLedger(h2.cache);
    expect(h2.cache.ledgerTransactions.isBulkLoading()).toBe(false);
    h2.close();
  });
});
