// 008: the ledger's uniqueness of `id` becomes a named index, ledger_by_id, that a bulk
// load can drop like the secondary indexes (ledger-indexes.ts).
//
// Why: 001 declared `id TEXT NOT NULL UNIQUE`, an index SQLite names itself and never
// lets go of. The API's ids are opaque (spec: a prefix and [A-Za-z0-9]+, no order), so
// a server whose ids are random puts every entry of a million-row first sync at a random
// place in that index: measured with the cache's own writes (test/bench/cache-sync-writes.ts
// --ids random, a million entries), 66 s of load and 44 CPU-seconds in all against 11 s
// and 16 with ids that count up, the page cache missing on nearly every row and each
// page's commit writing some two hundred index pages to the WAL. Built once at the end
// of the load from the table, the same index is one sort (about a second at a million
// rows); with it, the random-id load took 9 s and 14 CPU-seconds in all.
//
// The table is rebuilt without the column constraint (same columns, same types, same
// CHECK): every row is copied with its rowid, which is the posting order of entries that
// share an instant (003-ledger-posting-order.ts) and the key of the contentless search
// index (002-ledger-search.ts), so neither changes. Then ledger_by_id and the secondary
// indexes are created as the latest migrations define them. Cost: one copy of the table
// and its indexes, once (8.6 s and 7.1 CPU-seconds for a million rows, measured; the
// file keeps the old table's pages free for later writes, no VACUUM). A file rewound to an older version
// after this ran already has the table without the constraint: only the indexes are made.
import type { Database } from 'better-sqlite3';
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

const COLUMNS = [
  'rowid', 'id', 'account_id', 'created_us', 'type', 'direction', 'amount', 'currency', 'balance',
  'linked_transaction_id', 'transaction_group_id', 'reference_type', 'reference_id', 'description',
  'metadata_reference', 'explicit_nulls', 'extra_json',
].join(', ');

const TABLE = (name: string) => `
CREATE TABLE ${name} (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  created_us INTEGER NOT NULL,
  type TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('debit', 'credit')),
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  balance TEXT NOT NULL,
  linked_transaction_id TEXT,
  transaction_group_id TEXT,
  reference_type TEXT,
  reference_id TEXT,
  description TEXT,
  metadata_reference TEXT,
  explicit_nulls INTEGER NOT NULL DEFAULT 0,
  extra_json TEXT
) STRICT`;

/** The indexes on ledger_transactions after this migration, as 003, 004 and 005 left them plus ledger_by_id. */
const INDEXES = `
CREATE UNIQUE INDEX IF NOT EXISTS ledger_by_id ON ledger_transactions (id);
CREATE INDEX IF NOT EXISTS ledger_by_time ON ledger_transactions (created_us, rowid, direction, type);
CREATE INDEX IF NOT EXISTS ledger_by_account_time ON ledger_transactions (account_id, created_us, rowid, type, direction);
CREATE INDEX IF NOT EXISTS ledger_by_type_time ON ledger_transactions (type, created_us, rowid, direction);
CREATE INDEX IF NOT EXISTS ledger_by_reference ON ledger_transactions (reference_type, reference_id);
CREATE INDEX IF NOT EXISTS ledger_by_group ON ledger_transactions (transaction_group_id, created_us, rowid) WHERE transaction_group_id IS NOT NULL;
`;

function hasColumnUniqueConstraint(db: Database): boolean {
  const autoIndexes = db.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'ledger_transactions' AND name LIKE 'sqlite_autoindex_%'").pluck().get() as number;
  return autoIndexes > 0;
}

export const migration008LedgerIdIndex: NumberedMigration = {
  version: 8,
  name: 'ledger-id-index',
  up(db) {
    if (hasColumnUniqueConstraint(db)) {
      db.exec(`
        ${TABLE('ledger_transactions_rebuilt')};
        INSERT INTO ledger_transactions_rebuilt (${COLUMNS}) SELECT ${COLUMNS} FROM ledger_transactions ORDER BY rowid;
        DROP TABLE ledger_transactions;
        ALTER TABLE ledger_transactions_rebuilt RENAME TO ledger_transactions;
      `);
    }
    db.exec(INDEXES);
  },
};
