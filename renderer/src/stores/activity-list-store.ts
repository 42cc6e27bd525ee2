// One keyset list of cached records (payments, collections, transfers, counterparties):
// the first page for a set of filters, "Load more" with the answer's nextCursor, a quiet
// refresh that keeps what is shown (after a sync), and one row replaced in place (a
// status change). Answers to an older request than the latest are dropped, so typing in
// the search box never shows the rows of an earlier word.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { PlainError } from '../../lib/ipc-client';
import { plainErrorOf } from '../../lib/ipc-client';

/** Rows per page; the contract allows up to 1000 per call. */
export const PAGE_SIZE = 100;
export const LIST_MAX = 1000;

export interface ListAnswer<Row> {
  rows: Row[];
  nextCursor: string | null;
  lastSyncedAt: string | null;
}

export type ListResult<Row> = { ok: true; value: ListAnswer<Row> } | { ok: false; error: PlainError };

export type FetchPage<F, Row> = (filters: F, page: { cursor?: string; limit: number }) => Promise<ListResult<Row>>;

export interface ListState<F, Row> {
  /** The filters of the rows shown (null before the first load). */
  filters: F | null;
  rows: Row[];
  nextCursor: string | null;
  lastSyncedAt: string | null;
  /** 'loading': the first page for new filters is on its way (the skeleton shows). */
  phase: 'idle' | 'loading' | 'ready' | 'error';
  error: PlainError | null;
  loadingMore: boolean;
  moreError: PlainError | null;
  load(filters: F): Promise<void>;
  loadMore(): Promise<void>;
  /** The same filters again, as many rows as are shown, without the skeleton. */
  refresh(): Promise<void>;
  /** A row's newer version, in place (nothing when it is not shown). */
  replaceRow(row: Row): void;
}

export type ListStore<F, Row> = UseBoundStore<StoreApi<ListState<F, Row>>>;

export function createListStore<F, Row>(fetchPage: FetchPage<F, Row>, idOf: (row: Row) => string): ListStore<F, Row> {
  let serial = 0;
  return create<ListState<F, Row>>((set, get) => {
    const run = async (filters: F, page: { cursor?: string; limit: number }): Promise<{ current: boolean; result: ListResult<Row> }> => {
      const mine = ++serial;
      let result: ListResult<Row>;
      try {
        result = await fetchPage(filters, page);
      } catch (error) {
        result = { ok: false, error: plainErrorOf(error) };
      }
      return { current: mine === serial, result };
    };
    return {
      filters: null,
      rows: [],
      nextCursor: null,
      lastSyncedAt: null,
      phase: 'idle',
      error: null,
      loadingMore: false,
      moreError: null,
      async load(filters) {
        set({ filters, phase: 'loading', error: null, moreError: null, loadingMore: false });
        const { current, result } = await run(filters, { limit: PAGE_SIZE });
        if (!current) return;
        if (result.ok) set({ rows: result.value.rows, nextCursor: result.value.nextCursor, lastSyncedAt: result.value.lastSyncedAt, phase: 'ready' });
        else set({ rows: [], nextCursor: null, phase: 'error', error: result.error });
      },
      async loadMore() {
        const { filters, nextCursor, loadingMore, phase } = get();
        if (filters === null || nextCursor === null || loadingMore || phase !== 'ready') return;
        set({ loadingMore: true, moreError: null });
        const { current, result } = await run(filters, { cursor: nextCursor, limit: PAGE_SIZE });
        if (!current) {
          set({ loadingMore: false });
          return;
        }
        if (result.ok) {
          // A row can only repeat if the cache changed between two pages: keep the first copy.
          const seen = new Set(get().rows.map(idOf));
          const fresh = result.value.rows.filter((row) => !seen.has(idOf(row)));
          set({ rows: [...get().rows, ...fresh], nextCursor: result.value.nextCursor, lastSyncedAt: result.value.lastSyncedAt, loadingMore: false });
        } else set({ loadingMore: false, moreError: result.error });
      },
      async refresh() {
        const { filters, rows, phase } = get();
        if (filters === null) return;
        if (phase !== 'ready') return get().load(filters);
        const limit = Math.min(LIST_MAX, Math.max(PAGE_SIZE, rows.length));
        const { current, result } = await run(filters, { limit });
        if (!current) return;
        // A failed quiet refresh keeps the rows shown: they are still the cache's last answer.
        if (result.ok) set({ rows: result.value.rows, nextCursor: result.value.nextCursor, lastSyncedAt: result.value.lastSyncedAt, moreError: null });
      },
      replaceRow(row) {
        const id = idOf(row);
        const rows = get().rows;
        const index = rows.findIndex((item) => idOf(item) === id);
        if (index === -1) return;
        set({ rows: rows.map((item, i) => (i === index ? row : item)) });
      },
    };
  });
}
