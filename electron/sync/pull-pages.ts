// Pulls one cursor-paginated list into the cache, page by page. Each page is written
// in ONE cache transaction together with the cursor that follows it, so a crash, an
// abort or a bad page leaves either the whole page and its cursor or neither: the next
// run resumes exactly after the last committed page.
import type { Page, PagedList } from '../api/operations';
import type { CachedResource } from '../cache';
import type { SyncContext } from './sync-context';
import { SyncProtocolError } from './sync-errors';

export interface PullPagesOptions<T extends { id: string }> {
  resource: CachedResource;
  /** Resume after this id; null starts at the beginning of the list. */
  startCursor: string | null;
  /** One request: the first page of the list from `startingAfter`. */
  list: (startingAfter: string | undefined, signal: AbortSignal) => PagedList<T>;
  /**
   * Writes the page and its sync state; runs inside the page's transaction. `cursor` is
   * where the next page starts, `done` whether the list ended. Returns rows written.
   */
  commit: (items: readonly T[], cursor: string | null, done: boolean) => number;
  /** After the commit (e.g. to remember ids); must not write to the cache. */
  afterCommit?: (items: readonly T[]) => void;
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

/** Pulls pages until the list ends; returns the cursor after the last item. */
export async function pullPages<T extends { id: string }>(ctx: SyncContext, options: PullPagesOptions<T>): Promise<{ cursor: string | null }> {
  let cursor = options.startCursor;
  for (;;) {
    ctx.throwIfStopped();
    const from = cursor ?? undefined;
    const page = await ctx.limiter.run(() => firstPage(options.list(from, ctx.signal)));
    // A page that arrives after the run was told to stop is dropped: nothing half-done is written.
    ctx.throwIfStopped();
    const next = page.items.length === 0 ? cursor : (page.nextCursor ?? page.items.at(-1)?.id ?? cursor);
    if (page.hasMore && (page.items.length === 0 || next === cursor)) {
      throw new SyncProtocolError('no_progress', `The ${options.resource} list said more pages follow but gave nothing to continue from.`);
    }
    const done = !page.hasMore;
    const written = ctx.cache.transaction(() => options.commit(page.items, next, done));
    ctx.count(options.resource, { fetched: page.items.length, written, pages: 1 });
    options.afterCommit?.(page.items);
    ctx.progress(options.resource, 'page');
    cursor = next;
    if (done) return { cursor };
  }
}
