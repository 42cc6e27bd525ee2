// Between what a person types in an amount field and exact minor units.
//
// What parseAmountInput accepts (anything else is a MoneyInputError):
// - surrounding whitespace (trimmed);
// - one optional leading "+" ("+5" is 5); a leading "-" or "−" is `negative`;
// - digits with an optional "." decimal point; ".5" and "5." are accepted, "." alone is not;
// - comma thousands separators, only in complete groups of three before the point
//   ("1,234,567.89"); any other comma, space, apostrophe or underscore is `bad_grouping`;
// - more decimals than the currency has only when the extra ones are all zeros
//   ("1.500" USD is 150; "1.505" USD is `too_many_decimals`);
// - leading zeros ("007.50" USD is 750); zero itself is returned as "0" (callers decide);
// - at most MAX_AMOUNT_DIGITS digits in all (and MAX_AMOUNT_INPUT_LENGTH characters
//   after trimming), otherwise `too_large`.
// Not accepted: exponents ("1e5"), hex ("0x10"), "NaN", "Infinity", "1.2.3", non-ASCII digits.
import { currencyExponent } from './currencies';
import { MoneyInputError, malformedMinorUnitsError, quoteInput, tooManyDecimalsError } from './money-errors';
import { formatScaledDecimal, parseSignedDecimal } from './ledger-decimal';

/** Most digits (integer and fraction together, as typed) an amount may have. */
export const MAX_AMOUNT_DIGITS = 40;
/** Most characters of a trimmed amount: 40 digits, 13 commas, a point, a sign, and slack. */
export const MAX_AMOUNT_INPUT_LENGTH = 64;
/** Largest exponent the conversions accept (ETH has 18; nothing real has more than this). */
export const MAX_EXPONENT = 36;

// Sign, integer part (plain digits, or comma-grouped threes), optional point and fraction.
const AMOUNT_RE = /^\+?([0-9]+|[0-9]{1,3}(?:,[0-9]{3})+)?(?:\.([0-9]*))?$/;
// Only digits, separators a person might use for grouping, and at most one point.
const GROUPED_LOOKING_RE = /^\+?[0-9,\s'_]*(?:\.[0-9,\s'_]*)?$/;
const MINOR_UNITS_RE = /^-?[0-9]+$/;

function checkExponent(exponent: number): void {
  if (!Number.isSafeInteger(exponent) || exponent < 0 || exponent > MAX_EXPONENT) {
    throw new RangeError(`exponent must be an integer from 0 to ${MAX_EXPONENT}, got ${exponent}`);
  }
}

/**
 * What a person typed, as a minor-unit integer string for `currency`:
 * ("1,234.56", "USD") is "123456", ("0.5", "USD") is "50", ("1000", "JPY") is "1000",
 * ("0.000001", "USDC") is "1". Throws MoneyInputError (see the top of this file).
 */
export function parseAmountInput(input: string, currency: string): string {
  const exponent = currencyExponent(currency);
  if (typeof input !== 'string') {
    throw new MoneyInputError('not_a_number', `${quoteInput(input)} is not typed text; amounts are read from strings.`);
  }
  const text = input.trim();
  if (text === '') throw new MoneyInputError('empty', `Enter an amount in ${currency}.`);
  if (text.startsWith('-') || text.startsWith('\u2212')) {
    throw new MoneyInputError('negative', `${quoteInput(text)} is negative; enter the amount without a minus sign.`);
  }
  if (text.length > MAX_AMOUNT_INPUT_LENGTH) {
    throw new MoneyInputError('too_large', `${quoteInput(text)} is too long; amounts have at most ${MAX_AMOUNT_DIGITS} digits.`);
  }
  const match = AMOUNT_RE.exec(text);
  if (match === null || (match[1] === undefined && (match[2] ?? '') === '')) {
    if (GROUPED_LOOKING_RE.test(text) && /[0-9]/.test(text) && /[,\s'_]/.test(text)) {
      throw new MoneyInputError(
        'bad_grouping',
        `${quoteInput(text)} has misplaced separators; use "." for decimals and group thousands in threes with commas (1,234,567.89), or leave the commas out.`,
      );
    }
    throw new MoneyInputError('not_a_number', `${quoteInput(text)} is not an amount; type digits with an optional decimal point, such as 1234.56.`);
  }
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole.length + fraction.length > MAX_AMOUNT_DIGITS) {
    throw new MoneyInputError('too_large', `${quoteInput(text)} is too long; amounts have at most ${MAX_AMOUNT_DIGITS} digits.`);
  }
  const excess = fraction.slice(exponent);
  if (/[1-9]/.test(excess)) throw tooManyDecimalsError(text, fraction.length, exponent, currency);
  const minor = `${whole}${fraction.slice(0, exponent).padEnd(exponent, '0')}`.replace(/^0+(?=[0-9])/, '');
  return minor === '' ? '0' : minor;
}

/** Reads a minor-unit amount given as a bigint or as a string of digits with an optional leading "-". */
export function toMinorUnitsBigint(minor: string | bigint): bigint {
  if (typeof minor === 'bigint') return minor;
  if (typeof minor !== 'string' || !MINOR_UNITS_RE.test(minor)) throw malformedMinorUnitsError(minor);
  return BigInt(minor);
}

/** Minor units as a plain decimal: ("123456", 2) is "1234.56", (-5n, 2) is "-0.05", ("1000", 0) is "1000". */
export function minorUnitsToDecimal(minor: string | bigint, exponent: number): string {
  checkExponent(exponent);
  return formatScaledDecimal(toMinorUnitsBigint(minor), exponent);
}

/**
 * A machine-written decimal ("-1234.5", strict grammar as in ledger-decimal.ts) as
 * minor units at `exponent`, exactly. Extra decimals are fine when they are zeros
 * ("1.500" at 2 is 150n); otherwise throws `too_many_decimals`.
 */
export function decimalToMinorUnits(decimal: string, exponent: number): bigint {
  checkExponent(exponent);
  const { units, scale } = parseSignedDecimal(decimal);
  if (scale <= exponent) return units * 10n ** BigInt(exponent - scale);
  const divisor = 10n ** BigInt(scale - exponent);
  if (units % divisor !== 0n) throw tooManyDecimalsError(decimal, scale, exponent);
  return units / divisor;
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(?:[0-9]{3})+$)/g, ',');
}

/**
 * Minor units written for a person with the currency's exponent: ("123456", "USD")
 * is "1,234.56", or "1234.56" with `{ grouping: false }` (grouping is on by default).
 * Negative values start with "-". No currency symbol or code is added.
 */
export function formatMinorUnits(minor: string | bigint, currency: string, options?: { grouping?: boolean }): string {
  const plain = minorUnitsToDecimal(minor, currencyExponent(currency));
  if (options?.grouping === false) return plain;
  const negative = plain.startsWith('-');
  const unsigned = negative ? plain.slice(1) : plain;
  const point = unsigned.indexOf('.');
  const whole = point === -1 ? unsigned : unsigned.slice(0, point);
  const rest = point === -1 ? '' : unsigned.slice(point);
  return `${negative ? '-' : ''}${groupThousands(whole)}${rest}`;
}
