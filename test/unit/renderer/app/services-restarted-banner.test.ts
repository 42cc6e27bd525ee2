// @vitest-environment jsdom
// When main says its data services restarted, the window says so in a polite status (when,
// why, that nothing saved is lost and the lists were read again), the shown lists are read
// again, and Dismiss hides the notice until the next restart.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createElement, Fragment } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicesRestartedBanner } from '../../../../renderer/src/app/services-restarted-banner';
import { followServerChanges } from '../../../../renderer/src/app/server-data';
import { ipcQuery } from '../../../../renderer/src/queries/ipc-queries';
import { connectFakeMain } from '../queries/fake-main';

function AccountCount() {
  const balances = useQuery(ipcQuery('balances.list', {}));
  return createElement('p', null, balances.data === undefined ? 'Reading' : `${balances.data.accounts.length} accounts`);
}

const noAccounts = { ok: true, value: { accounts: [], lastSyncedAt: null, accountsSyncedAt: null } };

function renderWindow() {
  const main = connectFakeMain();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const stop = followServerChanges(client);
  render(createElement(QueryClientProvider, { client }, createElement(Fragment, null, createElement(ServicesRestartedBanner), createElement(AccountCount))));
  return { main, stop, user: userEvent.setup() };
}

afterEach(cleanup);

describe('ServicesRestartedBanner', () => {
  it('is an empty polite status until main says the services restarted', () => {
    const { stop } = renderWindow();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    stop();
  });

  it('says when and why, that nothing saved was lost, reads the shown lists again, and is dismissed', async () => {
    const { main, stop, user } = renderWindow();
    await waitFor(() => expect(main.calls.filter((call) => call.method === 'balances.list')).toHaveLength(1));
    act(() => main.calls[0]?.answer(noAccounts));
    await screen.findByText('0 accounts');

    const before = new Date();
    act(() => main.emit({ type: 'services.restarted', reason: 'The data services exited with code 1.' }));
    const status = screen.getByRole('status');
    const time = `${String(before.getHours()).padStart(2, '0')}:${String(before.getMinutes()).padStart(2, '0')}`;
    expect(status.textContent).toContain(`The data service restarted at ${time}.`);
    expect(status.textContent).toContain('The data services exited with code 1.');
    expect(status.textContent).toContain('Nothing saved was lost');
    expect(status.textContent).toContain('a payment that was being sent is in the outbox');
    expect(status.textContent).toContain('The lists on screen were read again.');
    // The shown list is asked for again, and what was shown stays until the answer comes.
    await waitFor(() => expect(main.calls.filter((call) => call.method === 'balances.list')).toHaveLength(2));
    expect(screen.getByText('0 accounts')).toBeTruthy();
    // axe on the notice (colour contrast needs a real layout: the browser tests check it).
    const scan = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(scan.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status').textContent).toBe('');

    // A second restart shows it again.
    act(() => main.emit({ type: 'services.restarted', reason: 'The data services were stopped by a signal.' }));
    expect(screen.getByRole('status').textContent).toContain('The data services were stopped by a signal.');
    stop();
  });

  it('says nothing for other events', () => {
    const { main, stop } = renderWindow();
    act(() => main.emit({ type: 'connection.changed', environment: 'sandbox', online: false }));
    expect(screen.getByRole('status').textContent).toBe('');
    stop();
  });
});
