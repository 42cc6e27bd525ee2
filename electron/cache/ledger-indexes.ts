// The ledger's indexes that a bulk load drops, and the bulk-load mode that drops them
// while a full sync fills an empty ledger.
//
// Every row inserted into ledger_transactions also goes into five secondary indexes
// (003-ledger-posting-order.ts, 004-reference-search.ts, 005-transaction-group.ts) and
// the UNIQUE index on id (ledger_by_id, 008-ledger-id-index.ts), which costs more than
// the row itself during a million-row initial sync, and far more when the server's ids
// are random (each entry lands at a random place in ledger_by_id); building them once
// at the end, from the table, costs far less (a sort each). So a full sync that starts
// on an empty (or nearly empty) ledger drops them, loads, and creates them again
// (`beginBulkLoad` / `endBulkLoad` of the repository). What is never dropped: the
// table's primary key (rowid), and ledger_by_time, the window's order: without it every
// ledger window read during a first sync is a scan and a sort of the whole table (about
// 5 s for the newest 100 of 1,000,000 rows, measured), so the window would freeze for the
// length of the sync; the sync's pages arrive from a few dozen createdAt ranges, each
// appended at its own place in this index, which keeps its upkeep small
// (test/bench/cache-sync-writes.ts).
//
// Safety:
// - Idempotence: without ledger_by_id, the repository writes a page with plain INSERTs,
//   except entries it knew before the load began, which it updates in place (it holds
//   their ids: at most BULK_LOAD_MAX_ROWS of them). An entry written twice DURING the
//   load (a server that lists it in two ranges) is two rows until the end, where
//   ledger-duplicate-ids.ts merges them exactly as upserts would have (first rowid kept,
//   last values) before ledger_by_id is built. So the same page twice still changes
//   nothing once the load has ended; during it, only such a server's repeats show twice.
// - Crash: the state of the mode IS the schema (no flag to forget). `openCache` compares
//   the indexes in sqlite_schema with the expected set below and creates any missing
//   one (merging repeated ids first) before it returns, so a cache left mid-load by a
//   crash is whole again before anything reads it.
// - Reads during a bulk load stay correct: the readers ask `ledgerIndexesPresent()` and,
//   while the indexes are missing, run the same queries without `INDEXED BY` (a scan
//   and a sort: slower, same rows; a read by id scans too). The answer is cached per
//   connection and re-checked whenever SQLite's `schema_version` changes, so a second
//   connection (an export's read snapshot) sees its own snapshot's schema.
// - Order: dropping and rebuilding indexes never touches a rowid, and rowids are the
//   posting order of entries that share a timestamp (003-ledger-posting-order.ts), so a
//   bulk-loaded ledger reads in the same order as one loaded row by row.
// - A migration that changes one of these indexes must update this list (a unit test
//   compares it with the schema the migrations create).
import type { Database, Statement } from 'better-sqlite3';
import { mergeDuplicateLedgerIds } from './ledger-duplicate-ids';
import type { DuplicateMerge } from './ledger-duplicate-ids';

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

/**
 * The uniqueness of a ledger entry's id (008-ledger-id-index.ts). Upserts need it
 * (`ON CONFLICT (id)`); a bulk load drops it with the secondary indexes.
 */
export const LEDGER_ID_INDEX: IndexDefinition = { name: 'ledger_by_id', sql: 'CREATE UNIQUE INDEX ledger_by_id ON ledger_transactions (id)' };

/** Every index a bulk load drops, ledger_by_id first (it is built first: the others are built on the merged rows). */
export const LEDGER_BULK_LOAD_INDEXES: readonly IndexDefinition[] = [LEDGER_ID_INDEX, ...LEDGER_SECONDARY_INDEXES];

const NAMES = LEDGER_BULK_LOAD_INDEXES.map((index) => index.name);

interface ConnectionState {
  readonly schemaVersion: Statement;
  readonly indexNames: Statement;
  version: number;
  present: ReadonlySet<string>;
}

const states = new WeakMap<Database, ConnectionState>();

function stateOf(db: Database): ConnectionState {
  let state = states.get(db);
  if (state === undefined) {
    state = {
      schemaVersion: db.prepare('PRAGMA schema_version').pluck(),
      indexNames: db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'ledger_transactions' AND name IN (${NAMES.map(() => '?').join(', ')})`).pluck(),
      version: -1,
      present: new Set(),
    };
    states.set(db, state);
  }
  return state;
}

/** The names of the bulk-load indexes the file has now, as seen by this connection (re-read when the schema changes). */
function presentIndexes(db: Database): ReadonlySet<string> {
  const state = stateOf(db);
  const version = state.schemaVersion.get() as number;
  if (version !== state.version) {
    state.present = new Set(state.indexNames.all(...NAMES) as string[]);
    state.version = version;
  }
  return state.present;
}

/** The expected indexes that the file lacks (all of them during a bulk load). */
export function missingLedgerIndexes(db: Database): string[] {
  const present = new Set(stateOf(db).indexNames.all(...NAMES) as string[]);
  return NAMES.filter((name) => !present.has(name));
}

/**
 * True when every index exists, as seen by this connection now. Costs one
 * `PRAGMA schema_version` while the schema is unchanged.
 */
export function ledgerIndexesPresent(db: Database): boolean {
  return presentIndexes(db).size === NAMES.length;
}

/** True when ledger_by_id exists: writes can upsert by id (otherwise a bulk load is on). */
export function ledgerIdIndexPresent(db: Database): boolean {
  return presentIndexes(db).has(LEDGER_ID_INDEX.name);
}

export interface EnsuredIndexes {
  /** The indexes created, in LEDGER_BULK_LOAD_INDEXES order. */
  readonly rebuilt: string[];
  /** Ids written more than once while ledger_by_id was missing, merged into one row each. */
  readonly merged: DuplicateMerge;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Creates the missing indexes, or the first `atMost` of them, in one transaction;
 * ledger_by_id first, after merging the rows of any id written more than once
 * (ledger-duplicate-ids.ts). A caller whose thread also answers reads builds them one at
 * a time (`atMost` 1) with a turn of its event loop between: each is a sort of the whole
 * table (about 0.5-1 s at 1,000,000 rows), all of them several seconds. Reads in between
 * are answered as during the load (without the indexes: correct, slower).
 */
export function ensureLedgerIndexes(db: Database, atMost = Number.POSITIVE_INFINITY): EnsuredIndexes {
  const missing = missingLedgerIndexes(db).slice(0, atMost);
  if (missing.length === 0) return { rebuilt: [], merged: NOTHING_MERGED };
  return db.transaction((): EnsuredIndexes => {
    const merged = missing.includes(LEDGER_ID_INDEX.name) ? createIdIndex(db) : NOTHING_MERGED;
    for (const index of LEDGER_SECONDARY_INDEXES) {
      if (missing.includes(index.name)) db.exec(index.sql.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    }
    return { rebuilt: missing, merged };
  }).immediate();
}

const NOTHING_MERGED: DuplicateMerge = { ids: 0, removedRows: 0 };

/** Builds ledger_by_id; when the sort finds an id twice (rare, ledger-duplicate-ids.ts), merges first. */
function createIdIndex(db: Database): DuplicateMerge {
  try {
    db.exec(LEDGER_ID_INDEX.sql);
    return NOTHING_MERGED;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const merged = mergeDuplicateLedgerIds(db);
  db.exec(LEDGER_ID_INDEX.sql);
  return merged;
}

/** The index a bulk load keeps: the ledger's order, which every window reads (see the top of this file). */
export const LEDGER_KEPT_DURING_BULK_LOAD = 'ledger_by_time';

/** Drops the bulk-load indexes but ledger_by_time (in one transaction). The primary key (rowid) stays. */
export function dropLedgerIndexes(db: Database): void {
  db.transaction(() => {
    for (const name of NAMES) if (name !== LEDGER_KEPT_DURING_BULK_LOAD) db.exec(`DROP INDEX IF EXISTS ${name}`);
  }).immediate();
}
