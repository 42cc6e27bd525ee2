// @vitest-environment jsdom
// Back to the embedded sandbox from a server that did not answer (Settings): the top bar
// said "Offline" of the previous server until main's next probe, because main's state of
// the new server (online not known yet) kept the window's old answer. Now the change drops
// what was known of the previous server at once ("Checking the server…"), then shows the
// new server's cache, then what main learns of it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from '../../../../renderer/src/app/top-bar';
import { useSettingsActions } from '../../../../renderer/src/screens/settings/use-settings-actions';
import { useEnvironment } from '../../../../renderer/src/stores/environment-store';
import { useSync } from '../../../../renderer/src/stores/sync-store';
import type { SyncStateView } from '../../../../shared/ipc';
import { connectFakeMain, nextCall, refusal } from '../queries/fake-main';

const NAMES = ['accounts', 'ledgerTransactions', 'payments', 'collections', 'transfers', 'counterparties', 'paymentMethods', 'rails', 'webhookSubscriptions'] as const;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const syncState = (online: boolean | null, lastSyncedAt: string): SyncStateView => ({
  environment: 'sandbox', running: false, online, lastSynced: Object.fromEntries(NAMES.map((name) => [name, lastSyncedAt])) as SyncStateView['lastSynced'], lastReport: null,
});
const STATUS = { environment: 'sandbox', current: true, embedded: false, baseUrl: 'http://127.0.0.1:9/v1', hasSigningKey: true, hasApiKey: true, role: 'write', publicKey: null, lastSyncedAt: null };

function BackToEmbedded() {
  const { setBaseUrl } = useSettingsActions();
  return createElement('button', { type: 'button', onClick: () => void setBaseUrl('sandbox', 'embedded') }, 'Back to the embedded sandbox');
}

afterEach(() => {
  cleanup();
  useSync.setState({ state: null, running: false, progress: null, lastReport: null, problem: null, online: null, reachable: true, checking: false });
});

describe('the top bar after the server changed', () => {
  it('says "Checking the server…" at once, then the new server\'s cache and state, never the old server\'s "Offline"', async () => {
    const main = connectFakeMain();
    useEnvironment.setState({ status: STATUS as never });
    useSync.setState({ state: syncState(false, at(3 * 3_600_000)), online: false });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(createElement(QueryClientProvider, { client }, createElement(TopBar), createElement(BackToEmbedded)));
    const syncLine = () => document.getElementById('sync-state')?.textContent;
    expect(syncLine()).toMatch(/^Offline: cached as of/);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to the embedded sandbox' }));
    const change = await nextCall(main, 'environment.setBaseUrl');
    expect(change.input).toEqual({ environment: 'sandbox', baseUrl: 'embedded' });
    await act(async () => change.answer({ ok: true, value: { environment: 'sandbox', baseUrl: 'embedded', embedded: true, current: true } }));
    expect(syncLine()).toBe('Checking the server…');

    // Main has rebuilt the services: the embedded server's cache, its connection not known yet.
    const read = await nextCall(main, 'sync.state');
    await act(async () => read.answer({ ok: true, value: syncState(null, at(5 * 60_000 + 30_000)) }));
    expect(syncLine()).toBe('Synced 5 min ago');
    for (const call of main.calls.splice(0)) {
      if (call.method === 'environment.status') call.answer({ ok: true, value: { ...STATUS, embedded: true, baseUrl: 'embedded' } });
      else call.answer(refusal);
    }
    expect(syncLine()).toBe('Synced 5 min ago');

    // Main learns the server answers.
    act(() => useSync.getState().onEvent({ type: 'connection.changed', environment: 'sandbox', online: true }, Date.now()));
    expect(syncLine()).toBe('Synced 5 min ago');
  });
});
