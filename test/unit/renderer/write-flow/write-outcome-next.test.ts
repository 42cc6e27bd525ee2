// @vitest-environment jsdom
// The outcome says what happens next: a made payment's next status and when its rail
// settles (main's words from the one table of rails' settlement times), moving on as its
// status does; nothing once the status is final, for a write that settles nothing, or
// after a refusal.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WriteOutcome } from '../../../../renderer/src/components/write-flow/write-outcome';
import { writeWords } from '../../../../renderer/src/components/write-flow/write-words';
import type { WriteOutcomeView } from '../../../../shared/ipc';
import { RAIL_SETTLEMENT, settlementText } from '../../../../shared/rail-settlement';
import { connectFakeMain, nextCall } from '../queries/fake-main';

const payment = writeWords('payment', { idPrefix: 'payment', title: 'New payment', screen: 'Payments', follows: 'payments.detail' });
const transfer = writeWords('transfer', { idPrefix: 'transfer', title: 'New transfer', screen: 'Transfers', follows: 'transfers.detail' });

const made = (overrides: Partial<WriteOutcomeView> = {}): WriteOutcomeView => ({
  state: 'succeeded', resourceId: 'pmt_1', resourceStatus: 'created', error: null, next: 'Done: pmt_1.', outboxEntry: null, settles: RAIL_SETTLEMENT.ach, ...overrides,
});

function renderOutcome(outcome: WriteOutcomeView, words = payment) {
  const main = connectFakeMain();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(createElement(QueryClientProvider, { client }, createElement(WriteOutcome, { outcome, words, onDone: () => undefined })));
  return main;
}

/** The outcome's row `label`, or null. */
function row(label: string): string | null {
  const term = screen.queryAllByRole('term').find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}

afterEach(cleanup);

describe('the outcome\'s Next row', () => {
  it('a created ACH payment: next processing, settling the next business day; then completed as its status moves on', async () => {
    const main = renderOutcome(made());
    expect(row('Status')).toBe('Created');
    expect(row('Next')).toBe('Processing; settles the next business day');
    const detailCalls = () => main.calls.filter((call) => call.method === 'payments.detail' && call.input.id === 'pmt_1');
    await waitFor(() => expect(detailCalls()).toHaveLength(1));
    act(() => detailCalls()[0]!.answer({ ok: true, value: { payment: { status: 'processing' }, paymentMethod: null, timeline: [], lastSyncedAt: null } }));
    await waitFor(() => expect(row('Next')).toBe('Completes the next business day'));
    expect(row('Status')).toBe('Processing');
    cleanup();
    renderOutcome(made({ resourceStatus: 'completed' }));
    expect(row('Next')).toBeNull();
  });

  it.each([
    [{ rail: 'fedwire' as const }, 'Processing; settles the same day, usually within the hour'],
    [{ rail: 'swift' as const }, 'Processing; settles in 1-5 business days, depending on the banks on the way'],
    [{ rail: 'crypto' as const }, 'Processing; settles in minutes, once the network confirms it'],
    [{ rail: 'open' as const }, 'Processing; settles at once'],
    [{ rail: 'ach' as const, achType: 'same_day' }, 'Processing; settles the same day if sent before the 2:45 PM Eastern cut-off, otherwise the next business day'],
  ])('%o: %s', (of, text) => {
    renderOutcome(made({ settles: settlementText(of) }));
    expect(row('Next')).toBe(text);
  });

  it('a transfer between own accounts settles at once; a payment waiting for an action says so', () => {
    renderOutcome(made({ resourceId: 'trf_1', resourceStatus: 'pending', settles: settlementText({ transfer: true }) }), transfer);
    expect(row('Next')).toBe('Completes at once');
    cleanup();
    renderOutcome(made({ resourceStatus: 'requires_action' }));
    expect(row('Next')).toBe('Your action is needed first: see it on its screen; then it settles the next business day');
  });

  it('says nothing for a write that settles nothing, or a refusal', () => {
    renderOutcome(made({ settles: null }));
    expect(row('Next')).toBeNull();
    cleanup();
    renderOutcome(made({ state: 'failed', resourceId: null, resourceStatus: null, error: { kind: 'refused', code: 'insufficient_funds', message: 'Not enough.', requestId: 'req_1', fields: [] } }));
    expect(row('Next')).toBeNull();
  });
});

describe('the Next row once the send time is known', () => {
  it('a same-day ACH accepted before the cut-off says today, and "Completes today" once processing (no "Completed; settles")', async () => {
    const main = renderOutcome(made({ settles: 'today (it was sent before the 2:45 PM Eastern cut-off)' }));
    expect(row('Next')).toBe('Processing; settles today (it was sent before the 2:45 PM Eastern cut-off)');
    const detail = await nextCall(main, 'payments.detail');
    act(() => detail.answer({ ok: true, value: { payment: { status: 'processing' }, paymentMethod: null, timeline: [], lastSyncedAt: null } }));
    await waitFor(() => expect(row('Next')).toBe('Completes today (it was sent before the 2:45 PM Eastern cut-off)'));
  });
});
