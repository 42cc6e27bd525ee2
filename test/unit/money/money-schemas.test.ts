import { describe, it, expect } from 'vitest';
import { errorOf } from './money-error-of';
import {
  cryptoMoney,
  cryptoMoneyRequestSchema,
  fiatMoney,
  fiatMoneyRequestSchema,
  responseMoney,
  responseMoneySchema,
} from '../../../shared/money';
import type { CryptoNetwork, Money } from '../../../shared/money';


describe('request money', () => {
  it.each([
    [{ currency: 'USD', value: '123456' }, true],
    [{ currency: 'JPY', value: '0' }, true],
    [{ currency: 'USDC', value: '500000000' }, true],
    [{ currency: 'USD', value: '0123' }, false],
    [{ currency: 'USD', value: '-1' }, false],
    [{ currency: 'USD', value: '1.50' }, false],
    [{ currency: 'USD', value: '' }, false],
    [{ currency: 'USD', value: 150 }, false],
    [{ currency: 'usd', value: '1' }, false],
    [{ currency: 'U', value: '1' }, false],
    [{ currency: 'ABCDEFGHIJK', value: '1' }, false],
    [{ currency: 'USD', value: '1', extra: true }, false],
  ])('fiat %j valid: %s', (body, valid) => {
    expect(fiatMoneyRequestSchema.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{ asset: 'USDC', value: '500000000', chain: 'solana' }, true],
    [{ asset: 'ETH', value: '1', chain: 'base' }, true],
    [{ asset: 'USDG', value: '1', chain: 'ink' }, true],
    [{ asset: 'USDC', value: '1', chain: 'sui' }, true],
    [{ asset: 'USDC', value: '1', chain: 'tron' }, false],
    [{ asset: 'USDC', value: '1', chain: 'polygon' }, false],
    [{ asset: 'USDC', value: '1.0', chain: 'ethereum' }, false],
    [{ asset: 'USDC', value: '1' }, false],
  ])('crypto %j valid: %s', (body, valid) => {
    expect(cryptoMoneyRequestSchema.safeParse(body).success).toBe(valid);
  });

  it('builds request objects with fiatMoney and cryptoMoney', () => {
    expect(fiatMoney('USD', 123456n)).toEqual({ currency: 'USD', value: '123456' });
    expect(fiatMoney('JPY', '000')).toEqual({ currency: 'JPY', value: '0' });
    expect(fiatMoney('EUR', '0042')).toEqual({ currency: 'EUR', value: '42' });
    expect(fiatMoney('USD', 10n ** 30n).value).toBe('1' + '0'.repeat(30));
    expect(fiatMoneyRequestSchema.parse(fiatMoney('GBP', '99'))).toEqual({ currency: 'GBP', value: '99' });
    expect(cryptoMoney('USDC', '500000000', 'solana')).toEqual({ asset: 'USDC', value: '500000000', chain: 'solana' });
    expect(errorOf(() => fiatMoney('USD', -1n)).code).toBe('negative');
    expect(errorOf(() => fiatMoney('USD', '-5')).code).toBe('negative');
    expect(errorOf(() => fiatMoney('USD', '1.5')).code).toBe('malformed_minor_units');
    expect(errorOf(() => fiatMoney('USD', 5 as unknown as bigint)).code).toBe('malformed_minor_units');
    expect(errorOf(() => fiatMoney('usd', '5')).code).toBe('unknown_currency');
    expect(() => cryptoMoney('USDC', '1', 'tron' as CryptoNetwork)).toThrow(RangeError);
  });
});

describe('responseMoneySchema', () => {
  const cases: [string, unknown, Money][] = [
    ['the defined form', { currency: 'USD', exponent: 2, value: '123456', displayValue: '1234.56' },
      { currency: 'USD', exponent: 2, value: '123456', displayValue: '1234.56' }],
    ['a negative value', { currency: 'USD', exponent: 2, value: '-5', displayValue: '-0.05' },
      { currency: 'USD', exponent: 2, value: '-5', displayValue: '-0.05' }],
    ['an inconsistent displayValue (value wins)', { currency: 'USD', exponent: 2, value: '150', displayValue: '15.00' },
      { currency: 'USD', exponent: 2, value: '150', displayValue: '1.50' }],
    ['a grouped displayValue', { currency: 'USD', exponent: 2, value: '123456', displayValue: '$1,234.56' },
      { currency: 'USD', exponent: 2, value: '123456', displayValue: '1234.56' }],
    ['a missing displayValue', { currency: 'JPY', exponent: 0, value: '1000' },
      { currency: 'JPY', exponent: 0, value: '1000', displayValue: '1000' }],
    ['the server exponent, even when unusual', { currency: 'USDC', exponent: 6, value: '500000000', displayValue: '500' },
      { currency: 'USDC', exponent: 6, value: '500000000', displayValue: '500.000000' }],
    ['unknown fields', { currency: 'EUR', exponent: 2, value: '1', displayValue: '0.01', note: 'x' },
      { currency: 'EUR', exponent: 2, value: '1', displayValue: '0.01' }],
    ['a value beyond 2^53', { currency: 'USD', exponent: 2, value: '12345678901234567890123456', displayValue: '' },
      { currency: 'USD', exponent: 2, value: '12345678901234567890123456', displayValue: '123456789012345678901234.56' }],
    ['the amount form', { currency: 'USD', amount: '1234.56' },
      { currency: 'USD', exponent: 2, value: '123456', displayValue: '1234.56' }],
    ['the amount form with fewer decimals', { currency: 'BHD', amount: '12.5' },
      { currency: 'BHD', exponent: 3, value: '12500', displayValue: '12.500' }],
    ['the amount form with zero excess decimals', { currency: 'JPY', amount: '100.00' },
      { currency: 'JPY', exponent: 0, value: '100', displayValue: '100' }],
    ['the amount form with non-zero excess decimals (exponent widened)', { currency: 'USD', amount: '1.005' },
      { currency: 'USD', exponent: 3, value: '1005', displayValue: '1.005' }],
    ['the amount form, negative', { currency: 'EUR', amount: '-3.1' },
      { currency: 'EUR', exponent: 2, value: '-310', displayValue: '-3.10' }],
    ['the amount form, unknown currency', { currency: 'ZZZ', amount: '1.50' },
      { currency: 'ZZZ', exponent: 2, value: '150', displayValue: '1.50' }],
    ['the amount form, unknown currency, no decimals', { currency: 'ZZZ', amount: '7' },
      { currency: 'ZZZ', exponent: 0, value: '7', displayValue: '7' }],
    ['the amount form, crypto', { currency: 'ETH', amount: '0.000000000000000001', fee: true },
      { currency: 'ETH', exponent: 18, value: '1', displayValue: '0.000000000000000001' }],
  ];
  it.each(cases)('reads %s', (_label, input, expected) => {
    expect(responseMoneySchema.parse(input)).toEqual(expected);
  });

  it.each([
    { currency: 'USD', amount: 12.5 },
    { currency: 'USD', amount: '1e3' },
    { currency: 'USD', amount: '1,000.00' },
    { currency: 'USD', amount: '' },
    { currency: 'USD', exponent: 2, value: 150, displayValue: '1.50' },
    { currency: 'USD', exponent: 2, value: '1.50', displayValue: '1.50' },
    { currency: 'USD', exponent: -1, value: '1', displayValue: '10' },
    { currency: 'USD', exponent: 2.5, value: '1', displayValue: '' },
    { currency: 'usd', exponent: 2, value: '1', displayValue: '0.01' },
    { currency: 'ZZZ', amount: '0.' + '1'.repeat(40) },
    { exponent: 2, value: '1' },
    null,
    '1.50',
  ])('refuses %j', (input) => {
    expect(responseMoneySchema.safeParse(input).success).toBe(false);
  });

  it('builds the response shape for the sandbox with responseMoney', () => {
    expect(responseMoney('USD', 123456n)).toEqual({ currency: 'USD', exponent: 2, value: '123456', displayValue: '1234.56' });
    expect(responseMoney('KWD', '-1')).toEqual({ currency: 'KWD', exponent: 3, value: '-1', displayValue: '-0.001' });
    expect(responseMoneySchema.parse(responseMoney('CLF', '10001'))).toEqual(responseMoney('CLF', '10001'));
    expect(errorOf(() => responseMoney('QQQ', '1')).code).toBe('unknown_currency');
    expect(errorOf(() => responseMoney('USD', '1.0')).code).toBe('malformed_minor_units');
  });
});
