// The keyset list store of the activity screens: first page, "Load more" with the
// answer's cursor, answers to superseded requests dropped, a quiet refresh that keeps
// as many rows as shown, a row replaced in place, errors kept in state.
import { describe, expect, it } from 'vitest';
import { createListStore, LIST_MAX, PAGE_SIZE, type ListResult } from '../../../../renderer/src/stores/activity-list-store';
import { hasFilters, normalizeFilters } from '../../../../renderer/src/stores/filter-store';

type Row = { id: string; status: string };
type Filters = { search?: string; statuses?: string[] };

/** A fake list call: answers are released by the test, in any order. */
function fakeFetch() {
  const calls: Array<{ filters: Filters; page: { cursor?: string; limit: number }; answer(result: ListResult<Row>): void }> = [];
  const fetch = (filters: Filters, page: { cursor?: string; limit: number }) =>
    new Promise<ListResult<Row>>((resolve) => {
      calls.push({ filters, page, answer: resolve });
    });
  return { calls, fetch };
}

const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id, status: 'created' }));
const ok = (items: Row[], nextCursor: string | null = null): ListResult<Row> => ({ ok: true, value: { rows: items, nextCursor, lastSyncedAt: '2026-11-23T09:00:00.000Z' } });
const refused: ListResult<Row> = { ok: false, error: { kind: 'offline', code: 'offline', message: 'The cache is not reachable.', retryable: true, requestId: 'req_1' } };

describe('activity list store', () => {
  it('loads the first page, then the next with the cursor, without repeating a row', async () => {
    const { calls, fetch } = fakeFetch();
    const store = createListStore<Filters, Row>(fetch, (row) => row.id);
    const loading = store.getState().load({ search: 'acme' });
    expect(store.getState().phase).toBe('loading');
    calls[0]!.answer(ok(rows('p3', 'p2'), 'c1'));
    await loading;
    expect(calls[0]!.page).toEqual({ limit: PAGE_SIZE });
    expect(store.getState()).toMatchObject({ phase: 'ready', nextCursor: 'c1', lastSyncedAt: '2026-11-23T09:00:00.000Z' });
    const more = store.getState().loadMore();
    expect(store.getState().loadingMore).toBe(true);
    calls[1]!.answer(ok(rows('p2', 'p1'), null));
    await more;
    expect(calls[1]!.filters).toEqual({ search: 'acme' });
    expect(calls[1]!.page).toEqual({ cursor: 'c1', limit: PAGE_SIZE });
    expect(store.getState().rows.map((row) => row.id)).toEqual(['p3', 'p2', 'p1']);
    expect(store.getState()).toMatchObject({ nextCursor: null, loadingMore: false });
    await store.getState().loadMore();
    expect(calls).toHaveLength(2);
  });

  it('drops the answer to an earlier search when a later one was asked', async () => {
    const { calls, fetch } = fakeFetch();
    const store = createListStore<Filters, Row>(fetch, (row) => row.id);
    const first = store.getState().load({ search: 'a' });
    const second = store.getState().load({ search: 'ab' });
    calls[1]!.answer(ok(rows('ab1')));
    calls[0]!.answer(ok(rows('a1', 'a2')));
    await Promise.all([first, second]);
    expect(store.getState().rows.map((row) => row.id)).toEqual(['ab1']);
    expect(store.getState().filters).toEqual({ search: 'ab' });
  });

  it('keeps a refused first page as an error with its request id, and a refused next page beside the rows', async () => {
    const { calls, fetch } = fakeFetch();
    const store = createListStore<Filters, Row>(fetch, (row) => row.id);
    const failing = store.getState().load({});
    calls[0]!.answer(refused);
    await failing;
    expect(store.getState()).toMatchObject({ phase: 'error', rows: [], error: { requestId: 'req_1' } });
    const loading = store.getState().load({});
    calls[1]!.answer(ok(rows('p1'), 'c1'));
    await loading;
    const more = store.getState().loadMore();
    calls[2]!.answer(refused);
    await more;
    expect(store.getState()).toMatchObject({ phase: 'ready', loadingMore: false, moreError: { code: 'offline' } });
    expect(store.getState().rows.map((row) => row.id)).toEqual(['p1']);
  });

  it('refreshes quietly with as many rows as are shown (at most the contract limit), keeping them when it fails', async () => {
    const { calls, fetch } = fakeFetch();
    const store = createListStore<Filters, Row>(fetch, (row) => row.id);
    const loading = store.getState().load({ statuses: ['created'] });
    const many = Array.from({ length: 150 }, (_, i) => `p${i}`);
    calls[0]!.answer(ok(rows(...many)));
    await loading;
    const refreshing = store.getState().refresh();
    expect(store.getState().phase).toBe('ready');
    expect(calls[1]!.page).toEqual({ limit: 150 });
    calls[1]!.answer(refused);
    await refreshing;
    expect(store.getState().rows).toHaveLength(150);
    store.setState({ rows: rows(...Array.from({ length: 1500 }, (_, i) => `q${i}`)) });
    const again = store.getState().refresh();
    expect(calls[2]!.page).toEqual({ limit: LIST_MAX });
    calls[2]!.answer(ok(rows('new', 'q0'), 'c9'));
    await again;
    expect(store.getState()).toMatchObject({ nextCursor: 'c9' });
    expect(store.getState().rows.map((row) => row.id)).toEqual(['new', 'q0']);
  });

  it('replaces a shown row in place and ignores one that is not shown', async () => {
    const { calls, fetch } = fakeFetch();
    const store = createListStore<Filters, Row>(fetch, (row) => row.id);
    const loading = store.getState().load({});
    calls[0]!.answer(ok(rows('p1', 'p2')));
    await loading;
    store.getState().replaceRow({ id: 'p2', status: 'completed' });
    store.getState().replaceRow({ id: 'p9', status: 'failed' });
    expect(store.getState().rows).toEqual([{ id: 'p1', status: 'created' }, { id: 'p2', status: 'completed' }]);
  });

  it('a refresh that supersedes a "Load more" does not leave the button busy', async () => {
    const { calls, fetch } = fakeFetch();
    const store = createListStore<Filters, Row>(fetch, (row) => row.id);
    const loading = store.getState().load({});
    calls[0]!.answer(ok(rows('p2'), 'c1'));
    await loading;
    const more = store.getState().loadMore();
    const refreshing = store.getState().refresh();
    calls[1]!.answer(ok(rows('p1')));
    calls[2]!.answer(ok(rows('p3', 'p2'), 'c1'));
    await Promise.all([more, refreshing]);
    expect(store.getState()).toMatchObject({ loadingMore: false, nextCursor: 'c1' });
    expect(store.getState().rows.map((row) => row.id)).toEqual(['p3', 'p2']);
  });
});

describe('filters', () => {
  it('drop empty lists, blank searches and undefined values; keep everything that narrows', () => {
    expect(normalizeFilters({ statuses: [], search: '  ', accountIds: undefined, from: '' })).toEqual({});
    expect(normalizeFilters({ statuses: ['failed'], search: ' acme ', rails: ['ach'], to: '2026-11-24T05:00:00.000Z' })).toEqual({
      statuses: ['failed'], search: 'acme', rails: ['ach'], to: '2026-11-24T05:00:00.000Z',
    });
    expect(hasFilters({ search: '' })).toBe(false);
    expect(hasFilters({ entityTypes: ['business'] })).toBe(true);
  });
});
