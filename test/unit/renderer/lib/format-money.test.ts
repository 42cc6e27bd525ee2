// Amounts as the window shows them: grouping, exactly the currency's decimals, never
// rounded, the sign as text.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoneyText, formatSignedEntry } from '../../../../renderer/lib/format-money';

describe('formatAmount', () => {
  it.each([
    ['1141141.5', 'USD', '1,141,141.50'],
    ['1234', 'JPY', '1,234'],
    ['1.5', 'BHD', '1.500'],
    ['12.5', 'USDC', '12.500000'],
    ['0', 'EUR', '0.00'],
    ['999999999999999999999.99', 'USD', '999,999,999,999,999,999,999.99'],
  ])('%s %s is %s', (value, currency, expected) => {
    expect(formatAmount(value, currency)).toBe(expected);
  });

  it('writes a negative value with the minus sign, grouped', () => {
    expect(formatAmount('-1234.5', 'USD')).toBe('\u22121,234.50');
  });

  it('never rounds: more decimals than the currency has are shown as given', () => {
    expect(formatAmount('1.005', 'USD')).toBe('1.005');
    expect(formatAmount('1234567.891', 'JPY')).toBe('1,234,567.891');
  });

  it('groups a currency it does not know without inventing decimals', () => {
    expect(formatAmount('1234567.8', 'XYZ')).toBe('1,234,567.8');
  });
});

describe('formatSignedEntry and formatMoneyText', () => {
  it('shows a debit with a minus and a credit with a plus', () => {
    expect(formatSignedEntry('1234.5', 'debit', 'USD')).toBe('\u22121,234.50');
    expect(formatSignedEntry('1234.5', 'credit', 'USD')).toBe('+1,234.50');
  });

  it('puts the code beside the amount', () => {
    expect(formatMoneyText('10', 'GBP')).toBe('10.00 GBP');
  });
});
