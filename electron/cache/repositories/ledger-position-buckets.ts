// The buckets of a position index (ledger-positions.ts): the matching rows of one filter
// set, newest first, cut into consecutive buckets by split keys, with the number of rows
// in each. Pure arithmetic on keys; the SQL that reads keys is ledger-positions.ts's.
//
//   splits[k] is the key of the NEWEST row of bucket k + 1 (descending);
//   bucket 0 holds the rows newer than splits[0] (up to the filter set's upper bound),
//   bucket k the rows from splits[k - 1] (included) down to splits[k] (excluded),
//   the last bucket the rows from the last split down to the lower bound.
//
// The ledger only grows (ledger-transactions.ts: a row keeps its rowid and key; a change
// in place is not an append and drops the index), so a split key stays a matching row,
// and stays the first row of its bucket: a row added later falls into the bucket whose
// key range holds its key, wherever that is in the order, and adds 1 to that bucket's
// count only. The index of a row is the sum of the counts before its bucket (`starts`,
// recomputed once after a change: a few thousand additions) plus its offset within the
// bucket, which one bounded keyset read over that bucket's key range answers. A bucket
// that grew past twice the stride is cut again from its keys (splitBucket) when a seek
// lands in it (ledger-positions.ts).
import type { LedgerPosition } from './ledger-cursor';
import type { KeyRange } from './ledger-query';

export interface PositionBuckets {
  /** Descending; splits[k] is the newest key of bucket k + 1. */
  splits: LedgerPosition[];
  /** Rows per bucket: splits.length + 1 entries. */
  counts: number[];
  total: number;
  /** starts[k]: the index of bucket k's first row; null after a change until asked for. */
  starts: number[] | null;
}

export function compareKeys(a: LedgerPosition, b: LedgerPosition): number {
  if (a.createdUs !== b.createdUs) return a.createdUs < b.createdUs ? -1 : 1;
  return a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0;
}

/** From the keys at indexes 0, stride, 2 * stride, ... of `total` rows (one pass over them). */
export function bucketsFromAnchors(anchors: readonly LedgerPosition[], total: number, stride: number): PositionBuckets {
  if (anchors.length === 0) return { splits: [], counts: [0], total: 0, starts: null };
  return {
    splits: anchors.slice(1),
    counts: anchors.map((_, k) => Math.min(stride, total - k * stride)),
    total,
    starts: null,
  };
}

/** The bucket a key falls in: the number of splits at or above it. */
export function bucketOf(buckets: PositionBuckets, key: LedgerPosition): number {
  const { splits } = buckets;
  let low = 0;
  let high = splits.length; // the first split below `key` lies in [low, high]
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareKeys(splits[middle] as LedgerPosition, key) < 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The key just before `key` in ascending order (older than it, newer than every older row): an exclusive lower bound that keeps `key`. */
export function justOlderThan(key: LedgerPosition): LedgerPosition {
  return key.seq > 1 ? { createdUs: key.createdUs, seq: key.seq - 1 } : { createdUs: key.createdUs - 1, seq: Number.MAX_SAFE_INTEGER };
}

/** The key just after `key` in ascending order: an exclusive upper bound that keeps `key`. */
function justNewerThan(key: LedgerPosition): LedgerPosition {
  return { createdUs: key.createdUs, seq: key.seq + 1 };
}

/** Bucket k's keys as a KeyRange (both ends exclusive) inside the filter set's `range`. */
export function bucketRange(buckets: PositionBuckets, k: number, range: KeyRange): KeyRange {
  const { splits } = buckets;
  return {
    upper: k === 0 ? range.upper : justNewerThan(splits[k - 1] as LedgerPosition),
    lower: k < splits.length ? (splits[k] as LedgerPosition) : range.lower,
  };
}

/** Counts `keys` (rows appended since the buckets were made, matching their filter set) in. */
export function addKeys(buckets: PositionBuckets, keys: ReadonlyArray<readonly [number, number]>): void {
  for (const [createdUs, seq] of keys) {
    const k = bucketOf(buckets, { createdUs, seq });
    buckets.counts[k] = (buckets.counts[k] as number) + 1;
  }
  buckets.total += keys.length;
  if (keys.length > 0) buckets.starts = null;
}

/** Cuts bucket k into buckets of `stride` rows (the last one the rest), given all its keys newest first. */
export function splitBucket(buckets: PositionBuckets, k: number, keys: readonly LedgerPosition[], stride: number): void {
  const splits: LedgerPosition[] = [];
  const counts: number[] = [];
  for (let at = 0; at < keys.length; at += stride) {
    if (at > 0) splits.push(keys[at] as LedgerPosition);
    counts.push(Math.min(stride, keys.length - at));
  }
  buckets.splits = buckets.splits.slice(0, k).concat(splits, buckets.splits.slice(k));
  buckets.counts = buckets.counts.slice(0, k).concat(counts, buckets.counts.slice(k + 1));
  buckets.starts = null;
}

/** The bucket of the row at `index` (< total) and the row's offset in it. */
export function locate(buckets: PositionBuckets, index: number): { bucket: number; offset: number } {
  if (buckets.starts === null) {
    const starts = new Array<number>(buckets.counts.length);
    let sum = 0;
    buckets.counts.forEach((count, k) => {
      starts[k] = sum;
      sum += count;
    });
    buckets.starts = starts;
  }
  const { starts } = buckets;
  // The last bucket starting at or before `index` (every bucket but an empty index's one holds a row: its split key).
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts[middle] as number) <= index) low = middle;
    else high = middle - 1;
  }
  return { bucket: low, offset: index - (starts[low] as number) };
}
