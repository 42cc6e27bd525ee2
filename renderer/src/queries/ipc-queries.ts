// Server data as TanStack Query reads it: one query key per contract method and input
// (`['payments.detail', { id }]`), spelled here only, so every read, invalidation and
// setQueryData names the same thing. A refused call throws an IpcCallError, whose plain
// error the screen shows (`plainErrorOf(query.error)`).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { IpcInput, IpcMethod, IpcOutput } from '../../lib/ipc-client';
import { unwrap } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';

/** The key of one method's answer to one input. */
export function queryKeyOf<M extends IpcMethod>(method: M, input: IpcInput<M>): readonly [M, IpcInput<M>] {
  return [method, input];
}

/** The prefix of every key of a method, whatever the input (for invalidations). */
export function methodKey(method: IpcMethod): readonly [IpcMethod] {
  return [method];
}

/** The answer of `method` for `input`, cached under its key. */
export function ipcQuery<M extends IpcMethod>(method: M, input: IpcInput<M>) {
  return queryOptions<IpcOutput<M>>({
    queryKey: queryKeyOf(method, input),
    queryFn: async () => unwrap(await ipc().call(method, input)),
  });
}

/** What a paged query needs for "Load more": whether there is a next page, whether it is reading, and how to read it. */
interface PagedQuery {
  readonly hasNextPage: boolean;
  readonly isFetching: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** "Load more" that reads the newest state of the query whenever it is called (the palette keeps the function); a no-op while reading or at the end. */
export function useLoadMore(query: PagedQuery): () => void {
  const latest = useRef(query);
  latest.current = query;
  return useCallback(() => {
    const { hasNextPage, isFetching, fetchNextPage } = latest.current;
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, []);
}

/** Rows per page of a keyset list; the contract allows up to 1000 per call. */
export const PAGE_SIZE = 100;

/** The keyset lists of cached records: filters and search in, rows and the next page's cursor out. */
export type KeysetListMethod = 'payments.list' | 'collections.list' | 'transfers.list' | 'counterparties.list';
type KeysetPage<M extends KeysetListMethod> = IpcOutput<M>;
/** A list's filters: its input without the page (cursor and limit). */
export type ListFilters<M extends KeysetListMethod> = Omit<IpcInput<M>, 'cursor' | 'limit'>;

/** A keyset list's pages for one filter set: the first page, then "Load more" with each answer's nextCursor. */
export function keysetListQuery<M extends KeysetListMethod>(method: M, filters: ListFilters<M>) {
  return infiniteQueryOptions({
    queryKey: queryKeyOf(method, filters as IpcInput<M>),
    queryFn: async ({ pageParam }: { pageParam: string | null }): Promise<KeysetPage<M>> => {
      const input = { ...filters, limit: PAGE_SIZE, ...(pageParam === null ? {} : { cursor: pageParam }) } as IpcInput<M>;
      return unwrap(await ipc().call(method, input));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: KeysetPage<M>) => last.nextCursor,
  });
}

/** A list's rows over its pages, each row once (a row repeats only if the cache changed between two pages: the first copy stays). */
export function rowsOfPages<Row extends { id: string }>(pages: readonly { rows: readonly Row[] }[] | undefined): Row[] {
  const seen = new Set<string>();
  const out: Row[] = [];
  for (const page of pages ?? []) {
    for (const row of page.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
    }
  }
  return out;
}
