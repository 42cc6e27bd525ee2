// A status (or reason, or verification result) this app does not know, from an API newer
// than the app, is shown as the server sent it and marked unknown in the renderer's badges
// and detail rows (the command line: test/unit/cli/status-text.test.ts). Never blank, never a known one.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COLLECTION_STATUSES, PAYMENT_STATUSES, TRANSFER_STATUSES } from '../../../../shared/schemas/enums';
import { StatusBadge, reasonLabel, statusLabel } from '../../../../renderer/src/components/status-badge';
import { methodTypeLabel, verificationText } from '../../../../renderer/src/components/lists/payment-method-details';
import { achReturnText } from '../../../../renderer/src/components/lists/action-guidance';

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
    expect(verificationText('partial_match')).toBe('Not verified: partial match');
    expect(verificationText('name_mismatch_v2')).toBe('Not verified: name_mismatch_v2 (unknown result)');
  });

  it('says an ACH return code outside the spec list as it came, marked unknown; a known one with its meaning', () => {
    expect(achReturnText('R12')).toBe('R12 (unknown return code)');
    expect(achReturnText('R01')).toMatch(/^R01: ./);
  });

  it('says a payment method type the spec only mentions (sepa_bank) as it came, marked unknown', () => {
    expect(methodTypeLabel('sepa_bank')).toBe('sepa_bank (unknown type)');
    expect(methodTypeLabel('us_bank')).toBe('US bank account');
  });
});
