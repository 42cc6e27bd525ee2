// 005-transaction-group: a cache written under 001..004 gets ledger_by_group with no row
// rewritten; a group is then read whole by one index seek, oldest first in posting
// order, whatever its entries' timestamps and references; the index is one of the
// secondary indexes a bulk load drops and rebuilds, and reads stay right meanwhile.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION, openCache } from '../../../electron/cache';
import { LEDGER_SECONDARY_INDEXES } from '../../../electron/cache/ledger-indexes';
import { T0, ledgerTx, minutes, tempCache } from './cache-fixtures';
import { cacheFileAtVersion, readCacheFile } from './older-cache-files';

const US = BigInt(T0) * 1000n;
const INDEX_SQL = 'CREATE INDEX ledger_by_group ON ledger_transactions (transaction_group_id, created_us, rowid) WHERE transaction_group_id IS NOT NULL';
const GROUP_INDEX = "SELECT name, sql FROM sqlite_schema WHERE name = 'ledger_by_group'";

/** A cache file as the app left it at schema version 4: a group of three entries at three instants, written out of time order, and others. */
function versionFourCache(): { dataDir: string; path: string } {
  return cacheFileAtVersion(4, (db) => {
    const insert = db.prepare(`INSERT INTO ledger_transactions (id, account_id, created_us, type, direction, amount, currency, balance, transaction_group_id)
      VALUES (?, 'acc_a', ?, 'adjustment', 'debit', '1.00', 'USD', '9.00', ?)`);
    insert.run('txn_g_late', US + 300_000_000n, 'grp_1');
    insert.run('txn_g_early', US + 60_000_000n, 'grp_1');
    insert.run('txn_other', US + 120_000_000n, 'grp_2');
    insert.run('txn_g_mid', US + 120_000_000n, 'grp_1');
    insert.run('txn_none', US + 120_000_000n, null);
  });
}

describe('migration 005 (transaction group)', () => {
  it('adds ledger_by_group to a version-4 cache; a group reads whole, oldest first, by one seek', () => {
    const { dataDir, path } = versionFourCache();
    expect(readCacheFile(path, GROUP_INDEX)).toEqual([]);
    const cache = openCache({ dataDir, environment: 'sandbox' });
    try {
      expect(cache.ledgerTransactions.byTransactionGroup('grp_1').map((tx) => tx.id)).toEqual(['txn_g_early', 'txn_g_mid', 'txn_g_late']);
      expect(cache.ledgerTransactions.byTransactionGroup('grp_2').map((tx) => tx.id)).toEqual(['txn_other']);
      expect(cache.ledgerTransactions.byTransactionGroup('grp_none')).toEqual([]);
    } finally {
      cache.close();
    }
    expect(readCacheFile(path, 'PRAGMA user_version')).toEqual([{ user_version: LATEST_SCHEMA_VERSION }]);
    expect(readCacheFile(path, GROUP_INDEX)).toEqual([{ name: 'ledger_by_group', sql: INDEX_SQL }]);
    expect(LEDGER_SECONDARY_INDEXES).toContainEqual({ name: 'ledger_by_group', sql: INDEX_SQL });
    const plan = readCacheFile(path, "EXPLAIN QUERY PLAN SELECT * FROM ledger_transactions WHERE transaction_group_id = 'grp_1' ORDER BY created_us, rowid") as Array<{ detail: string }>;
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/SEARCH ledger_transactions USING INDEX ledger_by_group \(transaction_group_id=\?\)/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });

  it('changes no row, and runs again cleanly on a file rewound to version 4', () => {
    const { dataDir, path } = versionFourCache();
    const rows = 'SELECT rowid, id, created_us, transaction_group_id FROM ledger_transactions ORDER BY rowid';
    const before = readCacheFile(path, rows);
    openCache({ dataDir, environment: 'sandbox' }).close();
    expect(readCacheFile(path, rows)).toEqual(before);
    const db = new Database(path);
    db.pragma('user_version = 4');
    db.close();
    openCache({ dataDir, environment: 'sandbox' }).close();
    expect(readCacheFile(path, GROUP_INDEX)).toEqual([{ name: 'ledger_by_group', sql: INDEX_SQL }]);
    expect(readCacheFile(path, rows)).toEqual(before);
  });
});

describe('byTransactionGroup', () => {
  it('reads every entry of a group whatever its time and reference, ties in posting order, also during a bulk load', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([
      ledgerTx(50, { id: 'txn_reversal', transactionGroupId: 'grp_x', description: 'Reversal' }),
      ledgerTx(1, { id: 'txn_payment', transactionGroupId: 'grp_x', referenceType: 'payment', referenceId: 'pmt_1' }),
      ledgerTx(7, { id: 'txn_fee_b', transactionGroupId: 'grp_x' }),
      ledgerTx(7, { id: 'txn_fee_a', transactionGroupId: 'grp_x' }),
      ledgerTx(7, { id: 'txn_elsewhere', transactionGroupId: 'grp_y' }),
      ledgerTx(8, { id: 'txn_alone' }),
    ]);
    const expected = ['txn_payment', 'txn_fee_b', 'txn_fee_a', 'txn_reversal'];
    expect(cache.ledgerTransactions.byTransactionGroup('grp_x').map((tx) => tx.id)).toEqual(expected);
    expect(cache.ledgerTransactions.byTransactionGroup('grp_x')[0]).toEqual(cache.ledgerTransactions.get('txn_payment'));
    cache.ledgerTransactions.beginBulkLoad();
    expect(cache.ledgerTransactions.byTransactionGroup('grp_x').map((tx) => tx.id)).toEqual(expected);
    cache.ledgerTransactions.upsertMany([ledgerTx(60, { id: 'txn_late', transactionGroupId: 'grp_x', createdAt: minutes(60) })]);
    expect(cache.ledgerTransactions.endBulkLoad().rebuilt).toContain('ledger_by_group');
    expect(cache.ledgerTransactions.byTransactionGroup('grp_x').map((tx) => tx.id)).toEqual([...expected, 'txn_late']);
    expect(() => cache.ledgerTransactions.byTransactionGroup('')).toThrow(/non-empty/);
  });
});
