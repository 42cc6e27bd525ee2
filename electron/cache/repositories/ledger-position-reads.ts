// The SQL reads of the ledger's position index (ledger-positions.ts): the filter set a
// query names, the stamp of what an index cannot follow, the keys of a range, the builds
// of an index's anchors (stepping inside SQLite, or scanning the matching keys), and the
// keys of rows appended since an index was made. The header of ledger-positions.ts says
// how they are used; ledger-position-slices.ts runs a scanning build a slice at a time.
import type { Database, Statement } from 'better-sqlite3';
import type { LedgerPosition } from './ledger-cursor';
import { boundsTerm, buildLedgerSelect, checkLedgerFilters, filterTerms, keyRange, matchesNothing } from './ledger-query';
import type { KeyRange, LedgerFilters } from './ledger-query';
import { buildSearchableSelect, normalizeSearch, referencedMatchesStamp, searchRowTerm } from './ledger-search';
import type { LedgerCountQuery } from './ledger-search';
import { WhereClause } from './sql-filters';
import { cachedStatement } from '../../sqlite/statement-cache';
import { LEDGER_KEPT_DURING_BULK_LOAD } from '../ledger-indexes';

export const KEY_COLUMNS = 'created_us, rowid';

/** A row's key as SQLite answers it: [created_us, rowid]. */
export type KeyRow = [number, number];

/** What a build finds: anchors[k], the key of the row at index k * stride (newest first). */
export interface Anchors {
  readonly total: number;
  readonly anchors: readonly LedgerPosition[];
}

export interface FilterSet {
  readonly key: string;
  readonly filters: LedgerFilters;
  readonly range: KeyRange;
  readonly search: string | undefined;
}

export function filterSetOf(query: LedgerCountQuery): FilterSet {
  const checked = checkLedgerFilters(query);
  const filters: LedgerFilters = {
    ...(checked.accountIds !== undefined && { accountIds: checked.accountIds }),
    ...(checked.types !== undefined && { types: checked.types }),
    ...(checked.from !== undefined && { from: checked.from }),
    ...(checked.to !== undefined && { to: checked.to }),
    ...(checked.direction !== undefined && { direction: checked.direction }),
  };
  const range = keyRange(filters);
  const search = normalizeSearch(query.search);
  const sorted = (values: readonly string[] | undefined) => (values === undefined ? null : [...values].sort());
  const key = JSON.stringify([sorted(filters.accountIds), sorted(filters.types), range.lower.createdUs, range.upper.createdUs, filters.direction ?? null, search ?? null]);
  return { key, filters, range, search };
}

export interface PositionReads {
  /** What an index of this set cannot follow, as it is now (ledger-positions.ts, "stamp"). */
  stamp(set: FilterSet): string;
  /** Existing ledger rows were changed in place: every stamp changes. */
  noteRowsUpdated(): void;
  maxRowid(): number;
  /** Keys inside `range` matching the set, newest first, at most `limit` (search included). */
  keysIn(set: FilterSet, range: KeyRange, limit?: number): KeyRow[];
  /** Keys inside `range` matching the set of the rows with rowid <= `upTo`, newest first (search included). */
  keysUpTo(set: FilterSet, range: KeyRange, upTo: number): KeyRow[];
  /** How many rows with rowid <= `upTo` inside `range` match the set, counted inside SQLite (search included). */
  sliceCount(set: FilterSet, range: KeyRange, upTo: number): number;
  /** Anchors by steps of `stride` keys inside SQLite: no search, the ledger's indexes present. */
  buildStepping(set: FilterSet, stride: number): Anchors;
  /** Anchors from one pass over every matching key (a search, or a bulk load). */
  buildScanning(set: FilterSet, stride: number): Anchors;
  /** Keys of the rows after rowid `after` up to `upTo` that match the set, in no order. */
  appendedKeys(set: FilterSet, after: number, upTo: number): KeyRow[];
  /** How many rows after rowid `after` up to `upTo` match the set (counted inside SQLite). */
  appendedCount(set: FilterSet, after: number, upTo: number): number;
  /**
   * Among ALL the ledger's rows (no filter), newest first: the key `skip` rows older than
   * `upper` (exclusive) and newer than `lower`; undefined when fewer rows lie between.
   * Index entries of ledger_by_time only (it is kept during a bulk load).
   */
  rowKeyBelow(upper: LedgerPosition, lower: LedgerPosition, skip: number): LedgerPosition | undefined;
}

export function positionReads(db: Database, searchCandidateLimit: number | undefined): PositionReads {
  const candidates = searchCandidateLimit === undefined ? {} : { candidateLimit: searchCandidateLimit };
  let updates = 0;
  // The serial the ledger's UPDATE and DELETE triggers move, on any connection (009-ledger-change-serial.ts).
  const ledgerStamp = () => `${String(cachedStatement(db, 'SELECT serial FROM ledger_changes WHERE id = 1').pluck().get())}:${updates}`;

  /**
   * A function answering the key `skip` keys older than `upper` (exclusive), with no
   * search; undefined past the end. Every step of one build runs the same SQL (only the
   * bound key differs), so the statement is looked up once.
   */
  const stepper = (set: FilterSet) => {
    let prepared: { sql: string; statement: Statement } | undefined;
    return (upper: LedgerPosition, skip: number): LedgerPosition | undefined => {
      const select = buildLedgerSelect({ filters: set.filters, range: { lower: set.range.lower, upper }, order: 'newest-first', columns: KEY_COLUMNS, limit: 1, indexed: true });
      if (select === null) return undefined;
      const sql = skip === 0 ? select.sql : `${select.sql} OFFSET ${skip}`;
      if (prepared?.sql !== sql) prepared = { sql, statement: cachedStatement(db, sql).raw(true) };
      const row = prepared.statement.get(select.params) as KeyRow | undefined;
      return row === undefined ? undefined : { createdUs: row[0], seq: row[1] };
    };
  };

  /** The rows after rowid `after` up to `upTo` that match the set, as a WHERE; undefined when none can. */
  const appendedWhere = (set: FilterSet, after: number, upTo: number): { sql: string; params: Record<string, string | number> } | undefined => {
    if (matchesNothing(set.filters, set.range)) return undefined;
    const where = new WhereClause();
    const terms = [
      `rowid > ${where.bind(after)}`, `rowid <= ${where.bind(upTo)}`, boundsTerm(where, set.range), ...filterTerms(where, set.filters, []),
      ...(set.search === undefined ? [] : [searchRowTerm(db, where, set.search)]),
    ];
    return { sql: terms.join(' AND '), params: where.params };
  };

  const keysIn = (set: FilterSet, range: KeyRange, limit?: number): KeyRow[] => {
    const select = buildSearchableSelect(db, {
      filters: set.filters, range, order: 'newest-first', columns: KEY_COLUMNS,
      ...(limit !== undefined && { limit }), ...(set.search !== undefined && { search: set.search }), ...candidates,
    });
    return select === null ? [] : (cachedStatement(db, select.sql).raw(true).all(select.params) as KeyRow[]);
  };

  return {
    stamp: (set) => (set.search === undefined ? ledgerStamp() : `${ledgerStamp()}:${referencedMatchesStamp(db, set.search)}`),
    noteRowsUpdated() {
      updates += 1;
    },
    maxRowid: () => cachedStatement(db, 'SELECT coalesce(max(rowid), 0) FROM ledger_transactions').pluck().get() as number,
    keysIn,
    keysUpTo(set, range, upTo) {
      const select = buildSearchableSelect(db, { filters: set.filters, range, order: 'newest-first', columns: KEY_COLUMNS, ...(set.search !== undefined && { search: set.search }), ...candidates });
      if (select === null) return [];
      // Filtered outside, sorted here: SQLite keeps the order of a compound SELECT in a subquery, but nothing promises it.
      const sql = `SELECT ${KEY_COLUMNS} FROM (${select.sql}) WHERE rowid <= @upToRowid`;
      const keys = cachedStatement(db, sql).raw(true).all({ ...select.params, upToRowid: upTo }) as KeyRow[];
      return keys.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    },
    sliceCount(set, range, upTo) {
      const select = buildSearchableSelect(db, { filters: set.filters, range, order: 'newest-first', columns: KEY_COLUMNS, ...(set.search !== undefined && { search: set.search }), ...candidates });
      if (select === null) return 0;
      return cachedStatement(db, `SELECT count(*) FROM (${select.sql}) WHERE rowid <= @upToRowid`).pluck().get({ ...select.params, upToRowid: upTo }) as number;
    },
    buildStepping(set, stride) {
      const stepFrom = stepper(set);
      const first = stepFrom(set.range.upper, 0);
      if (first === undefined) return { total: 0, anchors: [] };
      const anchors = [first];
      for (let last = first; ;) {
        const next = stepFrom(last, stride - 1);
        if (next === undefined) return { total: (anchors.length - 1) * stride + 1 + keysIn(set, { lower: set.range.lower, upper: last }, stride - 1).length, anchors };
        anchors.push(next);
        last = next;
      }
    },
    buildScanning(set, stride) {
      const select = buildSearchableSelect(db, { filters: set.filters, range: set.range, order: 'newest-first', columns: KEY_COLUMNS, search: set.search, ...candidates });
      const anchors: LedgerPosition[] = [];
      let total = 0;
      if (select !== null) {
        for (const row of cachedStatement(db, select.sql).raw(true).iterate(select.params) as IterableIterator<KeyRow>) {
          if (total % stride === 0) anchors.push({ createdUs: row[0], seq: row[1] });
          total += 1;
        }
      }
      return { total, anchors };
    },
    appendedKeys(set, after, upTo) {
      const appended = appendedWhere(set, after, upTo);
      return appended === undefined ? [] : (cachedStatement(db, `SELECT ${KEY_COLUMNS} FROM ledger_transactions NOT INDEXED WHERE ${appended.sql}`).raw(true).all(appended.params) as KeyRow[]);
    },
    appendedCount(set, after, upTo) {
      const appended = appendedWhere(set, after, upTo);
      return appended === undefined ? 0 : (cachedStatement(db, `SELECT count(*) FROM ledger_transactions NOT INDEXED WHERE ${appended.sql}`).pluck().get(appended.params) as number);
    },
    rowKeyBelow(upper, lower, skip) {
      const where = new WhereClause();
      const sql = `SELECT ${KEY_COLUMNS} FROM ledger_transactions INDEXED BY ${LEDGER_KEPT_DURING_BULK_LOAD} WHERE ${boundsTerm(where, { lower, upper })} ORDER BY created_us DESC, rowid DESC LIMIT 1 OFFSET ${where.bind(skip)}`;
      const row = cachedStatement(db, sql).raw(true).get(where.params) as KeyRow | undefined;
      return row === undefined ? undefined : { createdUs: row[0], seq: row[1] };
    },
  };
}
