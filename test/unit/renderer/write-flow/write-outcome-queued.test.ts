// @vitest-environment jsdom
// A queued outcome's heading and its Outbox state row say the same as the Outbox row, from
// the same entry: "not sent yet" only while no send can have reached the server; after a
// send whose answer was lost, "not known yet: it may already be made". The entry is followed
// live: a later send that may have reached the server turns the heading.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WriteOutcome } from '../../../../renderer/src/components/write-flow/write-outcome';
import { writeWords } from '../../../../renderer/src/components/write-flow/write-words';
import type { OutboxEntryView, WriteOutcomeView } from '../../../../shared/ipc';
import { connectFakeMain, nextCall } from '../queries/fake-main';

const payment = writeWords('payment', { idPrefix: 'payment', title: 'New payment', screen: 'Payments', follows: 'payments.detail' });
const at = '2026-11-27T15:00:00.000Z';

const REFUSED_LINE = 'Not sent yet: the server could not be reached (connection refused); it is sent with the same key when the server answers';
const RESET_LINE = 'no answer: connection reset; will be resent with the same key';

function entry(overrides: Partial<OutboxEntryView>): OutboxEntryView {
  return {
    id: 'obx_1', createdAt: at, updatedAt: at, operation: 'createAchPayment', operationWords: 'Payment (ACH)', path: '/payments/ach', summary: 'Pay 321.09 USD to Jane Cooper (ACH)', preparedId: 'prep_1', state: 'sent',
    stateText: RESET_LINE, idempotencyKey: 'key-1', attempts: 1, sendsText: '1 send', resourceId: null, requestId: null, needsAttention: false, mayHaveReachedServer: true, attentionReason: null, error: null, maskedBody: '{}',
    ...overrides,
  };
}

const queued = (outboxEntry: OutboxEntryView): WriteOutcomeView => ({
  state: 'pending', outboxEntry, resourceId: null, resourceStatus: null, error: null, next: 'Main\u2019s sentence.', settles: null,
});

function renderOutcome(outcome: WriteOutcomeView) {
  const main = connectFakeMain();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(createElement(QueryClientProvider, { client }, createElement(WriteOutcome, { outcome, words: payment, onDone: () => undefined })));
  return main;
}

function row(label: string): string | null {
  const term = screen.queryAllByRole('term').find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}
const heading = () => screen.getByRole('heading', { level: 3 }).textContent;

afterEach(cleanup);

describe('a queued outcome', () => {
  it('after a send whose answer was lost: not known yet, and the Outbox state row is the Outbox\'s line (not a bare "Sent")', () => {
    renderOutcome(queued(entry({})));
    expect(heading()).toBe('Outcome not known yet: the payment may already be made');
    expect(row('Outbox state')).toBe(RESET_LINE);
  });

  it('connection refused: not sent yet, and the row says so too; a later send that may have reached the server turns both', async () => {
    const main = renderOutcome(queued(entry({ stateText: REFUSED_LINE, mayHaveReachedServer: false })));
    expect(heading()).toBe('Payment queued: not sent yet');
    expect(row('Outbox state')).toBe(REFUSED_LINE);
    const list = await nextCall(main, 'outbox.list');
    act(() => list.answer({ ok: true, value: { entries: [entry({ attempts: 2, sendsText: '2 sends (up to 5 tries in each; the Audit lists each try)' })] } }));
    await waitFor(() => expect(heading()).toBe('Outcome not known yet: the payment may already be made'));
    expect(row('Outbox state')).toBe(RESET_LINE);
    expect(row('Sends')).toBe('2 sends (up to 5 tries in each; the Audit lists each try)');
    expect(screen.getByText(RESET_LINE, { selector: 'p' })).toBeTruthy();
  });
});
