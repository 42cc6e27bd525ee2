// @vitest-environment jsdom
// Key rotation in Settings against a fake main: refused while outbox entries are
// unsettled, each named with a way to it in the Outbox; otherwise the new public key to
// register (with copy buttons) and main's steps, the API key for it checked as typed at
// its field, the confirmation sent once, and a rotation canceled; what happened takes focus
// when the button that asked is gone (never <body>).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeyOf } from '../../../../renderer/src/queries/ipc-queries';
import { KeyRotation } from '../../../../renderer/src/screens/settings/key-rotation';
import type { EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { useNavigation } from '../../../../renderer/src/stores/navigation-store';
import { connectFakeMain, nextCall } from '../queries/fake-main';

const STATUS: EnvironmentStatus = {
  environment: 'sandbox', current: true, baseUrl: 'http://127.0.0.1:9/v1', embedded: false, hasSigningKey: true, hasApiKey: true, role: 'write',
  publicKey: { base64: 'OLDKEY', pem: '-----BEGIN PUBLIC KEY-----\nOLD\n-----END PUBLIC KEY-----' }, lastSyncedAt: null,
} as EnvironmentStatus;

const ROTATION = {
  environment: 'sandbox', publicKey: { base64: 'NEWKEYBASE64', pem: '-----BEGIN PUBLIC KEY-----\nNEW\n-----END PUBLIC KEY-----' }, previousPublicKeyBase64: 'OLDKEY',
  registered: false, pending: true, steps: ['Register the new public key with your provider for sandbox (copy it below).', 'Then confirm the rotation here.'],
};

function renderRotation(status: EnvironmentStatus = STATUS) {
  const main = connectFakeMain();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(createElement(QueryClientProvider, { client }, createElement(KeyRotation, { status })));
  return { main, client, user: userEvent.setup() };
}

afterEach(cleanup);

describe('KeyRotation', () => {
  it("reads the environments' cards again once a rotation is done, so the public key shown is the new one", async () => {
    const { main, client, user } = renderRotation();
    const card = queryKeyOf('environment.statusOf', { environment: 'sandbox' });
    client.setQueryData(card, { publicKey: { base64: 'OLDKEY' } });
    await user.click(screen.getByRole('button', { name: 'Rotate the signing key' }));
    const rotate = await nextCall(main, 'keys.rotate');
    expect(client.getQueryState(card)?.isInvalidated).toBe(false);
    await act(async () => rotate.answer({ ok: true, value: { ...ROTATION, registered: true, pending: false, steps: ['The new public key is registered.'] } }));
    await screen.findByText('The new public key is registered.');
    expect(client.getQueryState(card)?.isInvalidated).toBe(true);
  });

  it('is refused while entries are unsettled: each is named, with a way to it in the Outbox', async () => {
    const { main, user } = renderRotation();
    await user.click(screen.getByRole('button', { name: 'Rotate the signing key' }));
    const rotate = await nextCall(main, 'keys.rotate');
    await act(async () => rotate.answer({ ok: false, error: { kind: 'conflict', code: 'credentials_in_use', message: 'Not done (rotate the signing key): 1 outbox entry…', retryable: false } }));
    const list = await nextCall(main, 'outbox.list');
    expect(list.input).toEqual({ states: ['pending', 'sent'], limit: 100 });
    await act(async () => list.answer({ ok: true, value: { entries: [{ id: 'obx_3', summary: 'Pay 9.00 USD to Acme', stateText: 'sent, no answer yet' }] } }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not rotated. 1 outbox entry is not settled');
    expect(alert.textContent).toContain('With a new key, its resend would be a new request, which could pay twice. Settle it in the Outbox first');
    expect(alert.textContent).toContain('Pay 9.00 USD to Acme');
    await user.click(screen.getByRole('button', { name: 'Open in the Outbox' }));
    expect(useNavigation.getState().screen).toBe('outbox');
    expect(useNavigation.getState().request.openId).toBe('obx_3');
    expect(screen.getByRole('button', { name: 'Try the rotation again' })).toBeTruthy();
  });

  it('says two unsettled entries in the plural, with their pronouns', async () => {
    const { main, user } = renderRotation();
    await user.click(screen.getByRole('button', { name: 'Rotate the signing key' }));
    const rotate = await nextCall(main, 'keys.rotate');
    await act(async () => rotate.answer({ ok: false, error: { kind: 'conflict', code: 'credentials_in_use', message: 'Not done (rotate the signing key): 2 outbox entries…', retryable: false } }));
    const list = await nextCall(main, 'outbox.list');
    await act(async () => list.answer({ ok: true, value: { entries: [
      { id: 'obx_3', summary: 'Pay 9.00 USD to Acme', stateText: 'sent, no answer yet' },
      { id: 'obx_4', summary: 'Pay 8.00 USD to Acme', stateText: 'sent, no answer yet' },
    ] } }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not rotated. 2 outbox entries are not settled');
    expect(alert.textContent).toContain('With a new key, their resend would be a new request, which could pay twice. Settle them in the Outbox first');
  });

  it('shows the new key to register, checks the API key at its field, and confirms once', async () => {
    const { main, user } = renderRotation();
    await user.click(screen.getByRole('button', { name: 'Rotate the signing key' }));
    const rotate = await nextCall(main, 'keys.rotate');
    await act(async () => rotate.answer({ ok: true, value: ROTATION }));
    await screen.findByText('NEWKEYBASE64');
    // The button that asked is gone with its step: the rotation under way has focus, not <body>.
    expect(document.activeElement?.textContent).toMatch(/^A rotation is under way\./);
    expect(screen.getByText(/Register the new public key with your provider/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the new public key in Base64' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the new public key in PEM' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rotate the signing key' })).toBeNull();

    const field = screen.getByLabelText('API key for the new key');
    await user.type(field, 'sk_live_wrongprefix');
    await user.tab();
    await waitFor(() => expect(document.getElementById('rotation-api-key-error')?.textContent).toMatch(/sk_sandbox_/));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Confirm the rotation' }));
    expect(main.calls.some((call) => call.method === 'keys.confirmRotation')).toBe(false);
    expect(document.activeElement).toBe(field);

    await user.clear(field);
    await user.type(field, 'sk_sandbox_abcdefghijklmnopqrstuvwxyz012345');
    await user.click(screen.getByRole('button', { name: 'Confirm the rotation' }));
    const confirm = await nextCall(main, 'keys.confirmRotation');
    expect(confirm.input).toEqual({ apiKey: 'sk_sandbox_abcdefghijklmnopqrstuvwxyz012345' });
    await act(async () => confirm.answer({ ok: true, value: { environment: 'sandbox', publicKeyBase64: 'NEWKEYBASE64', previousPublicKeyBase64: 'OLDKEY', role: 'write', steps: ['Revoke the previous key with the provider.'] } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Rotation confirmed. Revoke the previous key with the provider.'));
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('picks up a rotation under way and cancels it, dropping only the new key', async () => {
    const { main, user } = renderRotation({ ...STATUS, pendingPublicKeyBase64: 'PENDINGKEY' });
    expect(screen.getByText('PENDINGKEY')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel the rotation' }));
    const cancel = await nextCall(main, 'keys.cancelRotation');
    await act(async () => cancel.answer({ ok: true, value: { environment: 'sandbox', canceledPublicKeyBase64: 'PENDINGKEY' } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Rotation canceled: the new key was dropped, and the current key keeps signing/));
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});
