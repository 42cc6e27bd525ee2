// Where a payment method pays to, as the New payment form's method choice says it: never an
// empty account part before the BIC ("International bank account: (BIC HDFCINBB)").
import { describe, expect, it } from 'vitest';
import type { PaymentMethodView } from '../../../../shared/ipc';
import { destinationOf } from '../../../../renderer/src/screens/payments/new-payment-recipient';

const international = (iban: string | null, accountNumber: string | null, bic: string | null) =>
  ({ type: 'international_bank', iban, accountNumber, bic, bankName: null, walletAddress: null, chain: null, openId: null }) as unknown as PaymentMethodView;

describe('a method destination in words', () => {
  it('an international account: the masked account and its BIC, or the BIC alone, never an empty part', () => {
    expect(destinationOf(international('GB****5432', null, 'NWBKGB2L'))).toBe('GB****5432 (BIC NWBKGB2L)');
    expect(destinationOf(international(null, '****1234', 'HDFCINBB'))).toBe('****1234 (BIC HDFCINBB)');
    expect(destinationOf(international(null, null, 'HDFCINBB'))).toBe('BIC HDFCINBB');
    expect(destinationOf(international(null, null, null))).toBe('account not shown');
  });
  it('a wallet: its masked address on its network, by the network\'s name', () => {
    const wallet = { type: 'crypto_wallet', iban: null, accountNumber: null, bic: null, bankName: null, walletAddress: '0x12ab...cdef', chain: 'base', openId: null } as unknown as PaymentMethodView;
    expect(destinationOf(wallet)).toBe('0x12ab...cdef on Base');
  });
});
