// @vitest-environment jsdom
// A write's side panel as a keyboard user goes through it: focus on the form's first field
// when it opens, on the review's heading after Review, back on the first field after
// "Change" (of a rail's radios, the one chosen), on the outcome's heading after the
// confirm; Escape closes the panel from inside it or from <body>. A refused write reads as refused and goes back to the form
// with what was typed; a made payment's status follows its detail query, which
// `status.changed` makes stale.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WriteActions } from '../../../../renderer/src/components/write-flow/use-write-actions';
import type { PreparedWriteView, WriteOutcomeView } from '../../../../shared/ipc';
import { WritePanel, type FormStep } from '../../../../renderer/src/components/write-flow/write-panel';
import { writeWords } from '../../../../renderer/src/components/write-flow/write-words';
import { applyPushEvent } from '../../../../renderer/src/queries/push-invalidation';
import { connectFakeMain } from '../queries/fake-main';
import { preparedPayment, railForm, referenceForm } from './reference-form';

const words = writeWords('payment', { idPrefix: 'payment', title: 'New payment', screen: 'Payments', follows: 'payments.detail' });

const prepared = preparedPayment('10.00');
const Form = referenceForm(prepared);

function renderPanel(outcome: WriteOutcomeView) {
  const main = connectFakeMain();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const onClose = vi.fn();
  const actions: WriteActions<'payments.prepare'> = { prepare: vi.fn(), confirm: vi.fn(() => Promise.resolve({ ok: true as const, value: outcome })) };
  render(createElement(QueryClientProvider, { client }, createElement(WritePanel<'payments.prepare', { reference: string }>, { words, actions, empty: { reference: '' }, onClose, renderForm: (step) => createElement(Form, { key: 'form', ...step }) })));
  return { main, client, onClose, user: userEvent.setup() };
}

const sent: WriteOutcomeView = { state: 'succeeded', resourceId: 'pay_1', resourceStatus: 'created', error: null, next: 'Done: pay_1. Its status is followed here and updates on its own.', outboxEntry: null };
const refused: WriteOutcomeView = {
  state: 'failed', resourceId: null, resourceStatus: null, next: 'Fix what it says and prepare it again.', outboxEntry: null,
  error: { kind: 'validation', code: 'invalid_request', message: 'Amount exceeds the limit.', retryable: false, requestId: 'req_42', fields: [] },
} as unknown as WriteOutcomeView;

afterEach(cleanup);

describe('WritePanel focus and Escape', () => {
  it('puts focus where a keyboard user goes on at every step', async () => {
    const { user } = renderPanel(sent);
    expect(document.activeElement).toBe(screen.getByLabelText('Reference'));
    await user.type(screen.getByLabelText('Reference'), 'Invoice 7{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review (sandbox)' }));
    await user.click(screen.getByRole('button', { name: 'Change the payment' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Reference'));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Send 10.00 USD' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment sent' })));
  });

  it('"Change the payment" puts focus on the rail chosen, not on the first rail', async () => {
    const RailForm = railForm(prepared);
    const actions: WriteActions<'payments.prepare'> = { prepare: vi.fn(), confirm: vi.fn() };
    connectFakeMain();
    render(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(WritePanel<'payments.prepare', { rail: string; reference: string }>, {
      words, actions, empty: { rail: '', reference: '' }, onClose: vi.fn(), renderForm: (step) => createElement(RailForm, { key: 'form', ...step }),
    })));
    const user = userEvent.setup();
    // Nothing chosen yet: the first rail.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'ACH' }));
    await user.click(screen.getByRole('radio', { name: 'Fedwire' }));
    await user.type(screen.getByLabelText('Reference'), 'Invoice 7{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review (sandbox)' })));
    await user.click(screen.getByRole('button', { name: 'Change the payment' }));
    const fedwire = screen.getByRole('radio', { name: 'Fedwire' });
    expect((fedwire as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(fedwire);
    expect(screen.getByLabelText<HTMLInputElement>('Reference').value).toBe('Invoice 7');
  });

  it('"Change the payment" from a review with a block that concerns a field hands the form that block at its field; with none, no refusal', async () => {
    const blocked: PreparedWriteView = { ...prepared, checks: [{ code: 'purpose_required_for_corridor', severity: 'block', message: 'SWIFT payments to AE need a payment purpose.' }] };
    const steps: Array<FormStep<{ reference: string }>> = [];
    const BlockedForm = referenceForm(blocked);
    const actions: WriteActions<'payments.prepare'> = { prepare: vi.fn(), confirm: vi.fn() };
    connectFakeMain();
    render(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(WritePanel<'payments.prepare', { reference: string }>, {
      words, actions, empty: { reference: '' }, onClose: vi.fn(), renderForm: (step) => (steps.push(step), createElement(BlockedForm, { key: 'form', ...step })),
    })));
    const user = userEvent.setup();
    expect(steps.at(-1)?.refusal).toBeUndefined();
    await user.type(screen.getByLabelText('Reference'), 'x{Enter}');
    await user.click(screen.getByRole('button', { name: 'Change the payment' }));
    expect(steps.at(-1)?.refusal).toEqual([{ field: 'purpose', message: 'SWIFT payments to AE need a payment purpose.' }]);
  });

  it('Escape closes the panel from inside it and from <body>, not from elsewhere', async () => {
    const { onClose, user } = renderPanel(sent);
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    outside.remove();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByLabelText('Reference').focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('WritePanel outcome', () => {
  it('a refusal reads as refused and "Change the payment" goes back to the form with what was typed', async () => {
    const { user } = renderPanel(refused);
    await user.type(screen.getByLabelText('Reference'), 'Invoice 7{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send 10.00 USD' }));
    await screen.findByRole('heading', { name: 'The server refused the payment: nothing was done' });
    expect(screen.getByText('None: nothing was created')).toBeTruthy();
    expect(screen.queryByText('Not known yet')).toBeNull();
    expect(screen.getByText('Amount exceeds the limit.')).toBeTruthy();
    expect(screen.getByText('req_42')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change the payment' }));
    expect((screen.getByLabelText('Reference') as HTMLInputElement).value).toBe('Invoice 7');
    expect(document.activeElement).toBe(screen.getByLabelText('Reference'));
  });

  it("a made payment's status moves with its detail query, read again on status.changed", async () => {
    const { main, client, user } = renderPanel(sent);
    await user.type(screen.getByLabelText('Reference'), 'x{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send 10.00 USD' }));
    await screen.findByRole('heading', { name: 'Payment sent' });
    expect(screen.getByText('Created')).toBeTruthy();
    const detailCalls = () => main.calls.filter((call) => call.method === 'payments.detail' && call.input.id === 'pay_1');
    await waitFor(() => expect(detailCalls()).toHaveLength(1));
    act(() => detailCalls()[0]!.answer({ ok: true, value: { payment: { status: 'processing' }, paymentMethod: null, timeline: [], lastSyncedAt: null } }));
    await screen.findByText('Processing');
    act(() => applyPushEvent(client, { type: 'status.changed', kind: 'payment', id: 'pay_1', status: 'completed' } as never));
    await waitFor(() => expect(detailCalls()).toHaveLength(2));
    act(() => detailCalls()[1]!.answer({ ok: true, value: { payment: { status: 'completed' }, paymentMethod: null, timeline: [], lastSyncedAt: null } }));
    await screen.findByText('Completed');
  });
});
