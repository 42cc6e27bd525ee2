// @vitest-environment jsdom
// The window's one "last synced" follows the syncs the host's schedule runs: their only
// sign is the `sync.finished` event, after which main's sync state is read again, so the
// top bar's "Synced … ago" and the Exports banner say the new time without a reload.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from '../../../../renderer/src/app/top-bar';
import { useEnvironment } from '../../../../renderer/src/stores/environment-store';
import { useSync } from '../../../../renderer/src/stores/sync-store';
import type { SyncReportView, SyncStateView } from '../../../../shared/ipc';
import { connectFakeMain } from '../queries/fake-main';

const fetched = { accounts: 0, ledgerTransactions: 0, payments: 0, collections: 0, transfers: 0, counterparties: 0, paymentMethods: 0, rails: 0, webhookSubscriptions: 0 };
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const lastSynced = (iso: string) => Object.fromEntries(Object.keys(fetched).map((name) => [name, iso])) as SyncStateView['lastSynced'];
const state = (iso: string): SyncStateView => ({ environment: 'sandbox', running: false, online: true, lastSynced: lastSynced(iso), lastReport: null });

afterEach(() => {
  cleanup();
  useSync.setState({ state: null, running: false, progress: null, lastReport: null, problem: null, online: null, reachable: true });
});

describe('last synced in the window', () => {
  it("a scheduled sync's finish moves the top bar's 'Synced … ago'", async () => {
    const main = connectFakeMain();
    useEnvironment.setState({ status: { environment: 'sandbox', embedded: true, baseUrl: null, hasSigningKey: true, hasApiKey: true, lastSyncedAt: at(9 * 60_000) } as never });
    useSync.setState({ state: state(at(9 * 60_000)), online: true });
    render(createElement(TopBar));
    expect(screen.getByText('Synced 9 min ago')).toBeTruthy();
    const report: SyncReportView = { state: 'synced', mode: 'incremental', startedAt: at(2_000), finishedAt: at(1_000), fetched, notices: [], error: null };
    act(() => useSync.getState().onEvent({ type: 'sync.finished', environment: 'sandbox', report }, Date.now()));
    const read = main.calls.find((call) => call.method === 'sync.state');
    expect(read).toBeDefined();
    await act(async () => read!.answer({ ok: true, value: state(report.finishedAt) }));
    await waitFor(() => expect(screen.getByText('Synced just now')).toBeTruthy());
  });
});
