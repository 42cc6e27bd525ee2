// @vitest-environment jsdom
// A "New …" write where the environment is not set up: the screen's button and the
// palette's commands (on the screen and from another screen) say what to do instead and
// lead to Settings, never to a form that can only fail at the end; set up, they start the
// write as before.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elsewhereWriteAction, useWriteStart, writePaletteAction, WriteStartButton, writeStartLabel, type WriteStart } from '../../../../renderer/src/components/write-flow/write-start';
import { useEnvironment, type EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { useNavigation } from '../../../../renderer/src/stores/navigation-store';

const PRODUCTION_NOT_SET_UP = { environment: 'production', current: true, embedded: false, baseUrl: null, hasSigningKey: false, hasApiKey: false, role: null, publicKey: null, lastSyncedAt: null } as EnvironmentStatus;
const SANDBOX = { ...PRODUCTION_NOT_SET_UP, environment: 'sandbox', embedded: true, baseUrl: 'embedded' } as EnvironmentStatus;
const SANDBOX_SERVER_NO_KEY = { ...SANDBOX, embedded: false, baseUrl: 'http://127.0.0.1:4016/v1', hasSigningKey: true } as EnvironmentStatus;

let start: WriteStart | undefined;
function Probe({ onStart }: { onStart: () => void }) {
  start = useWriteStart();
  return createElement(WriteStartButton, { label: 'New payment', start, onStart, open: false });
}

function renderButton(status: EnvironmentStatus) {
  useEnvironment.setState({ status });
  const onStart = vi.fn();
  render(createElement(Probe, { onStart }));
  return { onStart, user: userEvent.setup() };
}

beforeEach(() => useNavigation.setState({ screen: 'payments', request: {} }));
afterEach(() => {
  cleanup();
  start = undefined;
});

describe('starting a write', () => {
  it('production not set up: the button says to set it up first and opens Settings at its setup; no form is started', async () => {
    const { onStart, user } = renderButton(PRODUCTION_NOT_SET_UP);
    const button = screen.getByRole('button', { name: 'New payment: set up production first' });
    expect(button.getAttribute('aria-expanded')).toBeNull();
    await user.click(button);
    expect(onStart).not.toHaveBeenCalled();
    expect(useNavigation.getState()).toMatchObject({ screen: 'settings', request: { action: 'settings.production' } });
  });

  it("its palette commands, on the screen and from another one, say the same and lead to Settings", () => {
    useEnvironment.setState({ status: PRODUCTION_NOT_SET_UP });
    render(createElement(Probe, { onStart: () => undefined }));
    const here = writePaletteAction('payments.new', start as WriteStart, () => { throw new Error('no form where nothing can be sent'); });
    expect(here).toMatchObject({ id: 'payments.new', label: 'New payment: set up production first' });
    here.run();
    expect(useNavigation.getState()).toMatchObject({ screen: 'settings', request: { action: 'settings.production' } });
    useNavigation.setState({ screen: 'balances', request: {} });
    const fromElsewhere = elsewhereWriteAction('transfers.new', start as WriteStart);
    expect(fromElsewhere?.label).toBe('New transfer: set up production first (Settings)');
    fromElsewhere?.run();
    expect(useNavigation.getState()).toMatchObject({ screen: 'settings', request: { action: 'settings.production' } });
    expect(elsewhereWriteAction('collections.new', start as WriteStart)?.label).toBe('New collection: set up production first (Settings)');
    // A counterparty is sent to the server too: the same.
    expect(elsewhereWriteAction('counterparties.new', start as WriteStart)?.label).toBe('New counterparty: set up production first (Settings)');
    expect(writePaletteAction('counterparties.new', start as WriteStart, () => undefined).label).toBe('New counterparty: set up production first');
    // Onboarding a customer is sent to the server too.
    expect(elsewhereWriteAction('balances.onboard', start as WriteStart)?.label).toBe('Onboard a customer: set up production first (Settings)');
    expect(writePaletteAction('balances.onboard', start as WriteStart, () => undefined).label).toBe('Onboard a customer: set up production first');
    // Not a write: left as it is.
    expect(elsewhereWriteAction('exports.ledger', start as WriteStart)).toBeUndefined();
  });

  it("a record's write (Edit, Archive…) reads the same words; Archive's \"…\" goes (Settings asks nothing more)", async () => {
    useEnvironment.setState({ status: PRODUCTION_NOT_SET_UP });
    render(createElement(Probe, { onStart: () => undefined }));
    expect(writeStartLabel('Edit', start as WriteStart)).toBe('Edit: set up production first');
    expect(writeStartLabel('Archive…', start as WriteStart)).toBe('Archive: set up production first');
    cleanup();
    const onStart = vi.fn();
    render(createElement(WriteStartButton, { label: 'Archive…', start: start as WriteStart, onStart, className: 'danger' }));
    const button = screen.getByRole('button', { name: 'Archive: set up production first' });
    expect(button.className).toBe('danger');
    await userEvent.setup().click(button);
    expect(onStart).not.toHaveBeenCalled();
    expect(useNavigation.getState()).toMatchObject({ screen: 'settings', request: { action: 'settings.production' } });
  });

  it('a sandbox server without its API key: set up the sandbox first, in Settings (not a switch to production)', async () => {
    const { user } = renderButton(SANDBOX_SERVER_NO_KEY);
    await user.click(screen.getByRole('button', { name: 'New payment: set up sandbox first' }));
    expect(useNavigation.getState()).toMatchObject({ screen: 'settings', request: {} });
  });

  it('set up (the embedded sandbox, or while the status is still read): the button starts the write, the commands are the plain ones', async () => {
    const { onStart, user } = renderButton(SANDBOX);
    const button = screen.getByRole('button', { name: 'New payment' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(useNavigation.getState().screen).toBe('payments');
    const run = vi.fn();
    expect(writePaletteAction('payments.new', start as WriteStart, run)).toMatchObject({ label: 'New payment', run });
    expect(elsewhereWriteAction('payments.new', start as WriteStart)).toBeUndefined();
    cleanup();
    renderButton(null as unknown as EnvironmentStatus);
    expect(screen.getByRole('button', { name: 'New payment' })).toBeTruthy();
  });
});
