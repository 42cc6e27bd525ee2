// The Audit screen's server data, read from the local journal (no network): the entries
// its filters select, newest first (audit.page with `newest`, "Load older entries" by
// seq: one key per filter set, so an earlier filter's entries never show under a later
// one), and the records the trail could not take yet (audit.backlog). Both are read again
// each time the screen opens and after anything that records requests (a sync, an outbox
// change, a restart of the data services: queries/push-invalidation.ts).
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { AuditEntryView } from '../../../shared/ipc';
import type { IpcInput, PlainError } from '../../lib/ipc-client';
import { plainErrorOf, unwrap } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';
import { ipcQuery, queryKeyOf, useLoadMore } from './ipc-queries';

export const AUDIT_ENTRIES_PAGE = 200;
/** Older pages are read by themselves until the screen shows this many rows (a sync run is one row)... */
export const AUDIT_ROWS_WANTED = 40;
/** ...or this many entries are loaded: past it, "Load older entries" is the person's to press. */
export const AUDIT_AUTO_LOAD_CAP = 2_000;


/** What selects entries: audit.page's input without the page (the Audit screen's filters). */
type AuditEntryFilters = Omit<IpcInput<'audit.page'>, 'afterSeq' | 'beforeSeq' | 'limit' | 'newest'>;

function auditEntriesQuery(filters: AuditEntryFilters) {
  const first = { ...filters, newest: true, limit: AUDIT_ENTRIES_PAGE };
  return infiniteQueryOptions({
    queryKey: queryKeyOf('audit.page', first),
    queryFn: async ({ pageParam }: { pageParam: number | null }) => unwrap(await ipc().call('audit.page', pageParam === null ? first : { ...first, beforeSeq: pageParam })),
    initialPageParam: null as number | null,
    getNextPageParam: (last: { nextBeforeSeq: number | null }) => last.nextBeforeSeq,
  });
}

export interface AuditEntries {
  /** 'loading': the first page for these filters is on its way. */
  readonly phase: 'loading' | 'ready' | 'error';
  readonly entries: readonly AuditEntryView[];
  /** Why the first page could not be read (phase 'error'). */
  readonly error: PlainError | null;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** Why the last "Load older entries" failed, shown beside the entries. */
  readonly moreError: PlainError | null;
  loadMore(): void;
  retry(): void;
}

const NO_ENTRIES: readonly AuditEntryView[] = [];

/**
 * The entries of the filters, with older pages read by themselves while the rows they make
 * (`rowsOf`: the screen's grouping, a sync run or the status tracker's reads one row) are
 * fewer than AUDIT_ROWS_WANTED: a minute of status reads fills a page of 200 entries, and
 * a person's confirmation must not sit behind "Load older entries" for it.
 */
export function useAuditEntries(filters: AuditEntryFilters, rowsOf: (entries: readonly AuditEntryView[]) => number = (entries) => entries.length): AuditEntries {
  // Read again on every visit, as the trail grows with every request (what was shown stays meanwhile).
  const query = useInfiniteQuery({ ...auditEntriesQuery(filters), refetchOnMount: 'always' });
  const loadMore = useLoadMore(query);
  const pages = query.data?.pages;
  const phase = pages !== undefined ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading';
  const entries = useMemo(() => (pages === undefined ? NO_ENTRIES : pages.flatMap((page) => page.entries)), [pages]);
  const rows = useMemo(() => rowsOf(entries), [entries, rowsOf]);
  const wantsMore = phase === 'ready' && query.hasNextPage && !query.isFetching && !query.isFetchNextPageError && rows < AUDIT_ROWS_WANTED && entries.length < AUDIT_AUTO_LOAD_CAP;
  useEffect(() => {
    if (wantsMore) loadMore();
  }, [wantsMore, loadMore]);
  return {
    phase,
    entries,
    error: phase === 'error' ? plainErrorOf(query.error) : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreError: query.isFetchNextPageError ? plainErrorOf(query.error) : null,
    loadMore,
    retry: () => void query.refetch(),
  };
}

/** Records not written to the trail yet, and why; null: none (or not known: the notice then says nothing). */
export function useAuditBacklog() {
  const query = useQuery({ ...ipcQuery('audit.backlog', {}), refetchOnMount: 'always' });
  return { backlog: query.data?.backlog ?? null, refresh: () => void query.refetch() };
}
