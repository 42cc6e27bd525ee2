// 004-reference-search: a cache written under 001..003 gets the (reference_type,
// reference_id) ledger index and the resources' reference indexes, with no row
// rewritten, and its entries become findable by their payment's reference through them.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION, openCache } from '../../../electron/cache';
import { T0, payment } from './cache-fixtures';
import { cacheFileAtVersion, readCacheFile } from './older-cache-files';

const US = BigInt(T0) * 1000n;
const INDEX_SQL = 'CREATE INDEX ledger_by_reference ON ledger_transactions (reference_type, reference_id)';
const INDEXES = "SELECT name, sql FROM sqlite_schema WHERE name LIKE '%_by_reference' ORDER BY name";
const EXPECTED = [
  { name: 'collections_by_reference', sql: "CREATE INDEX collections_by_reference ON collections (json ->> '$.reference', id) WHERE json ->> '$.reference' IS NOT NULL" },
  { name: 'ledger_by_reference', sql: INDEX_SQL },
  { name: 'payments_by_reference', sql: "CREATE INDEX payments_by_reference ON payments (json ->> '$.reference', id) WHERE json ->> '$.reference' IS NOT NULL" },
  { name: 'transfers_by_reference', sql: "CREATE INDEX transfers_by_reference ON transfers (json ->> '$.reference', id) WHERE json ->> '$.reference' IS NOT NULL" },
];

/** A cache file as the app left it at schema version 3: a payment and the two entries it caused, plus one other. */
function versionThreeCache(): { dataDir: string; path: string } {
  return cacheFileAtVersion(3, (db) => {
    const p = payment(1, { reference: 'INV-2026-0042' });
    db.prepare("INSERT INTO payments (id, created_us, updated_us, status, rail, json) VALUES (?, ?, ?, 'processing', 'ach', ?)").run(p.id, US, US, JSON.stringify(p));
    const insert = db.prepare(`INSERT INTO ledger_transactions (id, account_id, created_us, type, direction, amount, currency, balance, reference_type, reference_id, description)
      VALUES (?, 'acc_a', ?, ?, 'debit', ?, 'USD', ?, ?, ?, ?)`);
    insert.run('txn_out', US + 60_000_000n, 'payment_out', '100.00', '900.00', 'payment', p.id, 'Payment to ACME');
    insert.run('txn_fee', US + 60_000_000n, 'fee', '0.50', '899.50', 'payment', p.id, 'Wire fee');
    insert.run('txn_other', US + 120_000_000n, 'fee', '1.00', '898.50', 'payment', 'pmt_other', 'Monthly fee');
  });
}

describe('migration 004 (reference search)', () => {
  it('adds the indexes to a version-3 cache, and search finds the entries by the payment reference', () => {
    const { dataDir, path } = versionThreeCache();
    expect(readCacheFile(path, INDEXES)).toEqual([]);
    const cache = openCache({ dataDir, environment: 'sandbox', tuning: { searchCandidateLimit: 1000 } });
    try {
      const found = cache.ledgerTransactions.ledgerWindow({ search: 'inv-2026-0042' });
      expect(found.rows.map((tx) => tx.id)).toEqual(['txn_fee', 'txn_out']);
    } finally {
      cache.close();
    }
    expect(readCacheFile(path, 'PRAGMA user_version')).toEqual([{ user_version: LATEST_SCHEMA_VERSION }]);
    expect(readCacheFile(path, INDEXES)).toEqual(EXPECTED);
    const plan = readCacheFile(path, "EXPLAIN QUERY PLAN SELECT rowid FROM ledger_transactions WHERE reference_type = 'payment' AND reference_id = 'pmt_x'") as Array<{ detail: string }>;
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/USING COVERING INDEX ledger_by_reference \(reference_type=\? AND reference_id=\?\)/);
    const references = readCacheFile(path, "SELECT id FROM payments WHERE json ->> '$.reference' >= '' AND json ->> '$.reference' LIKE '%0042%'");
    expect(references).toEqual([{ id: 'pmt_000001' }]);
  });

  it('changes no row, and runs again cleanly on a file rewound to version 3', () => {
    const { dataDir, path } = versionThreeCache();
    const rows = 'SELECT rowid, id, created_us, amount, balance, reference_type, reference_id FROM ledger_transactions ORDER BY rowid';
    const before = readCacheFile(path, rows);
    openCache({ dataDir, environment: 'sandbox' }).close();
    expect(readCacheFile(path, rows)).toEqual(before);
    const db = new Database(path);
    db.pragma('user_version = 3');
    db.close();
    openCache({ dataDir, environment: 'sandbox' }).close();
    expect(readCacheFile(path, INDEXES)).toEqual(EXPECTED);
    expect(readCacheFile(path, rows)).toEqual(before);
  });
});
