// @vitest-environment jsdom
// The connection test against a fake main: the button keeps focus while the test runs
// (it is not disabled, which would leave focus on <body>) and a second press sends
// nothing; the result then takes focus. Every result is said in words, never with the
// error's code: no API key (what to add first, nothing was sent), a key the server does not
// know (its request id), a server that did not answer, and a pass; a refusal's button takes
// focus to the field to fix.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionTestStep } from '../../../../renderer/src/screens/settings/connection-test-step';
import type { EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { useSettings } from '../../../../renderer/src/stores/settings-store';
import { connectFakeMain, nextCall, refusal } from '../queries/fake-main';

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

  it('walks the results in words: no API key, a wrong key, no answer, a pass; each refusal leads to its field', async () => {
    const main = connectFakeMain();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fields = createElement('div', null, createElement('input', { id: 'sandbox-base-url', 'aria-label': 'Base URL' }), createElement('input', { id: 'sandbox-api-key', 'aria-label': 'API key' }));
    render(createElement(QueryClientProvider, { client }, fields, createElement(ConnectionTestStep, { status: STATUS })));
    const user = userEvent.setup();
    const test = async (answer: unknown) => {
      await user.click(screen.getByRole('button', { name: 'Test the Sandbox connection' }));
      const call = await nextCall(main, 'connection.test');
      await act(async () => call.answer(answer));
      for (const other of main.calls.splice(0)) other.answer(refusal);
    };
    const noCode = (element: HTMLElement, code: string) => {
      expect(element.textContent).not.toContain(code);
      expect(element.textContent).not.toMatch(/\bCode\b/);
    };

    // No API key: nothing was sent; say what to add first, and lead to the field.
    await test({ ok: false, error: { kind: 'not_configured', code: 'missing_api_key', message: 'No API key for the sandbox environment. Set it in Settings (API key).', retryable: false, remedy: 'Set it in Settings (API key).' } });
    const first = await screen.findByRole('alert', { name: 'Add the API key first' });
    noCode(first, 'missing_api_key');
    expect(first.textContent).toContain('No API key is stored for Sandbox yet, so nothing was sent.');
    expect(first.textContent).not.toContain('Request id');
    await user.click(within(first).getByRole('button', { name: 'Go to the API key field' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'API key' }));

    // A key the server does not know: main's words, the server's request id, what to fix.
    const unknownKey = 'The server refused the API key: it does not know it.';
    await test({ ok: false, error: { kind: 'auth', code: 'invalid_api_key', message: unknownKey, retryable: false, requestId: 'req_abc123' } });
    const wrong = await screen.findByRole('alert', { name: 'The connection test failed' });
    noCode(wrong, 'invalid_api_key');
    expect(wrong.textContent).toContain(unknownKey);
    expect(wrong.textContent).toContain('Request idreq_abc123');
    expect(wrong.textContent).toContain('The server does not know this API key.');
    await user.click(within(wrong).getByRole('button', { name: 'Go to the API key field' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'API key' }));

    // No answer: no request id row (there is none), the address to check.
    await test({ ok: false, error: { kind: 'offline', code: 'connection_refused', message: 'Nothing answers at http://127.0.0.1:4010: is the server running?', retryable: true } });
    const offline = await screen.findByRole('alert', { name: 'The connection test failed' });
    noCode(offline, 'connection_refused');
    expect(offline.textContent).not.toContain('Request id');
    await user.click(within(offline).getByRole('button', { name: 'Go to the server address field' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Base URL' }));

    // A pass.
    await test({ ok: true, value: { environment: 'sandbox', baseUrl: 'http://127.0.0.1:4010/v1', online: true, rails: 5 } });
    const passed = await screen.findByRole('status');
    expect(passed.textContent).toContain('Connected.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
