// A list operation as an async-iterable PagedList: the first request uses the caller's
// cursor, later ones follow nextCursor (or, paging backward, the first id of the page).
import type { z } from 'zod';
import type { PaginationParams } from '../../../shared/requests';
import { callOperation, prepareOperation, readUnreadResponse, sendPreparedUnread } from './call-operation';
import type { OperationName } from './operation-table';
import { PagedList, type Page, type PagedListOptions } from './paged-list';
import { queryPairs } from './query-params';
import type { ApiClientCore } from '../request-pipeline';
import type { UnreadBody, UnreadBodyMessage } from '../unread-body';

export interface ListOptions {
  maxPages?: number;
  signal?: AbortSignal;
}

type Entries = ReadonlyArray<readonly [string, string | number | undefined]>;

export function listOperation<T extends { id: string }>(
  core: ApiClientCore,
  name: OperationName,
  pathParams: Readonly<Record<string, string>>,
  params: PaginationParams,
  entries: Entries,
  querySchema: z.ZodType,
  options: ListOptions,
): PagedList<T> {
  const backward = params.endingBefore !== undefined;
  const cursorName = backward ? 'ending_before' : 'starting_after';
  const pagedOptions: PagedListOptions = {
    direction: backward ? 'backward' : 'forward',
    initialCursor: backward ? params.endingBefore : params.startingAfter,
    ...(options.maxPages !== undefined ? { maxPages: options.maxPages } : {}),
  };
  return new PagedList<T>(async (cursor) => {
    const withCursor = entries.map(([k, v]) => (k === cursorName ? ([k, cursor] as const) : ([k, v] as const)));
    const result = await callOperation(core, name, {
      pathParams,
      query: queryPairs(withCursor),
      querySchema,
      ...(options.signal !== undefined ? { options: { signal: options.signal } } : {}),
    });
    return pageOf<T>(result.data, result.requestId);
  }, pagedOptions);
}

/** One page of a list operation, its body left unread (sendPreparedUnread): read it with readListPage, e.g. on another thread. */
export function listPageUnread(
  core: ApiClientCore,
  name: OperationName,
  pathParams: Readonly<Record<string, string>>,
  entries: Entries,
  querySchema: z.ZodType,
  signal: AbortSignal | undefined,
): Promise<UnreadBody> {
  const prepared = prepareOperation(name, { pathParams, query: queryPairs(entries), querySchema });
  return sendPreparedUnread(core, prepared, signal !== undefined ? { signal } : {});
}

/** A list page's unread body read and checked as a PagedList's page is (readUnreadResponse). */
export function readListPage<T extends { id: string }>(name: OperationName, unread: UnreadBodyMessage): Page<T> {
  return pageOf<T>(readUnreadResponse(name, unread), unread.requestId);
}

function pageOf<T extends { id: string }>(data: unknown, requestId: string | undefined): Page<T> {
  const page = data as { items: T[]; pagination: { hasMore: boolean; nextCursor?: string | undefined } };
  return { items: page.items, hasMore: page.pagination.hasMore, nextCursor: page.pagination.nextCursor, requestId };
}
