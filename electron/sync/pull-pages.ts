// Pulls one cursor-paginated list into the cache, page by page. Each page is written
// in ONE cache transaction together with the cursor that follows it, so a crash, an
// abort or a bad page leaves either the whole page and its cursor or neither: the next
// run resumes exactly after the last committed page.
//
// Each page is its own one-request PagedList, so the list's own loop guards do not span
// pages: the walk here keeps them. Every cursor the walk has stood on (its start
// included) is remembered; a page whose cursor is one of them (A→B→A…, or a cursor that
// never advances) stops the walk with SyncProtocolError `cursor_cycle` BEFORE that page
// is written, and so does passing `maxPages` (see maxPagesPerWalk). The sync reports it
// as that resource failing; the pages committed before stay, each whole with its cursor.
import { forwardCursorAfter, type Page, type PagedList } from '../api/operations';
import { readsFirst, type CachedResource } from '../cache';
import type { SyncContext } from './sync-context';
import { SyncProtocolError } from './sync-errors';

export interface PullPagesOptions<T extends { id: string }> {
  resource: CachedResource;
  /** Resume after this id; null starts at the beginning of the list. */
  startCursor: string | null;
  /** One request: the first page of the list from `startingAfter`. */
  list: (startingAfter: string | undefined, signal: AbortSignal) => PagedList<T>;
  /**
   * Writes the page and its sync state, inside the page's ONE cache transaction (run on this
   * thread by pullPages: a crash or a stop leaves both or neither; a throw rolls both back and
   * stops the walk). `cursor` is where the next page starts, `done` whether the list ended.
   * Returns the rows written. (A full sync's ledger pages go through the cache's ledger page
   * writer instead: walkPages, electron/cache/ledger-page-writer.ts.)
   */
  commit: (items: readonly T[], cursor: string | null, done: boolean) => number;
  /** After the commit (e.g. to remember ids); must not write to the cache. */
  afterCommit?: (items: readonly T[]) => void;
  /** Stop with `cursor_cycle` after this many pages in one walk; default maxPagesPerWalk(page size). */
  maxPages?: number;
}

/**
 * The most rows one walk of one list (or ledger range) is expected to hold: 20 million,
 * far beyond any account's history this app caches (the bench loads 1 million).
 */
export const MAX_ROWS_PER_WALK = 20_000_000;

/**
 * A walk's page cap from the page size: enough full pages for MAX_ROWS_PER_WALK rows,
 * doubled for servers that answer with half-full pages. Only a server inventing fresh
 * cursors forever reaches it; the cursors it remembers stay bounded by it.
 */
export function maxPagesPerWalk(pageSize: number): number {
  return 2 * Math.ceil(MAX_ROWS_PER_WALK / Math.max(1, pageSize));
}

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Pages are written one per turn of the event loop, in the order they arrived: the
 * thread that writes them also answers the window (the host), and the pages that arrive
 * together (up to `concurrency` requests in flight) were written back to back, a window's
 * read waiting behind all of them (docs/benchmarks.md, the window during a first sync).
 * Between two pages, whatever arrived meanwhile (a window's read) is served, and a page
 * waits (bounded) while the window reads (reads-first.ts).
 */
export function nextWriteTurn(): Promise<void> {
  const turn = lastTurn.then(() => readsFirst.yieldToReads()).then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  lastTurn = turn;
  return turn;
}

/** The first page of a list: exactly one request. */
export async function firstPage<T extends { id: string }>(list: PagedList<T>): Promise<Page<T>> {
  const pages = list.pages();
  try {
    const result = await pages.next();
    if (result.done === true) throw new SyncProtocolError('no_page', 'The list answered with no page.');
    return result.value;
  } finally {
    await pages.return(undefined);
  }
}

/** What a walk needs of a page to go on (walkPages). */
export interface WalkedPage {
  /** Its items. */
  readonly count: number;
  readonly hasMore: boolean;
  /** The id of its last item. */
  readonly last: string | undefined;
  readonly nextCursor: string | undefined;
}

/** A walk over a list's pages whose reading and writing the caller chooses (pullPages: read and written here; a full sync's ledger: through the cache's ledger page writer). */
export interface PageWalk<R, P extends WalkedPage> {
  resource: CachedResource;
  /** Resume after this id; null starts at the beginning of the list. */
  startCursor: string | null;
  /** One request: the list's page from `startingAfter` (run in the sync's request limiter). */
  request: (startingAfter: string | undefined, signal: AbortSignal) => Promise<R>;
  /** The answer read (e.g. where it is written). */
  read: (answer: R) => Promise<P>;
  /** Writes the page and its sync state in one transaction: `cursor` is where the next page starts, `done` whether the list ended. Resolves to the rows written. */
  write: (page: P, cursor: string | null, done: boolean) => Promise<number>;
  /** After the commit; must not write to the cache. */
  afterCommit?: (page: P) => void;
  /** As PullPagesOptions.maxPages. */
  maxPages?: number;
}

/** Pulls pages until the list ends; returns the cursor after the last item. */
export async function pullPages<T extends { id: string }>(ctx: SyncContext, options: PullPagesOptions<T>): Promise<{ cursor: string | null }> {
  return walkPages(ctx, {
    resource: options.resource,
    startCursor: options.startCursor,
    request: (after, signal) => firstPage(options.list(after, signal)),
    read: async (page: Page<T>) => ({ page, count: page.items.length, hasMore: page.hasMore, last: page.items.at(-1)?.id, nextCursor: page.nextCursor }),
    // async: a failed commit (rolled back) rejects the walk.
    write: async ({ page }, cursor, done) => ctx.cache.transaction(() => options.commit(page.items, cursor, done)),
    afterCommit: ({ page }) => options.afterCommit?.(page.items),
    ...(options.maxPages !== undefined && { maxPages: options.maxPages }),
  });
}

/** The walk of pullPages, its pages read and written as the caller says; returns the cursor after the last item. */
export async function walkPages<R, P extends WalkedPage>(ctx: SyncContext, walk: PageWalk<R, P>): Promise<{ cursor: string | null }> {
  let cursor = walk.startCursor;
  const maxPages = walk.maxPages ?? maxPagesPerWalk(ctx.pageSize);
  const visited = new Set<string | null>([cursor]);
  for (let pages = 1; ; pages += 1) {
    ctx.throwIfStopped();
    const from = cursor ?? undefined;
    // The answer may be parsed and checked on this thread: not while the window reads (bounded).
    await readsFirst.yieldToReads();
    const answer = await ctx.limiter.run(() => walk.request(from, ctx.signal));
    const page = await walk.read(answer);
    await nextWriteTurn();
    // A page that arrives after the run was told to stop is dropped: nothing half-done is written.
    ctx.throwIfStopped();
    // A page whose nextCursor names another item than its last is refused, nothing of it
    // written: following either could skip rows for good while the sync said it had them
    // all (a nextCursor further down the list, or a last item whose id is a later row's).
    const { last, conflict } = forwardCursorAfter(page.last, page.nextCursor);
    if (conflict !== undefined) {
      throw new SyncProtocolError('cursor_mismatch', `The ${walk.resource} list gave a page that ends with ${last} but says the next one starts after ${conflict}; stopping rather than skip or repeat rows.`);
    }
    const next = last ?? cursor;
    if (page.hasMore && page.count === 0) {
      throw new SyncProtocolError('no_progress', `The ${walk.resource} list said more pages follow but gave nothing to continue from.`);
    }
    if (page.hasMore && visited.has(next)) {
      throw new SyncProtocolError('cursor_cycle', `The ${walk.resource} list led back to a cursor it had already given (${next}); stopping instead of looping.`);
    }
    if (page.hasMore && pages >= maxPages) {
      throw new SyncProtocolError('cursor_cycle', `The ${walk.resource} list still had more after ${maxPages} pages in one walk; stopping instead of looping.`);
    }
    visited.add(next);
    const done = !page.hasMore;
    const written = await walk.write(page, next, done);
    ctx.count(walk.resource, { fetched: page.count, written, pages: 1 });
    walk.afterCommit?.(page);
    ctx.progress(walk.resource, 'page');
    cursor = next;
    if (done) return { cursor };
  }
}
