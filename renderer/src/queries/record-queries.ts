// The lists and side-panel details of the Payments, Collections, Transfers and
// Counterparties screens, read from the offline cache through the contract
// (shared/ipc/activity-methods.ts, directory-methods.ts): a keyset list per filter set
// ("Load more" with the answer's cursor) and one record's detail. A newer filter set is a
// new key: while its first page is on its way the previous filter set's rows stay shown,
// marked as updating (`updating`: the screen dims them and says so), never mixed with
// the new answer, which replaces them whole. After a filter set whose answer was an
// error, the next one's answer is awaited with that error shown, marked as updating: the
// rows of the filter set before the error are not brought back (the error was shown
// since; they would read as an answer to neither).
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { IpcInput, IpcOutput, PlainError } from '../../lib/ipc-client';
import { plainErrorOf } from '../../lib/ipc-client';
import { ipcQuery, keysetListQuery, rowsOfPages, useLoadMore, type KeysetListMethod, type ListFilters } from './ipc-queries';

export type RowOf<M extends KeysetListMethod> = IpcOutput<M>['rows'][number];
export type PaymentRow = RowOf<'payments.list'>;
export type CollectionRow = RowOf<'collections.list'>;
export type TransferRow = RowOf<'transfers.list'>;
export type CounterpartyRow = RowOf<'counterparties.list'>;
export type DetailMethod = 'payments.detail' | 'collections.detail' | 'transfers.detail' | 'counterparties.detail';
export type PaymentDetail = IpcOutput<'payments.detail'>;
export type CollectionDetail = IpcOutput<'collections.detail'>;
export type TransferDetail = IpcOutput<'transfers.detail'>;
export type CounterpartyDetail = IpcOutput<'counterparties.detail'>;

/** A keyset list as a screen shows it. */
export interface KeysetList<Row> {
  /** 'loading': the first page for these filters is on its way and no earlier rows are kept (the skeleton shows). */
  readonly phase: 'loading' | 'ready' | 'error';
  readonly rows: readonly Row[];
  /**
   * The rows (and hasMore, lastSyncedAt) are the answer to the previous filters, kept
   * while the answer to the new ones is on its way (phase 'ready'). Their ids are real
   * records; "Load more" waits for the new answer. In phase 'error': the error is the
   * previous filters' (or the same filters' before "Try again"), kept while the answer is on its way.
   */
  readonly updating: boolean;
  /** Why the first page could not be read (phase 'error'). */
  readonly error: PlainError | null;
  readonly hasMore: boolean;
  readonly lastSyncedAt: string | null;
  readonly loadingMore: boolean;
  /** Why the last "Load more" failed, shown beside the rows. */
  readonly moreError: PlainError | null;
  loadMore(): void;
  retry(): void;
}

export function useKeysetList<M extends KeysetListMethod>(method: M, filters: ListFilters<M>): KeysetList<RowOf<M>> {
  // The error shown for the first page, until an answer with rows replaces it.
  const [errorShown, setErrorShown] = useState<Error | null>(null);
  // A new filter set keeps the last answer shown until its own arrives (its error replaces it);
  // after an error, that error is what stays (an earlier set's rows are not brought back).
  const query = useInfiniteQuery({ ...keysetListQuery(method, filters), placeholderData: (previous) => (errorShown === null ? previous : undefined) });
  const loadMore = useLoadMore(query);
  const pages = query.data?.pages;
  const rows = rowsOfPages<RowOf<M>>(pages as readonly { rows: readonly RowOf<M>[] }[] | undefined);
  const failed = pages === undefined && query.isError && !query.isFetching;
  // Derived from the query as it renders (React's pattern for state that follows props): no frame shows the earlier rows.
  if (failed && errorShown !== query.error) setErrorShown(query.error);
  if (pages !== undefined && !query.isPlaceholderData && errorShown !== null) setErrorShown(null);
  const awaitingAfterError = pages === undefined && !failed && errorShown !== null;
  const phase = pages !== undefined ? 'ready' : failed || awaitingAfterError ? 'error' : 'loading';
  const updating = query.isPlaceholderData || awaitingAfterError;
  return {
    phase,
    rows,
    updating,
    error: failed ? plainErrorOf(query.error) : awaitingAfterError ? plainErrorOf(errorShown) : null,
    // The query's hasNextPage is of the new filters' pages (none yet while updating): the rows shown say whether more follow them.
    hasMore: updating ? (pages?.at(-1)?.nextCursor ?? null) !== null : query.hasNextPage,
    lastSyncedAt: pages?.at(-1)?.lastSyncedAt ?? null,
    loadingMore: query.isFetchingNextPage,
    // A failed quiet refresh keeps the rows shown (still the cache's last answer); a failed next page says so.
    moreError: query.isFetchNextPageError ? plainErrorOf(query.error) : null,
    loadMore,
    retry: () => void query.refetch(),
  };
}

/** The record shown in a side panel (nothing while `id` is null). */
export interface RecordDetail<D> {
  readonly data: D | null;
  readonly error: PlainError | null;
  retry(): void;
}

export function useRecordDetail<M extends DetailMethod>(method: M, id: string | null): RecordDetail<IpcOutput<M>> {
  const query = useQuery({ ...ipcQuery(method, { id: id ?? '' } as IpcInput<M>), enabled: id !== null });
  // A quiet reload (a status change, a sync) that fails keeps the detail shown.
  const data = id === null ? null : (query.data ?? null);
  return {
    data,
    error: data === null && query.isError && !query.isFetching ? plainErrorOf(query.error) : null,
    retry: () => void query.refetch(),
  };
}
