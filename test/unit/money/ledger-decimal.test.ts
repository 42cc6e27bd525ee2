import { describe, it, expect } from 'vitest';
import { errorOf } from './money-error-of';
import {
  addDecimals,
  compareDecimals,
  normalizeDecimal,
  parseSignedDecimal,
  subtractDecimals,
  sumDecimals,
} from '../../../shared/money';
import type { MoneyInputErrorCode } from '../../../shared/money';


describe('parseSignedDecimal', () => {
  it.each([
    ['0', 0n, 0],
    ['1234.56', 123456n, 2],
    ['-0.00000001', -1n, 8],
    ['007.50', 750n, 2],
    ['123456789012345678901234.12345678', 12345678901234567890123412345678n, 8],
  ])('%s is %s at scale %i', (text, units, scale) => {
    expect(parseSignedDecimal(text)).toEqual({ units, scale });
  });

  const rejected: [unknown, MoneyInputErrorCode][] = [
    ['', 'empty'],
    ['1.', 'not_a_number'],
    ['.5', 'not_a_number'],
    ['+1', 'not_a_number'],
    ['--1', 'not_a_number'],
    [' 1', 'not_a_number'],
    ['1e5', 'not_a_number'],
    ['1.5e-3', 'not_a_number'],
    ['0x10', 'not_a_number'],
    ['NaN', 'not_a_number'],
    ['Infinity', 'not_a_number'],
    ['1,000.00', 'not_a_number'],
    ['1.2.3', 'not_a_number'],
    [1.5, 'not_a_number'],
    [null, 'not_a_number'],
    ['1'.repeat(201), 'too_large'],
  ];
  it.each(rejected)('refuses %j with %s', (text, code) => {
    expect(errorOf(() => parseSignedDecimal(text as string)).code).toBe(code);
  });
});

describe('ledger arithmetic', () => {
  it.each([
    ['1.5', '2.25', '3.75', '-0.75'],
    ['1.50', '1', '2.50', '0.50'],
    ['0.1', '0.2', '0.3', '-0.1'],
    ['1', '1.25', '2.25', '-0.25'],
    ['0.00000001', '0.00000001', '0.00000002', '0.00000000'],
    ['100', '100', '200', '0'],
    ['-5.5', '2', '-3.5', '-7.5'],
    ['99999999999999999999.99999999', '0.00000001', '100000000000000000000.00000000', '99999999999999999999.99999998'],
  ])('%s and %s: sum %s, difference %s', (a, b, sum, difference) => {
    expect(addDecimals(a, b)).toBe(sum);
    expect(subtractDecimals(a, b)).toBe(difference);
  });

  it('compares by value, not by text', () => {
    expect(compareDecimals('1.50', '1.5')).toBe(0);
    expect(compareDecimals('10', '9.99999999')).toBe(1);
    expect(compareDecimals('-1', '0')).toBe(-1);
    expect(compareDecimals('0', '-0.00')).toBe(0);
    expect(compareDecimals('9007199254740993', '9007199254740992.99999999')).toBe(1);
  });

  it('sums any iterable at the largest scale', () => {
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['1'])).toBe('1');
    expect(sumDecimals(['0.1', '0.2', '0.3'])).toBe('0.6');
    expect(sumDecimals(['1', '2.5', '0.00000001'])).toBe('3.50000001');
    expect(sumDecimals(new Set(['10', '-12.75']))).toBe('-2.75');
    function* ledger(): Generator<string> {
      for (let i = 0; i < 1000; i += 1) yield '0.01';
    }
    expect(sumDecimals(ledger())).toBe('10.00');
  });

  it('refuses floats inside arithmetic', () => {
    expect(errorOf(() => addDecimals('1e3', '1')).code).toBe('not_a_number');
    expect(errorOf(() => sumDecimals(['1', 'abc'])).code).toBe('not_a_number');
    expect(errorOf(() => compareDecimals(0.1 as unknown as string, '1')).code).toBe('not_a_number');
  });
});

describe('normalizeDecimal', () => {
  it.each([
    ['007.500', undefined, '7.5'],
    ['7.00', undefined, '7'],
    ['7', 2, '7.00'],
    ['7.123', 2, '7.123'],
    ['7.100', 2, '7.10'],
    ['-0.000', undefined, '0'],
    ['-0.000', 2, '0.00'],
    ['-000120.0', undefined, '-120'],
    ['0', undefined, '0'],
  ])('normalizeDecimal(%s, %s) is %s', (value, minScale, expected) => {
    expect(normalizeDecimal(value, minScale)).toBe(expected);
  });

  it('refuses a bad minScale', () => {
    expect(() => normalizeDecimal('1', -1)).toThrow(RangeError);
  });
});
