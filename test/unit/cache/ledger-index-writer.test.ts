// The cache's index writer on a worker thread (ledger-index-writer.ts, ledger-index-
// worker.ts, run from its TypeScript source through tsx as the export workers are): the end
// of a bulk load builds every dropped index on the worker's own connection while this
// thread keeps answering, each answer equal to a brute-force ROW_NUMBER() / COUNT(*); the
// kept position indexes are extended after the worker's commits, not built again; ids
// written twice during the load are merged there as on this thread; the search index is
// filled there; and the worker's failures reach the caller with SQLite's code.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Cache, LedgerCountQuery } from '../../../electron/cache';
import { workerIndexWriter } from '../../../electron/cache/ledger-index-writer';
import { LEDGER_BULK_LOAD_INDEXES, LEDGER_KEPT_DURING_BULK_LOAD, missingLedgerIndexes } from '../../../electron/cache/ledger-indexes';
import { payment, tempCache, tempDir } from './cache-fixtures';
import { bruteForce, checkAgainstBruteForce, ledger } from './ledger-position-checks';

const STRIDE = 4;
const DROPPED = LEDGER_BULK_LOAD_INDEXES.map((index) => index.name).filter((name) => name !== LEDGER_KEPT_DURING_BULK_LOAD);
const QUERIES: LedgerCountQuery[] = [{}, { accountIds: ['acc_b'] }, { types: ['fee', 'payment_in'], direction: 'credit' }, { search: 'acme' }, { search: 'inv-77' }];

/** A cache whose index writer runs on a worker, mid-bulk-load with `rows` ledger rows written with the search index deferred; counts its position builds. */
function loading(rows: number): { cache: Cache; builds: () => number } {
  let builds = 0;
  const cache = tempCache({ indexWriter: {}, tuning: { positionStride: STRIDE, searchCandidateLimit: 100, onPositionBuild: () => { builds += 1; } } });
  cache.payments.upsertMany([payment(1, { reference: 'INV-77' })]);
  const all = ledger(rows, 3);
  cache.ledgerTransactions.upsertMany(all.slice(0, 200));
  cache.ledgerTransactions.beginBulkLoad();
  for (let i = 200; i < all.length; i += 1000) cache.ledgerTransactions.upsertMany(all.slice(i, i + 1000), { deferSearchIndex: true });
  return { cache, builds: () => builds };
}

/** Reads on this thread, each against brute force on `other`, until `job` settles; how many rounds ran. */
async function answerDuring(cache: Cache, other: Database.Database, job: Promise<unknown>): Promise<number> {
  let settled = false;
  void job.then(() => (settled = true), () => (settled = true));
  let rounds = 0;
  while (!settled) {
    for (const query of QUERIES) {
      expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
      const expected = bruteForce(other, query);
      const at = Math.floor(expected.length / 2);
      expect(cache.ledgerTransactions.ledgerWindow({ ...query, startIndex: at, limit: 3 }).rows.map((row) => row.id)).toEqual(expected.slice(at, at + 3));
    }
    rounds += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await job;
  return rounds;
}

describe('the index writer on a worker thread', () => {
  it('builds every index a bulk load dropped on its own connection while this thread answers exactly, and the kept positions are extended, not built again', async () => {
    const { cache, builds } = loading(30_000);
    const other = new Database(cache.path, { readonly: true });
    try {
      for (const query of QUERIES) expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
      const primed = builds();
      expect(cache.ledgerTransactions.isBulkLoading()).toBe(true);
      const job = cache.ledgerIndexWriter.buildIndexes();
      const rounds = await answerDuring(cache, other, job);
      expect(rounds).toBeGreaterThan(0);
      expect(await job).toEqual({ rebuilt: DROPPED, merged: { ids: 0, removedRows: 0 } });
      // This connection sees them: reads use them again, and nothing is left for this thread to build.
      expect(cache.ledgerTransactions.isBulkLoading()).toBe(false);
      expect(cache.ledgerTransactions.endBulkLoad().rebuilt).toEqual([]);
      for (const query of QUERIES) checkAgainstBruteForce(cache, other, query, 997, STRIDE);
      expect(builds()).toBe(primed);
    } finally {
      other.close();
    }
  }, 120_000);

  it('merges the ids written twice during the load as this thread would (first rowid kept, last values)', async () => {
    const { cache } = loading(2_000);
    const again = ledger(2_000, 3).slice(500, 503).map((tx) => ({ ...tx, description: 'ACME written again' }));
    cache.ledgerTransactions.upsertMany(again);
    expect(cache.ledgerTransactions.count()).toBe(2_003);
    expect(await cache.ledgerIndexWriter.buildIndexes()).toEqual({ rebuilt: DROPPED, merged: { ids: 3, removedRows: 3 } });
    expect(cache.ledgerTransactions.count()).toBe(2_000);
    for (const tx of again) expect(cache.ledgerTransactions.get(tx.id)?.description).toBe('ACME written again');
    const other = new Database(cache.path, { readonly: true });
    try {
      for (const query of QUERIES) checkAgainstBruteForce(cache, other, query, 97, STRIDE);
    } finally {
      other.close();
    }
  }, 60_000);

  it('fills the search index there while this thread answers searches exactly', async () => {
    const { cache, builds } = loading(30_000);
    const other = new Database(cache.path, { readonly: true });
    try {
      await cache.ledgerIndexWriter.buildIndexes();
      for (const query of QUERIES) expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
      const primed = builds();
      expect(cache.ledgerTransactions.indexPendingSearch({ maxRows: 0 }).pending).toBeGreaterThan(20_000);
      await answerDuring(cache, other, cache.ledgerIndexWriter.indexSearch(new AbortController().signal));
      expect(cache.ledgerTransactions.indexPendingSearch({ maxRows: 0 }).pending).toBe(0);
      for (const query of QUERIES) checkAgainstBruteForce(cache, other, query, 997, STRIDE);
      expect(builds()).toBe(primed);
    } finally {
      other.close();
    }
  }, 120_000);

  it('a search index job asked to stop before it starts does nothing', async () => {
    const { cache } = loading(3_000);
    const stop = new AbortController();
    stop.abort();
    await cache.ledgerIndexWriter.indexSearch(stop.signal);
    expect(cache.ledgerTransactions.indexPendingSearch({ maxRows: 0 }).pending).toBe(2_800);
  }, 60_000);

  it("a failure on the worker rejects the job with SQLite's message and code, and so does a worker that stops", async () => {
    const folder = tempDir();
    const notADatabase = join(folder, 'cache.sqlite');
    writeFileSync(notADatabase, 'this is not a SQLite file, it is long enough to have a header of sorts........................................');
    const failed = await workerIndexWriter(notADatabase, undefined).buildIndexes().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Database.SqliteError);
    expect(failed).toMatchObject({ code: 'SQLITE_NOTADB', message: 'file is not a database' });
    await expect(workerIndexWriter(join(folder, 'missing.sqlite'), undefined).buildIndexes()).rejects.toMatchObject({ code: 'SQLITE_CANTOPEN' });
    // A worker that stops before it answers (killed): the job is rejected, saying so.
    const dies = join(folder, 'dies.cjs');
    writeFileSync(dies, 'process.exit(3);\n');
    await expect(workerIndexWriter(join(folder, 'cache.sqlite'), dies).buildIndexes()).rejects.toThrow(/index writer stopped before its work was done \(exit code 3\)/);
    // Nothing was built: the file that is a cache still lacks its indexes until a job succeeds.
    const { cache } = loading(500);
    const db = new Database(cache.path, { readonly: true });
    try {
      expect(missingLedgerIndexes(db)).toEqual(DROPPED);
    } finally {
      db.close();
    }
  }, 60_000);
});
