// @vitest-environment jsdom
// The Outbox shows what each write is in main's words (operationWords), in its Operation
// column and in the entry's panel (with the code name beside it there); the window makes
// up no words of its own for an operation. Its sends are counted as sends ("Sends" 1), with
// main's words saying one send holds several tries, each in the Audit.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxEntryView } from '../../../../shared/ipc';
import { OUTBOX_COLUMNS } from '../../../../renderer/src/screens/outbox/outbox-columns';
import { OutboxDetail } from '../../../../renderer/src/screens/outbox/outbox-detail';
import { connectFakeMain } from '../queries/fake-main';

afterEach(cleanup);

function entry(overrides: Partial<OutboxEntryView> = {}): OutboxEntryView {
  return {
    id: 'obx_1', createdAt: '2026-11-26T09:00:00.000Z', updatedAt: '2026-11-26T09:00:01.000Z', operation: 'createPayment', operationWords: 'Payment (Fedwire)', path: '/v1/payments',
    summary: 'Pay 250,000.10 USD to Acme by Fedwire', state: 'succeeded', stateText: 'Done: payment pmt_1 created', idempotencyKey: 'key-1', attempts: 1, sendsText: '1 send (up to 5 tries in it; the Audit lists each try)', resourceId: null,
    requestId: null, needsAttention: false, attentionReason: null, error: null, maskedBody: '{}', ...overrides,
  };
}

const column = (id: string) => OUTBOX_COLUMNS.find((c) => c.id === id) as (typeof OUTBOX_COLUMNS)[number];

function renderCell(node: ReactNode): HTMLElement {
  render(createElement('div', { 'data-testid': 'cell' }, node));
  return screen.getByTestId('cell');
}

describe("the Outbox's operation", () => {
  it("the column shows main's words, not the code name", () => {
    const operation = column('operation');
    expect(renderCell(operation.cell(entry())).textContent).toBe('Payment (Fedwire)');
    expect(operation.title?.(entry({ operationWords: 'Transfer between accounts' }))).toBe('Transfer between accounts');
  });

  it("the entry's panel says the words, with the code name beside them", () => {
    connectFakeMain();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(createElement(QueryClientProvider, { client }, createElement(OutboxDetail, { entry: entry(), onClose: () => undefined })));
    const term = screen.getByText('Operation', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe('Payment (Fedwire) createPayment');
    const sends = screen.getByText('Sends', { selector: 'dt' });
    expect(sends.nextElementSibling?.textContent).toBe('1 send (up to 5 tries in it; the Audit lists each try)');
    expect(screen.queryByText('Attempts', { selector: 'dt' })).toBeNull();
  });

  it('the Sends column counts sends, with main\'s words as its title', () => {
    const sends = column('attempts');
    expect(sends.header).toBe('Sends');
    expect(renderCell(sends.cell(entry())).textContent).toBe('1');
    expect(sends.title?.(entry())).toBe('1 send (up to 5 tries in it; the Audit lists each try)');
  });
});
