// @vitest-environment jsdom
// "New payment" (the palette's, the screen's button) over a panel that shows an outcome or a
// review opens a fresh form, with focus on its first field; over a form being typed it
// keeps what is typed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WriteActions } from '../../../../renderer/src/components/write-flow/use-write-actions';
import { WritePanel } from '../../../../renderer/src/components/write-flow/write-panel';
import { writeWords } from '../../../../renderer/src/components/write-flow/write-words';
import type { WriteOutcomeView } from '../../../../shared/ipc';
import { connectFakeMain } from '../queries/fake-main';
import { preparedPayment, referenceForm } from './reference-form';

const words = writeWords('payment', { idPrefix: 'payment', title: 'New payment', screen: 'Payments' });
const Form = referenceForm(preparedPayment('10.00'));
const sent: WriteOutcomeView = { state: 'succeeded', resourceId: 'pay_1', resourceStatus: 'created', error: null, next: 'Done: pay_1.', outboxEntry: null, settles: null };

function panel(started: number) {
  const actions: WriteActions<'payments.prepare'> = { prepare: vi.fn(), confirm: vi.fn(() => Promise.resolve({ ok: true as const, value: sent })) };
  return createElement(WritePanel<'payments.prepare', { reference: string }>, { words, actions, empty: { reference: '' }, onClose: vi.fn(), started, renderForm: (step) => createElement(Form, { key: 'form', ...step }) });
}

afterEach(cleanup);

describe('a new request to start a write', () => {
  it('over an outcome: a fresh form, focus on its first field; over a form being typed: kept', async () => {
    connectFakeMain();
    const client = new QueryClient();
    const user = userEvent.setup();
    const { rerender } = render(createElement(QueryClientProvider, { client }, panel(1)));
    await user.type(screen.getByLabelText('Reference'), 'Invoice 7{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send 10.00 USD' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment sent' })).toBeTruthy());
    rerender(createElement(QueryClientProvider, { client }, panel(2)));
    const reference = await screen.findByLabelText<HTMLInputElement>('Reference');
    expect(reference.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(reference));
    await user.type(reference, 'Half');
    rerender(createElement(QueryClientProvider, { client }, panel(3)));
    expect(screen.getByLabelText<HTMLInputElement>('Reference').value).toBe('Half');
  });
});
