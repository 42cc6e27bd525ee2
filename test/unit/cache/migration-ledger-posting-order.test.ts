// 003-ledger-posting-order: a cache written under 001 + 002 (ledger ordered by
// (created_us, id)) comes out ordered by (created_us, rowid), the posting order it was
// synced in, with nothing rewritten but the three secondary indexes.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../../electron/cache';
import { LEDGER_BULK_LOAD_INDEXES } from '../../../electron/cache/ledger-indexes';
import { T0 } from './cache-fixtures';
import { cacheFileAtVersion } from './older-cache-files';

const US = BigInt(T0) * 1000n;

/** Rows in the order a sync wrote them (posting order); at each shared instant the ids sort the other way. */
const WRITTEN: Array<[id: string, account: string, minute: number, direction: 'debit' | 'credit', amount: string, balance: string]> = [
  ['txn_m', 'acc_a', 1, 'credit', '100.00', '100.00'],
  ['txn_z', 'acc_a', 2, 'debit', '30.00', '70.00'],
  ['txn_a', 'acc_a', 2, 'debit', '0.50', '69.50'],
  ['txn_y', 'acc_b', 3, 'credit', '5.00', '5.00'],
  ['txn_b', 'acc_b', 3, 'debit', '0.25', '4.75'],
];

/** A cache file as the app left it at schema version 2. */
function versionTwoCache(options: { midBulkLoad?: boolean } = {}): { dataDir: string; path: string } {
  return cacheFileAtVersion(2, (db) => {
    const insert = db.prepare(`INSERT INTO ledger_transactions (id, account_id, created_us, type, direction, amount, currency, balance)
      VALUES (?, ?, ?, 'payment_out', ?, ?, 'USD', ?)`);
    for (const [id, account, minute, direction, amount, balance] of WRITTEN) {
      insert.run(id, account, US + BigInt(minute) * 60_000_000n, direction, amount, balance);
    }
    if (options.midBulkLoad === true) db.exec('DROP INDEX ledger_by_time; DROP INDEX ledger_by_account_time; DROP INDEX ledger_by_type_time;');
  });
}

function indexSql(path: string): Array<{ name: string; sql: string }> {
  const db = new Database(path, { readonly: true });
  const rows = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'ledger_transactions' AND sql IS NOT NULL ORDER BY name").all();
  db.close();
  return rows as Array<{ name: string; sql: string }>;
}

const sortedByName = [...LEDGER_BULK_LOAD_INDEXES].sort((a, b) => (a.name < b.name ? -1 : 1)).map(({ name, sql }) => ({ name, sql }));

describe('migration 003 (ledger posting order)', () => {
  it('a version-2 cache comes out with its ledger in the order it was synced', () => {
    const { dataDir, path } = versionTwoCache();
    expect(indexSql(path).map((index) => index.sql).join('\n')).toContain('(created_us, id, direction, type)');

    const cache = openCache({ dataDir, environment: 'sandbox' });
    try {
      const ledger = cache.ledgerTransactions;
      expect(ledger.ledgerWindow({}).rows.map((tx) => tx.id)).toEqual(['txn_b', 'txn_y', 'txn_a', 'txn_z', 'txn_m']);
      expect(ledger.ledgerWindow({ towards: 'newer', limit: 2 }).rows.map((tx) => tx.id)).toEqual(['txn_z', 'txn_m']);
      expect(ledger.balances().accounts.map((a) => [a.accountId, a.balance, a.latestTransactionId])).toEqual([
        ['acc_a', '69.50', 'txn_a'],
        ['acc_b', '4.75', 'txn_b'],
      ]);
      expect(ledger.balanceHistory({ accountId: 'acc_a' }).map((point) => point.balance)).toEqual(['100.00', '69.50']);
    } finally {
      cache.close();
    }
    expect(indexSql(path)).toEqual(sortedByName);
  });

  it('applies to a version-2 cache left without its indexes by an interrupted bulk load', () => {
    const { dataDir, path } = versionTwoCache({ midBulkLoad: true });
    const cache = openCache({ dataDir, environment: 'sandbox' });
    try {
      expect(cache.ledgerTransactions.isBulkLoading()).toBe(false);
      expect(cache.ledgerTransactions.ledgerWindow({ accountIds: ['acc_b'] }).rows.map((tx) => tx.id)).toEqual(['txn_b', 'txn_y']);
    } finally {
      cache.close();
    }
    expect(indexSql(path)).toEqual(sortedByName);
  });

  it('changes no row: the same rowids, ids and values before and after', () => {
    const { dataDir, path } = versionTwoCache();
    const read = () => {
      const db = new Database(path, { readonly: true });
      const rows = db.prepare('SELECT rowid, id, created_us, amount, balance FROM ledger_transactions ORDER BY rowid').all();
      db.close();
      return rows;
    };
    const before = read();
    openCache({ dataDir, environment: 'sandbox' }).close();
    expect(read()).toEqual(before);
    expect(before).toHaveLength(WRITTEN.length);
  });
});
