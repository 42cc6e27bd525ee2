// @vitest-environment jsdom
/// <reference types="vite/client" />
// A list screen (Payments, Collections, Transfers, Counterparties: ListScreen over
// useKeysetList) while a new search's answer is on its way: the skeleton only on the
// first load; then the table stays (the same element), busy and said to be updating,
// "Load more" waiting, a row opened meanwhile opening its own record; the answer replaces
// the rows and the count whole, an empty answer says no payment matches, a refusal shows
// the error panel, which stays (updating) until the next search's answer, the rows before it
// not brought back; an earlier empty answer is not kept (the skeleton shows); a focused row
// the answer removes hands focus to the list's row in the tab order.
// (In Chromium, over the real web shell: list-updating.e2e.test.ts.)
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListScreen } from '../../../../renderer/src/components/lists/list-screen';
import type { Column } from '../../../../renderer/src/components/lists/record-table';
import { useKeysetList, type PaymentRow } from '../../../../renderer/src/queries/record-queries';
import { connectFakeMain, nextCall, refusal, type FakeMain } from '../queries/fake-main';

const page = (ids: string[], nextCursor: string | null = null) => ({
  ok: true,
  value: { rows: ids.map((id) => ({ id, status: 'created' })), nextCursor, lastSyncedAt: '2026-11-23T09:00:00.000Z' },
});

const columns: Column<PaymentRow>[] = [{ id: 'id', header: 'Payment', cell: (row) => row.id }];

function PaymentsList({ search }: { search: string }) {
  const filters = search === '' ? {} : { search };
  const list = useKeysetList('payments.list', filters);
  return createElement(ListScreen<PaymentRow, 'payments.detail'>, {
    screen: 'payments',
    title: 'Payments',
    noun: { one: 'payment', many: 'payments' },
    list,
    detailMethod: 'payments.detail',
    filters,
    clearFilters: () => undefined,
    filterBar: createElement('input', { type: 'search', 'aria-label': 'Search' }),
    columns,
    emptyHint: 'Make a payment.',
    detailTitle: () => 'Payment',
    renderDetail: () => createElement('p', null, 'The payment'),
  });
}

function renderScreen(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = (text: string): ReactNode => createElement(QueryClientProvider, { client }, createElement(PaymentsList, { search: text }));
  const rendered = render(view(search));
  return { rerender: (text: string) => rendered.rerender(view(text)) };
}

const table = () => screen.getByRole('grid', { name: 'Payments' });
const shownIds = () => [...document.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-id'));
const statusLine = () => document.querySelector('.list-status')?.textContent;

/** The first page of the list answered with `ids`, the screen showing them. */
async function answerList(main: FakeMain, ids: string[], nextCursor: string | null = null) {
  const call = await nextCall(main, 'payments.list');
  act(() => call.answer(page(ids, nextCursor)));
  return call;
}

afterEach(cleanup);

describe('a list screen while a new search is answered', () => {
  it('shows the skeleton on the first load, then keeps the rows busy and dimmed until the answer replaces them whole', async () => {
    const main = connectFakeMain();
    const { rerender } = renderScreen('');
    expect(screen.getByRole('status', { name: 'Loading payments' }).getAttribute('aria-busy')).toBe('true');
    await answerList(main, ['pay_1', 'pay_2', 'pay_3'], 'cursor_1');
    await waitFor(() => expect(shownIds()).toEqual(['pay_1', 'pay_2', 'pay_3']));
    const shownTable = table();
    expect(shownTable.getAttribute('aria-busy')).toBe('false');
    expect(statusLine()).toMatch(/^3 payments, newest first; more to load/);

    rerender('acme');
    const call = await nextCall(main, 'payments.list');
    expect(call.input).toMatchObject({ search: 'acme' });
    // The same table, its rows, busy; no skeleton; the line says it is updating, not a count.
    expect(table()).toBe(shownTable);
    expect(shownTable.getAttribute('aria-busy')).toBe('true');
    expect(shownIds()).toEqual(['pay_1', 'pay_2', 'pay_3']);
    expect(screen.queryByRole('status', { name: 'Loading payments' })).toBeNull();
    expect(statusLine()).toBe('Updating\u2026');
    const loadMore = screen.getByRole('button', { name: 'Load 100 more payments' }) as HTMLButtonElement;
    expect(loadMore.disabled).toBe(true);

    // A row opened meanwhile opens its own record.
    fireEvent.click(screen.getByText('pay_2'));
    const detail = await nextCall(main, 'payments.detail');
    expect(detail.input).toEqual({ id: 'pay_2' });
    expect(screen.getByRole('complementary', { name: 'Payment' })).toBeDefined();

    act(() => call.answer(page(['pay_9'])));
    await waitFor(() => expect(shownIds()).toEqual(['pay_9']));
    expect(table()).toBe(shownTable);
    expect(shownTable.getAttribute('aria-busy')).toBe('false');
    expect(statusLine()).toMatch(/^1 payment, newest first · cached as of /);
    expect(screen.queryByRole('button', { name: 'Load 100 more payments' })).toBeNull();
    // The panel stays on the record opened, which the answer does not hold.
    expect(screen.getByRole('complementary', { name: 'Payment' })).toBeDefined();
    expect(document.querySelector('tbody tr[aria-selected="true"]')).toBeNull();
  });

  it('says no payment matches when the new answer is empty, and shows the skeleton, not that empty state, for the next search', async () => {
    const main = connectFakeMain();
    const { rerender } = renderScreen('');
    await answerList(main, ['pay_1']);
    await waitFor(() => expect(shownIds()).toEqual(['pay_1']));
    rerender('zzz');
    await waitFor(() => expect(table().getAttribute('aria-busy')).toBe('true'));
    await answerList(main, []);
    await screen.findByRole('region', { name: 'No payments match these filters' });
    expect(screen.queryByRole('grid')).toBeNull();

    rerender('zzzz');
    await nextCall(main, 'payments.list').then((call) => {
      expect(screen.getByRole('status', { name: 'Loading payments' })).toBeDefined();
      expect(screen.queryByRole('region', { name: 'No payments match these filters' })).toBeNull();
      act(() => call.answer(page(['pay_4'])));
    });
    await waitFor(() => expect(shownIds()).toEqual(['pay_4']));
  });

  it("shows the new search's refusal as the error panel in place of the kept rows", async () => {
    const main = connectFakeMain();
    const { rerender } = renderScreen('');
    await answerList(main, ['pay_1', 'pay_2']);
    await waitFor(() => expect(shownIds()).toEqual(['pay_1', 'pay_2']));
    rerender('acme');
    const call = await nextCall(main, 'payments.list');
    act(() => call.answer(refusal));
    const failure = await screen.findByRole('alert', { name: 'The payments could not be read' });
    expect(failure.textContent).toContain('req_1');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(statusLine()).toBeUndefined();
  });

  it('after a refused search, keeps that error (updating, no retry offered) until the next answer, never the rows before it', async () => {
    const main = connectFakeMain();
    const { rerender } = renderScreen('');
    await answerList(main, ['pay_1', 'pay_2']);
    await waitFor(() => expect(shownIds()).toEqual(['pay_1', 'pay_2']));
    rerender('acme');
    act(() => void nextCall(main, 'payments.list').then((call) => call.answer(refusal)));
    const failure = await screen.findByRole('alert', { name: 'The payments could not be read' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();

    rerender('acme s');
    const call = await nextCall(main, 'payments.list');
    expect(call.input).toMatchObject({ search: 'acme s' });
    // The same error panel, said to be updating; the rows of the search before it do not come back.
    expect(screen.getByRole('alert', { name: 'The payments could not be read' })).toBe(failure);
    expect(failure.textContent).toContain('req_1');
    expect(statusLine()).toBe('Updating\u2026');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(shownIds()).toEqual([]);

    act(() => call.answer(page(['pay_5'])));
    await waitFor(() => expect(shownIds()).toEqual(['pay_5']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(statusLine()).toMatch(/^1 payment, newest first/);

    // Rows shown again: the next search keeps them, as before.
    rerender('acme su');
    await nextCall(main, 'payments.list').then((next) => {
      expect(shownIds()).toEqual(['pay_5']);
      expect(table().getAttribute('aria-busy')).toBe('true');
      act(() => next.answer(page(['pay_6'])));
    });
    await waitFor(() => expect(shownIds()).toEqual(['pay_6']));
  });

  it('gives focus to the first row of the answer when the focused row is not in it', async () => {
    const main = connectFakeMain();
    const { rerender } = renderScreen('');
    await answerList(main, ['pay_1', 'pay_2']);
    await waitFor(() => expect(shownIds()).toEqual(['pay_1', 'pay_2']));
    const focused = document.querySelector<HTMLElement>('tr[data-id="pay_2"]') as HTMLElement;
    act(() => focused.focus());
    expect(document.activeElement).toBe(focused);
    rerender('acme');
    await answerList(main, ['pay_7', 'pay_8']);
    await waitFor(() => expect(shownIds()).toEqual(['pay_7', 'pay_8']));
    expect(document.activeElement?.getAttribute('data-id')).toBe('pay_7');

    // A focused row the answer holds keeps its element, and focus.
    const kept = document.querySelector<HTMLElement>('tr[data-id="pay_8"]') as HTMLElement;
    act(() => kept.focus());
    rerender('ac');
    await answerList(main, ['pay_6', 'pay_8']);
    await waitFor(() => expect(shownIds()).toEqual(['pay_6', 'pay_8']));
    expect(document.activeElement).toBe(kept);
  });
});
