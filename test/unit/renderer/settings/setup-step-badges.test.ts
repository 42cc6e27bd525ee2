// @vitest-environment jsdom
// The setup steps' badges say where each step is in words: step 5 (the connection test)
// says "To do" before a test and after a test refused because a step before it is not
// finished (no API key, no signing key: nothing was sent), "Failed" only for a test that was
// sent and failed, and "Done" for a pass. A result of the other environment does not count.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerSetup } from '../../../../renderer/src/screens/settings/server-setup';
import type { EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { useSettings, type ConnectionResult } from '../../../../renderer/src/stores/settings-store';
import { connectFakeMain } from '../queries/fake-main';

const PRODUCTION = {
  environment: 'production', current: true, baseUrl: 'https://api.example.com/v1', embedded: false, hasSigningKey: true, hasApiKey: false, role: null, publicKey: null, lastSyncedAt: null,
} as unknown as EnvironmentStatus;

const refused = (kind: string, code: string, message: string): ConnectionResult => ({ ok: false, error: { kind, code, message, retryable: false } }) as ConnectionResult;

function stepFiveBadge(): string {
  const heading = document.getElementById('setup-step-5');
  expect(heading?.textContent).toContain('Step 5: Test the connection');
  return heading?.querySelector('.status-badge')?.textContent ?? '';
}

afterEach(() => {
  cleanup();
  useSettings.setState({ connection: null, testing: false });
});

describe('setup step 5 badge', () => {
  it('is "To do" until a test was sent, "Failed" only for a real failure, "Done" for a pass', async () => {
    connectFakeMain();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    render(createElement(QueryClientProvider, { client }, createElement(ServerSetup, { status: PRODUCTION })));
    expect(stepFiveBadge()).toBe('To do');

    const show = (result: ConnectionResult, environment: 'sandbox' | 'production' = 'production') => act(() => useSettings.setState({ connection: { environment, result } }));
    await show(refused('not_configured', 'missing_api_key', 'No API key is stored for production. Set it in Settings.'));
    expect(stepFiveBadge()).toBe('To do');
    await show(refused('not_configured', 'missing_signing_key', 'No signing key is stored for production.'));
    expect(stepFiveBadge()).toBe('To do');
    await show(refused('auth', 'invalid_api_key', 'The server does not know this API key.'));
    expect(stepFiveBadge()).toBe('Failed');
    await show(refused('offline', 'connection_refused', 'Nothing answers at https://api.example.com: is the server running?'));
    expect(stepFiveBadge()).toBe('Failed');
    await show({ ok: true, value: { environment: 'production', baseUrl: 'https://api.example.com/v1', rails: 5 } } as unknown as ConnectionResult);
    expect(stepFiveBadge()).toBe('Done');
    await show(refused('auth', 'invalid_api_key', 'The server does not know this API key.'), 'sandbox');
    expect(stepFiveBadge()).toBe('To do');
  });
});
