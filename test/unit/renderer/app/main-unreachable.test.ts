// @vitest-environment jsdom
// When the app's background process stops answering (a call cannot reach it, or the web
// shell's push stream ends), the top bar says so at once instead of "Syncing…" with a
// Cancel that can do nothing, or "Synced just now"; a call answered again, or the stream
// open again, brings the sync line back. An old tab of a web shell that was restarted is
// answered, but its session is refused: the top bar says so, not "Disconnected".
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTypedClient, type Envelope } from '../../../../renderer/lib/ipc-client';
import { unreachable, type IpcTransport } from '../../../../renderer/lib/ipc-transport';
import { setIpcClient } from '../../../../renderer/lib/main-connection';
import { startMainProcessState } from '../../../../renderer/src/app/main-process-state';
import { TopBar } from '../../../../renderer/src/app/top-bar';
import { useEnvironment } from '../../../../renderer/src/stores/environment-store';
import { useSync } from '../../../../renderer/src/stores/sync-store';

function shellTransport(answer: Envelope<unknown> = { ok: false, error: { kind: 'input', code: 'x', message: 'no', retryable: false } }) {
  let answering = true;
  const link = new Set<(up: boolean) => void>();
  const transport: IpcTransport = {
    kind: 'web-shell',
    call: vi.fn(async () => (answering ? answer : unreachable('The web shell is not answering.'))),
    subscribe: () => () => undefined,
    watchLink(listener) {
      link.add(listener);
      return () => link.delete(listener);
    },
  };
  return { transport, stop: () => (answering = false), start: () => (answering = true), stream: (up: boolean) => link.forEach((listener) => listener(up)) };
}

afterEach(() => {
  cleanup();
  useSync.setState({ running: false, progress: null, reachable: true, sessionRefused: false });
});

describe('the top bar when the background process stops answering', () => {
  it('says Disconnected when the push stream ends during a sync, with no Cancel, and recovers when it is open again', async () => {
    const shell = shellTransport();
    const client = createTypedClient(shell.transport);
    setIpcClient(client);
    useEnvironment.setState({ status: { environment: 'sandbox', current: true, baseUrl: 'http://127.0.0.1:9/v1', embedded: true, hasSigningKey: true, hasApiKey: true, role: 'write', publicKey: null, lastSyncedAt: null } as never });
    const stop = startMainProcessState();
    useSync.setState({ running: true, progress: { startedAtMs: Date.now(), items: 10, pages: 1, resource: 'collections', rangesDone: null, rangesTotal: null, perResource: {} } });
    render(createElement(TopBar));
    expect(screen.getByRole('button', { name: 'Cancel sync' })).toBeTruthy();
    act(() => shell.stream(false));
    expect(screen.getByText(/Disconnected: the app.s background process is not answering/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel sync' })).toBeNull();
    const syncNow = screen.getByRole('button', { name: 'Sync now' });
    expect(syncNow.hasAttribute('disabled')).toBe(true);
    // Disabled with the reason: described by the sync line.
    expect(syncNow.getAttribute('aria-describedby')).toBe('sync-state');
    expect(document.getElementById('sync-state')?.textContent).toMatch(/^Disconnected/);
    act(() => shell.stream(true));
    expect(screen.getByRole('button', { name: 'Sync now' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(/Disconnected/)).toBeNull();
    stop();
  });

  it('says Disconnected when a call cannot reach it, and not once a call is answered again', async () => {
    const shell = shellTransport();
    const client = createTypedClient(shell.transport);
    setIpcClient(client);
    const stop = startMainProcessState();
    render(createElement(TopBar));
    shell.stop();
    await act(() => client.call('sync.state', {}));
    expect(screen.getByText(/Disconnected/)).toBeTruthy();
    shell.start();
    await act(() => client.call('sync.state', {}));
    expect(screen.queryByText(/Disconnected/)).toBeNull();
    stop();
  });

  it('says the session is not valid when the restarted web shell refuses this page, not Disconnected', async () => {
    const refused: Envelope<unknown> = { ok: false, error: { kind: 'not_configured', code: 'session_refused', message: 'This page\u2019s session is not valid any more.', retryable: false } };
    const shell = shellTransport(refused);
    const client = createTypedClient(shell.transport);
    setIpcClient(client);
    useEnvironment.setState({ status: { environment: 'sandbox', current: true, baseUrl: 'http://127.0.0.1:9/v1', embedded: true, hasSigningKey: true, hasApiKey: true, role: 'write', publicKey: null, lastSyncedAt: null } as never });
    const stop = startMainProcessState();
    render(createElement(TopBar));
    // The push stream ends (the shell refused its token): one read tells why.
    await act(async () => shell.stream(false));
    await screen.findByText('Session not valid any more: open the new address the web shell printed');
    expect(screen.queryByText(/Disconnected/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sync now' }).hasAttribute('disabled')).toBe(true);
    stop();
  });
});
