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
// counted into the bucket its key falls in, wherever that is in the order; a bucket grown
// past twice the stride is cut again from its keys where a seek lands, or past 32 strides
// by the extension (ledger-position-index.ts: those steps, and why; docs/benchmarks.md
// 2026-11-28).
// A committed sync page costs work in the rows it added, not in the ledger (test/bench/
// ledger-positions.ts). The stamp: the serial that every UPDATE and DELETE of a ledger row
// moves, on any connection and in any process (triggers in the file: 009-ledger-change-
// serial.ts), so a commit of another connection that only appended rows, built an index or
// filled the search index (the cache's writer thread, a CLI sync) is extended from, and one
// that changed a row is built again; a serial the repository bumps when an upsert changed
// existing ledger rows (noteRowsUpdated); and with a search
// the payments, collections and transfers it matches by reference (ledger-search.ts
// referencedMatchesStamp). A changed stamp, or fewer rows than counted, builds the index
// again. A build, an extension and a seek each run in one read transaction, so their
// statements see one snapshot.
//
// During a bulk load (a first sync: ledger-indexes.ts) the stepping build would run a
// scan per anchor; a build then reads the matching keys in one pass instead.
//
// `prepare` does the long work before a count or a seek without holding the thread: a
// scanning build (a search, or a bulk load) in slices with turns of the event loop
// between (ledger-position-slices.ts), and an extension by many appended rows SLICE_ROWS
// rowids at a time. The window's handlers call it first (the thread also writes a
// sync's pages); `count` and `window` then find the index ready, and stay exact without
// it. The SQL reads are ledger-position-reads.ts's.
import type { Database } from 'better-sqlite3';
import { CacheError } from '../cache-errors';
import { encodeCursor } from './ledger-cursor';
import { bucketsFromAnchors, justOlderThan } from './ledger-position-buckets';
import { positionIndexSteps, type PositionIndex } from './ledger-position-index';
import { createPositionCounts } from './ledger-position-counts';
import { filterSetOf, positionReads } from './ledger-position-reads';
import type { FilterSet } from './ledger-position-reads';
import { anchorsInSlices, nextTurn, SLICE_ROWS } from './ledger-position-slices';
import type { LedgerCountQuery } from './ledger-search';
import { checkLimit, ledgerWindow } from './ledger-window';
import type { LedgerWindow, LedgerWindowQuery, WindowTuning } from './ledger-window';
import { ledgerIndexesPresent } from '../ledger-indexes';

/** Rows per anchor: a seek reads at most this many keys besides its window. */
export const DEFAULT_POSITION_STRIDE = 256;
/** Filter sets whose anchors are kept. */
export const POSITION_FILTER_SETS = 8;
/** Appended rows always counted in by an extension; past this, only up to the rows the index holds. */
const EXTEND_AT_MOST_ROWS = 20_000;

export type { LedgerCountQuery };

export interface LedgerPositions {
  /** Rows matching the filters (from the position index: built on first use, then kept). */
  count(query?: LedgerCountQuery): number;
  /** A window as ledgerWindow's, or starting at `startIndex` when given; `startIndex` in the answer when known. */
  window(query: LedgerWindowQuery): LedgerWindow;
  /**
   * Makes the position index of the query's filter set ready for `count` and `window`
   * without holding the thread: a scanning build (a search, or a bulk load) and a long
   * extension run in slices with turns of the event loop between (ledger-position-
   * slices.ts). `count` and `window` stay exact without it; they then do that work at once.
   * A query with a `startIndex` (a window's) readies the anchors; one without (a count's)
   * readies only the count when the index would scan (ledger-position-counts.ts).
   */
  prepare(query?: LedgerCountQuery | LedgerWindowQuery): Promise<void>;
  /** Existing ledger rows were changed in place (an upsert that updated): every anchor is stale. */
  noteRowsUpdated(): void;
}

function checkStartIndex(query: LedgerWindowQuery): number {
  const index = query.startIndex as unknown;
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) throw new CacheError('invalid_query', 'startIndex must be a whole number from 0');
  if (query.cursor !== undefined) throw new CacheError('invalid_query', 'give either startIndex or cursor, not both');
  if (query.towards !== undefined && query.towards !== 'older') throw new CacheError('invalid_query', 'a window from startIndex reads towards older rows: leave towards out');
  return index;
}

export function createLedgerPositions(db: Database, tuning: WindowTuning = {}): LedgerPositions {
  const stride = tuning.positionStride ?? DEFAULT_POSITION_STRIDE;
  if (!Number.isSafeInteger(stride) || stride < 2) throw new CacheError('invalid_query', 'positionStride must be a whole number from 2');
  const reads = positionReads(db, tuning.searchCandidateLimit);
  const { extend, keyAt } = positionIndexSteps(reads, stride);
  const slicing = { rows: tuning.positionSliceRows ?? SLICE_ROWS, turnMs: tuning.positionTurnMs };
  const kept = new Map<string, PositionIndex>();
  /** Counts without an index: a count asked while a build would scan. */
  const counts = createPositionCounts(db, reads, POSITION_FILTER_SETS, slicing);
  /** Scanning builds under way in slices, by filter set. */
  const building = new Map<string, Promise<void>>();

  /** Without a search and with the ledger's indexes, a build steps inside SQLite; otherwise it scans the matching keys. */
  const scans = (set: FilterSet) => set.search !== undefined || !ledgerIndexesPresent(db);

  const build = (set: FilterSet, stamp: string, lastRowid: number): PositionIndex => {
    tuning.onPositionBuild?.();
    const { total, anchors } = scans(set) ? reads.buildScanning(set, stride) : reads.buildStepping(set, stride);
    return { stamp, lastRowid, buckets: bucketsFromAnchors(anchors, total, stride) };
  };

  const keep = (set: FilterSet, index: PositionIndex) => {
    kept.delete(set.key); // most recently used last
    if (kept.size >= POSITION_FILTER_SETS) kept.delete(kept.keys().next().value as string);
    kept.set(set.key, index);
  };

  /**
   * The kept index of a filter set when it can be extended to `lastRowid`: not stale and,
   * unless `anyDistance` (an extension in slices), not too far behind.
   */
  const extendable = (set: FilterSet, stamp: string, lastRowid: number, anyDistance = false): PositionIndex | undefined => {
    const index = kept.get(set.key);
    if (index === undefined || index.stamp !== stamp || index.lastRowid > lastRowid) return undefined;
    // More rows appended than the index holds (a first sync read rarely): a build reads fewer keys into JavaScript.
    return !anyDistance && lastRowid - index.lastRowid > Math.max(index.buckets.total, EXTEND_AT_MOST_ROWS) ? undefined : index;
  };

  /** The position index of a filter set: extended by the rows appended since, or built when missing or stale. Call inside a read transaction. */
  const indexOf = (set: FilterSet): PositionIndex => {
    const stamp = reads.stamp(set);
    const lastRowid = reads.maxRowid();
    let index = extendable(set, stamp, lastRowid);
    if (index !== undefined && index.lastRowid < lastRowid && !extend(set, index, lastRowid)) index = undefined;
    index ??= build(set, stamp, lastRowid);
    keep(set, index);
    return index;
  };

  /** A scanning build in slices (shared by the calls that ask meanwhile); kept unless the ledger changed in a way it cannot follow. */
  const buildInSlices = (set: FilterSet): Promise<void> => {
    const under = building.get(set.key);
    if (under !== undefined) return under;
    const run = (async () => {
      tuning.onPositionBuild?.();
      const { stamp, lastRowid } = db.transaction(() => ({ stamp: reads.stamp(set), lastRowid: reads.maxRowid() }))();
      const anchors = await anchorsInSlices(reads, set, stride, stamp, lastRowid, slicing);
      if (anchors !== undefined) keep(set, { stamp, lastRowid, buckets: bucketsFromAnchors(anchors.anchors, anchors.total, stride) });
    })().finally(() => building.delete(set.key));
    building.set(set.key, run);
    return run;
  };

  /**
   * Until at most a slice of appended rows (SLICE_ROWS) is left for `count` or `window`
   * to extend by: extends a kept index a slice of rowids at a time (each step moves it
   * on, and a sync appends far fewer rows a turn), or builds it in slices (a scanning
   * build; a stepping one is left to them: it is quick). Builds dropped again and again
   * (a change it cannot follow, each time) stop after a few: the synchronous path does it.
   */
  const prepare = async (query: LedgerCountQuery | LedgerWindowQuery = {}): Promise<void> => {
    const set = filterSetOf(query);
    const forCount = !('startIndex' in query) || query.startIndex === undefined;
    if (forCount && scans(set) && db.transaction(() => extendable(set, reads.stamp(set), reads.maxRowid(), true) === undefined)()) return counts.prepare(set);
    for (let builds = 0, steps = 0; builds < 4 && steps < 100_000; steps += 1) {
      const step = db.transaction((): 'ready' | 'extended' | 'build' => {
        const stamp = reads.stamp(set);
        const lastRowid = reads.maxRowid();
        const index = extendable(set, stamp, lastRowid, true);
        if (index === undefined) return scans(set) ? 'build' : 'ready';
        if (lastRowid - index.lastRowid <= slicing.rows) return 'ready';
        if (!extend(set, index, index.lastRowid + slicing.rows)) {
          kept.delete(set.key);
          return scans(set) ? 'build' : 'ready';
        }
        return 'extended';
      })();
      if (step === 'ready') return;
      if (step === 'build') {
        builds += 1;
        await buildInSlices(set);
      } else await nextTurn();
    }
  };

  const windowAt = (query: LedgerWindowQuery, startIndex: number): LedgerWindow => {
    const { startIndex: _startIndex, towards: _towards, ...rest } = query;
    if (startIndex === 0) return { ...ledgerWindow(db, rest, tuning), startIndex: 0 };
    const set = filterSetOf(query);
    /** The window from the index; undefined when a bucket's keys disagree with its count. */
    const seek = (index: PositionIndex): LedgerWindow | undefined => {
      if (startIndex >= index.buckets.total) {
        // Past the end: no row; the rows just newer are the oldest ones.
        checkLimit(rest.limit);
        if (index.buckets.total === 0) return { rows: [], startIndex };
        const oldest = keyAt(set, index, index.buckets.total - 1);
        return oldest === undefined ? undefined : { rows: [], startIndex, newerCursor: encodeCursor(justOlderThan(oldest)) };
      }
      const key = keyAt(set, index, startIndex);
      if (key === undefined) return undefined;
      const window = ledgerWindow(db, { ...rest, cursor: encodeCursor({ createdUs: key.createdUs, seq: key.seq + 1 }) }, tuning);
      return { ...window, startIndex };
    };
    return db.transaction((): LedgerWindow => {
      const window = seek(indexOf(set));
      if (window !== undefined) return window;
      // A bucket's keys disagreed with its count: the index is built again (its buckets then hold at most the stride).
      kept.delete(set.key);
      const again = seek(indexOf(set));
      if (again === undefined) throw new CacheError('invalid_query', 'the ledger changed while a window was read; read it again');
      return again;
    })();
  };

  return {
    count(query = {}) {
      const set = filterSetOf(query);
      return db.transaction(() => {
        const stamp = reads.stamp(set);
        const lastRowid = reads.maxRowid();
        // A kept index first; else a kept count; else an index built now.
        const counted = extendable(set, stamp, lastRowid) === undefined ? counts.totalOf(set, stamp, lastRowid) : undefined;
        return counted ?? indexOf(set).buckets.total;
      })();
    },
    window(query) {
      if (query.startIndex !== undefined) return windowAt(query, checkStartIndex(query));
      const window = ledgerWindow(db, query, tuning);
      return query.cursor === undefined && (query.towards ?? 'older') === 'older' ? { ...window, startIndex: 0 } : window;
    },
    prepare,
    noteRowsUpdated: () => reads.noteRowsUpdated(),
  };
}
