// @vitest-environment jsdom
// The outbox's decisions in the window, against a fake main: requests an earlier run left
// are listed with "Send now with the same key" (and "Withdraw (never sent)" only where
// main says it never reached a server), each decision calls main once for that entry and
// says what became of it; an entry of unknown outcome shows the evidence and is resolved
// sent or not sent with a note, errors at their fields with focus on the first.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxEntryView } from '../../../../shared/ipc';
import { OutboxDetail } from '../../../../renderer/src/screens/outbox/outbox-detail';
import { OutboxResolve } from '../../../../renderer/src/screens/outbox/outbox-resolve';
import { OutboxResourceLink } from '../../../../renderer/src/screens/outbox/outbox-resource-link';
import { PendingDecisions } from '../../../../renderer/src/screens/outbox/pending-decisions';
import { useNavigation } from '../../../../renderer/src/stores/navigation-store';
import { connectFakeMain, nextCall, type FakeMain } from '../queries/fake-main';

function entry(id: string, summary: string, overrides: Partial<OutboxEntryView> = {}): OutboxEntryView {
  return {
    id, createdAt: '2026-11-26T09:00:00.000Z', updatedAt: '2026-11-26T09:00:01.000Z', operation: 'createTransfer', operationWords: 'Transfer between accounts', path: '/v1/transfers', summary, state: 'pending',
    stateText: 'not delivered: connection refused', idempotencyKey: `key-${id}`, attempts: 1, sendsText: '1 send', resourceId: null, requestId: null, needsAttention: false,
    attentionReason: null, error: { kind: 'offline', code: 'connection_refused', message: 'connection refused' }, maskedBody: '{}', ...overrides,
  };
}

function renderWithQueries(element: ReactElement): { main: FakeMain; user: ReturnType<typeof userEvent.setup> } {
  const main = connectFakeMain();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(createElement(QueryClientProvider, { client }, element));
  return { main, user: userEvent.setup() };
}

afterEach(cleanup);

describe('PendingDecisions', () => {
  it('lists the entries an earlier run left, withdraw only where it never reached a server, and sends one now with its key', async () => {
    const { main, user } = renderWithQueries(createElement(PendingDecisions));
    const waiting = await nextCall(main, 'outbox.pendingAtStart');
    await act(async () => waiting.answer({ ok: true, value: { entries: [
      { ...entry('obx_1', 'Move 11.00 USD from Operating to Payroll'), withdrawable: true },
      { ...entry('obx_2', 'Pay 5.00 USD to Acme', { state: 'sent' }), withdrawable: false },
    ] } }));
    const region = await screen.findByRole('region', { name: '2 requests from an earlier run wait for your decision' });
    // One line until its details are opened: no entry is shown.
    const details = screen.getByRole('button', { name: 'Show details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listitem', { name: 'Pay 5.00 USD to Acme' })).toBeNull();
    await user.click(details);
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(region.textContent).toContain('Nothing of them is sent again until you decide');
    expect(region.textContent).toContain('stopped before the server\u2019s answer to these was known.');
    const first = screen.getByRole('listitem', { name: 'Move 11.00 USD from Operating to Payroll' });
    const second = screen.getByRole('listitem', { name: 'Pay 5.00 USD to Acme' });
    expect(first.textContent).toContain('key-obx_1');
    expect(first.querySelectorAll('button')).toHaveLength(3);
    expect([...second.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Send now with the same key', 'Open in the Outbox']);
    expect(second.textContent).toContain('It may have reached the server, so it cannot be withdrawn');

    await user.click(second.querySelector('button') as HTMLButtonElement);
    const send = await nextCall(main, 'outbox.sendNow');
    expect(send.input).toEqual({ entryId: 'obx_2' });
    await act(async () => send.answer({ ok: true, value: { state: 'succeeded', outboxEntry: null, resourceId: 'pmt_9', resourceStatus: 'processing', error: null, next: 'Sent.' } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sent: Pay 5.00 USD to Acme (pmt_9).'));
    expect(main.calls.filter((call) => call.method === 'outbox.sendNow')).toHaveLength(0);
  });

  it('withdraws an entry that never left this computer, and opens one in the Outbox', async () => {
    const { main, user } = renderWithQueries(createElement(PendingDecisions));
    const waiting = await nextCall(main, 'outbox.pendingAtStart');
    await act(async () => waiting.answer({ ok: true, value: { entries: [{ ...entry('obx_1', 'Move 11.00 USD', { attempts: 0, error: null }), withdrawable: true }] } }));
    await screen.findByRole('region', { name: '1 request from an earlier run waits for your decision' });
    await user.click(await screen.findByRole('button', { name: 'Show details' }));
    expect(screen.getByRole('region').textContent).toContain('Nothing of it is sent again until you decide');
    const item = await screen.findByRole('listitem', { name: 'Move 11.00 USD' });
    expect(item.textContent).toContain('never sent.');
    await user.click(screen.getByRole('button', { name: 'Open in the Outbox' }));
    expect(useNavigation.getState().screen).toBe('outbox');
    expect(useNavigation.getState().request.openId).toBe('obx_1');
    await user.click(screen.getByRole('button', { name: 'Withdraw (never sent)' }));
    const withdraw = await nextCall(main, 'outbox.withdraw');
    expect(withdraw.input).toEqual({ entryId: 'obx_1' }); // no note of the app's own words passed as the person's
    await act(async () => withdraw.answer({ ok: true, value: { entry: entry('obx_1', 'Move 11.00 USD', { state: 'failed' }) } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Withdrawn, never sent: Move 11.00 USD.'));
  });

  it('shows nothing when no entry waits', async () => {
    const { main } = renderWithQueries(createElement(PendingDecisions));
    const waiting = await nextCall(main, 'outbox.pendingAtStart');
    await act(async () => waiting.answer({ ok: true, value: { entries: [] } }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('OutboxResolve', () => {
  const unknown = entry('obx_7', 'Pay 3.21 USD to Northwind', { state: 'unknown', needsAttention: true });

  it('shows the evidence, refuses a decision without a choice and a note at their fields, then resolves with both', async () => {
    const { main, user } = renderWithQueries(createElement(OutboxResolve, { entry: unknown }));
    const evidence = await nextCall(main, 'outbox.evidence');
    expect(evidence.input).toEqual({ entryId: 'obx_7' });
    await act(async () => evidence.answer({ ok: true, value: {
      entry: unknown,
      ledger: { found: false, text: "This app's records (as of the last sync): no payment from this account to this payment method since the entry was made.", resourceId: null, status: null, ledgerEntries: 0 },
      server: { asked: true, text: 'The server now: payment pmt_42, completed, created 2026-11-26T09:00:00Z.', resourceId: 'pmt_42', status: 'completed' },
    } }));
    await screen.findByText(/The server now: payment pmt_42/);
    expect(screen.getByText('Record found').nextSibling?.textContent).toContain('pmt_42');

    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(document.activeElement?.id).toBe('resolve-sent');
    expect(document.getElementById('resolve-choice-error')?.textContent).toMatch(/Choose whether it went through/);
    expect(document.getElementById('resolve-note-error')?.textContent).toBe('Say what you checked (1 to 2000 characters).');
    expect(screen.getByLabelText('What you checked').getAttribute('aria-describedby')).toBe('resolve-note-hint resolve-note-error');

    await user.click(screen.getByLabelText(/It did not go through/));
    expect(document.getElementById('resolve-choice-error')?.textContent).toBe('');
    await user.type(screen.getByLabelText('What you checked'), 'Not on the server');
    expect(document.getElementById('resolve-note-error')?.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Resolve as not sent' }));
    const resolve = await nextCall(main, 'outbox.resolve');
    expect(resolve.input).toEqual({ entryId: 'obx_7', resolution: 'not_sent', note: 'Not on the server' });
    await act(async () => resolve.answer({ ok: true, value: { entry: { ...unknown, state: 'failed' } } }));
  });

  it('is not offered for an entry whose outcome is known', () => {
    renderWithQueries(createElement(OutboxResolve, { entry: entry('obx_8', 'Pay', { state: 'succeeded' }) }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the record an entry made, in its panel', () => {
  it('opens a payment, collection or transfer on its own screen; another id is only shown', async () => {
    const { user } = renderWithQueries(createElement(OutboxDetail, { entry: entry('obx_9', 'Pay', { state: 'succeeded', resourceId: 'pmt_found0001', stateText: 'resolved as sent by a person: pmt_found0001' }), onClose: () => undefined }));
    await user.click(screen.getByRole('button', { name: 'Open this payment on Payments' }));
    expect(useNavigation.getState()).toMatchObject({ screen: 'payments', request: { openId: 'pmt_found0001' } });
    cleanup();
    renderWithQueries(createElement(OutboxResourceLink, { resourceId: 'trf_found0002' }));
    await user.click(screen.getByRole('button', { name: 'Open this transfer on Transfers' }));
    expect(useNavigation.getState()).toMatchObject({ screen: 'transfers', request: { openId: 'trf_found0002' } });
    cleanup();
    renderWithQueries(createElement(OutboxResourceLink, { resourceId: 'cpt_someone0003' }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('what is known of a succeeded entry', () => {
  it("says it in main's words with the record's id set apart as an id (monospace, isolated)", () => {
    renderWithQueries(createElement(OutboxDetail, { entry: entry('obx_10', 'Pay', { state: 'succeeded', resourceId: 'pmt_made0001', stateText: 'Done: payment pmt_made0001 created' }), onClose: () => undefined }));
    const id = screen.getAllByText('pmt_made0001').find((node) => node.closest('code')?.classList.contains('outbox-state-id'));
    expect(id?.tagName).toBe('BDI');
    expect(id?.closest('span[dir="auto"]')?.textContent).toBe('Done: payment pmt_made0001 created');
  });
});

describe('an entry no send of which reached a server', () => {
  it('reads "Not sent yet", not "Sent", in its panel; one that may have reached it reads "Sent"', () => {
    renderWithQueries(createElement(OutboxDetail, { entry: entry('obx_3', 'Pay 5.00 USD to Acme', { state: 'sent', mayHaveReachedServer: false }), onClose: () => undefined }));
    expect(screen.getByText('Not sent yet')).toBeTruthy();
    expect(screen.queryByText('Sent')).toBeNull();
    cleanup();
    renderWithQueries(createElement(OutboxDetail, { entry: entry('obx_4', 'Pay 5.00 USD to Acme', { state: 'sent', mayHaveReachedServer: true }), onClose: () => undefined }));
    expect(screen.getByText('Sent')).toBeTruthy();
  });

  it('the start-up notice says it was not sent (the server could not be reached), not that the answer was unknown', async () => {
    const { main } = renderWithQueries(createElement(PendingDecisions));
    const waiting = await nextCall(main, 'outbox.pendingAtStart');
    await act(async () => waiting.answer({ ok: true, value: { entries: [{ ...entry('obx_5', 'Pay 5.00 USD to Acme', { state: 'sent', mayHaveReachedServer: false }), withdrawable: true }] } }));
    const region = await screen.findByRole('region', { name: '1 request from an earlier run waits for your decision' });
    expect(region.textContent).toContain('Not sent yet: the server could not be reached before the app closed, so this one never reached it.');
    expect(region.textContent).not.toContain('answer');
    cleanup();
    const again = renderWithQueries(createElement(PendingDecisions));
    const both = await nextCall(again.main, 'outbox.pendingAtStart');
    await act(async () => both.answer({ ok: true, value: { entries: [
      { ...entry('obx_6', 'Pay 6.00 USD to Acme', { state: 'sent', mayHaveReachedServer: false }), withdrawable: true },
      { ...entry('obx_7', 'Pay 7.00 USD to Acme', { state: 'sent', mayHaveReachedServer: true }), withdrawable: false },
    ] } }));
    const mixed = await screen.findByRole('region', { name: '2 requests from an earlier run wait for your decision' });
    expect(mixed.textContent).toContain('The app or its data service stopped before the server\u2019s answer to 1 of these was known; the other one was not sent yet (the server could not be reached).');
    cleanup();
    const third = renderWithQueries(createElement(PendingDecisions));
    const three = await nextCall(third.main, 'outbox.pendingAtStart');
    await act(async () => three.answer({ ok: true, value: { entries: [
      { ...entry('obx_8', 'Pay 8.00 USD to Acme', { state: 'sent', mayHaveReachedServer: false }), withdrawable: true },
      { ...entry('obx_9', 'Pay 9.00 USD to Acme', { state: 'sent', mayHaveReachedServer: false }), withdrawable: true },
      { ...entry('obx_10', 'Pay 10.00 USD to Acme', { state: 'sent', mayHaveReachedServer: true }), withdrawable: false },
    ] } }));
    const plural = await screen.findByRole('region', { name: '3 requests from an earlier run wait for your decision' });
    expect(plural.textContent).toContain('answer to 1 of these was known; the other 2 were not sent yet (the server could not be reached).');
    cleanup();
    const fourth = renderWithQueries(createElement(PendingDecisions));
    const unreached = await nextCall(fourth.main, 'outbox.pendingAtStart');
    await act(async () => unreached.answer({ ok: true, value: { entries: [
      { ...entry('obx_11', 'Pay 11.00 USD to Acme', { state: 'sent', mayHaveReachedServer: false }), withdrawable: true },
      { ...entry('obx_12', 'Pay 12.00 USD to Acme', { state: 'sent', mayHaveReachedServer: false }), withdrawable: true },
    ] } }));
    const never = await screen.findByRole('region', { name: '2 requests from an earlier run wait for your decision' });
    expect(never.textContent).toContain('so these never reached it.');
  });
});
