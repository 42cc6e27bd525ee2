// A full sync's ledger pages written on a worker thread (electron/cache/ledger-page-writer.ts,
// ledger-page-worker.ts, run from its TypeScript source through tsx, real SQLite, the real
// sandbox): the same rows in the same rowid order and the same sync state as the pages
// written on this thread, entries cached before the bulk load updated in place, never
// duplicated; a stop mid-sync then a resume gives the same; a SqliteError or a CacheError in
// the worker reaches the sync as the same class with its code (the sync reports it as it
// would the same error on this thread); close() waits for the pages handed in. Each page's
// body is read on the worker (JSON.parse, redaction, the schema): a refused page rejects with
// the same error, field for field, as read on this thread, its texts without the secrets,
// nothing of it written; the sync gets back only the count, the cursor and the reversals.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock, type Clock } from '../../../electron/clock';
import { MalformedResponseError, ResponseValidationError, type PaymentsApiError } from '../../../electron/api/api-errors';
import { UnreadBody } from '../../../electron/api/unread-body';
import { isCacheError, openCache, type Cache, type LedgerPageWriter, type PageWriterPlace } from '../../../electron/cache';
import type { SyncReport } from '../../../electron/sync';
import type { LedgerTransaction } from '../../../shared/schemas';
import type { SandboxFixture } from '../../support/sandbox-fixture';
import { bulkSeed, createHarness, rawLedger, readCredentials, removeTempDirs, startSyncSandbox, tempDataDir, type RawLedgerEntry, type SyncHarness } from './sync-fixture';

let f: SandboxFixture;
let server: RawLedgerEntry[];
let credentials: { apiKey: string; seed: Uint8Array };
const WORKER: PageWriterPlace = {};
// One range at a time: which range's page lands first is then the same in every run, so the rowids are too.
const inOrder = { concurrency: 1, ledgerRanges: 6, pageSize: 100 };
const fixedNow = new Date();
const clock: Clock = { ...systemClock, now: () => fixedNow };

beforeAll(async () => {
  f = await startSyncSandbox(7);
  await bulkSeed(f, { accounts: 3, ledgerTransactions: 3000, seed: 11 });
  server = await rawLedger(f);
  credentials = readCredentials(f);
});
afterAll(async () => {
  await f?.close();
  removeTempDirs();
});

/** Every ledger row as stored, in rowid order (rowid included). */
function ledgerRows(cache: Cache): unknown[] {
  const db = new Database(cache.path, { readonly: true });
  try {
    return db.prepare('SELECT rowid AS row_id, * FROM ledger_transactions ORDER BY rowid').all();
  } finally {
    db.close();
  }
}

/** The ledger's sync state, without the time each row was written. */
function syncStates(cache: Cache): unknown[] {
  return cache.syncState.list('ledgerTransactions').map(({ updatedAt, ...state }) => {
    expect(updatedAt).toMatch(/^\d{4}-/);
    return state;
  });
}

/** Server entries cached before the sync: some changed (updated in place by the load), in an order of their own. */
function cachedBefore(): LedgerTransaction[] {
  const picked = server.filter((_, index) => index % 97 === 5).reverse() as unknown as LedgerTransaction[];
  return picked.map((entry, index) => (index % 2 === 0 ? { ...entry, description: 'seen before the load' } : entry));
}

async function fullSync(pageWriter: PageWriterPlace, options: { before?: LedgerTransaction[]; stopAfterPages?: number } = {}): Promise<{ h: SyncHarness; report: SyncReport }> {
  const h = createHarness(f, credentials, { service: { ...inOrder, clock }, pageWriter });
  if (options.before !== undefined) h.cache.ledgerTransactions.upsertMany(options.before);
  const controller = new AbortController();
  const report = await h.service.run({
    resources: ['ledgerTransactions'],
    signal: controller.signal,
    onProgress: (p) => {
      if (options.stopAfterPages !== undefined && p.resource === 'ledgerTransactions' && p.pages >= options.stopAfterPages) controller.abort();
    },
  });
  return { h, report };
}

describe('a full sync with its ledger pages written on a worker thread', () => {
  it('leaves the same ledger rows in the same rowid order and the same sync state as on this thread, entries cached before the load updated in place', async () => {
    const before = cachedBefore();
    const here = await fullSync('this-thread', { before });
    const there = await fullSync(WORKER, { before });
    try {
      expect(here.report.state).toBe('synced');
      expect(there.report.state).toBe('synced');
      expect(there.report.resources.ledgerTransactions).toEqual(here.report.resources.ledgerTransactions);
      const rows = ledgerRows(there.h.cache);
      expect(rows).toHaveLength(server.length);
      expect(rows).toEqual(ledgerRows(here.h.cache));
      // The entries cached before keep their rows (rowid 1..n), now with the server's values.
      const first = rows.slice(0, before.length) as Array<{ row_id: number; id: string; description: string | null }>;
      expect(first.map((row) => row.id)).toEqual(before.map((entry) => entry.id));
      expect(first.some((row) => row.description === 'seen before the load')).toBe(false);
      expect(syncStates(there.h.cache)).toEqual(syncStates(here.h.cache));
      expect(there.h.cache.ledgerTransactions.isBulkLoading()).toBe(false);
    } finally {
      here.h.close();
      there.h.close();
    }
  });

  it('stopped mid-sync, then resumed: the same rows, rowids and sync state as a sync never stopped', async () => {
    const here = await fullSync('this-thread');
    const stopped = await fullSync(WORKER, { stopAfterPages: 12 });
    try {
      expect(stopped.report.state).toBe('aborted');
      const written = ledgerRows(stopped.h.cache).length;
      expect(written).toBeGreaterThan(0);
      expect(written).toBeLessThan(server.length);
      stopped.h.close();
      const resumed = createHarness(f, credentials, { service: { ...inOrder, clock }, pageWriter: WORKER, dataDir: stopped.h.dataDir });
      try {
        expect((await resumed.service.run({ resources: ['ledgerTransactions'] })).state).toBe('synced');
        expect(ledgerRows(resumed.cache)).toEqual(ledgerRows(here.h.cache));
        expect(syncStates(resumed.cache)).toEqual(syncStates(here.h.cache));
      } finally {
        resumed.close();
      }
    } finally {
      here.h.close();
    }
  });

  it('a SqliteError in the worker is reported by the sync as the same error on this thread is', async () => {
    const failing = async (pageWriter: PageWriterPlace) => {
      const h = createHarness(f, credentials, { service: { ...inOrder, clock }, pageWriter });
      // A page's cursor is refused by the file (a constraint): the plan's own writes (no cursor) pass.
      const db = new Database(h.cache.path);
      db.exec(`CREATE TRIGGER refuse_cursor BEFORE UPDATE ON sync_state WHEN NEW.cursor IS NOT NULL BEGIN SELECT RAISE(ABORT, 'cursor refused by the test'); END`);
      db.close();
      const report = await h.service.run({ resources: ['ledgerTransactions'] });
      const rows = ledgerRows(h.cache).length;
      h.close();
      return { report, rows };
    };
    const here = await failing('this-thread');
    const there = await failing(WORKER);
    expect(here.report.state).toBe('failed');
    expect(here.report.error?.message).toContain('SqliteError: cursor refused by the test');
    expect(there.report.error).toEqual(here.report.error);
    // The page and its cursor rolled back together.
    expect(there.rows).toBe(0);
  });
});

describe('the cache ledger page writer on a worker thread', () => {
  const SECRET = 'sk_test_page_writer_secret_0123456789';
  /** A ledger page's body as the client hands it in, unread (the API key among its secrets). */
  /** `settled`: how its request's attempt was recorded as it was read (UnreadBody's settle): 'read', or the error it failed with. */
  const unread = (bodyText: string, settled: unknown[] = []): UnreadBody =>
    new UnreadBody({ status: 200, bodyText, requestId: 'req_page', replayed: false, attempts: 1 }, [SECRET], (failure) => settled.push(failure === undefined ? 'read' : failure.error));
  const pageText = (items: readonly unknown[], hasMore = true): string =>
    JSON.stringify({ items, pagination: { hasMore, nextCursor: (items.at(-1) as { id?: string } | undefined)?.id } });
  const body = (from: number, count: number): UnreadBody => unread(pageText(server.slice(from, from + count)));
  const write = (cursor: string) => ({ deferSearchIndex: false, state: { resource: 'ledgerTransactions' as const, scope: 'test', cursor, completed: false } });
  const readAndCommit = async (writer: LedgerPageWriter, page: UnreadBody, cursor: string): Promise<number> => writer.commit(await writer.read(page), write(cursor));

  /** What reading and committing `page` gives on this thread and on the worker: the outcome of each (error or rows), and each cache's rows after. */
  async function bothPlaces(page: (settled: unknown[]) => UnreadBody) {
    return Promise.all((['this-thread', WORKER] as const).map(async (pageWriter) => {
      const cache = openCache({ dataDir: tempDataDir(), environment: 'sandbox', pageWriter });
      const writer = cache.openLedgerPageWriter();
      const settled: unknown[] = [];
      try {
        const outcome = await readAndCommit(writer, page(settled), 'c1').catch((error: unknown) => error);
        return { outcome, settled, rows: ledgerRows(cache), state: cache.getSyncState('ledgerTransactions', 'test') };
      } finally {
        await writer.close();
        cache.close();
      }
    }));
  }

  it('reads a page where it writes it: only what the sync goes on with comes back, and the same rows as on this thread', async () => {
    const reversal = server.findIndex((entry) => entry['type'] === 'reversal' || entry['type'] === 'collection_reversal');
    const from = Math.max(0, reversal - 10);
    const [here, there] = await bothPlaces((settled) => unread(pageText(server.slice(from, from + 100)), settled));
    expect(there?.outcome).toBe(100);
    // Its request recorded once, as read.
    expect(here?.settled).toEqual(['read']);
    expect(there?.settled).toEqual(['read']);
    expect(there?.rows).toEqual(here?.rows);
    expect(there?.state?.cursor).toBe('c1');
    const cache = openCache({ dataDir: tempDataDir(), environment: 'sandbox', pageWriter: WORKER });
    const writer = cache.openLedgerPageWriter();
    try {
      const read = await writer.read(body(from, 100));
      const items = server.slice(from, from + 100);
      expect(read).toMatchObject({ count: 100, hasMore: true, last: items.at(-1)?.id, nextCursor: items.at(-1)?.id, requestId: 'req_page' });
      expect(read.reversals.map((entry) => entry.id)).toEqual(items.filter((entry) => /reversal$/.test(String(entry['type']))).map((entry) => entry.id));
      if (reversal >= 0) expect(read.reversals.length).toBeGreaterThan(0);
      // Read, not written: the rows wait for the commit.
      expect(cache.ledgerTransactions.count()).toBe(0);
      expect(await writer.commit(read, write('c1'))).toBe(100);
      // A page is written once.
      await expect(writer.commit(read, write('c2'))).rejects.toThrow(/was not read by this writer, or was written already/);
      expect(cache.getSyncState('ledgerTransactions', 'test')?.cursor).toBe('c1');
    } finally {
      await writer.close();
      cache.close();
    }
  });

  it.each([
    ['a body that is not JSON', () => `{"items": [${SECRET}`, MalformedResponseError],
    ['a page that fails the schema', () => pageText([{ ...server[0], amount: 12.5 }]), ResponseValidationError],
    ['a page nested past the bound', () => pageText([{ ...server[0], metadata: { deep: JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown } }]), ResponseValidationError],
    ['a page with the secret in a key of a refused value', () => pageText([{ ...server[0], metadata: { [`key ${SECRET}`]: 12 } }]), ResponseValidationError],
  ])('%s is refused on the worker with the error read on this thread gives, its texts without the secret, nothing written', async (_what, text, errorClass) => {
    const [here, there] = await bothPlaces((settled) => unread(text(), settled));
    expect(here?.outcome).toBeInstanceOf(errorClass);
    expect(there?.outcome).toBeInstanceOf(errorClass);
    // Its request recorded once, failed with the very error the read rejected with.
    expect(here?.settled).toEqual([here?.outcome]);
    expect(there?.settled).toEqual([there?.outcome]);
    const fields = (error: unknown) => {
      const e = error as PaymentsApiError & { issues?: unknown; bodyPreview?: unknown };
      return { name: e.name, code: e.code, message: e.message, status: e.status, requestId: e.requestId, replayed: e.replayed, attempts: e.attempts, issues: e.issues, bodyPreview: e.bodyPreview, plain: e.toPlainError() };
    };
    expect(fields(there?.outcome)).toEqual(fields(here?.outcome));
    expect(JSON.stringify(fields(there?.outcome))).not.toContain(SECRET);
    expect(there?.rows).toEqual([]);
    expect(there?.state).toBeUndefined();
  });

  it('a failed commit rejects with SqliteError or CacheError and its code, leaves nothing of it, and the next page is written', async () => {
    const cache = openCache({ dataDir: tempDataDir(), environment: 'sandbox', pageWriter: WORKER });
    const writer = cache.openLedgerPageWriter();
    try {
      const db = new Database(cache.path);
      db.exec(`CREATE TRIGGER refuse_page BEFORE INSERT ON sync_state WHEN NEW.cursor = 'refused' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`);
      db.close();
      const refused = await readAndCommit(writer, body(0, 10), 'refused').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Database.SqliteError);
      expect((refused as { code: string }).code).toBe('SQLITE_CONSTRAINT_TRIGGER');
      // An id the schema lets through, longer than the cache stores.
      const invalid = await readAndCommit(writer, unread(pageText([{ ...server[0], id: `txn_${'A'.repeat(250)}` }])), 'c1').catch((error: unknown) => error);
      expect(isCacheError(invalid, 'invalid_item')).toBe(true);
      expect(cache.ledgerTransactions.count()).toBe(0);
      expect(cache.getSyncState('ledgerTransactions', 'test')).toBeUndefined();
      expect(await readAndCommit(writer, body(0, 10), 'c2')).toBe(10);
      expect(cache.ledgerTransactions.count()).toBe(10);
      expect(cache.getSyncState('ledgerTransactions', 'test')?.cursor).toBe('c2');
    } finally {
      await writer.close();
      cache.close();
    }
  });

  it('close() resolves once every page handed in before it is written, in order; a page after it is refused', async () => {
    const cache = openCache({ dataDir: tempDataDir(), environment: 'sandbox', pageWriter: WORKER });
    const writer = cache.openLedgerPageWriter();
    const read = await Promise.all([0, 1, 2, 3, 4].map((n) => writer.read(body(n * 100, 100))));
    const handedIn = read.map((page, n) => writer.commit(page, write(`c${n}`)));
    const settled: number[] = [];
    handedIn.forEach((written, n) => void written.then(() => settled.push(n)));
    await writer.close();
    expect(settled).toEqual([0, 1, 2, 3, 4]);
    expect(await Promise.all(handedIn)).toEqual([100, 100, 100, 100, 100]);
    expect(cache.getSyncState('ledgerTransactions', 'test')?.cursor).toBe('c4');
    expect(ledgerRows(cache).map((row) => (row as { id: string }).id)).toEqual(server.slice(0, 500).map((entry) => entry.id));
    const recorded: unknown[] = [];
    const late = await writer.read(unread(pageText(server.slice(500, 510)), recorded)).catch((error: unknown) => error);
    expect(isCacheError(late, 'closed')).toBe(true);
    // A page the closed writer never read: its request recorded as failed all the same (request-pipeline.ts: body_not_read).
    expect(recorded).toEqual([late]);
    cache.close();
  });

  it("the cache's close() lets an open worker write the pages handed in before it, then end", async () => {
    const dataDir = tempDataDir();
    const cache = openCache({ dataDir, environment: 'sandbox', pageWriter: WORKER });
    const writer = cache.openLedgerPageWriter();
    const read = await Promise.all([0, 1, 2].map((n) => writer.read(body(n * 100, 100))));
    const handedIn = read.map((page, n) => writer.commit(page, write(`c${n}`)));
    cache.close();
    expect(await Promise.all(handedIn)).toEqual([100, 100, 100]);
    await writer.close();
    const again = openCache({ dataDir, environment: 'sandbox' });
    try {
      expect(again.ledgerTransactions.count()).toBe(300);
      expect(again.getSyncState('ledgerTransactions', 'test')?.cursor).toBe('c2');
    } finally {
      again.close();
    }
  });
});
