// A status (or reason, or verification result) this app does not know, from an API newer
// than the app, is shown as the server sent it and marked unknown in the renderer's badges
// and detail rows (the command line: test/unit/cli/status-text.test.ts). Never blank, never a known one.
import { createElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COLLECTION_STATUSES, PAYMENT_STATUSES, TRANSFER_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge, reasonLabel, statusLabel } from '../../../../renderer/src/components/status-badge';
import { verificationText } from '../../../../renderer/src/components/lists/payment-method-details';
import { methodTypeLabel } from '../../../../shared/payment-method-words';
import { achReturnText, actionGuidance } from '../../../../renderer/src/components/lists/action-guidance';
import { cancellationLabel, entityTypeLabel, networkLabel, purposeLabel, railLabel } from '../../../../renderer/src/components/lists/record-labels';
import { PAYMENT_COLUMNS } from '../../../../renderer/src/screens/payments/payment-columns';
import { PaymentDetailBody } from '../../../../renderer/src/screens/payments/payment-detail';
import { COUNTERPARTY_COLUMNS } from '../../../../renderer/src/screens/counterparties/counterparty-columns';
import type { PaymentDetail, PaymentRow } from '../../../../renderer/src/queries/record-queries';
import type { PaymentMethodView } from '../../../../shared/ipc';

describe('the renderer', () => {
  it('labels a known status in words and an unknown one as sent, marked unknown', () => {
    expect(statusLabel('requires_action', PAYMENT_STATUSES)).toBe('Requires action');
    expect(statusLabel('settled_partially', PAYMENT_STATUSES)).toBe('settled_partially (unknown status)');
    // Known to collections, not to payments: a payment saying `pending` is not dressed up as a known status.
    expect(statusLabel('pending', COLLECTION_STATUSES)).toBe('Pending');
    expect(statusLabel('pending', PAYMENT_STATUSES)).toBe('pending (unknown status)');
    expect(statusLabel('canceled', TRANSFER_STATUSES)).toBe('canceled (unknown status)');
  });

  it('renders the badge of an unknown status with its raw value, in the neutral tone, marked data-known=false', () => {
    const html = renderToStaticMarkup(createElement(StatusBadge, { status: 'settled_partially', known: PAYMENT_STATUSES }));
    expect(html).toContain('settled_partially (unknown status)');
    expect(html).toContain('status-badge-neutral');
    expect(html).toContain('data-known="false"');
    const known = renderToStaticMarkup(createElement(StatusBadge, { status: 'completed', known: PAYMENT_STATUSES }));
    expect(known).toContain('>Completed<');
    expect(known).toContain('data-known="true"');
  });

  it('marks an unknown requires-action reason and an unknown verification result', () => {
    expect(reasonLabel('cop_required')).toBe('Confirmation of payee required');
    expect(reasonLabel('kyc_refresh')).toBe('kyc_refresh (unknown reason)');
    expect(reasonLabel('constructor')).toBe('constructor (unknown reason)');
    expect(verificationText('partial_match')).toBe('Not verified: the name partly matches');
    expect(verificationText('name_mismatch_v2')).toBe('Not verified: name_mismatch_v2 (unknown result)');
  });

  it('says an ACH return code outside the spec list as it came, marked unknown; a known one with its meaning', () => {
    expect(achReturnText('R12')).toBe('R12 (unknown return code)');
    expect(achReturnText('R01')).toMatch(/^R01: ./);
  });

  it('says a payment method type the spec only mentions (sepa_bank) as it came, marked unknown', () => {
    expect(methodTypeLabel('sepa_bank')).toBe('sepa_bank (unknown type)');
    expect(methodTypeLabel('us_bank')).toBe('US bank account');
    expect(methodTypeLabel('constructor')).toBe('constructor (unknown type)');
  });

  it('says a rail, purpose, cancellation state, entity type or network it does not know as it came, marked unknown', () => {
    expect(railLabel('swift')).toBe('SWIFT');
    expect(railLabel('rtp')).toBe('rtp (unknown rail)');
    expect(railLabel('constructor')).toBe('constructor (unknown rail)');
    expect(purposeLabel('goods_and_services')).toBe('Goods and services');
    expect(purposeLabel('crypto_staking')).toBe('crypto_staking (unknown purpose)');
    expect(cancellationLabel('cancelable')).toBe('Can still be canceled');
    expect(cancellationLabel('not_cancelable')).toBe('Can no longer be canceled');
    // Never read as either: an unknown state is not 'can no longer be canceled'.
    expect(cancellationLabel('cancel_requested')).toBe('cancel_requested (unknown cancellation state)');
    expect(entityTypeLabel('individual')).toBe('Individual');
    expect(entityTypeLabel('trust')).toBe('trust (unknown type)');
    expect(networkLabel('base')).toBe('base');
    expect(networkLabel('tron')).toBe('tron (unknown network)');
  });

  it('what to do about a record on a rail it does not know says so, and sends the person to the provider', () => {
    const known = actionGuidance('quote_expired', 'swift');
    expect(known).toEqual(actionGuidance('quote_expired'));
    const unknown = actionGuidance('quote_expired', 'rtp');
    expect(unknown.title).toBe(known.title);
    expect(unknown.whatToDo).toBe(`${known.whatToDo} This payment is on rtp (unknown rail), a rail this app does not know yet: ask your provider what canceling, resending or refunding it takes.`);
    expect(actionGuidance('compliance_hold', 'rtp', 'collection').whatToDo).toMatch(/This collection is on rtp \(unknown rail\)/);
    expect(actionGuidance('constructor').title).toBe('Action required (constructor)');
  });

  it('lists and shows a payment on a rail it does not know, marked unknown wherever the rail, purpose or cancellation state is shown', () => {
    const payment = {
      id: 'pmt_rtp1', createdAt: '2026-03-02T09:15:00Z', updatedAt: '2026-03-02T09:16:00Z', status: 'requires_action', rail: 'rtp', sourceAccountId: 'acc_usd',
      counterpartyId: 'cpt_acme', counterpartyName: 'Acme', paymentMethodId: 'pm_tron', sendAmount: { currency: 'USD', amount: '1500.00', minorUnits: '150000', exponent: 2 },
      receiveAmount: null, totalDebitAmount: null, fee: null, reference: 'INV-1', purpose: 'crypto_staking', cancellationState: 'cancel_requested',
      requiresActionReason: 'quote_expired', achReturnCode: null, completedAt: null,
    } satisfies PaymentRow;
    const railCell = PAYMENT_COLUMNS.find((c) => c.id === 'rail')?.cell(payment);
    expect(railCell).toBe('rtp (unknown rail)');
    const method: PaymentMethodView = {
      id: 'pm_tron', counterpartyId: 'cpt_acme', type: 'crypto_wallet', currency: 'USDT', status: 'active', label: null, verification: 'not_required', accountHolderName: null,
      bankName: null, routingNumber: null, accountNumber: null, iban: null, bic: null, chain: 'tron', walletAddress: 'TLa2f6...YjU7', openId: null, createdAt: '2026-03-01T00:00:00Z', goneAt: null,
    };
    const detail: PaymentDetail = { payment, paymentMethod: method, timeline: [], lastSyncedAt: null };
    const html = renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(PaymentDetailBody, { data: detail, accounts: new Map() as never })));
    expect(html).toContain('rtp (unknown rail)');
    expect(html).toContain('crypto_staking (unknown purpose)');
    expect(html).toContain('cancel_requested (unknown cancellation state)');
    expect(html).not.toContain('Can no longer be canceled');
    expect(html).toContain('tron (unknown network)');
    expect(html).toContain('a rail this app does not know yet');
  });

  it("labels a payment's completedAt by its status: a returned payment never says Completed", () => {
    const payment = {
      id: 'pmt_ret1', createdAt: '2026-11-10T09:15:00Z', updatedAt: '2026-11-12T07:44:24Z', status: 'returned', rail: 'ach', sourceAccountId: 'acc_usd',
      counterpartyId: 'cpt_acme', counterpartyName: 'Acme', paymentMethodId: null, sendAmount: { currency: 'USD', amount: '1500.00', minorUnits: '150000', exponent: 2 },
      receiveAmount: null, totalDebitAmount: null, fee: null, reference: 'INV-2', purpose: 'goods_and_services', cancellationState: 'not_cancelable',
      requiresActionReason: null, achReturnCode: 'R01', completedAt: '2026-11-12T07:44:24Z',
    } satisfies PaymentRow;
    const render = (status: string) =>
      renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(PaymentDetailBody, { data: { payment: { ...payment, status }, paymentMethod: null, timeline: [], lastSyncedAt: null } as PaymentDetail, accounts: new Map() as never })));
    const returned = render('returned');
    expect(returned).not.toMatch(/>Completed</);
    expect(returned).toMatch(/>Settled \(before the return\)</);
    expect(render('completed')).toMatch(/>Completed</);
  });

  it('lists a counterparty of an entity type it does not know as it came, marked unknown', () => {
    const row = { id: 'cpt_t', name: 'Family Trust', entityType: 'trust', status: 'active', email: null, country: null, paymentMethods: 0, goneAt: null };
    expect(COUNTERPARTY_COLUMNS.find((c) => c.id === 'type')?.cell(row)).toBe('trust (unknown type)');
  });
});
