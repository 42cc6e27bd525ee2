// @vitest-environment jsdom
// "Use a different sandbox server" against a fake main: the address field takes focus when
// the form opens; a valid address is reviewed first (which server instead of which, that
// its data is another cache, that the web shell forgets the stored API key) and nothing is
// sent until the confirm button, which says what it does; Cancel sends nothing and puts
// focus back in the field; a refusal after confirming is shown at the field.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BaseUrlFormView } from '../../../../renderer/src/screens/settings/base-url-form';
import type { EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { connectFakeMain, nextCall, refusal } from '../queries/fake-main';

const CARD = {
  environment: 'sandbox', current: true, baseUrl: 'embedded', embedded: true, hasSigningKey: true, hasApiKey: true, role: 'write', publicKey: null, lastSyncedAt: null,
} as EnvironmentStatus;
const TO = 'http://127.0.0.1:4010/v1';

function renderForm(onSaved: (baseUrl: string) => void = () => undefined) {
  const main = connectFakeMain();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(BaseUrlFormView, { environment: 'sandbox', current: 'embedded', submitLabel: 'Review this sandbox server…', review: CARD, focusOnOpen: true, onSaved }),
    ),
  );
  return { main, user: userEvent.setup() };
}

afterEach(cleanup);

describe('a different sandbox server', () => {
  it('puts focus in the address field when the form opens', () => {
    renderForm();
    expect(document.activeElement).toBe(screen.getByLabelText('Base URL of the sandbox server'));
  });

  it('is reviewed in words first; Cancel sends nothing and goes back to the field', async () => {
    const { main, user } = renderForm();
    await user.type(screen.getByLabelText('Base URL of the sandbox server'), `${TO}{Enter}`);
    const review = await screen.findByRole('region', { name: 'Review: a different sandbox server' });
    expect(document.activeElement).toBe(review);
    const text = review.textContent ?? '';
    expect(text).toContain(`The sandbox will use ${TO} instead of the embedded local sandbox.`);
    expect(text).toContain('Its data is a different cache');
    expect(text).toContain('The API key stored for the sandbox is forgotten in this window: you will enter it again');
    expect(main.calls.filter((call) => call.method === 'environment.setBaseUrl')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Review: a different sandbox server' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Base URL of the sandbox server'));
    expect(main.calls.filter((call) => call.method === 'environment.setBaseUrl')).toEqual([]);
  });

  it('is saved once confirmed; a refusal is shown at the field', async () => {
    const saved: string[] = [];
    const { main, user } = renderForm((baseUrl) => saved.push(baseUrl));
    await user.type(screen.getByLabelText('Base URL of the sandbox server'), `${TO}{Enter}`);
    await user.click(await screen.findByRole('button', { name: 'Use this server for the sandbox and forget its API key' }));
    const refused = await nextCall(main, 'environment.setBaseUrl');
    expect(refused.input).toEqual({ environment: 'sandbox', baseUrl: TO });
    await act(async () => refused.answer({ ok: false, error: { kind: 'conflict', code: 'outbox_unsettled', message: 'Settle the Outbox first.', retryable: false, fields: [{ field: 'baseUrl', message: 'entries for the current server are not settled' }] } }));
    await waitFor(() => expect(screen.getByLabelText('Base URL of the sandbox server').getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain('entries for the current server are not settled');
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Review this sandbox server…' }));
    await user.click(await screen.findByRole('button', { name: 'Use this server for the sandbox and forget its API key' }));
    const accepted = await nextCall(main, 'environment.setBaseUrl');
    await act(async () => accepted.answer({ ok: true, value: { environment: 'sandbox', baseUrl: TO, embedded: false, current: true } }));
    // The environment, its cards and the sync state are read again before the form says it is saved.
    await waitFor(() => {
      for (const call of main.calls.splice(0)) call.answer(refusal);
      expect(saved).toEqual([TO]);
    });
  });
});
