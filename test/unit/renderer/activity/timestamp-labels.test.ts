// A detail panel's timestamp label never names a state the record is not in: the
// `completedAt` of a payment, a collection and a transfer is labelled by the record's
// status now (a returned collection's time is when it settled, before the return; a
// failed one is "Closed"), rendered through each kind's own panel.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COLLECTION_STATUSES, PAYMENT_STATUSES, TRANSFER_STATUSES } from '../../../../shared/schemas/enums';
import { completedAtLabel } from '../../../../renderer/src/components/lists/record-labels';
import { PaymentDetailBody } from '../../../../renderer/src/screens/payments/payment-detail';
import { CollectionDetailBody } from '../../../../renderer/src/screens/collections/collection-detail';
import { TransferDetailBody } from '../../../../renderer/src/screens/transfers/transfer-detail';
import type { CollectionDetail, PaymentDetail, TransferDetail } from '../../../../renderer/src/queries/record-queries';

const AT = '2026-11-12T07:44:24Z';
const money = { currency: 'USD', amount: '1500.00', minorUnits: '150000', exponent: 2 };
const accounts = new Map() as never;

/** A panel as the window renders it: inside a query client (the payment panel's cancel section uses one). */
function html(panel: ReactElement): string {
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, panel));
}

/** The label of the row that shows `completedAt` (the only row holding that time). */
function labelOfCompletedAt(html: string): string {
  const match = /<dt>([^<]*)<\/dt><dd><time dateTime="2026-11-12T07:44:24Z">/.exec(html);
  if (match === null) throw new Error('no completedAt row');
  return match[1] as string;
}

function payment(status: string): string {
  const p = {
    id: 'pmt_1', createdAt: '2026-11-10T09:15:00Z', updatedAt: '2026-11-13T00:00:00Z', status, rail: 'ach', sourceAccountId: 'acc_usd', counterpartyId: 'cpt_1',
    counterpartyName: 'Acme', paymentMethodId: null, sendAmount: money, receiveAmount: null, totalDebitAmount: null, fee: null, reference: null, purpose: null,
    cancellationState: null, requiresActionReason: null, achReturnCode: null, completedAt: AT,
  };
  return html(createElement(PaymentDetailBody, { data: { payment: p, paymentMethod: null, timeline: [], lastSyncedAt: null } as unknown as PaymentDetail, accounts }));
}

function collection(status: string): string {
  const c = {
    id: 'col_1', createdAt: '2026-11-10T09:15:00Z', status, rail: 'ach', destinationAccountId: 'acc_usd', counterpartyId: 'cpt_1', counterpartyName: 'Acme',
    paymentMethodId: 'pm_1', amount: money, reference: null, requiresActionReason: null, achReturnCode: status === 'returned' ? 'R01' : null, completedAt: AT,
  };
  return html(createElement(CollectionDetailBody, { data: { collection: c, paymentMethod: null, timeline: [], lastSyncedAt: null } as unknown as CollectionDetail, accounts }));
}

function transfer(status: string): string {
  const t = { id: 'tr_1', createdAt: '2026-11-10T09:15:00Z', status, sourceAccountId: 'acc_a', destinationAccountId: 'acc_b', amount: money, reference: null, completedAt: AT };
  return html(createElement(TransferDetailBody, { data: { transfer: t, lastSyncedAt: null } as unknown as TransferDetail, accounts }));
}

describe("a detail panel's completedAt label follows the record's status", () => {
  it('payments: completed, returned, reversed, refunded, failed, canceled', () => {
    expect(labelOfCompletedAt(payment('completed'))).toBe('Completed');
    expect(labelOfCompletedAt(payment('returned'))).toBe('Settled (before the return)');
    expect(labelOfCompletedAt(payment('reversed'))).toBe('Settled (before the reversal)');
    expect(labelOfCompletedAt(payment('refunded'))).toBe('Settled (before the refund)');
    expect(labelOfCompletedAt(payment('failed'))).toBe('Closed');
    expect(labelOfCompletedAt(payment('canceled'))).toBe('Closed');
  });

  it('collections: a returned collection never says Completed', () => {
    const returned = collection('returned');
    expect(labelOfCompletedAt(returned)).toBe('Settled (before the return)');
    expect(returned).not.toMatch(/>Completed</);
    expect(labelOfCompletedAt(collection('failed'))).toBe('Closed');
    expect(labelOfCompletedAt(collection('completed'))).toBe('Completed');
  });

  it('transfers: a failed transfer is Closed, a completed one Completed', () => {
    expect(labelOfCompletedAt(transfer('failed'))).toBe('Closed');
    expect(labelOfCompletedAt(transfer('completed'))).toBe('Completed');
  });

  it('a status this app does not know is Closed; one still under way reads Completed: Not yet', () => {
    expect(completedAtLabel('settled_partially', PAYMENT_STATUSES)).toBe('Closed');
    expect(completedAtLabel('completed', ['pending'])).toBe('Closed');
    // One still under way has not completed yet: "Completed: Not yet", never "Closed".
    expect(completedAtLabel('processing', COLLECTION_STATUSES)).toBe('Completed');
    expect(completedAtLabel('requires_action', PAYMENT_STATUSES)).toBe('Completed');
    expect(completedAtLabel('pending', TRANSFER_STATUSES)).toBe('Completed');
  });
});
