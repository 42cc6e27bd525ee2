// The lists and side-panel details of the Payments, Collections, Transfers and
// Counterparties screens, read from the offline cache through the contract
// (shared/ipc/activity-methods.ts, directory-methods.ts): a keyset list per filter set
// ("Load more" with the answer's cursor) and one record's detail. A newer filter set is a
// new key, so the rows of an earlier search never show under a later one.
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
  /** 'loading': the first page for these filters is on its way (the skeleton shows). */
  readonly phase: 'loading' | 'ready' | 'error';
  readonly rows: readonly Row[];
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
  const query = useInfiniteQuery(keysetListQuery(method, filters));
  const loadMore = useLoadMore(query);
  const pages = query.data?.pages;
  const rows = rowsOfPages<RowOf<M>>(pages as readonly { rows: readonly RowOf<M>[] }[] | undefined);
  const phase = pages !== undefined ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading';
  return {
    phase,
    rows,
    error: phase === 'error' ? plainErrorOf(query.error) : null,
    hasMore: query.hasNextPage,
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
