// @vitest-environment jsdom
// Escape in a write's panel as a treasurer expects it: on the review, back to the form with
// everything typed (never the whole panel closed); on a form with something typed, a
// prompt ("Keep editing" focused; Escape again keeps editing, focus back on the field last
// edited), and only "Discard" closes; on an untouched form, it closes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WriteActions } from '../../../../renderer/src/components/write-flow/use-write-actions';
import { WritePanel } from '../../../../renderer/src/components/write-flow/write-panel';
import { writeWords } from '../../../../renderer/src/components/write-flow/write-words';
import { connectFakeMain } from '../queries/fake-main';
import { preparedPayment, railForm } from './reference-form';

const words = writeWords('payment', { idPrefix: 'payment', title: 'New payment', screen: 'Payments', follows: 'payments.detail' });
const RailForm = railForm(preparedPayment('10.00'));

function renderPanel() {
  connectFakeMain();
  const onClose = vi.fn();
  const actions: WriteActions<'payments.prepare'> = { prepare: vi.fn(), confirm: vi.fn() };
  render(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(WritePanel<'payments.prepare', { rail: string; reference: string }>, {
    words, actions, empty: { rail: '', reference: '' }, onClose, renderForm: (step) => createElement(RailForm, { key: 'form', ...step }),
  })));
  return { onClose, user: userEvent.setup() };
}

const reference = () => screen.getByLabelText<HTMLInputElement>('Reference');

afterEach(cleanup);

describe('Escape in a write\'s panel', () => {
  it('on the review: back to the form with the rail and reference kept, focus on the chosen rail; the panel stays open', async () => {
    const { onClose, user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Fedwire' }));
    await user.type(reference(), 'Invoice 7{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review (sandbox)' })));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(reference().value).toBe('Invoice 7');
    const fedwire = screen.getByRole<HTMLInputElement>('radio', { name: 'Fedwire' });
    expect(fedwire.checked).toBe(true);
    expect(document.activeElement).toBe(fedwire);
  });

  it('on a form with something typed: asks; Escape again keeps editing with focus on the field last edited; Discard closes', async () => {
    const { onClose, user } = renderPanel();
    await user.click(reference());
    await user.type(reference(), 'Half-typed');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    const prompt = screen.getByRole('alertdialog', { name: 'Discard this payment?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
    expect(prompt.textContent).toContain('nothing was sent');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(reference()));
    expect(reference().value).toBe('Half-typed');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('on an untouched form: closes at once', async () => {
    const { onClose, user } = renderPanel();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
