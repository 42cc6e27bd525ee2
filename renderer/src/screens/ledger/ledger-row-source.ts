// Where the grid's rows come from: the count for the current filters, then blocks of
// rows by index around what is shown, at most MAX_IN_FLIGHT requests at once (a fast
// drag over a million rows asks only for where the thumb stops, not for every block it
// passed). Answers for an older generation (filters changed, or the cache synced) are
// dropped. No React here, so the unit tests drive it with fake calls.
import { BLOCK_SIZE, BlockCache, blocksForViewport } from './block-cache';

export type Answer<T, Failure> = { ok: true; value: T } | { ok: false; error: Failure };

export interface RowSourceCalls<Filters, Row, Failure> {
  count(filters: Filters): Promise<Answer<{ total: number; lastSyncedAt: string | null }, Failure>>;
  rowsFrom(filters: Filters, startIndex: number, limit: number): Promise<Answer<readonly Row[], Failure>>;
}

export interface RowSourceSnapshot<Failure> {
  /** Bumped on every new filter set (not on a refresh of the same filters). */
  readonly filterSerial: number;
  readonly generation: number;
  /** Rows matching the filters; null while counting the first time. */
  readonly total: number | null;
  readonly lastSyncedAt: string | null;
  readonly countError: Failure | null;
  /** The last failed block's error, until retried. */
  readonly blockError: Failure | null;
  /** Bumped whenever a block lands: the grid re-renders its rows. */
  readonly version: number;
}

export const MAX_IN_FLIGHT = 2;

export class LedgerRowSource<Filters, Row, Failure> {
  private readonly cache: BlockCache<Row, Failure>;
  private filters: Filters | null = null;
  private filterKey: string | null = null;
  private viewport: { first: number; last: number } = { first: 0, last: 0 };
  private inFlight = 0;
  private snapshot: RowSourceSnapshot<Failure> = { filterSerial: 0, generation: 0, total: null, lastSyncedAt: null, countError: null, blockError: null, version: 0 };
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

  readonly getSnapshot = (): RowSourceSnapshot<Failure> => this.snapshot;

  private update(change: Partial<RowSourceSnapshot<Failure>>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of [...this.listeners]) listener();
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

  private start(newFilters: boolean): void {
    const generation = this.cache.reset(!newFilters);
    this.update({
      generation,
      filterSerial: newFilters ? this.snapshot.filterSerial + 1 : this.snapshot.filterSerial,
      total: newFilters ? null : this.snapshot.total,
      countError: null,
      blockError: null,
      version: this.snapshot.version + 1,
    });
    const filters = this.filters as Filters;
    void this.calls.count(filters).then(
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

  /** Whether row `index`'s block failed (the grid shows it as not loaded). */
  failedAt(index: number): boolean {
    return this.cache.entry(Math.floor(index / this.cache.blockSize))?.status === 'failed';
  }

  retry(): void {
    this.cache.retryFailed();
    this.update({ blockError: null, version: this.snapshot.version + 1 });
    if (this.snapshot.total === null || this.snapshot.countError !== null) this.start(false);
    else this.pump();
  }

  /** Starts fetches for the missing blocks nearest the viewport while slots are free. */
  private pump(): void {
    const total = this.snapshot.total;
    if (total === null || this.filters === null) return;
    const wanted = blocksForViewport(this.viewport.first, this.viewport.last, total, BLOCK_SIZE / 2, this.cache.blockSize);
    this.cache.touchAndEvict(wanted);
    for (const block of this.cache.missing(wanted)) {
      if (this.inFlight >= MAX_IN_FLIGHT) break;
      this.fetchBlock(block, total);
    }
  }

  private fetchBlock(block: number, total: number): void {
    const generation = this.cache.generation;
    if (!this.cache.begin(generation, block)) return;
    const startIndex = block * this.cache.blockSize;
    const limit = Math.min(this.cache.blockSize, total - startIndex);
    this.inFlight += 1;
    const settle = (answer: Answer<readonly Row[], Failure>) => {
      this.inFlight -= 1;
      if (answer.ok ? this.cache.accept(generation, block, answer.value) : this.cache.fail(generation, block, answer.error)) {
        this.update(answer.ok ? { version: this.snapshot.version + 1 } : { blockError: answer.error, version: this.snapshot.version + 1 });
      }
      this.pump();
    };
    void this.calls.rowsFrom(this.filters as Filters, startIndex, limit).then(settle, (error: unknown) => settle({ ok: false, error: error as Failure }));
  }
}
