// @vitest-environment jsdom
// Settings' reviews give focus back when they go, never leaving it on <body>: the "Switch
// to production" review, canceled by Escape or by its button, returns it to the control that
// opened it (the card's switch button; from "Set up production…", hidden during the review,
// to the switch button); once switched, the Production setup that follows has it. And both
// environments' cards are read again when the window comes back (a key set from a terminal).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryKeyOf } from '../../../../renderer/src/queries/ipc-queries';
import { SettingsScreen } from '../../../../renderer/src/screens/settings/settings-screen';
import { useEnvironment, type EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { useNavigation } from '../../../../renderer/src/stores/navigation-store';
import { useSetupFocus } from '../../../../renderer/src/stores/setup-focus-store';
import { connectFakeMain, nextCall, refusal } from '../queries/fake-main';

const SANDBOX = {
  environment: 'sandbox', current: true, baseUrl: 'embedded', embedded: true, hasSigningKey: true, hasApiKey: true, role: 'write', publicKey: null, lastSyncedAt: null,
} as EnvironmentStatus;
const PRODUCTION = {
  environment: 'production', current: false, baseUrl: 'https://api.example.com/v1', embedded: false, hasSigningKey: false, hasApiKey: false, role: null, publicKey: null, lastSyncedAt: null,
} as unknown as EnvironmentStatus;
const REVIEW = 'Review: switch to Production';

beforeAll(() => {
  // jsdom has no layout: the setup is brought into view before it takes focus.
  Element.prototype.scrollIntoView = () => undefined;
});

/** Settings mounted again on each environment, as the window mounts its screen. */
function SettingsPerEnvironment() {
  const environment = useEnvironment((state) => state.status?.environment);
  return createElement(SettingsScreen, { key: environment });
}

function renderSettings(perEnvironment = false) {
  const main = connectFakeMain();
  useEnvironment.setState({ status: SANDBOX, error: null, switching: false });
  useNavigation.setState({ screen: 'settings', request: {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeyOf('environment.statusOf', { environment: 'sandbox' }), SANDBOX);
  client.setQueryData(queryKeyOf('environment.statusOf', { environment: 'production' }), PRODUCTION);
  render(createElement(QueryClientProvider, { client }, createElement(perEnvironment ? SettingsPerEnvironment : SettingsScreen)));
  return { main, client, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  useEnvironment.setState({ status: null, error: null, switching: false });
  useSetupFocus.setState({ asked: false });
});

describe('Settings: focus after a review', () => {
  it('Escape on the switch review puts focus back on the button that opened it', async () => {
    const { user } = renderSettings();
    const opener = screen.getByRole('button', { name: 'Switch to production…' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: REVIEW }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: REVIEW })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('"Stay in the sandbox" from "Set up production…" (hidden during the review) goes to the switch button', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Set up production…' }));
    expect(screen.queryByRole('button', { name: 'Set up production…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stay in the sandbox' }));
    expect(screen.queryByRole('region', { name: REVIEW })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Switch to production…' }));
  });

  it('once switched, the Production setup that follows has focus; back in the sandbox, the review is not shown again', async () => {
    const { main, user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Switch to production…' }));
    await user.click(screen.getByRole('button', { name: 'Switch to Production' }));
    const switching = await nextCall(main, 'environment.switch');
    await act(async () => switching.answer({ ok: true, value: { ...PRODUCTION, current: true } }));
    await waitFor(() => {
      for (const call of main.calls.splice(0)) call.answer(refusal);
      expect(document.activeElement).toBe(document.getElementById('server-setup'));
    });
    expect(document.activeElement?.getAttribute('aria-labelledby')).toBe('server-setup-title');
    await act(async () => useEnvironment.setState({ status: SANDBOX }));
    expect(screen.queryByRole('region', { name: REVIEW })).toBeNull();
  });

  it('switched, Settings mounted again on Production reads its cards again; the Production setup takes focus once it shows, not before', async () => {
    const { main, client, user } = renderSettings(true);
    await user.click(screen.getByRole('button', { name: 'Switch to production…' }));
    await user.click(screen.getByRole('button', { name: 'Switch to Production' }));
    const switching = await nextCall(main, 'environment.switch');
    // The switch's answer comes with the cards not read yet (as the window reads them again for the new environment).
    client.removeQueries();
    await act(async () => switching.answer({ ok: true, value: { ...PRODUCTION, current: true } }));
    const sandboxCard = await nextCall(main, 'environment.statusOf');
    const productionCard = await nextCall(main, 'environment.statusOf');
    expect(document.getElementById('server-setup')).toBeNull();
    expect(useSetupFocus.getState().asked).toBe(true);
    await act(async () => {
      sandboxCard.answer({ ok: true, value: { ...SANDBOX, current: false } });
      productionCard.answer({ ok: true, value: { ...PRODUCTION, current: true } });
    });
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('server-setup')));
    expect(screen.getByRole('region', { name: 'Production setup' })).toBe(document.activeElement);
    expect(useSetupFocus.getState().asked).toBe(false);
  });
});

describe('Settings: the cards when the window comes back', () => {
  it('reads both environments again on focus', async () => {
    const { main } = renderSettings();
    expect(main.calls.filter((call) => call.method === 'environment.statusOf')).toEqual([]);
    await act(async () => window.dispatchEvent(new Event('focus')));
    const first = await nextCall(main, 'environment.statusOf');
    const second = await nextCall(main, 'environment.statusOf');
    expect([first.input, second.input]).toEqual([{ environment: 'sandbox' }, { environment: 'production' }]);
    await act(async () => {
      first.answer({ ok: true, value: SANDBOX });
      second.answer({ ok: true, value: { ...PRODUCTION, hasApiKey: true } });
    });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Production' })).getByText('Stored (write role)')).toBeTruthy());
  });
});
