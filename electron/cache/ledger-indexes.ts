// The ledger's secondary indexes, and the bulk-load mode that drops them while a full
// sync fills an empty ledger.
//
// Every row inserted into ledger_transactions also goes into five secondary indexes
// (003-ledger-posting-order.ts, 004-reference-search.ts, 005-transaction-group.ts),
// which costs more than the row itself during a million-row initial sync; building them
// once at the end, from the table, costs far less (a sort). So a full sync that starts
// on an empty (or nearly empty) ledger drops them, loads, and creates them again
// (`beginLedgerBulkLoad` / `endLedgerBulkLoad`). What is never dropped: the table's
// primary key (rowid) and the UNIQUE index on `id`, which upserts need to stay
// idempotent (the same page twice changes nothing).
//
// Safety:
// - Crash: the state of the mode IS the schema (no flag to forget). `openCache` compares
//   the indexes in sqlite_schema with the expected set below and creates any missing
//   one before it returns, so a cache left mid-load by a crash is whole again before
//   anything reads it.
// - Reads during a bulk load stay correct: the readers ask `ledgerIndexesPresent()` and,
//   while the indexes are missing, run the same queries without `INDEXED BY` (a scan
//   and a sort: slower, same rows). The answer is cached per connection and re-checked
//   whenever SQLite's `schema_version` changes, so a second connection (an export's
//   read snapshot) sees its own snapshot's schema.
// - Order: dropping and rebuilding secondary indexes never touches a rowid, and rowids
//   are the posting order of entries that share a timestamp (003-ledger-posting-order.ts),
//   so a bulk-loaded ledger reads in the same order as one loaded row by row.
// - A migration that changes one of these indexes must update this list (a unit test
//   compares it with the schema the migrations create).
import type { Database, Statement } from 'better-sqlite3';

export interface IndexDefinition {
  readonly name: string;
  readonly sql: string;
}

/**
 * The ledger's secondary indexes as the latest migrations (003-ledger-posting-order.ts,
 * 004-reference-search.ts, 005-transaction-group.ts) leave them, the SQL exactly as in
 * sqlite_schema. Order: (created_us, rowid), rowid being the posting order of entries
 * that share a timestamp; ledger_by_reference finds the entries of one payment,
 * collection or transfer; ledger_by_group the entries of one transaction group.
 */
export const LEDGER_SECONDARY_INDEXES: readonly IndexDefinition[] = [
  { name: 'ledger_by_time', sql: 'CREATE INDEX ledger_by_time ON ledger_transactions (created_us, rowid, direction, type)' },
  { name: 'ledger_by_account_time', sql: 'CREATE INDEX ledger_by_account_time ON ledger_transactions (account_id, created_us, rowid, type, direction)' },
  { name: 'ledger_by_type_time', sql: 'CREATE INDEX ledger_by_type_time ON ledger_transactions (type, created_us, rowid, direction)' },
  { name: 'ledger_by_reference', sql: 'CREATE INDEX ledger_by_reference ON ledger_transactions (reference_type, reference_id)' },
  { name: 'ledger_by_group', sql: 'CREATE INDEX ledger_by_group ON ledger_transactions (transaction_group_id, created_us, rowid) WHERE transaction_group_id IS NOT NULL' },
];

const NAMES = LEDGER_SECONDARY_INDEXES.map((index) => index.name);

interface ConnectionState {
  readonly schemaVersion: Statement;
  readonly indexNames: Statement;
  version: number;
  present: boolean;
}

const states = new WeakMap<Database, ConnectionState>();

function stateOf(db: Database): ConnectionState {
  let state = states.get(db);
  if (state === undefined) {
    state = {
      schemaVersion: db.prepare('PRAGMA schema_version').pluck(),
      indexNames: db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'ledger_transactions' AND name IN (${NAMES.map(() => '?').join(', ')})`).pluck(),
      version: -1,
      present: false,
    };
    states.set(db, state);
  }
  return state;
}

/** The expected secondary indexes that the file lacks (all of them during a bulk load). */
export function missingLedgerIndexes(db: Database): string[] {
  const present = new Set(stateOf(db).indexNames.all(...NAMES) as string[]);
  return NAMES.filter((name) => !present.has(name));
}

/**
 * True when every secondary index exists, as seen by this connection now. Costs one
 * `PRAGMA schema_version` while the schema is unchanged.
 */
export function ledgerIndexesPresent(db: Database): boolean {
  const state = stateOf(db);
  const version = state.schemaVersion.get() as number;
  if (version !== state.version) {
    state.present = missingLedgerIndexes(db).length === 0;
    state.version = version;
  }
  return state.present;
}

/** Creates the missing secondary indexes (in one transaction); returns their names. */
export function ensureLedgerIndexes(db: Database): string[] {
  const missing = missingLedgerIndexes(db);
  if (missing.length === 0) return [];
  db.transaction(() => {
    for (const index of LEDGER_SECONDARY_INDEXES) {
      if (missing.includes(index.name)) db.exec(index.sql.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    }
  }).immediate();
  return missing;
}

/** Drops the secondary indexes (in one transaction). The primary key and UNIQUE (id) stay. */
export function dropLedgerIndexes(db: Database): void {
  db.transaction(() => {
    for (const name of NAMES) db.exec(`DROP INDEX IF EXISTS ${name}`);
  }).immediate();
}
