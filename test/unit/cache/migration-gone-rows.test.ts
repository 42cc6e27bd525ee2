// 007-gone-rows: a cache written under 001..006 gets a nullable `gone_at` on the four
// tables a sync re-reads whole (accounts, counterparties, payment methods, webhook
// subscriptions); every row already cached gets NULL and no other value changes; it runs
// again cleanly on a file rewound to version 6 (the column is already there).
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION, openCache } from '../../../electron/cache';
import { GONE_TABLES } from '../../../electron/cache/migrations/007-gone-rows';
import { counterparty, minutes } from './cache-fixtures';
import { cacheFileAtVersion, readCacheFile } from './older-cache-files';

const US = (iso: string) => Date.parse(iso) * 1000;

/** A cache file as the app left it at schema version 6: one row in each of the four tables. */
function versionSixCache(): { dataDir: string; path: string } {
  return cacheFileAtVersion(6, (db) => {
    const at = US(minutes(1));
    db.prepare("INSERT INTO accounts (id, created_us, updated_us, name, currency, status, json) VALUES ('acc_a', ?, NULL, 'Operating', 'USD', 'active', '{\"id\":\"acc_a\"}')").run(at);
    const cp = counterparty(1);
    db.prepare("INSERT INTO counterparties (id, created_us, updated_us, name, entity_type, status, json) VALUES (?, ?, ?, ?, 'business', 'active', ?)").run(cp.id, at, at, cp.name, JSON.stringify(cp));
    db.prepare("INSERT INTO payment_methods (id, created_us, updated_us, counterparty_id, type, status, currency, json) VALUES ('pm_1', ?, NULL, ?, 'us_bank', 'active', 'USD', '{\"id\":\"pm_1\"}')").run(at, cp.id);
    db.prepare("INSERT INTO webhook_subscriptions (id, created_us, updated_us, status, json) VALUES ('whs_1', ?, NULL, 'active', '{\"id\":\"whs_1\"}')").run(at);
  });
}

const ROWS = GONE_TABLES.map((table) => `SELECT '${table}' AS t, * FROM ${table}`);

describe('migration 007 (gone rows)', () => {
  it('adds a nullable gone_at to the four whole-listed tables; every cached row gets NULL', () => {
    const { dataDir, path } = versionSixCache();
    openCache({ dataDir, environment: 'sandbox' }).close();
    expect(readCacheFile(path, 'PRAGMA user_version')).toEqual([{ user_version: LATEST_SCHEMA_VERSION }]);
    expect(LATEST_SCHEMA_VERSION).toBeGreaterThanOrEqual(7);
    for (const table of GONE_TABLES) {
      const column = (readCacheFile(path, `SELECT name, type, "notnull", dflt_value FROM pragma_table_info('${table}') WHERE name = 'gone_at'`));
      expect(column, table).toEqual([{ name: 'gone_at', type: 'TEXT', notnull: 0, dflt_value: null }]);
      expect(readCacheFile(path, `SELECT id, gone_at FROM ${table}`).every((row) => (row as { gone_at: unknown }).gone_at === null), table).toBe(true);
      expect(readCacheFile(path, `SELECT count(*) AS n FROM ${table}`), table).toEqual([{ n: 1 }]);
    }
  });

  it('changes no other value, and runs again cleanly on a file rewound to version 6', () => {
    const { dataDir, path } = versionSixCache();
    const before = ROWS.map((sql) => readCacheFile(path, sql));
    openCache({ dataDir, environment: 'sandbox' }).close();
    const after = ROWS.map((sql) => readCacheFile(path, sql) as Array<Record<string, unknown>>);
    expect(after.map((rows) => rows.map(({ gone_at: _gone, ...rest }) => rest))).toEqual(before);
    const db = new Database(path);
    db.pragma('user_version = 6');
    db.close();
    openCache({ dataDir, environment: 'sandbox' }).close();
    expect(readCacheFile(path, 'PRAGMA user_version')).toEqual([{ user_version: LATEST_SCHEMA_VERSION }]);
    expect(ROWS.map((sql) => readCacheFile(path, sql))).toEqual(after);
  });

  it('the repositories read a migrated file: nothing is gone until a sync says so', () => {
    const { dataDir } = versionSixCache();
    const cache = openCache({ dataDir, environment: 'sandbox' });
    try {
      expect(cache.accounts.goneAt('acc_a')).toBeNull();
      expect(cache.counterparties.goneAt('cpt_000001')).toBeNull();
      expect(cache.paymentMethods.goneAt('pm_1')).toBeNull();
      expect(cache.webhookSubscriptions.goneAt('whs_1')).toBeNull();
      expect(cache.counterparties.goneAt('cpt_missing')).toBeUndefined();
      expect(cache.counterparties.listCounterparties({ limit: 10 }).items.map((row) => row.goneAt)).toEqual([null]);
    } finally {
      cache.close();
    }
  });
});
