// @vitest-environment jsdom
// A screen's keyset list through TanStack Query (useKeysetList): the first page, "Load
// more" with the answer's cursor and no row twice, the answer to an earlier search never
// shown under a later one, the rows of the previous search kept (marked updating, with
// their own "more to load") until the new answer replaces them whole, a refused first
// page as an error (also in place of kept rows, and kept, updating, until the next search's
// answer), a refused next page beside the rows shown.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../../../renderer/src/queries/ipc-queries';
import { useKeysetList } from '../../../../renderer/src/queries/record-queries';
import { connectFakeMain, refusal } from './fake-main';

const page = (ids: string[], nextCursor: string | null = null) => ({
  ok: true,
  value: { rows: ids.map((id) => ({ id, status: 'created' })), nextCursor, lastSyncedAt: '2026-11-23T09:00:00.000Z' },
});

function renderList(initialSearch: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(({ search }: { search: string }) => useKeysetList('payments.list', { search }), { wrapper, initialProps: { search: initialSearch } });
}

describe('useKeysetList', () => {
  it('loads the first page, then the next with the cursor, without repeating a row', async () => {
    const main = connectFakeMain();
    const { result } = renderList('acme');
    expect(result.current.phase).toBe('loading');
    await waitFor(() => expect(main.calls).toHaveLength(1));
    expect(main.calls[0]).toMatchObject({ method: 'payments.list', input: { search: 'acme', limit: PAGE_SIZE } });
    act(() => main.calls[0]!.answer(page(['p3', 'p2'], 'c1')));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current).toMatchObject({ hasMore: true, lastSyncedAt: '2026-11-23T09:00:00.000Z' });
    act(() => result.current.loadMore());
    await waitFor(() => expect(main.calls).toHaveLength(2));
    expect(result.current.loadingMore).toBe(true);
    expect(main.calls[1]!.input).toEqual({ search: 'acme', limit: PAGE_SIZE, cursor: 'c1' });
    act(() => main.calls[1]!.answer(page(['p2', 'p1'])));
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['p3', 'p2', 'p1']));
    expect(result.current).toMatchObject({ hasMore: false, loadingMore: false });
    act(() => result.current.loadMore());
    expect(main.calls).toHaveLength(2);
  });

  it('never shows the answer to an earlier search under a later one', async () => {
    const main = connectFakeMain();
    const { result, rerender } = renderList('a');
    await waitFor(() => expect(main.calls).toHaveLength(1));
    rerender({ search: 'ab' });
    await waitFor(() => expect(main.calls).toHaveLength(2));
    act(() => main.calls[1]!.answer(page(['ab1'])));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    act(() => main.calls[0]!.answer(page(['a1', 'a2'])));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.rows.map((row) => row.id)).toEqual(['ab1']);
  });

  it('keeps the previous search\'s rows, marked updating, until the new answer replaces them whole', async () => {
    const main = connectFakeMain();
    const { result, rerender } = renderList('a');
    await waitFor(() => expect(main.calls).toHaveLength(1));
    expect(result.current).toMatchObject({ phase: 'loading', updating: false, rows: [] });
    act(() => main.calls[0]!.answer(page(['a1', 'a2'], 'ca')));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current.updating).toBe(false);

    rerender({ search: 'ab' });
    await waitFor(() => expect(main.calls).toHaveLength(2));
    expect(main.calls[1]!.input).toEqual({ search: 'ab', limit: PAGE_SIZE });
    // The rows shown are still the earlier answer's, with its own "more to load"; Load more waits for the new answer.
    expect(result.current).toMatchObject({ phase: 'ready', updating: true, hasMore: true, loadingMore: false, error: null });
    expect(result.current.rows.map((row) => row.id)).toEqual(['a1', 'a2']);
    act(() => result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(main.calls).toHaveLength(2);

    act(() => main.calls[1]!.answer(page(['ab1'])));
    await waitFor(() => expect(result.current.updating).toBe(false));
    expect(result.current).toMatchObject({ phase: 'ready', hasMore: false });
    expect(result.current.rows.map((row) => row.id)).toEqual(['ab1']);

    // Back to a search already answered: its cached rows at once, nothing kept from 'ab'.
    rerender({ search: 'a' });
    expect(result.current).toMatchObject({ phase: 'ready', updating: false, hasMore: true });
    expect(result.current.rows.map((row) => row.id)).toEqual(['a1', 'a2']);
  });

  /** Search 'a' answered with a1, then 'ab' refused (it was updating meanwhile). */
  async function refusedAfterRows() {
    const main = connectFakeMain();
    const { result, rerender } = renderList('a');
    await waitFor(() => expect(main.calls).toHaveLength(1));
    act(() => main.calls[0]!.answer(page(['a1'])));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    rerender({ search: 'ab' });
    await waitFor(() => expect(result.current.updating).toBe(true));
    await waitFor(() => expect(main.calls).toHaveLength(2));
    act(() => main.calls[1]!.answer(refusal));
    await waitFor(() => expect(result.current.phase).toBe('error'));
    return { main, result, rerender };
  }

  it('shows the new search\'s refusal as an error in place of the kept rows', async () => {
    const { result } = await refusedAfterRows();
    expect(result.current).toMatchObject({ updating: false, rows: [], hasMore: false, error: { requestId: 'req_1' } });
  });

  it("after a refused search, awaits the next one's answer with that error (updating), not with the rows before it", async () => {
    const { main, result, rerender } = await refusedAfterRows();
    rerender({ search: 'abc' });
    await waitFor(() => expect(main.calls).toHaveLength(3));
    expect(result.current).toMatchObject({ phase: 'error', updating: true, rows: [], error: { requestId: 'req_1' } });
    act(() => main.calls[2]!.answer(page(['c1'])));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current).toMatchObject({ updating: false, error: null });
    expect(result.current.rows.map((row) => row.id)).toEqual(['c1']);
  });

  it('keeps a refused first page as an error with its request id, and a refused next page beside the rows', async () => {
    const main = connectFakeMain();
    const { result } = renderList('x');
    await waitFor(() => expect(main.calls).toHaveLength(1));
    act(() => main.calls[0]!.answer(refusal));
    await waitFor(() => expect(result.current.phase).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'offline', requestId: 'req_1' });
    act(() => result.current.retry());
    await waitFor(() => expect(main.calls).toHaveLength(2));
    act(() => main.calls[1]!.answer(page(['p1'], 'c1')));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(main.calls).toHaveLength(3));
    act(() => main.calls[2]!.answer(refusal));
    await waitFor(() => expect(result.current.moreError).toMatchObject({ requestId: 'req_1' }));
    expect(result.current.rows.map((row) => row.id)).toEqual(['p1']);
    expect(result.current.phase).toBe('ready');
  });
});
