// How many rows match a filter set, kept without a position index: a ledger.count for a
// filter set with no index while the ledger's indexes are missing (a first sync's bulk
// load) or with a search. The window's scrollbar asks the count first; its anchors are
// only needed for a window from a row index (ledger-positions.ts), so a count alone is
// counted inside SQLite a slice at a time (ledger-position-slices.ts countInSlices) and
// no key crosses into JavaScript.
//
// A tally is kept like an index (ledger-positions.ts, "Kept and extended"): with the
// stamp of what it cannot follow and the largest rowid counted; the rows appended since
// are counted in by rowid (`rowid > last`, the filter set checked in SQL). A changed
// stamp, or fewer rows than counted, counts again.
import type { Database } from 'better-sqlite3';
import type { FilterSet, PositionReads } from './ledger-position-reads';
import { countInSlices, nextTurn, type Slicing } from './ledger-position-slices';

interface Tally {
  readonly stamp: string;
  lastRowid: number;
  total: number;
}

export interface PositionCounts {
  /** The set's total from its kept tally, counting in the rows appended up to `lastRowid`; undefined when no tally can be. Call inside a read transaction. */
  totalOf(set: FilterSet, stamp: string, lastRowid: number): number | undefined;
  /** Counts the set in slices with turns of the event loop between, or extends its tally a slice of rowids at a time, until at most a slice is left. */
  prepare(set: FilterSet): Promise<void>;
}

export function createPositionCounts(db: Database, reads: PositionReads, keptSets: number, slicing: Required<Pick<Slicing, 'rows'>> & Slicing): PositionCounts {
  const kept = new Map<string, Tally>();
  /** Counts under way in slices, by filter set. */
  const counting = new Map<string, Promise<void>>();

  const fresh = (set: FilterSet, stamp: string, lastRowid: number): Tally | undefined => {
    const tally = kept.get(set.key);
    return tally === undefined || tally.stamp !== stamp || tally.lastRowid > lastRowid ? undefined : tally;
  };

  const extend = (set: FilterSet, tally: Tally, upTo: number) => {
    tally.total += reads.appendedCount(set, tally.lastRowid, upTo);
    tally.lastRowid = upTo;
  };

  const keep = (set: FilterSet, tally: Tally) => {
    kept.delete(set.key); // most recently used last
    if (kept.size >= keptSets) kept.delete(kept.keys().next().value as string);
    kept.set(set.key, tally);
  };

  const countOnce = (set: FilterSet): Promise<void> => {
    const under = counting.get(set.key);
    if (under !== undefined) return under;
    const run = (async () => {
      const { stamp, lastRowid } = db.transaction(() => ({ stamp: reads.stamp(set), lastRowid: reads.maxRowid() }))();
      const total = await countInSlices(reads, set, stamp, lastRowid, slicing);
      if (total !== undefined) keep(set, { stamp, lastRowid, total });
    })().finally(() => counting.delete(set.key));
    counting.set(set.key, run);
    return run;
  };

  return {
    totalOf(set, stamp, lastRowid) {
      const tally = fresh(set, stamp, lastRowid);
      if (tally === undefined) return undefined;
      if (tally.lastRowid < lastRowid) extend(set, tally, lastRowid);
      keep(set, tally);
      return tally.total;
    },
    async prepare(set) {
      // Counts dropped again and again (a change in place each time) stop after a few: `count` then builds at once.
      for (let counts = 0, steps = 0; counts < 4 && steps < 100_000; steps += 1) {
        const step = db.transaction((): 'ready' | 'extended' | 'count' => {
          const lastRowid = reads.maxRowid();
          const tally = fresh(set, reads.stamp(set), lastRowid);
          if (tally === undefined) return 'count';
          if (lastRowid - tally.lastRowid <= slicing.rows) return 'ready';
          extend(set, tally, tally.lastRowid + slicing.rows);
          return 'extended';
        })();
        if (step === 'ready') return;
        if (step === 'count') {
          counts += 1;
          await countOnce(set);
        } else await nextTurn();
      }
    },
  };
}
