import { describe, it, expect } from 'vitest';
import { errorOf } from './money-error-of';
import {
  decimalToMinorUnits,
  formatMinorUnits,
  minorUnitsToDecimal,
  parseAmountInput,
} from '../../../shared/money';
import type { MoneyInputErrorCode } from '../../../shared/money';


describe('parseAmountInput: accepted input', () => {
  it.each([
    ['1,234.56', 'USD', '123456'],
    ['0.5', 'USD', '50'],
    ['1000', 'JPY', '1000'],
    ['1,000', 'JPY', '1000'],
    ['1,234,567.89', 'USD', '123456789'],
    ['1,234,567', 'KRW', '1234567'],
    ['0.000001', 'USDC', '1'],
    ['500', 'USDC', '500000000'],
    ['0.000000000000000001', 'ETH', '1'],
    ['1.5', 'ETH', '1500000000000000000'],
    ['0.00000001', 'BTC', '1'],
    ['0.000000001', 'SOL', '1'],
    ['1.234', 'BHD', '1234'],
    ['0.001', 'KWD', '1'],
    ['1.0001', 'CLF', '10001'],
    ['12.3456', 'UYW', '123456'],
    ['  42.10\t', 'USD', '4210'],
    ['\u00a042\u00a0', 'USD', '4200'],
    ['+5', 'USD', '500'],
    ['.5', 'USD', '50'],
    ['5.', 'USD', '500'],
    ['1.500', 'USD', '150'],
    ['1.50000000', 'USD', '150'],
    ['1.0', 'JPY', '1'],
    ['007.50', 'USD', '750'],
    ['0,001', 'USD', '100'],
    ['0', 'USD', '0'],
    ['0.00', 'USD', '0'],
    ['000', 'JPY', '0'],
    ['.0', 'BHD', '0'],
    ['123456789012345678901234.56', 'USD', '12345678901234567890123456'],
    ['9007199254740993', 'JPY', '9007199254740993'],
    ['9,007,199,254,740,993.01', 'USD', '900719925474099301'],
    ['1'.repeat(40), 'JPY', '1'.repeat(40)],
  ])('(%j, %s) is %s', (input, currency, minor) => {
    expect(parseAmountInput(input, currency)).toBe(minor);
  });
});

describe('parseAmountInput: rejected input', () => {
  const cases: [string, string, MoneyInputErrorCode][] = [
    ['', 'USD', 'empty'],
    ['   ', 'USD', 'empty'],
    ['-5', 'USD', 'negative'],
    [' -0.01', 'USD', 'negative'],
    ['\u22125', 'USD', 'negative'],
    ['-abc', 'USD', 'negative'],
    ['abc', 'USD', 'not_a_number'],
    ['1e5', 'USD', 'not_a_number'],
    ['1E5', 'USD', 'not_a_number'],
    ['0x10', 'USD', 'not_a_number'],
    ['NaN', 'USD', 'not_a_number'],
    ['Infinity', 'USD', 'not_a_number'],
    ['1.2.3', 'USD', 'not_a_number'],
    ['.', 'USD', 'not_a_number'],
    ['+', 'USD', 'not_a_number'],
    ['++5', 'USD', 'not_a_number'],
    ['$5', 'USD', 'not_a_number'],
    ['5 USD', 'USD', 'not_a_number'],
    ['abc,def', 'USD', 'not_a_number'],
    ['\u0665', 'USD', 'not_a_number'],
    ['１２', 'USD', 'not_a_number'],
    ['12,34.5', 'USD', 'bad_grouping'],
    ['1234,567', 'USD', 'bad_grouping'],
    ['1,0000', 'USD', 'bad_grouping'],
    [',123', 'USD', 'bad_grouping'],
    ['1,', 'USD', 'bad_grouping'],
    ['1.234,56', 'USD', 'bad_grouping'],
    ['1.234,567', 'USD', 'bad_grouping'],
    ['1 234', 'USD', 'bad_grouping'],
    ["1'234", 'USD', 'bad_grouping'],
    ['1_234', 'USD', 'bad_grouping'],
    ['1.5', 'JPY', 'too_many_decimals'],
    ['12.345', 'USD', 'too_many_decimals'],
    ['1.505', 'USD', 'too_many_decimals'],
    ['1.0000000000000000001', 'ETH', 'too_many_decimals'],
    ['0.00001', 'BHD', 'too_many_decimals'],
    ['1'.repeat(41), 'JPY', 'too_large'],
    ['1'.repeat(30) + '.' + '1'.repeat(11), 'USDC', 'too_large'],
    ['9'.repeat(100), 'USD', 'too_large'],
    ['1', 'ABC', 'unknown_currency'],
    ['1', 'usd', 'unknown_currency'],
    ['1', 'XAU', 'unknown_currency'],
    ['', 'ABC', 'unknown_currency'],
  ];
  it.each(cases)('(%j, %s) fails with %s', (input, currency, code) => {
    expect(errorOf(() => parseAmountInput(input, currency)).code).toBe(code);
  });

  it('says what to fix, naming only the input and the currency', () => {
    expect(errorOf(() => parseAmountInput('12.345', 'USD')).message).toBe('"12.345" has 3 decimals; USD allows at most 2.');
    expect(errorOf(() => parseAmountInput('1.5', 'JPY')).message).toBe('"1.5" has 1 decimal; JPY is written without decimals.');
    expect(errorOf(() => parseAmountInput('12,34.5', 'USD')).message).toContain('"12,34.5"');
    expect(errorOf(() => parseAmountInput('', 'EUR')).message).toBe('Enter an amount in EUR.');
    expect(errorOf(() => parseAmountInput('1', 'QQQ')).message).toContain('"QQQ"');
  });

  it('quotes long or invisible input safely', () => {
    const long = errorOf(() => parseAmountInput('9'.repeat(10_000), 'USD')).message;
    expect(long.length).toBeLessThan(200);
    const bidi = errorOf(() => parseAmountInput('\u202E5\n', 'USD')).message;
    expect(bidi).toContain('\\u{202E}');
    expect(bidi).not.toContain('\u202E');
  });

  it('refuses a number passed where text is expected', () => {
    expect(errorOf(() => parseAmountInput(12.5 as unknown as string, 'USD')).code).toBe('not_a_number');
  });
});

describe('formatMinorUnits', () => {
  it.each([
    ['123456', 'USD', '1,234.56', '1234.56'],
    ['0', 'USD', '0.00', '0.00'],
    ['5', 'USD', '0.05', '0.05'],
    ['-5', 'USD', '-0.05', '-0.05'],
    ['-123456789', 'USD', '-1,234,567.89', '-1234567.89'],
    ['-0', 'USD', '0.00', '0.00'],
    ['1000000', 'JPY', '1,000,000', '1000000'],
    ['999', 'KRW', '999', '999'],
    ['1234567', 'BHD', '1,234.567', '1234.567'],
    ['10001', 'CLF', '1.0001', '1.0001'],
    ['500000000', 'USDC', '500.000000', '500.000000'],
    ['1', 'ETH', '0.000000000000000001', '0.000000000000000001'],
    ['00042', 'USD', '0.42', '0.42'],
    ['12345678901234567890123456', 'USD', '123,456,789,012,345,678,901,234.56', '123456789012345678901234.56'],
  ])('(%s, %s) is %s or %s', (minor, currency, grouped, plain) => {
    expect(formatMinorUnits(minor, currency)).toBe(grouped);
    expect(formatMinorUnits(minor, currency, { grouping: true })).toBe(grouped);
    expect(formatMinorUnits(minor, currency, { grouping: false })).toBe(plain);
    expect(formatMinorUnits(BigInt(minor), currency)).toBe(grouped);
  });

  it.each(['', '1.5', '1e3', ' 12', '+5', '--5', 'abc', '0x10'])('refuses malformed minor units %j', (minor) => {
    expect(errorOf(() => formatMinorUnits(minor, 'USD')).code).toBe('malformed_minor_units');
  });

  it('refuses an unknown currency', () => {
    expect(errorOf(() => formatMinorUnits('1', 'XYZ')).code).toBe('unknown_currency');
  });
});

describe('minorUnitsToDecimal and decimalToMinorUnits', () => {
  it.each([
    ['123456', 2, '1234.56'],
    ['1000', 0, '1000'],
    ['-5', 2, '-0.05'],
    ['7', 3, '0.007'],
    ['1', 18, '0.000000000000000001'],
  ])('(%s, %i) <-> %s', (minor, exponent, decimal) => {
    expect(minorUnitsToDecimal(minor, exponent)).toBe(decimal);
    expect(decimalToMinorUnits(decimal, exponent)).toBe(BigInt(minor));
  });

  it('pads, drops zero excess and refuses non-zero excess', () => {
    expect(decimalToMinorUnits('12', 2)).toBe(1200n);
    expect(decimalToMinorUnits('1.5', 2)).toBe(150n);
    expect(decimalToMinorUnits('1.500', 2)).toBe(150n);
    expect(decimalToMinorUnits('-1.000', 0)).toBe(-1n);
    expect(errorOf(() => decimalToMinorUnits('-1.500', 0)).code).toBe('too_many_decimals');
    const error = errorOf(() => decimalToMinorUnits('1.234', 2));
    expect(error.code).toBe('too_many_decimals');
    expect(error.message).toBe('"1.234" has 3 decimals; at most 2 are allowed.');
  });

  it.each(['1e5', '1,000', ' 1', '.5', 'NaN'])('decimalToMinorUnits refuses %j', (decimal) => {
    expect(errorOf(() => decimalToMinorUnits(decimal, 2)).code).toBe('not_a_number');
  });

  it('refuses impossible exponents', () => {
    expect(() => minorUnitsToDecimal('1', -1)).toThrow(RangeError);
    expect(() => minorUnitsToDecimal('1', 1.5)).toThrow(RangeError);
    expect(() => decimalToMinorUnits('1', 37)).toThrow(RangeError);
  });
});
