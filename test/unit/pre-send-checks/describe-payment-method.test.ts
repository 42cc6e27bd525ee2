// How a payment method is named in pre-send messages: by its type, with only the end of
// its account number, IBAN or wallet; a type the API added later (the spec mentions
// sepa_bank and fps_bank) is named as it came, marked unknown, never as another type.
import { describe, expect, it } from 'vitest';
import { describePaymentMethod } from '../../../electron/pre-send-checks/payment-method-recently-added';
import { chainName } from '../../../shared/chain-addresses';
import { paymentMethodSchema, type PaymentMethod } from '../../../shared/schemas';

const base = { id: 'pm_one', counterpartyId: 'cpt_acme', status: 'active', currency: 'EUR', createdAt: '2026-11-01T10:00:00Z' };
const method = (fields: Record<string, unknown>): PaymentMethod => paymentMethodSchema.parse({ ...base, ...fields });

describe('describePaymentMethod', () => {
  it('names a known type with only the end of its identifier', () => {
    expect(describePaymentMethod(method({ type: 'us_bank', label: 'Acme operating', accountNumberLast4: '6789' }))).toBe('"Acme operating", US bank account ending 6789');
    expect(describePaymentMethod(method({ type: 'international_bank', iban: 'DE89370400440532013000' }))).toBe('bank account IBAN ending 3000');
  });

  it("names a wallet's network by its proper name, from the one table of network names (the crypto review's To row)", () => {
    expect(describePaymentMethod(method({ type: 'crypto_wallet', currency: 'USDC', chain: 'base', walletAddress: '0x1111111111111111111111111111111111112222' }))).toBe('Base wallet 0x1111…2222');
    expect(describePaymentMethod(method({ type: 'crypto_wallet', currency: 'USDC', chain: 'ethereum', label: 'Cold' }))).toBe('"Cold", Ethereum wallet');
    expect(describePaymentMethod(method({ type: 'crypto_wallet', currency: 'USDC', chain: 'base' }))).toBe(`${chainName('base')} wallet`);
  });

  it('names a type this app does not know as it came, marked unknown', () => {
    expect(describePaymentMethod(method({ type: 'sepa_bank', label: 'Paris office', iban: 'FR7630006000011234567890189' }))).toBe('"Paris office", sepa_bank payment method (a type this app does not know)');
  });
});
