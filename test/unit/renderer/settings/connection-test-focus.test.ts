// @vitest-environment jsdom
// The connection test against a fake main: the button keeps focus while the test runs
// (it is not disabled, which would leave focus on <body>) and a second press sends
// nothing; the result then takes focus. A server that did not answer is said in main's
// words, without the error's code.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionTestStep } from '../../../../renderer/src/screens/settings/connection-test-step';
import type { EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { useSettings } from '../../../../renderer/src/stores/settings-store';
import { connectFakeMain, refusal } from '../queries/fake-main';

const STATUS = {
  environment: 'sandbox', current: true, baseUrl: 'http://127.0.0.1:4010/v1', embedded: false, hasSigningKey: true, hasApiKey: true, role: 'write', publicKey: null, lastSyncedAt: null,
} as EnvironmentStatus;

afterEach(() => {
  cleanup();
  useSettings.setState({ connection: null, testing: false });
});

describe('the connection test', () => {
  it('keeps focus on its button while it runs, then on the result; a server that did not answer is said without the code', async () => {
    const main = connectFakeMain();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(createElement(QueryClientProvider, { client }, createElement(ConnectionTestStep, { status: STATUS })));
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Test the Sandbox connection' });
    await user.click(button);
    await waitFor(() => expect(main.calls.map((call) => call.method)).toContain('connection.test'));
    expect(button.textContent).toBe('Testing the connection…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(main.calls.filter((call) => call.method === 'connection.test')).toHaveLength(1);

    const test = main.calls.find((call) => call.method === 'connection.test')!;
    const message = 'Nothing answers at http://127.0.0.1:4010: is the server running?';
    await act(async () => test.answer({ ok: false, error: { kind: 'offline', code: 'connection_refused', message, retryable: true } }));
    const alert = await screen.findByRole('alert', { name: 'The connection test failed' });
    for (const call of main.calls.splice(0)) call.answer(refusal);
    expect(document.activeElement).toBe(alert);
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).not.toContain('connection_refused');
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });
});
