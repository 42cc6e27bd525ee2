// Property tests: the conversions round-trip and the arithmetic agrees with bigint.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CRYPTO_ASSET_DECIMALS,
  FIAT_EXPONENTS,
  addDecimals,
  compareDecimals,
  currencyExponent,
  decimalToMinorUnits,
  formatMinorUnits,
  formatScaledDecimal,
  minorUnitsToDecimal,
  parseAmountInput,
  parseSignedDecimal,
  responseMoneySchema,
  subtractDecimals,
  sumDecimals,
} from '../../../shared/money';

const currencies = [...Object.keys(FIAT_EXPONENTS), ...Object.keys(CRYPTO_ASSET_DECIMALS)];
/** Non-negative amounts of up to 39 digits, so every formatted value stays within the 40-digit input cap. */
const amount = fc.bigInt({ min: 0n, max: 10n ** 39n - 1n });
const signedAmount = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const exponent = fc.integer({ min: 0, max: 18 });
/** A signed decimal string at a random scale, with the exact value it stands for. */
const decimal = fc.tuple(signedAmount, fc.integer({ min: 0, max: 8 })).map(([units, scale]) => ({ units, scale, text: formatScaledDecimal(units, scale) }));

function atScale(units: bigint, from: number, to: number): bigint {
  return units * 10n ** BigInt(to - from);
}

describe('round trips', () => {
  it('decimalToMinorUnits(minorUnitsToDecimal(x, e), e) is x for every bigint and exponent 0..18', () => {
    fc.assert(fc.property(signedAmount, exponent, (minor, e) => {
      expect(decimalToMinorUnits(minorUnitsToDecimal(minor, e), e)).toBe(minor);
    }));
  });

  it('parseAmountInput(formatMinorUnits(x, c), c) is x for every currency, grouped or not', () => {
    fc.assert(fc.property(amount, fc.constantFrom(...currencies), fc.boolean(), (minor, currency, grouping) => {
      expect(parseAmountInput(formatMinorUnits(minor, currency, { grouping }), currency)).toBe(minor.toString());
    }));
  });

  it('formatMinorUnits writes exactly the currency exponent of fraction digits', () => {
    fc.assert(fc.property(amount, fc.constantFrom(...currencies), (minor, currency) => {
      const text = formatMinorUnits(minor, currency, { grouping: false });
      const e = currencyExponent(currency);
      expect(text.includes('.') ? text.split('.')[1]?.length : 0).toBe(e);
    }));
  });

  it('responseMoneySchema reads both forms of the same money to the same Money', () => {
    fc.assert(fc.property(signedAmount, fc.constantFrom(...currencies), (minor, currency) => {
      const e = currencyExponent(currency);
      const a = responseMoneySchema.parse({ currency, exponent: e, value: minor.toString(), displayValue: 'ignored' });
      const b = responseMoneySchema.parse({ currency, amount: minorUnitsToDecimal(minor, e) });
      expect(b).toEqual(a);
      expect(a.value).toBe(minor.toString());
    }));
  });
});

describe('ledger arithmetic agrees with bigint', () => {
  it('addDecimals and subtractDecimals', () => {
    fc.assert(fc.property(decimal, decimal, (a, b) => {
      const scale = Math.max(a.scale, b.scale);
      const x = atScale(a.units, a.scale, scale);
      const y = atScale(b.units, b.scale, scale);
      expect(addDecimals(a.text, b.text)).toBe(formatScaledDecimal(x + y, scale));
      expect(subtractDecimals(a.text, b.text)).toBe(formatScaledDecimal(x - y, scale));
      expect(parseSignedDecimal(subtractDecimals(addDecimals(a.text, b.text), b.text))).toEqual({ units: x, scale });
    }));
  });

  it('compareDecimals matches the sign of the difference', () => {
    fc.assert(fc.property(decimal, decimal, (a, b) => {
      const scale = Math.max(a.scale, b.scale);
      const difference = atScale(a.units, a.scale, scale) - atScale(b.units, b.scale, scale);
      expect(compareDecimals(a.text, b.text)).toBe(difference < 0n ? -1 : difference > 0n ? 1 : 0);
    }));
  });

  it('sumDecimals is order-independent and equals the bigint sum', () => {
    const valuesAndPermutation = fc
      .array(decimal, { maxLength: 30 })
      .chain((values) => fc.tuple(fc.constant(values), fc.shuffledSubarray(values, { minLength: values.length, maxLength: values.length })));
    fc.assert(fc.property(valuesAndPermutation, ([values, permuted]) => {
      const scale = values.reduce((max, v) => Math.max(max, v.scale), 0);
      const expected = formatScaledDecimal(values.reduce((total, v) => total + atScale(v.units, v.scale, scale), 0n), scale);
      const texts = values.map((v) => v.text);
      expect(sumDecimals(texts)).toBe(expected);
      expect(sumDecimals([...texts].reverse())).toBe(expected);
      expect(sumDecimals(permuted.map((v) => v.text))).toBe(expected);
    }));
  });
});
