// The ledger's bulk-load mode (ledger-indexes.ts): the secondary indexes but the window's
// order (ledger_by_time) go, and so does ledger_by_id; the primary key stays, and a
// window from the newest end reads ledger_by_time, not the table; every read answers exactly as with
// the indexes; the end recreates them exactly as the migrations made them; and a crash
// mid-load is repaired by the next openCache before anything reads.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openCache, runMigrations } from '../../../electron/cache';
import type { Cache, LedgerWindowQuery } from '../../../electron/cache';
import { LEDGER_BULK_LOAD_INDEXES, LEDGER_KEPT_DURING_BULK_LOAD, LEDGER_SECONDARY_INDEXES, ledgerIndexesPresent, missingLedgerIndexes } from '../../../electron/cache/ledger-indexes';
import { buildLedgerSelect, keyRange } from '../../../electron/cache/repositories/ledger-query';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, minutes, tempCache, tempDir } from './cache-fixtures';

const ACCOUNTS = ['acc_a', 'acc_b', 'acc_c'];
/** The indexes a bulk load drops and its end builds again. */
const DROPPED = LEDGER_BULK_LOAD_INDEXES.map((i) => i.name).filter((name) => name !== LEDGER_KEPT_DURING_BULK_LOAD);
const TYPES = ['payment_out', 'payment_in', 'fee', 'adjustment'] as const;

/** A varied ledger: several accounts, types, directions, instants shared by several rows, some text. */
function ledger(count: number, seed = 1): LedgerTransaction[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  return Array.from({ length: count }, (_, i) => ledgerTx(i, {
    id: `txn_${String((i * 7919) % 10007).padStart(5, '0')}_${i}`,
    accountId: ACCOUNTS[next(3)] as string,
    type: TYPES[next(4)] as (typeof TYPES)[number],
    direction: next(2) === 0 ? 'debit' : 'credit',
    amount: `${next(1000)}.${String(next(100)).padStart(2, '0')}`,
    balance: `${i}.00`,
    createdAt: minutes(next(40)),
    ...(next(3) === 0 && { description: next(2) === 0 ? 'ACME payroll' : 'Invoice 42' }),
  }));
}

function secondaryIndexSql(path: string): Record<string, string> {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'ledger_transactions' AND sql IS NOT NULL ORDER BY name").all() as Array<{ name: string; sql: string }>;
    return Object.fromEntries(rows.map((r) => [r.name, r.sql]));
  } finally {
    db.close();
  }
}

const WINDOW_QUERIES: LedgerWindowQuery[] = [
  {},
  { towards: 'newer' },
  { limit: 7 },
  { accountIds: ['acc_b'] },
  { accountIds: ['acc_a', 'acc_c'], towards: 'newer', limit: 9 },
  { types: ['fee'] },
  { types: ['fee', 'payment_in'], direction: 'credit' },
  { accountIds: ['acc_a'], types: ['payment_out'], direction: 'debit' },
  { from: minutes(10), to: minutes(30) },
  { search: 'acme' },
  { search: 'invoice 4', accountIds: ['acc_b'] },
  { search: 'ro' },
];

/** Every read the UI and the export make, as plain data. */
function everyRead(cache: Cache): unknown {
  const ledger = cache.ledgerTransactions;
  const walks = WINDOW_QUERIES.map((query) => {
    const pages: string[][] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 200; guard += 1) {
      const window = ledger.ledgerWindow({ ...query, ...(cursor !== undefined && { cursor }) });
      pages.push(window.rows.map((r) => r.id));
      cursor = query.towards === 'newer' ? window.newerCursor : window.olderCursor;
      if (cursor === undefined) break;
    }
    return pages;
  });
  const snapshot = cache.openReadSnapshot();
  try {
    return {
      walks,
      count: ledger.count(),
      countFiltered: ledger.count({ accountIds: ['acc_a'], types: ['fee', 'adjustment'] }),
      newest: ledger.newest()?.id,
      newestOfB: ledger.newest('acc_b')?.id,
      balances: ledger.balances(),
      history: ACCOUNTS.map((accountId) => [ledger.balanceHistory({ accountId }), ledger.balanceHistory({ accountId, maxPoints: 5 }), ledger.balanceHistory({ accountId, from: minutes(5), to: minutes(20), maxPoints: 3 })]),
      iterated: [...ledger.iterateLedger({ types: ['payment_in'] })].map((t) => t.id),
      totals: ledger.ledgerTotals({ accountIds: ['acc_c'] }),
      flat: [...snapshot.iterateLedgerFlat({ from: minutes(3) })],
      snapshotTotals: snapshot.ledgerTotals(),
    };
  } finally {
    snapshot.close();
  }
}

describe('ledger bulk load', () => {
  it('drops the secondary indexes but ledger_by_time, and ledger_by_id, never the primary key; the same page twice changes nothing once the load ends', () => {
    const cache = tempCache();
    const rows = ledger(300);
    cache.ledgerTransactions.beginBulkLoad();
    expect(cache.ledgerTransactions.isBulkLoading()).toBe(true);
    expect(Object.keys(secondaryIndexSql(cache.path))).toEqual(['ledger_by_time']);
    // The newest window during the load (no INDEXED BY then) walks ledger_by_time: no scan and sort of the table.
    const newest = buildLedgerSelect({ filters: {}, range: keyRange({}), order: 'newest-first', limit: 101, indexed: false });
    const planner = new Database(cache.path, { readonly: true });
    const plan = (planner.prepare(`EXPLAIN QUERY PLAN ${newest?.sql ?? ''}`).all(newest?.params) as Array<{ detail: string }>).map((step) => step.detail).join('; ');
    planner.close();
    expect(plan).toContain('ledger_by_time');
    expect(plan).not.toContain('TEMP B-TREE');
    const first = cache.ledgerTransactions.upsertMany(rows);
    expect(first).toMatchObject({ written: 300, inserted: 300 });
    // Written again during the load (a server repeating itself): two rows until the end.
    cache.ledgerTransactions.upsertMany(rows);
    const changed = { ...rows[5], description: 'changed' } as LedgerTransaction;
    cache.ledgerTransactions.upsertMany([changed]);
    expect(cache.ledgerTransactions.count()).toBe(601);
    const ended = cache.ledgerTransactions.endBulkLoad();
    expect(ended.rebuilt).toEqual(DROPPED);
    expect(ended.merged).toEqual({ ids: 300, removedRows: 301 });
    expect(cache.ledgerTransactions.count()).toBe(300);
    expect(cache.ledgerTransactions.get(changed.id)?.description).toBe('changed');
    // After the load, upserts are idempotent again.
    expect(cache.ledgerTransactions.upsertMany(rows.filter((r) => r.id !== changed.id))).toMatchObject({ written: 0, unchanged: 299 });
    const db = new Database(cache.path, { readonly: true });
    // 008-ledger-id-index.ts: the column has no UNIQUE constraint of its own any more; ledger_by_id is the index.
    expect(db.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'ledger_transactions' AND name LIKE 'sqlite_autoindex_%'").pluck().get()).toBe(0);
    expect(db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'ledger_by_id'").pluck().get()).toBe('CREATE UNIQUE INDEX ledger_by_id ON ledger_transactions (id)');
    db.close();
  });

  it('every read answers exactly as with the indexes while they are missing', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(ledger(400));
    cache.accounts.upsertMany([{ id: 'acc_a', customerId: 'cus_1', name: 'Operating', currency: 'USD', status: 'active', createdAt: minutes(0) }]);
    const indexed = everyRead(cache);
    cache.ledgerTransactions.beginBulkLoad();
    expect(everyRead(cache)).toEqual(indexed);
    // Rows written during the load (some not yet in the search index) are read correctly too.
    cache.ledgerTransactions.upsertMany(ledger(150, 9).map((t, i) => ({ ...t, id: `txn_new_${i}` })), { deferSearchIndex: true });
    const during = everyRead(cache);
    expect(cache.ledgerTransactions.endBulkLoad().rebuilt).toEqual(DROPPED);
    expect(cache.ledgerTransactions.isBulkLoading()).toBe(false);
    expect(everyRead(cache)).toEqual(during);
  });

  it('reads during a load are the same for random ledgers and queries (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 1000 }), (count, seed) => {
        const cache = openCache({ dataDir: tempDir(), environment: 'sandbox' });
        try {
          cache.ledgerTransactions.upsertMany(ledger(count, seed));
          const indexed = everyRead(cache);
          cache.ledgerTransactions.beginBulkLoad();
          expect(everyRead(cache)).toEqual(indexed);
        } finally {
          cache.close();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('the end recreates the indexes exactly as the migrations create them, and queries use them again', () => {
    const fresh = join(tempDir(), 'fresh.sqlite');
    const db = new Database(fresh);
    runMigrations(db);
    db.close();
    const migrated = secondaryIndexSql(fresh);
    expect(migrated).toEqual(Object.fromEntries(LEDGER_BULK_LOAD_INDEXES.map((i) => [i.name, i.sql])));

    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(ledger(50));
    cache.ledgerTransactions.beginBulkLoad();
    cache.ledgerTransactions.endBulkLoad();
    expect(secondaryIndexSql(cache.path)).toEqual(migrated);
    expect(cache.ledgerTransactions.endBulkLoad().rebuilt).toEqual([]); // nothing missing: nothing done
  });

  it('a crash mid-load: the next openCache rebuilds the indexes before anything reads', () => {
    const dataDir = tempDir();
    const cache = openCache({ dataDir, environment: 'sandbox' });
    const early = ledger(200);
    const late = ledger(20, 3).map((t, i) => ({ ...t, id: `txn_late_${i}` }));
    cache.ledgerTransactions.upsertMany(early);
    cache.ledgerTransactions.beginBulkLoad();
    cache.ledgerTransactions.upsertMany(late);
    cache.close(); // the app dies: endBulkLoad never runs
    const raw = new Database(join(dataDir, 'sandbox', 'cache.sqlite'));
    expect(missingLedgerIndexes(raw)).toEqual(DROPPED);
    raw.close();

    const reopened = openCache({ dataDir, environment: 'sandbox' });
    try {
      expect(Object.keys(secondaryIndexSql(reopened.path)).sort()).toEqual(LEDGER_BULK_LOAD_INDEXES.map((i) => i.name).sort());
      expect(reopened.ledgerTransactions.isBulkLoading()).toBe(false);
      expect(reopened.ledgerTransactions.count()).toBe(220);
      expect(reopened.ledgerTransactions.ledgerWindow({ accountIds: ['acc_a'], limit: 500 }).rows.every((r) => r.accountId === 'acc_a')).toBe(true);
      const reference = tempCache();
      reference.ledgerTransactions.upsertMany([...early, ...late]);
      expect(everyRead(reopened)).toEqual(everyRead(reference));
    } finally {
      reopened.close();
    }
  });

  it('a read snapshot sees the schema of its own moment: opened before the load, during it, and after', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(ledger(120));
    const expected = [...cache.openReadSnapshot().iterateLedgerFlat({ accountIds: ['acc_b'] })];
    const early = cache.openReadSnapshot();
    const earlyIterator = early.iterateLedgerFlat({ accountIds: ['acc_b'] });
    cache.ledgerTransactions.beginBulkLoad();
    const during = cache.openReadSnapshot();
    expect([...during.iterateLedgerFlat({ accountIds: ['acc_b'] })]).toEqual(expected);
    expect([...earlyIterator]).toEqual(expected);
    cache.ledgerTransactions.endBulkLoad();
    expect([...during.iterateLedgerFlat({ accountIds: ['acc_b'] })]).toEqual(expected); // still its own snapshot
    during.close();
    early.close();
    const after = cache.openReadSnapshot();
    expect([...after.iterateLedgerFlat({ accountIds: ['acc_b'] })]).toEqual(expected);
    after.close();
  });

  it('knows when the indexes come and go on the same connection (schema_version), at the cost of one pragma per read', () => {
    const dir = tempDir();
    const db = new Database(join(dir, 'c.sqlite'));
    runMigrations(db);
    expect(ledgerIndexesPresent(db)).toBe(true);
    db.exec('DROP INDEX ledger_by_type_time');
    expect(ledgerIndexesPresent(db)).toBe(false);
    db.exec(LEDGER_SECONDARY_INDEXES[2]?.sql ?? '');
    expect(ledgerIndexesPresent(db)).toBe(true);
    db.close();
  });

  it('countUpTo counts at most its limit', () => {
    const cache = tempCache();
    expect(cache.ledgerTransactions.countUpTo(10)).toBe(0);
    cache.ledgerTransactions.upsertMany(ledger(25));
    expect(cache.ledgerTransactions.countUpTo(10)).toBe(10);
    expect(cache.ledgerTransactions.countUpTo(100)).toBe(25);
  });
});
