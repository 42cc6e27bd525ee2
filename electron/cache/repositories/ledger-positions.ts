// Row positions for the window's scaled scrollbar: how many rows match a filter set,
// and a window starting at any row INDEX (0 = the newest matching row, in the ledger's
// order (createdAt, posting order) newest first), without OFFSET over the ledger.
//
// The position index of a filter set is one pass over its matches that keeps every
// STRIDE-th key (created_us, rowid), the "anchors", and the total:
//   anchors[k] = the key of the row at index k * STRIDE.
// Seeking to index i reads the anchor of i's block, then a keyset read of the (i mod
// STRIDE) keys just older than the anchor (covering-index entries only), whose last is
// row i's key; the window is then an ordinary keyset window from that key
// (ledger-window.ts), with the usual olderCursor / newerCursor.
//
// Building, without a search: from each anchor, one statement skips STRIDE - 1 keys
// inside SQLite (`LIMIT 1 OFFSET 255` after a keyset bound: a bounded step from a key,
// never an OFFSET from the top of the ledger) and answers the next anchor; no row
// crosses into JavaScript except the anchors. Measured on 1,000,000 rows: 310 ms, twice
// a count(*) over the same range (150 ms); a row_number() window function was 4-6 times
// slower, reading every key into JavaScript about 8 times (test/bench/ledger-positions.ts).
// With a search, the searchable SELECT (ledger-search.ts) is planned once and its keys
// read in one pass: planning again per step would repeat its trigram lookups thousands
// of times.
//
// The anchors become the split keys of buckets (ledger-position-buckets.ts): bucket k
// holds the rows from anchor k down to anchor k + 1, with its count. A seek finds the
// bucket of index i from the counts, then reads the keys of that bucket only.
//
// Kept and extended, not rebuilt: the indexes of the last few filter sets are kept (a
// small LRU), each with the largest ledger rowid it has counted and a stamp of what it
// cannot follow. Ledger rows are only ever appended (rowid max + 1; a key never changes
// but by an update in place), so when the stamp is unchanged, the rows added since are
// read by rowid (`rowid > last`, the filter set checked in SQL, search included), each
// counted into the bucket its key falls in, wherever that is in the order; a bucket
// grown past twice the stride is cut again from its keys (one bounded read). A committed
// sync page costs work in the rows it added, not in the ledger (test/bench/
// ledger-positions.ts). The stamp: PRAGMA data_version (a commit by another connection,
// e.g. a CLI sync of the same file: not provably appends only), a serial the repository
// bumps when an upsert changed existing ledger rows (noteRowsUpdated), and with a search
// the payments, collections and transfers it matches by reference (ledger-search.ts
// referencedMatchesStamp). A changed stamp, or fewer rows than counted, builds the index
// again. A build, an extension and a seek each run in one read transaction, so their
// statements see one snapshot.
//
// During a bulk load (a first sync: ledger-indexes.ts) the stepping build would run a
// scan per anchor; a build then reads the matching keys in one pass instead.
import type { Database, Statement } from 'better-sqlite3';
import { CacheError } from '../cache-errors';
import type { LedgerPosition } from './ledger-cursor';
import { encodeCursor } from './ledger-cursor';
import { addKeys, bucketRange, bucketsFromAnchors, locate, oversizedBuckets, splitBucket } from './ledger-position-buckets';
import type { PositionBuckets } from './ledger-position-buckets';
import { boundsTerm, buildLedgerSelect, checkLedgerFilters, filterTerms, keyRange, matchesNothing } from './ledger-query';
import type { KeyRange, LedgerFilters } from './ledger-query';
import { buildSearchableSelect, normalizeSearch, referencedMatchesStamp, searchRowTerm } from './ledger-search';
import { WhereClause } from './sql-filters';
import type { LedgerCountQuery } from './ledger-search';
import { checkLimit, ledgerWindow } from './ledger-window';
import type { LedgerWindow, LedgerWindowQuery, WindowTuning } from './ledger-window';
import { cachedStatement } from '../../sqlite/statement-cache';
import { ledgerIndexesPresent } from '../ledger-indexes';

/** Rows per anchor: a seek reads at most this many keys besides its window. */
export const DEFAULT_POSITION_STRIDE = 256;
/** Filter sets whose anchors are kept. */
export const POSITION_FILTER_SETS = 8;
/** Appended rows always counted in by an extension; past this, only up to the rows the index holds. */
const EXTEND_AT_MOST_ROWS = 20_000;

const KEY_COLUMNS = 'created_us, rowid';

export type { LedgerCountQuery };

interface PositionIndex {
  /** What it cannot follow, as it was (see "stamp" above). */
  readonly stamp: string;
  /** The largest ledger rowid counted in. */
  lastRowid: number;
  readonly buckets: PositionBuckets;
}

/** What a build finds: anchors[k], the key of the row at index k * stride (newest first). */
interface Anchors {
  readonly total: number;
  readonly anchors: readonly LedgerPosition[];
}

interface FilterSet {
  readonly key: string;
  readonly filters: LedgerFilters;
  readonly range: KeyRange;
  readonly search: string | undefined;
}

export interface LedgerPositions {
  /** Rows matching the filters (from the position index: built on first use, then kept). */
  count(query?: LedgerCountQuery): number;
  /** A window as ledgerWindow's, or starting at `startIndex` when given; `startIndex` in the answer when known. */
  window(query: LedgerWindowQuery): LedgerWindow;
  /** Existing ledger rows were changed in place (an upsert that updated): every anchor is stale. */
  noteRowsUpdated(): void;
}

function filterSetOf(query: LedgerCountQuery): FilterSet {
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

function checkStartIndex(query: LedgerWindowQuery): number {
  const index = query.startIndex as unknown;
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) throw new CacheError('invalid_query', 'startIndex must be a whole number from 0');
  if (query.cursor !== undefined) throw new CacheError('invalid_query', 'give either startIndex or cursor, not both');
  if (query.towards !== undefined && query.towards !== 'older') throw new CacheError('invalid_query', 'a window from startIndex reads towards older rows: leave towards out');
  return index;
}

/** The key just before `position` in newest-first order (older than it, newer than every older row). */
function justOlderThan(position: LedgerPosition): LedgerPosition {
  return position.seq > 1 ? { createdUs: position.createdUs, seq: position.seq - 1 } : { createdUs: position.createdUs - 1, seq: Number.MAX_SAFE_INTEGER };
}

export function createLedgerPositions(db: Database, tuning: WindowTuning = {}): LedgerPositions {
  const stride = tuning.positionStride ?? DEFAULT_POSITION_STRIDE;
  if (!Number.isSafeInteger(stride) || stride < 2) throw new CacheError('invalid_query', 'positionStride must be a whole number from 2');
  const candidates = tuning.searchCandidateLimit === undefined ? {} : { candidateLimit: tuning.searchCandidateLimit };
  const kept = new Map<string, PositionIndex>();
  let updates = 0;

  const ledgerStamp = () => `${String(cachedStatement(db, 'PRAGMA data_version').pluck().get())}:${updates}`;
  const stampOf = (set: FilterSet) => (set.search === undefined ? ledgerStamp() : `${ledgerStamp()}:${referencedMatchesStamp(db, set.search)}`);
  const maxRowid = () => cachedStatement(db, 'SELECT coalesce(max(rowid), 0) FROM ledger_transactions').pluck().get() as number;

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
      const row = prepared.statement.get(select.params) as [number, number] | undefined;
      return row === undefined ? undefined : { createdUs: row[0], seq: row[1] };
    };
  };

  /** Keys inside `range`, newest first, at most `limit` (any filters, search included). */
  const keysIn = (set: FilterSet, range: KeyRange, limit: number): Array<[number, number]> => {
    const select = buildSearchableSelect(db, {
      filters: set.filters, range, order: 'newest-first', columns: KEY_COLUMNS, limit,
      ...(set.search !== undefined && { search: set.search }), ...candidates,
    });
    return select === null ? [] : (cachedStatement(db, select.sql).raw(true).all(select.params) as Array<[number, number]>);
  };

  const buildStepping = (set: FilterSet): Anchors => {
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
  };

  const buildScanning = (set: FilterSet): Anchors => {
    const select = buildSearchableSelect(db, { filters: set.filters, range: set.range, order: 'newest-first', columns: KEY_COLUMNS, search: set.search, ...candidates });
    const anchors: LedgerPosition[] = [];
    let total = 0;
    if (select !== null) {
      for (const row of cachedStatement(db, select.sql).raw(true).iterate(select.params) as IterableIterator<[number, number]>) {
        if (total % stride === 0) anchors.push({ createdUs: row[0], seq: row[1] });
        total += 1;
      }
    }
    return { total, anchors };
  };

  const build = (set: FilterSet, stamp: string, lastRowid: number): PositionIndex => {
    const { total, anchors } = set.search === undefined && ledgerIndexesPresent(db) ? buildStepping(set) : buildScanning(set);
    return { stamp, lastRowid, buckets: bucketsFromAnchors(anchors, total, stride) };
  };

  /** Keys of the rows after `after` up to `upTo` (by rowid) that match the filter set, in no order. */
  const appendedKeys = (set: FilterSet, after: number, upTo: number): Array<[number, number]> => {
    if (matchesNothing(set.filters, set.range)) return [];
    const where = new WhereClause();
    const terms = [
      `rowid > ${where.bind(after)}`, `rowid <= ${where.bind(upTo)}`, boundsTerm(where, set.range), ...filterTerms(where, set.filters, []),
      ...(set.search === undefined ? [] : [searchRowTerm(db, where, set.search)]),
    ];
    const sql = `SELECT ${KEY_COLUMNS} FROM ledger_transactions NOT INDEXED WHERE ${terms.join(' AND ')}`;
    return cachedStatement(db, sql).raw(true).all(where.params) as Array<[number, number]>;
  };

  /** Counts the rows appended since the index's last rowid in; false when a bucket read disagrees with its count (build again). */
  const extend = (set: FilterSet, index: PositionIndex, upTo: number): boolean => {
    const { buckets } = index;
    addKeys(buckets, appendedKeys(set, index.lastRowid, upTo));
    for (const k of oversizedBuckets(buckets, stride)) {
      const count = buckets.counts[k] as number;
      const keys = keysIn(set, bucketRange(buckets, k, set.range), count + 1);
      if (keys.length !== count) return false;
      splitBucket(buckets, k, keys.map(([createdUs, seq]) => ({ createdUs, seq })), stride);
    }
    index.lastRowid = upTo;
    return true;
  };

  /** The position index of a filter set: extended by the rows appended since, or built when missing or stale. Call inside a read transaction. */
  const indexOf = (set: FilterSet): PositionIndex => {
    const stamp = stampOf(set);
    const lastRowid = maxRowid();
    let index = kept.get(set.key);
    kept.delete(set.key); // most recently used last
    if (index !== undefined && (index.stamp !== stamp || index.lastRowid > lastRowid)) index = undefined;
    // More rows appended than the index holds (a first sync read rarely): a build reads fewer keys into JavaScript.
    if (index !== undefined && lastRowid - index.lastRowid > Math.max(index.buckets.total, EXTEND_AT_MOST_ROWS)) index = undefined;
    if (index !== undefined && index.lastRowid < lastRowid && !extend(set, index, lastRowid)) index = undefined;
    if (index === undefined) {
      index = build(set, stamp, lastRowid);
      if (kept.size >= POSITION_FILTER_SETS) kept.delete(kept.keys().next().value as string);
    }
    kept.set(set.key, index);
    return index;
  };

  /** The key of the row at `at` (< total): its bucket's split key, or a read of that bucket's keys. */
  const keyAt = (set: FilterSet, index: PositionIndex, at: number): LedgerPosition => {
    const { buckets } = index;
    const { bucket, offset } = locate(buckets, at);
    if (offset === 0 && bucket > 0) return buckets.splits[bucket - 1] as LedgerPosition;
    const key = keysIn(set, bucketRange(buckets, bucket, set.range), offset + 1)[offset];
    if (key === undefined) throw new CacheError('invalid_query', 'the ledger changed while a window was read; read it again');
    return { createdUs: key[0], seq: key[1] };
  };

  const windowAt = (query: LedgerWindowQuery, startIndex: number): LedgerWindow => {
    const { startIndex: _startIndex, towards: _towards, ...rest } = query;
    if (startIndex === 0) return { ...ledgerWindow(db, rest, tuning), startIndex: 0 };
    const set = filterSetOf(query);
    return db.transaction((): LedgerWindow => {
      const index = indexOf(set);
      if (startIndex >= index.buckets.total) {
        // Past the end: no row; the rows just newer are the oldest ones.
        checkLimit(rest.limit);
        const oldest = index.buckets.total === 0 ? undefined : keyAt(set, index, index.buckets.total - 1);
        return { rows: [], startIndex, ...(oldest !== undefined && { newerCursor: encodeCursor(justOlderThan(oldest)) }) };
      }
      const key = keyAt(set, index, startIndex);
      const window = ledgerWindow(db, { ...rest, cursor: encodeCursor({ createdUs: key.createdUs, seq: key.seq + 1 }) }, tuning);
      return { ...window, startIndex };
    })();
  };

  return {
    count(query = {}) {
      const set = filterSetOf(query);
      return db.transaction(() => indexOf(set).buckets.total)();
    },
    window(query) {
      if (query.startIndex !== undefined) return windowAt(query, checkStartIndex(query));
      const window = ledgerWindow(db, query, tuning);
      return query.cursor === undefined && (query.towards ?? 'older') === 'older' ? { ...window, startIndex: 0 } : window;
    },
    noteRowsUpdated() {
      updates += 1;
    },
  };
}
