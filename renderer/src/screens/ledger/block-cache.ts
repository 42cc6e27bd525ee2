// The ledger's rows in fixed blocks of BLOCK_SIZE rows by index (newest first), a few
// kept around the viewport, least recently used dropped first. Every block belongs to a
// generation (one filter set, one state of the cache): an answer that arrives for an
// older generation is dropped, so rows of the previous filters never show under new ones.

export const BLOCK_SIZE = 200;
/** 24 blocks = 4,800 rows: a few screens each way, never the whole ledger. */
export const MAX_BLOCKS = 24;

export type BlockEntry<Row, Failure> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly rows: readonly Row[] }
  | { readonly status: 'failed'; readonly error: Failure };

/** The block holding row `index`. */
export function blockOf(index: number, blockSize = BLOCK_SIZE): number {
  return Math.floor(index / blockSize);
}

/**
 * The blocks to have for rows `first`..`last` shown, plus `prefetchRows` rows either
 * side, clamped to the ledger: the shown ones first (nearest the top first), then the
 * prefetch below, then above, so a scarce fetch slot goes to what the person sees.
 */
export function blocksForViewport(first: number, last: number, total: number, prefetchRows = BLOCK_SIZE / 2, blockSize = BLOCK_SIZE): number[] {
  if (total <= 0 || last < first) return [];
  const lastRow = total - 1;
  const shownFirst = blockOf(Math.min(Math.max(0, first), lastRow), blockSize);
  const shownLast = blockOf(Math.min(Math.max(0, last), lastRow), blockSize);
  const before = blockOf(Math.max(0, first - prefetchRows), blockSize);
  const after = blockOf(Math.min(lastRow, last + prefetchRows), blockSize);
  const out: number[] = [];
  for (let block = shownFirst; block <= shownLast; block += 1) out.push(block);
  for (let block = shownLast + 1; block <= after; block += 1) out.push(block);
  for (let block = shownFirst - 1; block >= before; block -= 1) out.push(block);
  return out;
}

export class BlockCache<Row, Failure = unknown> {
  private current = 0;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly blocks = new Map<number, BlockEntry<Row, Failure>>();
  // After a refresh of the same filters, the previous generation's rows stand in until
  // their block is fetched again, so a sync does not flash skeletons over rows in view.
  private stale = new Map<number, readonly Row[]>();

  constructor(
    readonly blockSize = BLOCK_SIZE,
    readonly maxBlocks = MAX_BLOCKS,
  ) {}

  get generation(): number {
    return this.current;
  }

  /**
   * A new generation: every block is dropped. `keepStale` (the same filters, the cache
   * changed) keeps the loaded rows as stand-ins until their blocks arrive again.
   */
  reset(keepStale = false): number {
    this.current += 1;
    // Two refreshes in a row keep the first one's stand-ins for blocks not loaded again in between.
    const stale = keepStale ? this.stale : new Map<number, readonly Row[]>();
    if (keepStale) for (const [block, entry] of this.blocks) if (entry.status === 'ready') stale.set(block, entry.rows);
    for (const block of stale.keys()) {
      if (stale.size <= this.maxBlocks) break;
      stale.delete(block);
    }
    this.stale = stale;
    this.blocks.clear();
    return this.current;
  }

  entry(block: number): BlockEntry<Row, Failure> | undefined {
    return this.blocks.get(block);
  }

  get size(): number {
    return this.blocks.size;
  }

  /** Of `blocks`, the ones neither loaded, loading nor failed (a failed block waits for retryFailed). */
  missing(blocks: readonly number[]): number[] {
    return blocks.filter((block) => !this.blocks.has(block));
  }

  /** Marks a block as being fetched for `generation`; false when that generation is over. */
  begin(generation: number, block: number): boolean {
    if (generation !== this.current) return false;
    this.blocks.set(block, { status: 'loading' });
    return true;
  }

  /** Stores a fetched block; false (dropped) when it was asked for an older generation or evicted meanwhile. */
  accept(generation: number, block: number, rows: readonly Row[]): boolean {
    if (generation !== this.current || this.blocks.get(block)?.status !== 'loading') return false;
    this.blocks.delete(block);
    this.blocks.set(block, { status: 'ready', rows });
    this.stale.delete(block);
    return true;
  }

  fail(generation: number, block: number, error: Failure): boolean {
    if (generation !== this.current || this.blocks.get(block)?.status !== 'loading') return false;
    this.blocks.set(block, { status: 'failed', error });
    return true;
  }

  /** Forgets failed blocks so the next fetch asks again. */
  retryFailed(): void {
    for (const [block, entry] of [...this.blocks]) if (entry.status === 'failed') this.blocks.delete(block);
  }

  /** The row at `index` when its block is loaded (or a stand-in from before a refresh). */
  rowAt(index: number): Row | undefined {
    const block = blockOf(index, this.blockSize);
    const entry = this.blocks.get(block);
    const rows = entry?.status === 'ready' ? entry.rows : this.stale.get(block);
    return rows?.[index - block * this.blockSize];
  }

  /** The index of the first row of the loaded blocks (not the stand-ins) that `matches`, or null. */
  findLoaded(matches: (row: Row) => boolean): number | null {
    for (const [block, entry] of this.blocks) {
      if (entry.status !== 'ready') continue;
      const at = entry.rows.findIndex(matches);
      if (at >= 0) return block * this.blockSize + at;
    }
    return null;
  }

  /** Marks blocks as just used, then drops the least recently used beyond maxBlocks (never one in `keep`, never one loading). */
  touchAndEvict(keep: readonly number[]): void {
    for (const block of keep) {
      const entry = this.blocks.get(block);
      if (entry === undefined) continue;
      this.blocks.delete(block);
      this.blocks.set(block, entry);
    }
    const kept = new Set(keep);
    for (const [block, entry] of [...this.blocks]) {
      if (this.blocks.size <= this.maxBlocks) break;
      if (kept.has(block) || entry.status === 'loading') continue;
      this.blocks.delete(block);
    }
  }
}
