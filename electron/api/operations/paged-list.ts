// Async iteration across the pages of a list operation (`nextCursor`), with a cap on
// pages so a misbehaving server can never keep the app looping.
import { TreasuryError } from '../../../shared/errors';
export interface Page<T> {
  items: T[];
  hasMore: boolean;
  nextCursor?: string | undefined;
  requestId?: string | undefined;
}

/**
 * Where a forward walk goes on: after the page's last item, which `nextCursor` must name
 * (assumed-operations.md). `conflict` is a nextCursor that names another item: following
 * either could skip rows unseen, so a walker refuses such a page.
 */
export function forwardCursor(page: Page<{ id: string }>): { last: string | undefined; conflict: string | undefined } {
  return forwardCursorAfter(page.items.at(-1)?.id, page.nextCursor);
}

/** forwardCursor of a page known by its last item's id and its nextCursor. */
export function forwardCursorAfter(last: string | undefined, nextCursor: string | undefined): { last: string | undefined; conflict: string | undefined } {
  const conflict = last !== undefined && typeof nextCursor === 'string' && nextCursor !== last ? nextCursor : undefined;
  return { last, conflict };
}

export class PaginationError extends TreasuryError {
  readonly kind = 'failed';
  readonly code = 'pagination_failed';
  constructor(message: string) {
    super(message);
    this.name = 'PaginationError';
  }
}

export const DEFAULT_MAX_PAGES = 10_000;

export interface PagedListOptions {
  /** Stop with a PaginationError after this many pages (never truncate silently). */
  maxPages?: number;
  /** 'forward' follows nextCursor (starting_after); 'backward' pages with ending_before = first id of the page. */
  direction?: 'forward' | 'backward';
  /** The cursor of the first request, if any. */
  initialCursor?: string | undefined;
}

/** A list that can be walked item by item (`for await`) or page by page (`pages()`). */
export class PagedList<T extends { id: string }> implements AsyncIterable<T> {
  constructor(
    private readonly fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
    private readonly options: PagedListOptions = {},
  ) {}

  async *pages(): AsyncGenerator<Page<T>> {
    const maxPages = this.options.maxPages ?? DEFAULT_MAX_PAGES;
    const backward = this.options.direction === 'backward';
    let cursor = this.options.initialCursor;
    const seen = new Set<string>(cursor === undefined ? [] : [cursor]);
    for (let count = 1; ; count += 1) {
      const page = await this.fetchPage(cursor);
      yield page;
      if (!page.hasMore) return;
      if (count >= maxPages) throw new PaginationError(`Stopped after ${maxPages} pages: the list is longer than this client reads in one go. Narrow it with filters.`);
      const { last, conflict } = forwardCursor(page);
      if (!backward && conflict !== undefined) {
        throw new PaginationError(`The server gave a page that ends with ${last} but says the next one starts after ${conflict}; stopping rather than skip or repeat items.`);
      }
      const next = backward ? page.items[0]?.id : (last ?? page.nextCursor);
      if (next === undefined) throw new PaginationError('The server said more pages follow but gave no cursor to continue from.');
      if (seen.has(next)) throw new PaginationError(`The server returned the cursor ${next} twice; stopping to avoid a loop.`);
      seen.add(next);
      cursor = next;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const page of this.pages()) yield* page.items;
  }

  /** Every item, in order. Only for lists known to be short. */
  async toArray(): Promise<T[]> {
    const all: T[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}
