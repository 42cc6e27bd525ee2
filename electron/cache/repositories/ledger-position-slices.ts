// A scanning build of a position index (ledger-positions.ts: a search, or any filter set
// during a bulk load, when the ledger's indexes are missing) a slice at a time, with a
// turn of the event loop between slices: the thread that counts also writes the sync's
// pages and answers the window, and one pass over a million keys held it for 0.2-1 s
// (docs/benchmarks.md, the window during a first sync).
//
// Exact, without a snapshot held across turns: the build counts the rows with rowid <=
// `upTo` (the largest rowid when it starts). Those rows stay where they are while it runs
// (rows are only appended; a change in place, or another connection's commit, changes
// the stamp, and the build is dropped). A slice is the matching keys between two keys of
// the whole ledger SLICE_ROWS rows apart (ledger_by_time, kept during a bulk load), newest
// first; rows appended meanwhile (rowid > upTo) are skipped wherever they land, and the
// index made is then extended by rowid like any other (ledger-positions.ts).
//
// A count alone (ledger.count for a filter set with no index, during a bulk load) needs
// no anchors: it is counted a slice at a time inside SQLite (countInSlices), 1.2-3 times
// quicker than reading the keys, and kept apart (ledger-position-counts.ts).
import type { LedgerPosition } from './ledger-cursor';
import { justOlderThan } from './ledger-position-buckets';
import type { Anchors, FilterSet, PositionReads } from './ledger-position-reads';
import type { KeyRange } from './ledger-query';

/** Rows of the whole ledger per slice (matching or not): a few milliseconds each. */
export const SLICE_ROWS = 4096;
/** Slices run back to back for at most this long before the event loop gets a turn. */
export const TURN_BUDGET_MS = 8;

/** Slices and turns other than the defaults (tests). */
export interface Slicing {
  readonly rows?: number;
  readonly turnMs?: number;
}

export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Visits the slices of `set` newest first, with turns of the event loop between them;
 * `visit` gets each slice's key range. False when the stamp changed meanwhile (a change
 * the result cannot follow: start again).
 */
async function walkSlices(reads: PositionReads, set: FilterSet, stamp: string, upTo: number, slicing: Slicing, visit: (slice: KeyRange) => void): Promise<boolean> {
  const sliceRows = slicing.rows ?? SLICE_ROWS;
  const turnMs = slicing.turnMs ?? TURN_BUDGET_MS;
  let upper = set.range.upper;
  let turnStarted = performance.now();
  for (;;) {
    const boundary = reads.rowKeyBelow(upper, set.range.lower, sliceRows - 1);
    visit({ lower: boundary === undefined ? set.range.lower : justOlderThan(boundary), upper });
    if (boundary === undefined) return reads.stamp(set) === stamp;
    upper = boundary;
    if (performance.now() - turnStarted >= turnMs) {
      if (reads.stamp(set) !== stamp) return false;
      await nextTurn();
      if (reads.stamp(set) !== stamp || reads.maxRowid() < upTo) return false;
      turnStarted = performance.now();
    }
  }
}

/**
 * The anchors of the rows of `set` with rowid <= `upTo`, read in slices; undefined when
 * the stamp changed meanwhile (a change the index cannot follow: build again).
 */
export async function anchorsInSlices(reads: PositionReads, set: FilterSet, stride: number, stamp: string, upTo: number, slicing: Slicing = {}): Promise<Anchors | undefined> {
  const anchors: LedgerPosition[] = [];
  let total = 0;
  const whole = await walkSlices(reads, set, stamp, upTo, slicing, (slice) => {
    for (const [createdUs, rowid] of reads.keysIn(set, slice)) {
      if (rowid > upTo) continue;
      if (total % stride === 0) anchors.push({ createdUs, seq: rowid });
      total += 1;
    }
  });
  return whole ? { total, anchors } : undefined;
}

/**
 * How many rows of `set` with rowid <= `upTo` there are, counted in SQL a slice at a time
 * (no key crosses into JavaScript: a count wants no anchors); undefined when the stamp
 * changed meanwhile.
 */
export async function countInSlices(reads: PositionReads, set: FilterSet, stamp: string, upTo: number, slicing: Slicing = {}): Promise<number | undefined> {
  let total = 0;
  const whole = await walkSlices(reads, set, stamp, upTo, slicing, (slice) => {
    total += reads.sliceCount(set, slice, upTo);
  });
  return whole ? total : undefined;
}
