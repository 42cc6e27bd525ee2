// The steps on one filter set's position index, kept by ledger-positions.ts (its header
// says what the index is): counting appended rows into their buckets (extend), cutting a
// bucket grown past twice the stride from its keys (cutBucket), and the key of the row at
// an index (keyAt, cutting the bucket it lands in first). A bucket is cut where a seek
// lands, or by an extension once it holds CUT_ON_EXTENSION strides: during a first sync an
// index made early grows a hundredfold, and cutting every doubled bucket at each extension
// read every row's key some log2(growth) times on the thread that answers the window.
import { CacheError } from '../cache-errors';
import type { LedgerPosition } from './ledger-cursor';
import { addKeys, bucketRange, locate, splitBucket } from './ledger-position-buckets';
import type { PositionBuckets } from './ledger-position-buckets';
import type { FilterSet, PositionReads } from './ledger-position-reads';

/** An extension cuts a bucket that holds more than this many strides; a seek cuts one of more than 2. */
export const CUT_ON_EXTENSION = 32;

export interface PositionIndex {
  /** What it cannot follow, as it was (the "stamp" of ledger-positions.ts's header). */
  readonly stamp: string;
  /** The largest ledger rowid counted in. */
  lastRowid: number;
  readonly buckets: PositionBuckets;
}

export interface PositionIndexSteps {
  /** Counts the rows appended after the index's last rowid, up to `upTo`, into their buckets; false when a bucket's keys disagree with its count (build again). */
  extend(set: FilterSet, index: PositionIndex, upTo: number): boolean;
  /** The key of the row at `at` (< total); undefined when the bucket's keys disagree with its count. */
  keyAt(set: FilterSet, index: PositionIndex, at: number): LedgerPosition | undefined;
}

export function positionIndexSteps(reads: PositionReads, stride: number): PositionIndexSteps {
  /**
   * Cuts bucket k into buckets of `stride` rows from its keys when it has grown past twice
   * the stride (false when its keys disagree with its count: build again). Its keys up to
   * the index's last rowid only: rows appended after it are not counted yet.
   */
  const cutBucket = (set: FilterSet, index: PositionIndex, k: number): boolean => {
    const { buckets } = index;
    if ((buckets.counts[k] as number) <= 2 * stride) return true;
    const keys = reads.keysUpTo(set, bucketRange(buckets, k, set.range), index.lastRowid);
    if (keys.length !== buckets.counts[k]) return false;
    splitBucket(buckets, k, keys.map(([createdUs, seq]) => ({ createdUs, seq })), stride);
    return true;
  };

  /**
   * Counts the rows appended since the index's last rowid in, up to `upTo`, each into its
   * bucket; a bucket is cut when a seek lands in it (cutBucket), or here once it holds
   * CUT_ON_EXTENSION strides, so that no seek reads a huge one (an index made early in a
   * first sync grows a hundredfold). False when a bucket's keys disagree with its count (build again).
   */
  const extend = (set: FilterSet, index: PositionIndex, upTo: number): boolean => {
    const { buckets } = index;
    addKeys(buckets, reads.appendedKeys(set, index.lastRowid, upTo));
    index.lastRowid = upTo;
    for (let k = buckets.counts.length - 1; k >= 0; k -= 1) {
      // Last first: cutting one keeps the others' numbers.
      if ((buckets.counts[k] as number) > CUT_ON_EXTENSION * stride && !cutBucket(set, index, k)) return false;
    }
    return true;
  };

  /** The key of the row at `at` (< total): its bucket's split key, or a read of that bucket's keys (the bucket cut first when oversized); undefined when the bucket's keys disagree with its count. */
  const keyAt = (set: FilterSet, index: PositionIndex, at: number): LedgerPosition | undefined => {
    const { buckets } = index;
    const found = locate(buckets, at);
    if (found.offset === 0 && found.bucket > 0) return buckets.splits[found.bucket - 1] as LedgerPosition;
    if (!cutBucket(set, index, found.bucket)) return undefined;
    const { bucket, offset } = locate(buckets, at);
    if (offset === 0 && bucket > 0) return buckets.splits[bucket - 1] as LedgerPosition;
    const key = reads.keysIn(set, bucketRange(buckets, bucket, set.range), offset + 1)[offset];
    if (key === undefined) throw new CacheError('invalid_query', 'the ledger changed while a window was read; read it again');
    return { createdUs: key[0], seq: key[1] };
  };

  return { extend, keyAt };
}
