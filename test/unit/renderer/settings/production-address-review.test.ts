// @vitest-environment jsdom
// Step 1 of a server's setup (Production here) against a fake main: a new address for a
// server already set is reviewed first, as the sandbox's "different server" is (which
// server instead of which, that its data is kept apart, what happens to the API key);
// Escape cancels and puts focus back in the field, nothing sent; the confirm button says
// what it does and, once saved, the line saying so has focus. The first address of an
// environment with none is saved without a review (nothing is changed from).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerSetup } from '../../../../renderer/src/screens/settings/server-setup';
import type { EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { connectFakeMain, nextCall, refusal } from '../queries/fake-main';

const FROM = 'https://old.example.com/v1';
const TO = 'https://new.example.com/v1';
const production = (baseUrl: string | null) =>
  ({ environment: 'production', current: true, baseUrl, embedded: false, hasSigningKey: true, hasApiKey: baseUrl !== null, role: 'write', publicKey: null, lastSyncedAt: null }) as EnvironmentStatus;

function renderSetup(status: EnvironmentStatus) {
  const main = connectFakeMain();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(createElement(QueryClientProvider, { client }, createElement(ServerSetup, { status })));
  return { main, user: userEvent.setup(), field: screen.getByLabelText('Base URL of the production server') as HTMLInputElement };
}
const setBaseUrlCalls = (main: ReturnType<typeof connectFakeMain>) => main.calls.filter((call) => call.method === 'environment.setBaseUrl');

afterEach(cleanup);

describe('Production step 1: a new server address', () => {
  it('is reviewed first; Escape cancels with focus back in the field; confirmed, it is saved and said with focus', async () => {
    const { main, user, field } = renderSetup(production(FROM));
    await user.clear(field);
    await user.type(field, `${TO}{Enter}`);
    const review = await screen.findByRole('region', { name: 'Review: a different Production server' });
    expect(document.activeElement).toBe(review);
    const text = review.textContent ?? '';
    expect(text).toContain(`Production will use ${TO} instead of ${FROM}.`);
    expect(text).toContain('Its data is a different cache');
    expect(text).toContain('The data of the current server stays on this computer');
    expect(text).toContain('The API key stored for Production is forgotten in this window');
    expect(setBaseUrlCalls(main)).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Review: a different Production server' })).toBeNull();
    expect(document.activeElement).toBe(field);
    expect(setBaseUrlCalls(main)).toEqual([]);

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Use this server for Production and forget its API key' }));
    const change = await nextCall(main, 'environment.setBaseUrl');
    expect(change.input).toEqual({ environment: 'production', baseUrl: TO });
    await act(async () => change.answer({ ok: true, value: { environment: 'production', baseUrl: TO, embedded: false, current: true } }));
    await waitFor(() => {
      for (const call of main.calls.splice(0)) call.answer(refusal);
      expect(document.activeElement?.textContent).toBe(`Saved: ${TO}`);
    });
  });

  it('the first address (none set yet) is saved without a review', async () => {
    const { main, user, field } = renderSetup(production(null));
    expect(screen.getByRole('button', { name: 'Save the Production server address' })).toBeTruthy();
    await user.type(field, `${TO}{Enter}`);
    const change = await nextCall(main, 'environment.setBaseUrl');
    expect(change.input).toEqual({ environment: 'production', baseUrl: TO });
    expect(screen.queryByRole('region', { name: /^Review/ })).toBeNull();
  });
});
