// 003: the ledger's order is (created_us, rowid): creation time, then POSTING order.
//
// Why: the server posts several entries at one instant (a payment and its fee) and
// lists them in the order it posted them (ties in insertion order). Each entry's
// running `balance` follows that order, so the "latest" entry of an account, a window,
// the export's running-balance column and the pre-send balance check are only right
// when ties are read in posting order. 001 broke ties by `id`, which is random.
//
// Decision: the posting order of entries that share a timestamp is the ledger table's
// `rowid` (its explicit INTEGER PRIMARY KEY), not a new column:
// - The sync writes entries in the server's order: a full sync's createdAt ranges never
//   split an instant (electron/sync/ledger-ranges.ts), each range is paged forward in
//   order, and an incremental sync continues with `starting_after`. A new row takes
//   rowid max(rowid) + 1, so within one timestamp rowid order IS the server's order.
// - A row's rowid never changes afterwards: an upsert of a page already seen (a resumed
//   sync, a full re-sync) updates the row in place (ON CONFLICT ... DO UPDATE keeps the
//   rowid), ledger rows are never deleted, the bulk-load mode only drops the SECONDARY
//   indexes (ledger-indexes.ts), and VACUUM keeps an INTEGER PRIMARY KEY's values.
// - So every existing cache already holds the right order: this migration only rebuilds
//   the three secondary indexes on (…, created_us, rowid, …) instead of (…, created_us,
//   id, …). It costs one sort per index (seconds at a million rows), writes no row, and
//   a column would have cost 8 bytes per row plus a backfill that could not be more
//   right than rowid is.
// Sort keys and keyset cursors everywhere in the ledger are (created_us, rowid); `id`
// no longer orders anything. The other resource tables keep (created_us, id).
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const migration003LedgerPostingOrder: NumberedMigration = {
  version: 3,
  name: 'ledger-posting-order',
  up(db) {
    // IF EXISTS: a bulk load interrupted under version 2 left these indexes dropped.
    db.exec(`
      DROP INDEX IF EXISTS ledger_by_time;
      DROP INDEX IF EXISTS ledger_by_account_time;
      DROP INDEX IF EXISTS ledger_by_type_time;
      CREATE INDEX ledger_by_time ON ledger_transactions (created_us, rowid, direction, type);
      CREATE INDEX ledger_by_account_time ON ledger_transactions (account_id, created_us, rowid, type, direction);
      CREATE INDEX ledger_by_type_time ON ledger_transactions (type, created_us, rowid, direction);
    `);
  },
};
