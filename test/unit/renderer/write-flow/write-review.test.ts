// @vitest-environment jsdom
// The review and the outcome of a write (here a transfer): a block stops the flow and says why; each
// warning is acknowledged by itself before the confirm button (which says what it does)
// can be used; production says so and needs its name typed; a double click confirms once
// with the acknowledged codes; a queued transfer says not to enter it again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreparedWriteView as PreparedTransfer, WriteOutcomeView as TransferOutcome } from '../../../../shared/ipc';
import { WriteOutcome } from '../../../../renderer/src/components/write-flow/write-outcome';
import { WriteReview } from '../../../../renderer/src/components/write-flow/write-review';
import { writeWords } from '../../../../renderer/src/components/write-flow/write-words';

const words = writeWords('transfer', { idPrefix: 'transfer', title: 'New transfer', screen: 'Transfers' });
import { connectFakeMain } from '../queries/fake-main';

function prepared(overrides: Partial<PreparedTransfer> = {}): PreparedTransfer {
  return {
    id: 'prep_1', environment: 'sandbox', action: 'create_transfer', operation: 'createTransfer', summary: 'Move 1,234.50 USD from Operating to Payroll',
    checks: [], review: [{ label: 'Amount', value: '1,234.50 USD' }, { label: 'From', value: 'Operating (USD)' }],
    confirmLabel: 'Move 1,234.50 USD', needsTypedEnvironment: false, preparedAt: '2026-11-26T09:00:00.000Z', expiresAt: '2026-11-26T09:30:00.000Z', ...overrides,
  };
}

function renderReview(p: PreparedTransfer) {
  let settle: () => void = () => undefined;
  const onConfirm = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
  render(createElement(WriteReview, { prepared: p, words, onConfirm, onBack: vi.fn(), error: null }));
  return { onConfirm, settle: () => settle(), user: userEvent.setup() };
}

afterEach(cleanup);

describe('WriteReview', () => {
  it('shows every row, and a double click is one confirm, the button disabled while it is in flight', async () => {
    const { onConfirm, settle, user } = renderReview(prepared());
    expect(screen.getByText('Amount').nextSibling?.textContent).toBe('1,234.50 USD');
    const button = screen.getByRole('button', { name: 'Move 1,234.50 USD' });
    await user.dblClick(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith({ acknowledged: [] });
    // Unavailable while in flight, yet it keeps the focus (a disabled button would drop it to <body> through the retries).
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(sending);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    settle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move 1,234.50 USD' }).hasAttribute('disabled')).toBe(false));
  });

  it('a block found again at confirmation: its words shown, the confirm disabled for good', async () => {
    const onConfirm = vi.fn();
    render(createElement(WriteReview, { prepared: prepared(), words, onConfirm, onBack: vi.fn(), error: 'Not sent: The account Operating is no longer on the server.', blocked: true }));
    expect(screen.getByRole('alert').textContent).toContain('no longer on the server');
    const button = screen.getByRole('button', { name: 'Move 1,234.50 USD' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.setup().click(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('needs each warning acknowledged, one by one', async () => {
    const checks = [
      { code: 'insufficient_cached_balance', severity: 'warning' as const, message: 'Operating shows 10.00 USD (cached), less than the 1,234.50 USD this takes.' },
      { code: 'other_warning', severity: 'warning' as const, message: 'Another thing to read.' },
    ];
    const { onConfirm, user } = renderReview(prepared({ checks }));
    const button = screen.getByRole('button', { name: 'Move 1,234.50 USD' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /less than the 1,234\.50 USD/ }));
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Another thing to read.' }));
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledWith({ acknowledged: ['insufficient_cached_balance', 'other_warning'] });
  });

  it('a block stops the flow and says why', () => {
    renderReview(prepared({ checks: [{ code: 'gone_from_server', severity: 'block', message: 'Payroll is no longer on the server.' }] }));
    expect(screen.getByRole('alert').textContent).toContain('Payroll is no longer on the server.');
    expect(screen.getByRole('button', { name: 'Move 1,234.50 USD' }).hasAttribute('disabled')).toBe(true);
  });

  it('production is framed as production and needs its name typed', async () => {
    const { onConfirm, user } = renderReview(prepared({ environment: 'production', needsTypedEnvironment: true }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toMatch(/PRODUCTION/);
    const button = screen.getByRole('button', { name: 'Move 1,234.50 USD' });
    const typed = screen.getByLabelText('Type production to confirm');
    await user.type(typed, 'sandbox');
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.clear(typed);
    await user.type(typed, 'production');
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledWith({ acknowledged: [], typedEnvironment: 'production' });
  });
});

describe('WriteOutcome', () => {
  const queuedEntry = {
    id: 'obx_1', createdAt: '2026-11-26T09:00:00.000Z', updatedAt: '2026-11-26T09:00:00.000Z', operation: 'createTransfer', operationWords: 'Transfer between accounts', path: '/transfers', summary: 'Move',
    state: 'pending', stateText: 'pending: the server could not be reached', idempotencyKey: 'key-123', attempts: 1, sendsText: '1 send', resourceId: null, requestId: null,
    needsAttention: false, mayHaveReachedServer: false, attentionReason: null, error: null, maskedBody: '{}',
  } as const;
  const queued: TransferOutcome = { state: 'pending', resourceId: null, resourceStatus: null, error: null, next: 'Queued, not confirmed by the server yet: it is sent again with the same idempotency key (key-123) when the server answers, so it can never be carried out twice. Nothing to do; do not enter it again.', outboxEntry: queuedEntry };

  function renderOutcome(outcome: TransferOutcome) {
    const main = connectFakeMain();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    render(createElement(QueryClientProvider, { client }, createElement(WriteOutcome, { outcome, words, onDone: vi.fn(), onAnother: vi.fn() })));
    return main;
  }

  it('a queued transfer shows its outbox entry and says not to enter it again', () => {
    renderOutcome(queued);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Transfer queued: not sent yet');
    expect(screen.getByText(/do not enter it again/)).toBeTruthy();
    expect(screen.getByText('key-123')).toBeTruthy();
    expect(screen.getByText('pending: the server could not be reached')).toBeTruthy();
    expect(screen.getByText('Not known yet')).toBeTruthy();
  });

  it('a queued transfer follows its outbox entry: sent once the entry succeeds, with its transfer id', async () => {
    const main = renderOutcome(queued);
    await waitFor(() => expect(main.calls.some((call) => call.method === 'outbox.list')).toBe(true));
    const sent = { ...queuedEntry, state: 'succeeded', stateText: 'Done: transfer trf_9 created', attempts: 2, resourceId: 'trf_9' };
    act(() => main.calls.find((call) => call.method === 'outbox.list')!.answer({ ok: true, value: { entries: [sent] } }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Transfer sent'));
    expect(screen.getByText('trf_9')).toBeTruthy();
    expect(screen.queryByText(/do not enter it again/)).toBeNull();
    expect(screen.getByText(/It is in Transfers/)).toBeTruthy();
    expect(screen.getByText('Done: transfer trf_9 created')).toBeTruthy();
  });
});
