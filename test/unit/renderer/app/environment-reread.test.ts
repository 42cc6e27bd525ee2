// @vitest-environment jsdom
// The window reads the environment's status again when it comes back (focused again, or
// shown again), since a key set by `treasury sandbox register` in a terminal is not pushed:
// the top bar then leaves "Not set up" without waiting for another read. Focus and
// visibility arriving together count as one return; a hidden document is no return. "Sync
// now" on a not-set-up environment reads its status again: set up now, it syncs; still not,
// Settings opens.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHED_RESOURCE_NAMES } from '../../../../shared/ipc/common-schemas';
import { watchWindowReturn } from '../../../../renderer/lib/window-return';
import { startMainProcessState } from '../../../../renderer/src/app/main-process-state';
import { TopBar } from '../../../../renderer/src/app/top-bar';
import { useEnvironment, type EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { useNavigation } from '../../../../renderer/src/stores/navigation-store';
import { useSync } from '../../../../renderer/src/stores/sync-store';
import { connectFakeMain, nextCall, type FakeMain } from '../queries/fake-main';

const NOT_SET_UP = {
  environment: 'sandbox', current: true, baseUrl: 'http://127.0.0.1:4016/v1', embedded: false, hasSigningKey: true, hasApiKey: false, role: null, publicKey: null, lastSyncedAt: null,
} as unknown as EnvironmentStatus;
const SET_UP = { ...NOT_SET_UP, hasApiKey: true, role: 'write' } as EnvironmentStatus;
const lastSynced = Object.fromEntries(CACHED_RESOURCE_NAMES.map((name) => [name, null]));
const SYNC_STATE = { ok: true, value: { environment: 'sandbox', running: false, online: null, lastSynced, lastReport: null } };

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Answers the window's start-up reads: not set up. */
async function started(main: FakeMain): Promise<() => void> {
  const stop = startMainProcessState();
  await act(async () => (await nextCall(main, 'environment.status')).answer({ ok: true, value: NOT_SET_UP }));
  await act(async () => (await nextCall(main, 'sync.state')).answer(SYNC_STATE));
  return stop;
}

afterEach(() => {
  cleanup();
  useEnvironment.setState({ status: null, error: null });
  useSync.setState({ state: null, running: false, progress: null, reachable: true, sessionRefused: false });
});

describe('the environment read again when the window comes back', () => {
  it('reads the status on focus: "Not set up" goes once the key is there', async () => {
    const main = connectFakeMain();
    const stop = await started(main);
    render(createElement(TopBar));
    expect(document.getElementById('sync-state')?.textContent).toBe('Not set up');
    expect(main.calls.filter((call) => call.method === 'environment.status')).toEqual([]);

    await act(async () => window.dispatchEvent(new Event('focus')));
    const read = await nextCall(main, 'environment.status');
    await act(async () => read.answer({ ok: true, value: SET_UP }));
    expect(document.getElementById('sync-state')?.textContent).not.toBe('Not set up');
    expect(screen.getByRole('button', { name: 'Sync now' }).hasAttribute('disabled')).toBe(false);
    stop();
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(main.calls.filter((call) => call.method === 'environment.status')).toEqual([]);
  });

  it('counts focus and visibility together as one return, a hidden document as none, and a later return again', () => {
    let nowMs = 0;
    let returns = 0;
    const stop = watchWindowReturn(() => (returns += 1), () => nowMs);
    setVisibility('hidden');
    expect(returns).toBe(0);
    setVisibility('visible');
    window.dispatchEvent(new Event('focus'));
    expect(returns).toBe(1);
    nowMs = 5_000;
    window.dispatchEvent(new Event('focus'));
    expect(returns).toBe(2);
    stop();
    nowMs = 10_000;
    setVisibility('visible');
    expect(returns).toBe(2);
  });
});

describe('"Sync now" while not set up', () => {
  it('reads the status again and syncs once it is set up', async () => {
    const main = connectFakeMain();
    useEnvironment.setState({ status: NOT_SET_UP });
    render(createElement(TopBar));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    const read = await nextCall(main, 'environment.status');
    expect(main.calls.filter((call) => call.method === 'sync.start')).toEqual([]);
    await act(async () => read.answer({ ok: true, value: SET_UP }));
    await nextCall(main, 'sync.start');
  });

  it('opens Settings when it is still not set up, and syncs nothing', async () => {
    const main = connectFakeMain();
    useEnvironment.setState({ status: NOT_SET_UP });
    useNavigation.getState().go('balances');
    render(createElement(TopBar));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await act(async () => (await nextCall(main, 'environment.status')).answer({ ok: true, value: NOT_SET_UP }));
    expect(useNavigation.getState().screen).toBe('settings');
    expect(main.calls.filter((call) => call.method === 'sync.start')).toEqual([]);
  });
});
