// Ledger transactions (spec 2.10): writes for the sync, reads for the UI and export.
// Amounts and balances stay decimal strings from the API to SQLite to the CSV.
import type { Database } from 'better-sqlite3';
import { formatScaledDecimal, parseSignedDecimal } from '../../../shared/money';
import type { LedgerTransaction } from '../../../shared/schemas';
import { dropLedgerIndexes, ensureLedgerIndexes, ledgerIdIndexPresent, ledgerIndexesPresent } from '../ledger-indexes';
import type { EnsuredIndexes } from '../ledger-indexes';
import { balanceHistory, balances, balancesInTurns } from './ledger-balances';
import type { BalanceHistoryQuery, BalancePoint, Balances } from './ledger-balances';
import { buildLedgerSelect, checkLedgerFilters, keyRange } from './ledger-query';
import type { LedgerFilters } from './ledger-query';
import { LEDGER_FLAT_COLUMNS, LEDGER_SELECT_COLUMNS, LEDGER_WRITE_COLUMNS } from './ledger-columns';
import type { LedgerFlatRow } from './ledger-columns';
import { fromLedgerRow, toLedgerValues } from './ledger-rows';
import type { LedgerRow } from './ledger-rows';
import { createLedgerPositions } from './ledger-positions';
import type { LedgerCountQuery } from './ledger-positions';
import { buildSearchableSelect, indexPendingSearch, reindexSearchRows } from './ledger-search';
import { transactionGroup } from './ledger-transaction-group';
import { ledgerWindow } from './ledger-window';
import type { LedgerWindow, LedgerWindowQuery, WindowTuning } from './ledger-window';
import type { UpsertResult } from './resource-table';
import { cachedStatement } from '../../sqlite/statement-cache';

export interface LedgerUpsertOptions {
  /**
   * Leave new rows out of the search index for now (a bulk initial sync); they are
   * still found by search (by a slower scan) and are indexed by the next write without
   * this option or by `indexPendingSearch()`. Default false.
   */
  readonly deferSearchIndex?: boolean;
}

export interface LedgerUpsertResult extends UpsertResult {
  readonly inserted: number;
  readonly updated: number;
}

/** Exact sums of one currency; decimal strings at the largest scale met. */
export interface LedgerTotal {
  readonly currency: string;
  readonly count: number;
  readonly credits: string;
  readonly debits: string;
  /** credits - debits: the sum of signed amounts (debits negative). */
  readonly net: string;
}

export interface LedgerTransactionsRepository {
  /** Inserts or updates by id in one transaction; the same page twice changes nothing. */
  upsertMany(items: readonly LedgerTransaction[], options?: LedgerUpsertOptions): LedgerUpsertResult;
  get(id: string): LedgerTransaction | undefined;
  /** Rows matching the filters (counts them: linear in the matches). */
  count(filters?: LedgerFilters): number;
  /**
   * Rows matching the filters (a search included), from the position index of that filter
   * set (ledger-positions.ts): one pass over the matches the first time, then kept until
   * the cache changes.
   */
  ledgerCount(query?: LedgerCountQuery): number;
  /**
   * Prepares ledgerCount (and ledgerWindow from a startIndex) of these filters without
   * holding the thread for long: the position index's long passes run in slices with
   * turns of the event loop between (ledger-positions.ts `prepare`). The data process
   * and the web shell answer the window on the thread that writes the sync's pages. A
   * query with a startIndex readies the window's anchors; one without, the count.
   */
  preparePositions(query?: LedgerCountQuery | LedgerWindowQuery): Promise<void>;
  /** The newest entry by (createdAt, posting order), of one account or of all: the last one the server listed. */
  newest(accountId?: string): LedgerTransaction | undefined;
  /** A keyset window; with `startIndex`, the window starting at that row index (ledger-positions.ts). */
  ledgerWindow(query: LedgerWindowQuery): LedgerWindow;
  /** Every cached entry of one transaction group (at most 500), oldest first by (createdAt, posting order). */
  byTransactionGroup(groupId: string): LedgerTransaction[];
  balances(): Balances;
  /** The same answer as balances(), read during a bulk load in slices with turns of the event loop between (ledger-balances.ts balancesInTurns). */
  balancesInTurns(): Promise<Balances>;
  balanceHistory(query: BalanceHistoryQuery): BalancePoint[];
  /** Matching rows oldest first by (createdAt, posting order), one at a time (holds the connection while open). */
  iterateLedger(filters?: LedgerFilters): IterableIterator<LedgerTransaction>;
  /** Exact per-currency sums of matching rows, computed with bigint. */
  ledgerTotals(filters?: LedgerFilters): LedgerTotal[];
  /** Indexes rows written with deferSearchIndex; returns how many were indexed and how many remain. */
  indexPendingSearch(options?: { maxRows?: number }): { indexed: number; pending: number };
  /** The number of rows, counted up to `limit` at most (cost linear in `limit`, not in the table). */
  countUpTo(limit: number): number;
  /**
   * Starts a bulk load (ledger-indexes.ts): drops the ledger's secondary indexes and the
   * UNIQUE index on id, so that a large initial load writes each row once (the primary
   * key stays). Entries cached before the load are updated in place by id (their ids are
   * held in memory for the load: meant for a ledger of at most a few thousand rows);
   * other entries are inserted, and any written twice during the load are merged at its
   * end as upserts would have. Reads stay correct, only slower, until `endBulkLoad()`.
   * A crash before that is repaired by the next `openCache`. Meant for a full sync into
   * an empty (or nearly empty) ledger: on a large one, rebuilding the indexes costs more
   * than it saves.
   */
  beginBulkLoad(): void;
  /**
   * Merges entries written twice during the load, then creates the indexes again from the
   * table (a sort per index). Safe to call when none is missing. With `indexes`, builds at
   * most that many (ledger_by_id first) and the load goes on until a call builds the last
   * (`isBulkLoading()` false): a thread that also answers reads ends a load one index per
   * turn of its event loop.
   */
  endBulkLoad(options?: { indexes?: number }): EnsuredIndexes;
  /** True while the secondary indexes are missing (a bulk load, or one that was interrupted on this connection). */
  isBulkLoading(): boolean;
  /** During a bulk load begun by this repository: the entries cached before it, as [id, rowid] (empty otherwise). */
  knownBeforeLoad(): Array<[string, number]>;
  /**
   * Writes into a bulk load begun by another connection's repository (the cache's page
   * writer thread, ledger-page-writer.ts): `known` is that repository's knownBeforeLoad(),
   * so entries cached before the load are updated in place, never inserted twice.
   */
  joinBulkLoad(known: Iterable<[string, number]>): void;
}

/**
 * The streaming read on any connection (the export runs it on a read snapshot).
 * Filters are checked at once; the query starts on the first `next()`.
 */
export function iterateLedger(db: Database, filters: LedgerFilters = {}): IterableIterator<LedgerTransaction> {
  const checked = checkLedgerFilters(filters);
  const range = keyRange(checked);
  return (function* () {
    // Planned on the first next(): whether the indexes exist is a fact of that moment.
    const select = buildLedgerSelect({ filters: checked, range, order: 'oldest-first', indexed: ledgerIndexesPresent(db) });
    if (select === null) return;
    for (const row of cachedStatement(db, select.sql).iterate(select.params)) yield fromLedgerRow(row as LedgerRow);
  })();
}

/**
 * The same read as iterateLedger (with the screen's text search besides), as flat value arrays (no object per row): what a
 * million-row export needs. Filters are checked at once; the query starts on `next()`.
 */
export function iterateLedgerFlat(db: Database, filters: LedgerCountQuery = {}): IterableIterator<LedgerFlatRow> {
  const checked = checkLedgerFilters(filters);
  const range = keyRange(checked);
  return (function* () {
    const search = filters.search === undefined ? {} : { search: filters.search };
    const select = buildSearchableSelect(db, { filters: checked, range, order: 'oldest-first', columns: LEDGER_FLAT_COLUMNS, ...search });
    if (select === null) return;
    const statement = cachedStatement(db, select.sql);
    // raw() is a mode of the statement; statements with these columns are only read raw.
    yield* statement.raw(true).iterate(select.params) as IterableIterator<LedgerFlatRow>;
  })();
}

const TOTAL_SCALE = 8;

export function ledgerTotals(db: Database, filters: LedgerFilters = {}): LedgerTotal[] {
  const checked = checkLedgerFilters(filters);
  const select = buildLedgerSelect({ filters: checked, range: keyRange(checked), order: 'oldest-first', indexed: ledgerIndexesPresent(db) });
  const sums = new Map<string, { count: number; credits: bigint; debits: bigint; scale: number }>();
  if (select !== null) {
    for (const raw of cachedStatement(db, select.sql).iterate(select.params)) {
      const row = raw as LedgerRow;
      const { units, scale } = parseSignedDecimal(row.amount);
      const sum = sums.get(row.currency) ?? { count: 0, credits: 0n, debits: 0n, scale: 0 };
      const scaled = units * 10n ** BigInt(TOTAL_SCALE - scale);
      if (row.direction === 'credit') sum.credits += scaled;
      else sum.debits += scaled;
      sum.count += 1;
      sum.scale = Math.max(sum.scale, scale);
      sums.set(row.currency, sum);
    }
  }
  const write = (units: bigint, scale: number) => formatScaledDecimal(units / 10n ** BigInt(TOTAL_SCALE - scale), scale);
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, s]) => ({
      currency,
      count: s.count,
      credits: write(s.credits, s.scale),
      debits: write(s.debits, s.scale),
      net: write(s.credits - s.debits, s.scale),
    }));
}

export function createLedgerTransactionsRepository(
  db: Database,
  options: { tuning?: WindowTuning; lastSyncedAt: () => string | null },
): LedgerTransactionsRepository {
  const columns = LEDGER_WRITE_COLUMNS.join(', ');
  const updatable = LEDGER_WRITE_COLUMNS.slice(1);
  const placeholders = LEDGER_WRITE_COLUMNS.map(() => '?').join(', ');
  const changed = `(${updatable.join(', ')}) IS NOT (${updatable.map((c) => `excluded.${c}`).join(', ')})`;
  // Prepared when first used: ON CONFLICT (id) needs ledger_by_id, which a bulk load drops.
  const UPSERT_SQL = `
    INSERT INTO ledger_transactions (${columns}) VALUES (${placeholders})
    ON CONFLICT (id) DO UPDATE SET ${updatable.map((c) => `${c} = excluded.${c}`).join(', ')}
    WHERE ${changed}`;
  const INSERT_SQL = `INSERT INTO ledger_transactions (${columns}) VALUES (${placeholders})`;
  // An entry known before the bulk load, written again during it: updated in place by rowid.
  const UPDATE_BY_ROWID_SQL = `
    UPDATE ledger_transactions SET (${updatable.join(', ')}) = (${updatable.map(() => '?').join(', ')})
    WHERE rowid = ? AND (${updatable.join(', ')}) IS NOT (${updatable.map(() => '?').join(', ')})`;
  const maxRowid = db.prepare('SELECT coalesce(max(rowid), 0) FROM ledger_transactions').pluck();
  const byId = db.prepare(`SELECT ${LEDGER_SELECT_COLUMNS} FROM ledger_transactions WHERE id = ?`);
  const rowidById = db.prepare('SELECT rowid FROM ledger_transactions WHERE id = ?').pluck();
  const countUpTo = db.prepare('SELECT count(*) FROM (SELECT 1 FROM ledger_transactions LIMIT ?)').pluck();
  const positions = createLedgerPositions(db, options.tuning);
  /** During a bulk load begun here: the rowid of every entry cached before it, by id. */
  let knownBeforeLoad = new Map<string, number>();

  // New rows take rowid max+1 and ledger rows are never deleted (but for the merge at
  // the end of a bulk load, ledger-duplicate-ids.ts), so the rows inserted are exactly
  // the growth of max(rowid); the others written were updated. (RETURNING rowid, or an
  // UPDATE trigger, would say which rows changed but doubles the cost of every write.)
  // When a page updated rows (rare: entries are immutable), the page's older rows are
  // re-indexed for search.
  const upsertPage = (items: readonly LedgerTransaction[]): number => {
    const upsert = cachedStatement(db, UPSERT_SQL);
    let written = 0;
    items.forEach((item, index) => {
      written += upsert.run(toLedgerValues(item, index)).changes;
    });
    return written;
  };
  // Bulk load (no ledger_by_id): plain inserts, and updates by rowid of entries known before it.
  const insertPage = (items: readonly LedgerTransaction[]): { written: number; updatedRowids: number[] } => {
    const insert = cachedStatement(db, INSERT_SQL);
    const updateByRowid = cachedStatement(db, UPDATE_BY_ROWID_SQL);
    let written = 0;
    const updatedRowids: number[] = [];
    items.forEach((item, index) => {
      const values = toLedgerValues(item, index);
      const rowid = knownBeforeLoad.get(item.id);
      if (rowid === undefined) {
        written += insert.run(values).changes;
        return;
      }
      const rest = values.slice(1);
      const changes = updateByRowid.run(...rest, rowid, ...rest).changes;
      if (changes > 0) updatedRowids.push(rowid);
      written += changes;
    });
    return { written, updatedRowids };
  };
  const writePage = db.transaction((items: readonly LedgerTransaction[], defer: boolean): LedgerUpsertResult => {
    const before = maxRowid.get() as number;
    const { written, updatedRowids } = ledgerIdIndexPresent(db) ? { written: upsertPage(items), updatedRowids: undefined } : insertPage(items);
    const inserted = (maxRowid.get() as number) - before;
    if (written > inserted) {
      reindexSearchRows(db, updatedRowids ?? items.map((item) => rowidById.get(item.id) as number).filter((rowid) => rowid <= before));
      positions.noteRowsUpdated();
    }
    if (!defer) indexPendingSearch(db);
    return { written, unchanged: items.length - written, inserted, updated: written - inserted };
  });

  return {
    upsertMany: (items, upsertOptions = {}) => writePage.immediate(items, upsertOptions.deferSearchIndex === true),
    get(id) {
      const row = byId.get(id) as LedgerRow | undefined;
      return row === undefined ? undefined : fromLedgerRow(row);
    },
    count(filters = {}) {
      const checked = checkLedgerFilters(filters);
      const select = buildLedgerSelect({ filters: checked, range: keyRange(checked), order: 'oldest-first', indexed: ledgerIndexesPresent(db) });
      return select === null ? 0 : (cachedStatement(db, `SELECT count(*) FROM (${select.sql})`).pluck().get(select.params) as number);
    },
    ledgerCount: (query) => positions.count(query),
    preparePositions: (query) => positions.prepare(query),
    newest: (accountId) => ledgerWindow(db, { limit: 1, ...(accountId !== undefined && { accountIds: [accountId] }) }).rows[0],
    ledgerWindow: (query) => positions.window(query),
    byTransactionGroup: (groupId) => transactionGroup(db, groupId),
    balances: () => balances(db, options.lastSyncedAt()),
    balancesInTurns: () => balancesInTurns(db, options.lastSyncedAt),
    balanceHistory: (query) => balanceHistory(db, query),
    iterateLedger: (filters) => iterateLedger(db, filters),
    ledgerTotals: (filters) => ledgerTotals(db, filters),
    indexPendingSearch: (indexOptions = {}) => indexPendingSearch(db, indexOptions.maxRows),
    countUpTo: (limit) => countUpTo.get(Math.max(0, Math.floor(limit))) as number,
    beginBulkLoad() {
      // Already loading (an end that failed on this connection): the entries known before it stay the ones to update.
      if (ledgerIdIndexPresent(db)) {
        const known = new Map<string, number>();
        for (const [id, rowid] of cachedStatement(db, 'SELECT id, rowid FROM ledger_transactions').raw(true).iterate() as IterableIterator<[string, number]>) known.set(id, rowid);
        knownBeforeLoad = known;
      }
      dropLedgerIndexes(db);
    },
    endBulkLoad(endOptions = {}) {
      const ensured = ensureLedgerIndexes(db, endOptions.indexes);
      if (ledgerIdIndexPresent(db)) knownBeforeLoad = new Map();
      if (ensured.merged.removedRows > 0) positions.noteRowsUpdated();
      return ensured;
    },
    isBulkLoading: () => !ledgerIndexesPresent(db),
    knownBeforeLoad: () => [...knownBeforeLoad],
    joinBulkLoad(known) {
      knownBeforeLoad = new Map(known);
    },
  };
}
