// 008-ledger-id-index: a cache written under 001..007 (id UNIQUE as a column constraint)
// comes out with the same rows at the same rowids (posting order, search index keys),
// the uniqueness of id as the named index ledger_by_id, every other index as before,
// and its search index still answering; also a file a bulk load left without indexes.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION, openCache } from '../../../electron/cache';
import { LEDGER_BULK_LOAD_INDEXES } from '../../../electron/cache/ledger-indexes';
import { indexPendingSearch } from '../../../electron/cache/repositories/ledger-search';
import { T0 } from './cache-fixtures';
import { cacheFileAtVersion, readCacheFile } from './older-cache-files';

const US = BigInt(T0) * 1000n;

/** A cache file as the app left it at schema version 7: entries written out of id order, three at one instant, all indexed for search. */
function versionSevenCache(options: { dropSecondaryIndexes?: boolean } = {}): { dataDir: string; path: string } {
  return cacheFileAtVersion(7, (db) => {
    const insert = db.prepare(`INSERT INTO ledger_transactions (id, account_id, created_us, type, direction, amount, currency, balance, description, explicit_nulls, extra_json)
      VALUES (?, 'acc_a', ?, 'payment_out', 'debit', ?, 'USD', ?, ?, ?, ?)`);
    insert.run('txn_zz', US + 60_000_000n, '1.00', '99.00', 'Rent March', 0, null);
    insert.run('txn_mm', US + 60_000_000n, '2.00', '97.00', 'Fee for rent', 1, null);
    insert.run('txn_aa', US + 60_000_000n, '3.00', '94.00', null, 0, '{"metadata":{"k":"v"}}');
    insert.run('txn_bb', US + 30_000_000n, '4.00', '100.00', 'Opening', 0, null);
    indexPendingSearch(db);
    if (options.dropSecondaryIndexes === true) db.exec('DROP INDEX ledger_by_time; DROP INDEX ledger_by_account_time; DROP INDEX ledger_by_type_time; DROP INDEX ledger_by_reference; DROP INDEX ledger_by_group;');
  });
}

const ROWS = 'SELECT rowid, id, created_us, amount, balance, description, explicit_nulls, extra_json FROM ledger_transactions ORDER BY rowid';
const INDEXES = "SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'ledger_transactions' ORDER BY name";

describe('migration 008 (ledger id index)', () => {
  it('rebuilds the ledger table without the column constraint: same rows at the same rowids, ledger_by_id unique, reads and search as before', () => {
    const { dataDir, path } = versionSevenCache();
    const rowsBefore = readCacheFile(path, ROWS);
    expect(readCacheFile(path, INDEXES).map((r) => (r as { name: string }).name)).toContain('sqlite_autoindex_ledger_transactions_1');
    const cache = openCache({ dataDir, environment: 'sandbox' });
    try {
      expect(cache.ledgerTransactions.ledgerWindow({ limit: 10 }).rows.map((r) => r.id)).toEqual(['txn_aa', 'txn_mm', 'txn_zz', 'txn_bb']);
      expect(cache.ledgerTransactions.ledgerWindow({ search: 'rent' }).rows.map((r) => r.id)).toEqual(['txn_mm', 'txn_zz']);
      expect(cache.ledgerTransactions.get('txn_aa')).toMatchObject({ metadata: { k: 'v' } });
      const same = cache.ledgerTransactions.get('txn_zz');
      expect(same).toBeDefined();
      expect(cache.ledgerTransactions.upsertMany([same as never])).toMatchObject({ written: 0, unchanged: 1 });
    } finally {
      cache.close();
    }
    expect(readCacheFile(path, ROWS)).toEqual(rowsBefore);
    expect(readCacheFile(path, 'PRAGMA user_version')).toEqual([{ user_version: LATEST_SCHEMA_VERSION }]);
    const expected = [...LEDGER_BULK_LOAD_INDEXES].map(({ name, sql }) => ({ name, sql })).sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(readCacheFile(path, INDEXES)).toEqual(expected);
    expect(() => {
      const db = new Database(path);
      try {
        db.prepare("INSERT INTO ledger_transactions (id, account_id, created_us, type, direction, amount, currency, balance) VALUES ('txn_zz', 'acc_a', 0, 'fee', 'debit', '1', 'USD', '1')").run();
      } finally {
        db.close();
      }
    }).toThrow(/UNIQUE constraint failed: ledger_transactions.id/);
    // The table's own definition keeps every column, type and check, without UNIQUE.
    const table = (readCacheFile(path, "SELECT sql FROM sqlite_schema WHERE name = 'ledger_transactions'")[0] as { sql: string }).sql;
    expect(table).toContain("direction TEXT NOT NULL CHECK (direction IN ('debit', 'credit'))");
    expect(table).toContain('id TEXT NOT NULL,');
    expect(table).toMatch(/\) STRICT$/);
  });

  it('a version-7 file left without its secondary indexes by a bulk load comes out with every index', () => {
    const { dataDir, path } = versionSevenCache({ dropSecondaryIndexes: true });
    const cache = openCache({ dataDir, environment: 'sandbox' });
    try {
      expect(cache.ledgerTransactions.isBulkLoading()).toBe(false);
      expect(cache.ledgerTransactions.ledgerWindow({ limit: 10 }).rows.map((r) => r.id)).toEqual(['txn_aa', 'txn_mm', 'txn_zz', 'txn_bb']);
    } finally {
      cache.close();
    }
    expect(readCacheFile(path, INDEXES).map((r) => (r as { name: string }).name)).toEqual(LEDGER_BULK_LOAD_INDEXES.map((i) => i.name).sort());
  });
});
