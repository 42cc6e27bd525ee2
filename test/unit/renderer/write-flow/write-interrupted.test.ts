// @vitest-environment jsdom
// A write's panel when the app's background process broke off its confirm or its review:
// a confirm whose answer never came (the data process was killed mid-send) says so until
// main answers, then asks the outbox: an entry for it is an unknown outcome that points
// at the Outbox, with no confirm button and no "prepare it again"; none is "Not sent",
// with the form back as typed; a review open when the data services restarted is void, says nothing was sent,
// and offers only to change it and review it again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope, WriteOutcomeView } from '../../../../shared/ipc';
import type { WriteActions } from '../../../../renderer/src/components/write-flow/use-write-actions';
import { WritePanel } from '../../../../renderer/src/components/write-flow/write-panel';
import { writeWords } from '../../../../renderer/src/components/write-flow/write-words';
import { useNavigation } from '../../../../renderer/src/stores/navigation-store';
import { connectFakeMain } from '../queries/fake-main';
import { preparedPayment, referenceForm } from './reference-form';

const words = writeWords('payment', { idPrefix: 'payment', title: 'New payment', screen: 'Payments' });

const prepared = preparedPayment('101.01');
const Form = referenceForm(prepared);

const exited = {
  ok: false as const,
  error: { kind: 'interrupted', code: 'data_process_exited', message: 'The data services stopped while this call was under way and were started again.', retryable: false },
} as Envelope<WriteOutcomeView>;

function renderPanel(confirm: () => Promise<Envelope<WriteOutcomeView>>) {
  const main = connectFakeMain();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const actions: WriteActions<'payments.prepare'> = { prepare: vi.fn(), confirm: vi.fn(confirm) };
  render(createElement(QueryClientProvider, { client }, createElement(WritePanel<'payments.prepare', { reference: string }>, { words, actions, empty: { reference: '' }, onClose: vi.fn(), renderForm: (step) => createElement(Form, { key: 'form', ...step }) })));
  return { main, actions, user: userEvent.setup() };
}

/** An outbox entry as main lists it, with this summary, written down at `createdAt`; from the review `preparedId` (none: an entry written before the outbox kept it). */
function outboxEntry(summary: string, createdAt: string, preparedId?: string) {
  return {
    id: `obx_${createdAt}_${preparedId ?? ''}`, createdAt, ...(preparedId === undefined ? {} : { preparedId }), updatedAt: createdAt, operation: 'createOpenPayment', operationWords: 'Payment (open network)', path: '/v1/payments/open', summary, state: 'sent', stateText: 'Sent', idempotencyKey: 'k',
    attempts: 1, sendsText: '1 send', resourceId: null, requestId: null, needsAttention: true, attentionReason: null, error: null, maskedBody: '{}',
  };
}

afterEach(cleanup);

describe('WritePanel broken off by the background process', () => {
  it('a confirm whose answer never came: until main answers it says so; an outbox entry for it is an unknown outcome that points at the Outbox, never a confirm again', async () => {
    let answer: (envelope: Envelope<WriteOutcomeView>) => void = () => undefined;
    const { main, actions, user } = renderPanel(() => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText('Reference'), 'kill-during-send{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send 101.01 USD' }));
    // The restart is heard while the confirm is under way: its own answer decides.
    act(() => main.emit({ type: 'services.restarted', reason: 'The data services were stopped by a signal.' }));
    expect(screen.queryByText(/nothing was sent/)).toBeNull();
    await act(async () => answer(exited));
    const asking = await screen.findByRole('heading', { name: 'Outcome unknown: the app stopped before answering' });
    expect(document.activeElement).toBe(asking);
    expect(screen.getByText('The app stopped before answering. When it is back, this panel will say whether it was sent. Every write is written down in the Outbox before it is sent: if the app comes back in a new window or tab, look in its Outbox, and a write that is not there was never sent. Do not enter it again until you know.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the Outbox' })).toBeNull();
    const list = main.calls.filter((call) => call.method === 'outbox.list');
    expect(list).toHaveLength(1);
    await act(async () => list[0]!.answer({ ok: true, value: { entries: [outboxEntry('Pay 101.01 USD', new Date().toISOString())] } }));
    const heading = await screen.findByRole('heading', { name: 'Outcome unknown: it may have been sent' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Outcome unknown: it may have been sent. See its entry in the Outbox before doing anything else.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change the payment' })).toBeNull();
    expect(screen.queryByText(/prepare it again/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the Outbox' }));
    expect(useNavigation.getState().screen).toBe('outbox');
    expect(actions.confirm).toHaveBeenCalledTimes(1);
  });

  it("finds exactly the entry of its review: another review's entry written in the same seconds is not it", async () => {
    const unreachable = () => Promise.resolve({ ok: false, error: { kind: 'internal', code: 'main_unreachable', message: 'not answering', retryable: true } } as Envelope<WriteOutcomeView>);
    const { main, user } = renderPanel(unreachable);
    await user.type(screen.getByLabelText('Reference'), 'Invoice 10{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send 101.01 USD' }));
    await screen.findByRole('heading', { name: 'Outcome unknown: the app stopped before answering' });
    const now = new Date().toISOString();
    // The same summary, the same second, another review (a second window, the CLI): not this confirm's.
    const list = main.calls.filter((call) => call.method === 'outbox.list');
    await act(async () => list[0]!.answer({ ok: true, value: { entries: [outboxEntry('Pay 101.01 USD', now, 'prep_other')] } }));
    await screen.findByRole('heading', { name: 'Not sent: nothing was written down' });
    cleanup();

    const again = renderPanel(unreachable);
    await again.user.type(screen.getByLabelText('Reference'), 'Invoice 11{Enter}');
    await again.user.click(screen.getByRole('button', { name: 'Send 101.01 USD' }));
    await screen.findByRole('heading', { name: 'Outcome unknown: the app stopped before answering' });
    const asked = again.main.calls.filter((call) => call.method === 'outbox.list');
    // Its own entry, worded otherwise and beside another review's: found by the review's id.
    await act(async () => asked[0]!.answer({ ok: true, value: { entries: [outboxEntry('Pay 101.01 USD', now, 'prep_other'), outboxEntry('worded otherwise', new Date(Date.now() - 3_600_000).toISOString(), prepared.id)] } }));
    await screen.findByRole('heading', { name: 'Outcome unknown: it may have been sent' });
  });

  it('an entry naming no review (written before the outbox kept it) since the press counts whatever its summary: it may be this one, so it is never "Not sent"', async () => {
    const { main, user } = renderPanel(() => Promise.resolve({ ok: false, error: { kind: 'internal', code: 'main_unreachable', message: 'not answering', retryable: true } } as Envelope<WriteOutcomeView>));
    await user.type(screen.getByLabelText('Reference'), 'Invoice 9{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send 101.01 USD' }));
    await screen.findByRole('heading', { name: 'Outcome unknown: the app stopped before answering' });
    const list = main.calls.filter((call) => call.method === 'outbox.list');
    await act(async () => list[0]!.answer({ ok: true, value: { entries: [outboxEntry('Pay 101.01 USD to someone (worded otherwise)', new Date().toISOString())] } }));
    await screen.findByRole('heading', { name: 'Outcome unknown: it may have been sent' });
    expect(screen.queryByRole('heading', { name: /Not sent/ })).toBeNull();
  });

  it('a link to main that dropped during the confirm: asked again when main is back; no entry for it (only an older one alike) is "Not sent", and the form comes back as typed', async () => {
    const { main, actions, user } = renderPanel(() => Promise.resolve({ ok: false, error: { kind: 'internal', code: 'main_unreachable', message: 'not answering', retryable: true } } as Envelope<WriteOutcomeView>));
    await user.type(screen.getByLabelText('Reference'), 'Invoice 8{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send 101.01 USD' }));
    await screen.findByRole('heading', { name: 'Outcome unknown: the app stopped before answering' });
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    const list = () => main.calls.filter((call) => call.method === 'outbox.list');
    await act(async () => list()[0]!.answer({ ok: false, error: { kind: 'internal', code: 'main_unreachable', message: 'not answering', retryable: true } }));
    expect(screen.getByRole('heading', { name: 'Outcome unknown: the app stopped before answering' })).toBeTruthy();
    act(() => main.emit({ type: 'services.restarted', reason: 'started again' }));
    expect(list()).toHaveLength(2);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const beforePress = new Date(Date.now() - 30_000).toISOString();
    await act(async () => list()[1]!.answer({ ok: true, value: { entries: [outboxEntry('Pay 101.01 USD', hourAgo), outboxEntry('Pay 5.00 USD', beforePress)] } }));
    await screen.findByRole('heading', { name: 'Not sent: nothing was written down' });
    expect(screen.getByText('Not sent: nothing was written down, so nothing reached the server. You can send it again: everything typed is kept.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the Outbox' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change the payment' }));
    expect((screen.getByLabelText('Reference') as HTMLInputElement).value).toBe('Invoice 8');
    expect(actions.confirm).toHaveBeenCalledTimes(1);
  });

  it('a review open when the data services restarted is void: nothing was sent, change it and review it again', async () => {
    const { main, actions, user } = renderPanel(() => Promise.resolve(exited));
    await user.type(screen.getByLabelText('Reference'), 'Invoice 7{Enter}');
    await screen.findByRole('button', { name: 'Send 101.01 USD' });
    act(() => main.emit({ type: 'services.restarted', reason: 'The data services were stopped by a signal.' }));
    const heading = await screen.findByRole('heading', { name: 'This review ended: nothing was sent' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('This review ended when the app\u2019s background process restarted: nothing was sent. Review it again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change the payment' }));
    expect((screen.getByLabelText('Reference') as HTMLInputElement).value).toBe('Invoice 7');
    expect(actions.confirm).not.toHaveBeenCalled();
  });
});
