// 006-status-history: a cache written under 001..005 gets the status_history table and
// its index, and every payment and collection already cached gets one row for its
// current status, timed by what is known (createdAt in the initial status, completedAt
// when completed, else the last sync); no other row changes, and it runs again cleanly
// on a file rewound to version 5.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION, openCache } from '../../../electron/cache';
import { T0, minutes, payment } from '../../unit/cache/cache-fixtures';
import { cacheFileAtVersion, readCacheFile } from '../../unit/cache/older-cache-files';

const US = (iso: string) => Date.parse(iso) * 1000;
const LAST_SYNC = '2026-01-02T08:00:00.000Z';

/** A cache file as the app left it at schema version 5: three payments, two collections, a sync state. */
function versionFiveCache(): { dataDir: string; path: string } {
  return cacheFileAtVersion(5, (db) => {
    const insertPayment = db.prepare('INSERT INTO payments (id, created_us, updated_us, status, rail, json) VALUES (?, ?, ?, ?, ?, ?)');
    const created = payment(1, { status: 'created', createdAt: '2026-01-01T00:01:00.123456Z' });
    const processing = payment(2, { status: 'processing' });
    const completed = payment(3, { status: 'completed', completedAt: '2026-01-01T02:00:00+01:00' });
    for (const p of [created, processing, completed]) insertPayment.run(p.id, US(p.createdAt), US(p.updatedAt), p.status, p.rail, JSON.stringify(p));
    const insertCollection = db.prepare("INSERT INTO collections (id, created_us, updated_us, status, destination_account_id, counterparty_id, json) VALUES (?, ?, ?, ?, 'acc_a', 'cpt_1', ?)");
    insertCollection.run('col_1', US(minutes(5)), US(minutes(5)), 'pending', JSON.stringify({ id: 'col_1', status: 'pending', createdAt: minutes(5) }));
    insertCollection.run('col_2', US(minutes(6)), US(minutes(6)), 'submitted', JSON.stringify({ id: 'col_2', status: 'submitted', createdAt: minutes(6) }));
    db.prepare("INSERT INTO sync_state (resource, scope, cursor, completed, last_synced_at, updated_at) VALUES ('payments', '', NULL, 1, ?, ?)").run(LAST_SYNC, LAST_SYNC);
  });
}

const HISTORY = 'SELECT kind, record_id, status, observed_at, source FROM status_history ORDER BY seq';
/** The same, without the one time that is the migration's own clock (col_2 has no sync state). */
const STABLE_HISTORY = "SELECT kind, record_id, status, source, CASE WHEN record_id = 'col_2' THEN NULL ELSE observed_at END AS at FROM status_history ORDER BY seq";

describe('migration 006 (status history)', () => {
  it('creates the table and its index, and backfills one row per cached payment and collection', () => {
    const { dataDir, path } = versionFiveCache();
    const startedAt = new Date().toISOString();
    openCache({ dataDir, environment: 'sandbox' }).close();
    const finishedAt = new Date().toISOString();
    expect(readCacheFile(path, 'PRAGMA user_version')).toEqual([{ user_version: LATEST_SCHEMA_VERSION }]);
    expect(readCacheFile(path, "SELECT name FROM sqlite_schema WHERE tbl_name = 'status_history' ORDER BY name")).toEqual([{ name: 'status_history' }, { name: 'status_history_by_record' }]);
    const rows = readCacheFile(path, HISTORY) as Array<{ kind: string; record_id: string; status: string; observed_at: string; source: string }>;
    expect(rows.slice(0, 3)).toEqual([
      // Still in its initial status: the server's createdAt, in the canonical form (sub-millisecond digits dropped).
      { kind: 'payment', record_id: 'pmt_000001', status: 'created', observed_at: '2026-01-01T00:01:00.123Z', source: 'created' },
      // Seen in another status: when the payments were last synced.
      { kind: 'payment', record_id: 'pmt_000002', status: 'processing', observed_at: LAST_SYNC, source: 'cached' },
      // Completed: the server's completedAt, rewritten in UTC.
      { kind: 'payment', record_id: 'pmt_000003', status: 'completed', observed_at: '2026-01-01T01:00:00.000Z', source: 'completed_at' },
    ]);
    expect(rows[3]).toEqual({ kind: 'collection', record_id: 'col_1', status: 'pending', observed_at: new Date(T0 + 5 * 60_000).toISOString(), source: 'created' });
    // No collections sync state: the time of the migration itself.
    expect(rows[4]).toMatchObject({ kind: 'collection', record_id: 'col_2', status: 'submitted', source: 'cached' });
    expect(rows[4]!.observed_at >= startedAt.slice(0, 19) && rows[4]!.observed_at <= finishedAt).toBe(true);
    expect(rows).toHaveLength(5);
  });

  it('the repositories read the backfilled rows as timelines, and the plan seeks the index', () => {
    const { dataDir, path } = versionFiveCache();
    const cache = openCache({ dataDir, environment: 'sandbox' });
    try {
      expect(cache.payments.timeline('pmt_000003')).toEqual([{ status: 'completed', at: '2026-01-01T01:00:00.000Z', source: 'completed_at' }]);
      expect(cache.collections.timeline('col_1')).toEqual([{ status: 'pending', at: new Date(T0 + 5 * 60_000).toISOString(), source: 'created' }]);
      expect(cache.payments.timeline('col_1')).toEqual([]);
    } finally {
      cache.close();
    }
    const plan = readCacheFile(path, "EXPLAIN QUERY PLAN SELECT status FROM status_history WHERE kind = 'payment' AND record_id = 'pmt_x' ORDER BY seq") as Array<{ detail: string }>;
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/USING INDEX status_history_by_record \(kind=\? AND record_id=\?\)/);
  });

  it('changes no other row, and runs again cleanly on a file rewound to version 5', () => {
    const { dataDir, path } = versionFiveCache();
    const payments = 'SELECT id, created_us, updated_us, status, json FROM payments ORDER BY id';
    const before = readCacheFile(path, payments);
    openCache({ dataDir, environment: 'sandbox' }).close();
    expect(readCacheFile(path, payments)).toEqual(before);
    const first = readCacheFile(path, STABLE_HISTORY);
    const db = new Database(path);
    db.pragma('user_version = 5');
    db.close();
    openCache({ dataDir, environment: 'sandbox' }).close();
    expect(readCacheFile(path, 'PRAGMA user_version')).toEqual([{ user_version: LATEST_SCHEMA_VERSION }]);
    expect(readCacheFile(path, STABLE_HISTORY)).toEqual(first);
    expect(readCacheFile(path, payments)).toEqual(before);
  });
});
