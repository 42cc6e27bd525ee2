// @vitest-environment jsdom
// A list screen's "New …" write (Payments, Transfers, Collections) through one hook: its
// button and palette command start the write and open its panel (a new request over an open
// one counts up, so an outcome gives way to a fresh form); where the environment cannot
// send, both lead to Settings and no panel is open, even one asked for before.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNewWrite, type NewWrite } from '../../../../renderer/src/components/write-flow/use-new-write';
import { useEnvironment, type EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { useNavigation } from '../../../../renderer/src/stores/navigation-store';

const SANDBOX = { environment: 'sandbox', current: true, embedded: true, baseUrl: 'embedded', hasSigningKey: false, hasApiKey: false, role: null, publicKey: null, lastSyncedAt: null } as EnvironmentStatus;
const PRODUCTION_NOT_SET_UP = { ...SANDBOX, environment: 'production', embedded: false, baseUrl: null } as EnvironmentStatus;

let newWrite: NewWrite;
function Screen() {
  newWrite = useNewWrite('transfers.new');
  return createElement('div', null, newWrite.button, newWrite.started === null ? null : createElement('p', null, `form ${newWrite.started}`));
}

beforeEach(() => useNavigation.setState({ screen: 'transfers', request: {} }));
afterEach(cleanup);

describe('useNewWrite', () => {
  it('set up: the button and the palette command open the panel, a second request starts it afresh, close closes it', async () => {
    useEnvironment.setState({ status: SANDBOX });
    render(createElement(Screen));
    const button = screen.getByRole('button', { name: 'New transfer' });
    expect(newWrite.started).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(button);
    expect(screen.getByText('form 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New transfer' }).getAttribute('aria-expanded')).toBe('true');
    expect(newWrite.paletteAction).toMatchObject({ id: 'transfers.new', label: 'New transfer' });
    act(() => newWrite.paletteAction.run());
    expect(screen.getByText('form 2')).toBeTruthy();
    act(() => newWrite.close());
    expect(newWrite.started).toBeNull();
    expect(useNavigation.getState().screen).toBe('transfers');
  });

  it('production not set up: both lead to Settings, and a panel asked for before is not shown', async () => {
    useEnvironment.setState({ status: SANDBOX });
    render(createElement(Screen));
    act(() => newWrite.paletteAction.run());
    expect(screen.getByText('form 1')).toBeTruthy();
    act(() => useEnvironment.setState({ status: PRODUCTION_NOT_SET_UP }));
    expect(newWrite.started).toBeNull();
    expect(screen.queryByText(/^form/)).toBeNull();
    expect(newWrite.paletteAction.label).toBe('New transfer: set up production first');
    expect(newWrite.paletteDeps).toEqual([false, 'set up production first']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'New transfer: set up production first' }));
    expect(useNavigation.getState()).toMatchObject({ screen: 'settings', request: { action: 'settings.production' } });
    useNavigation.setState({ screen: 'transfers', request: {} });
    newWrite.paletteAction.run();
    expect(useNavigation.getState()).toMatchObject({ screen: 'settings', request: { action: 'settings.production' } });
  });
});
