// 006: the statuses each payment and collection went through, as this app saw them.
//
// The server gives a record's current status only (spec 3.2: "Transitions: not shown"),
// so the history is what the cache observed: repositories/status-history.ts appends a
// row when a payment's or collection's status is first seen or changes (the payments
// and collections upserts compare the stored status first, so a sync that changes no
// status writes nothing here). `observed_at` is the canonical UTC form
// (`2026-01-31T12:00:00.000Z`, see timestamps.ts), so text order is time order.
// `source` says how the time was learnt (shared/ipc/activity-methods.ts
// STATUS_STEP_SOURCES): 'created' (the record's createdAt, first seen in its initial
// status), 'completed_at' (the server's completedAt), 'sync' (when the app saw it), and
// 'cached' (rows written here for records cached before this version).
//
// `seq` (the rowid) is the order rows were written, which is the order the statuses were
// observed: a timeline is read in that order, so a server clock ahead of this machine's
// (createdAt, completedAt are the server's times) can never reorder two statuses. The
// index finds one record's rows with one seek. No foreign key: the cache mirrors a
// remote service.
//
// Backfill: every record already cached gets one row for its current status, timed by
// what is known: createdAt when it is still in its initial status, completedAt when
// completed with one, else the resource's last sync (when the status was last seen).
// One INSERT ... SELECT per table; quick on any cache size.
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

/** `created_us` (microseconds) in the canonical written form, by integer arithmetic. */
const CREATED_AT = `strftime('%Y-%m-%dT%H:%M:%S', created_us / 1000000, 'unixepoch') || printf('.%03dZ', (created_us / 1000) % 1000)`;
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

function backfill(kind: 'payment' | 'collection', table: 'payments' | 'collections', initial: string): string {
  const completedAt = `strftime('%Y-%m-%dT%H:%M:%fZ', json ->> '$.completedAt')`;
  const lastSync = `coalesce((SELECT max(last_synced_at) FROM sync_state WHERE resource = '${table}'), ${NOW})`;
  return `
    INSERT INTO status_history (kind, record_id, status, observed_at, source)
    SELECT '${kind}', id, status,
      CASE
        WHEN status = '${initial}' THEN ${CREATED_AT}
        WHEN status = 'completed' AND ${completedAt} IS NOT NULL THEN ${completedAt}
        ELSE ${lastSync}
      END,
      CASE
        WHEN status = '${initial}' THEN 'created'
        WHEN status = 'completed' AND ${completedAt} IS NOT NULL THEN 'completed_at'
        ELSE 'cached'
      END
    FROM ${table} ORDER BY created_us, id;`;
}

export const migration006StatusHistory: NumberedMigration = {
  version: 6,
  name: 'status-history',
  up(db) {
    // DROP first, as 003 to 005 do: a file rewound to an older version may still have it.
    db.exec(`
      DROP TABLE IF EXISTS status_history;
      CREATE TABLE status_history (
        seq INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('payment', 'collection')),
        record_id TEXT NOT NULL,
        status TEXT NOT NULL,
        observed_at TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('created', 'sync', 'completed_at', 'cached'))
      ) STRICT;
      CREATE INDEX status_history_by_record ON status_history (kind, record_id, observed_at);
      ${backfill('payment', 'payments', 'created')}
      ${backfill('collection', 'collections', 'pending')}
    `);
  },
};
