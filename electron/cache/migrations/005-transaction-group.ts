// 005: an index for reading one transaction group (a payment, its fee, its reversal...)
// whole and in posting order.
//
// `transaction_group_id` has been a column of ledger_transactions since 001 (filled by
// every upsert from the entry's `transactionGroupId`), but nothing indexed it, so the
// window's detail pane guessed the group from entries sharing a reference or an instant,
// which misses entries posted at other times or without the reference.
// ledger_by_group (transaction_group_id, created_us, rowid) finds a group with one seek
// and reads it in the ledger's order, (createdAt, posting order) (003-ledger-posting-order.ts),
// with no sort. Partial (entries with a group only): an entry without one costs the index
// nothing. Like the other secondary indexes it is listed in ledger-indexes.ts, so a bulk
// load drops it and builds it again at the end.
// Only builds an index (one sort) and writes no row. DROP first, as 003 and 004 do: a
// file rewound to an older version may still have it.
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const migration005TransactionGroup: NumberedMigration = {
  version: 5,
  name: 'transaction-group',
  up(db) {
    db.exec(`
      DROP INDEX IF EXISTS ledger_by_group;
      CREATE INDEX ledger_by_group ON ledger_transactions (transaction_group_id, created_us, rowid) WHERE transaction_group_id IS NOT NULL;
    `);
  },
};
