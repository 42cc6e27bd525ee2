// Where the grid's rows come from. A new filter set asks for its newest block of rows
// first and counts after it: the rows show as soon as main answers them (a window from
// index 0 needs no position index), while the count (which builds the position index of
// the filter set, hundreds of ms on a million rows) follows. Then blocks of rows by index
// around what is shown, at most MAX_IN_FLIGHT requests at once (a fast drag over a
// million rows asks only for where the thumb stops, not for every block it passed).
// Answers for an older generation (filters changed, or the cache synced) are dropped.
// No React here, so the unit tests drive it with fake calls.
import type { Envelope } from '../../../../shared/ipc';
import { BLOCK_SIZE, BlockCache, blocksForViewport } from './block-cache';

export interface RowSourceCalls<Filters, Row, Failure> {
  count(filters: Filters): Promise<Envelope<{ total: number; lastSyncedAt: string | null }, Failure>>;
  rowsFrom(filters: Filters, startIndex: number, limit: number): Promise<Envelope<readonly Row[], Failure>>;
}

export interface RowSourceSnapshot<Failure> {
  /** Bumped on every new filter set (not on a refresh of the same filters). */
  readonly filterSerial: number;
  /** The key of the filters this snapshot answers (null before the first). */
  readonly filterKey: string | null;
  readonly generation: number;
  /** Rows matching the filters; null while counting the first time. */
  readonly total: number | null;
  /**
   * While counting: the rows known to match so far (the newest block's rows). The grid
   * shows them at once; the count then sets `total`. Null before the first block lands.
   */
  readonly atLeast: number | null;
  readonly lastSyncedAt: string | null;
  readonly countError: Failure | null;
  /** The last failed block's error, until retried. */
  readonly blockError: Failure | null;
}

export const MAX_IN_FLIGHT = 2;

export class LedgerRowSource<Filters, Row, Failure> {
  private readonly cache: BlockCache<Row, Failure>;
  private filters: Filters | null = null;
  private filterKey: string | null = null;
  private viewport: { first: number; last: number } = { first: 0, last: 0 };
  private inFlight = 0;
  private countsInFlight = 0;
  private snapshot: RowSourceSnapshot<Failure> = { filterSerial: 0, filterKey: null, generation: 0, total: null, atLeast: null, lastSyncedAt: null, countError: null, blockError: null };
  // Bumped whenever the rows change (a block landed, a refresh began): only the grid reads it,
  // so a landing block re-renders the rows, not the screen around them.
  private rowsVersion = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly calls: RowSourceCalls<Filters, Row, Failure>,
    blockSize = BLOCK_SIZE,
    maxBlocks?: number,
  ) {
    this.cache = new BlockCache<Row, Failure>(blockSize, maxBlocks);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Everything but the rows themselves: a new object only when one of its fields changes. */
  readonly getSnapshot = (): RowSourceSnapshot<Failure> => this.snapshot;

  /** Changes whenever a row may have changed (rowAt may answer differently). */
  readonly getRowsVersion = (): number => this.rowsVersion;

  private update(change: Partial<RowSourceSnapshot<Failure>>, rowsChanged = false): void {
    const changed = (Object.keys(change) as Array<keyof RowSourceSnapshot<Failure>>).some((key) => change[key] !== this.snapshot[key]);
    if (changed) this.snapshot = { ...this.snapshot, ...change };
    if (rowsChanged) this.rowsVersion += 1;
    if (changed || rowsChanged) for (const listener of [...this.listeners]) listener();
  }

  /** New filters (`key` says whether they are new): count them and start over. */
  setFilters(filters: Filters, key: string): void {
    if (key === this.filterKey) return;
    this.filters = filters;
    this.filterKey = key;
    this.viewport = { first: 0, last: 0 };
    this.start(true);
  }

  /** The same filters again (the cache changed under them): keeps the count shown until the new one. */
  refresh(): void {
    if (this.filters !== null) this.start(false);
  }

  /**
   * A refresh while a sync is still adding rows, taken only when it costs one count and
   * moves no row under the reader: the grid shows its newest rows (a row added above the
   * ones in view would push them down) and no count is on its way (a count over a growing
   * million rows may take a second; they never queue). True when it refreshed.
   */
  refreshWhileFilling(): boolean {
    if (this.filters === null || this.countsInFlight > 0 || this.viewport.first > 0 || this.snapshot.total === null) return false;
    this.start(false);
    return true;
  }

  private start(newFilters: boolean): void {
    const generation = this.cache.reset(!newFilters);
    this.update({
      generation,
      filterSerial: newFilters ? this.snapshot.filterSerial + 1 : this.snapshot.filterSerial,
      filterKey: this.filterKey,
      total: newFilters ? null : this.snapshot.total,
      atLeast: newFilters ? null : this.snapshot.atLeast,
      countError: null,
      blockError: null,
    }, true);
    // New filters show from their newest row: ask for that block now and count after it
    // (main answers in turn; a count first would hold the rows back while it builds).
    if (newFilters) this.fetchBlock(0, this.cache.blockSize, () => this.count(generation));
    else this.count(generation);
  }

  private count(generation: number): void {
    if (generation !== this.cache.generation) return;
    const filters = this.filters as Filters;
    this.countsInFlight += 1;
    void this.calls.count(filters).finally(() => {
      this.countsInFlight -= 1;
    }).then(
      (answer) => {
        if (generation !== this.cache.generation) return;
        if (answer.ok) this.update({ total: answer.value.total, lastSyncedAt: answer.value.lastSyncedAt, countError: null });
        else this.update({ countError: answer.error });
        this.pump();
      },
      (error: unknown) => {
        if (generation === this.cache.generation) this.update({ countError: error as Failure });
      },
    );
  }

  /** Rows `first`..`last` are on screen now. */
  want(first: number, last: number): void {
    this.viewport = { first, last };
    this.pump();
  }

  rowAt(index: number): Row | undefined {
    return this.cache.rowAt(index);
  }

  /** The index of a row of this generation's loaded blocks that `matches` (a selection followed by its id), or null. */
  findLoaded(matches: (row: Row) => boolean): number | null {
    return this.cache.findLoaded(matches);
  }

  /** Whether row `index`'s block failed (the grid shows it as not loaded). */
  failedAt(index: number): boolean {
    return this.cache.entry(Math.floor(index / this.cache.blockSize))?.status === 'failed';
  }

  retry(): void {
    this.cache.retryFailed();
    this.update({ blockError: null }, true);
    if (this.snapshot.total === null || this.snapshot.countError !== null) this.count(this.cache.generation);
    else this.pump();
  }

  /** Starts fetches for the missing blocks nearest the viewport while slots are free. */
  private pump(): void {
    const total = this.snapshot.total ?? this.snapshot.atLeast;
    if (total === null || this.filters === null) return;
    const wanted = blocksForViewport(this.viewport.first, this.viewport.last, total, BLOCK_SIZE / 2, this.cache.blockSize);
    this.cache.touchAndEvict(wanted);
    for (const block of this.cache.missing(wanted)) {
      if (this.inFlight >= MAX_IN_FLIGHT) break;
      this.fetchBlock(block, Math.min(this.cache.blockSize, total - block * this.cache.blockSize));
    }
  }

  /** Fetches one block of `limit` rows; `then` runs once it settled (for this generation or not). */
  private fetchBlock(block: number, limit: number, then?: () => void): void {
    const generation = this.cache.generation;
    if (!this.cache.begin(generation, block)) return;
    const startIndex = block * this.cache.blockSize;
    this.inFlight += 1;
    const settle = (answer: Envelope<readonly Row[], Failure>) => {
      this.inFlight -= 1;
      if (answer.ok ? this.cache.accept(generation, block, answer.value) : this.cache.fail(generation, block, answer.error)) {
        if (!answer.ok) this.update({ blockError: answer.error }, true);
        // The newest block before the count: the rows known so far.
        else if (block === 0 && this.snapshot.total === null) this.update({ atLeast: answer.value.length }, true);
        else this.update({}, true);
      }
      then?.();
      this.pump();
    };
    void this.calls.rowsFrom(this.filters as Filters, startIndex, limit).then(settle, (error: unknown) => settle({ ok: false, error: error as Failure }));
  }
}
