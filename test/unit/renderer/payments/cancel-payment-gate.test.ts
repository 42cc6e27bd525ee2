// @vitest-environment jsdom
// A payment's cancellation starts a write: where the environment is not set up, its button
// says "set up production first" and leads to Settings' Production setup; nothing is
// prepared (the server would be asked for the payment afresh, and cannot be).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CancelPaymentSection } from '../../../../renderer/src/screens/payments/cancel-payment-section';
import { useEnvironment, type EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { useNavigation } from '../../../../renderer/src/stores/navigation-store';
import { connectFakeMain } from '../queries/fake-main';

const SANDBOX = { environment: 'sandbox', current: true, embedded: true, baseUrl: 'embedded', hasSigningKey: false, hasApiKey: false, role: null, publicKey: null, lastSyncedAt: null } as EnvironmentStatus;
const PRODUCTION_NOT_SET_UP = { ...SANDBOX, environment: 'production', embedded: false, baseUrl: null } as EnvironmentStatus;

function renderSection(status: EnvironmentStatus) {
  const main = connectFakeMain();
  useEnvironment.setState({ status });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(createElement(QueryClientProvider, { client }, createElement(CancelPaymentSection, { payment: { id: 'pmt_1', cancellationState: 'cancelable' } })));
  return { main, user: userEvent.setup() };
}

beforeEach(() => useNavigation.setState({ screen: 'payments', request: {} }));
afterEach(cleanup);

describe('Cancel a payment where the environment cannot send', () => {
  it('production not set up: the button leads to the Production setup, nothing is prepared', async () => {
    const { main, user } = renderSection(PRODUCTION_NOT_SET_UP);
    expect(screen.queryByRole('button', { name: 'Review the cancellation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review the cancellation: set up production first' }));
    expect(useNavigation.getState()).toMatchObject({ screen: 'settings', request: { action: 'settings.production' } });
    expect(main.calls.filter((call) => call.method === 'payments.prepareCancel')).toEqual([]);
  });

  it('set up: the button prepares the cancellation', async () => {
    const { main, user } = renderSection(SANDBOX);
    await user.click(screen.getByRole('button', { name: 'Review the cancellation' }));
    expect(main.calls.map((call) => call.method)).toContain('payments.prepareCancel');
    expect(useNavigation.getState().screen).toBe('payments');
  });
});
