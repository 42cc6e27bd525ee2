// @vitest-environment jsdom
// A screen's keyset list through TanStack Query (useKeysetList): the first page, "Load
// more" with the answer's cursor and no row twice, the answer to an earlier search never
// shown under a later one, a refused first page as an error, a refused next page beside
// the rows shown.
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
