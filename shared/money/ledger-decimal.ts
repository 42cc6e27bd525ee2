// Exact arithmetic on decimal strings such as ledger `amount` and `balance`
// (spec 2.1: `^[0-9]+(\.[0-9]{1,8})?$`, never floating point). Every value is read as
// a bigint scaled by 10^scale; results are written at the largest scale among the
// inputs, so "1.50" + "2" is "3.50". Results may be negative ("-0.25"); negative zero
// is written "0". Parsing is strict (machine-written strings, not what a person types:
// see amount-input.ts for that).
import { MoneyInputError, quoteInput } from './money-errors';

/** A decimal read exactly: value = units / 10^scale. */
export interface ScaledDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** Longer strings are refused with `too_large`: no real amount needs more characters. */
export const MAX_DECIMAL_STRING_LENGTH = 200;

// Optional minus, digits, then optionally a dot and at least one digit. No "+", no
// whitespace, no ".5" or "5.", no exponent, no separators.
const SIGNED_DECIMAL_RE = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/** Reads a signed decimal string exactly. Throws MoneyInputError on floats, exponents and garbage. */
export function parseSignedDecimal(value: string): ScaledDecimal {
  if (typeof value !== 'string') {
    throw new MoneyInputError('not_a_number', `${quoteInput(value)} is not a decimal string; decimals must be strings such as "1234.56", never numbers.`);
  }
  if (value === '') throw new MoneyInputError('empty', 'A decimal string is empty; expected digits such as 1234.56.');
  if (value.length > MAX_DECIMAL_STRING_LENGTH) {
    throw new MoneyInputError('too_large', `${quoteInput(value)} is too long; decimals have at most ${MAX_DECIMAL_STRING_LENGTH} characters.`);
  }
  const match = SIGNED_DECIMAL_RE.exec(value);
  if (match === null) {
    throw new MoneyInputError('not_a_number', `${quoteInput(value)} is not a decimal; expected digits with an optional "-" and "." such as -1234.56.`);
  }
  const [, sign = '', whole = '0', fraction = ''] = match;
  const magnitude = BigInt(whole + fraction);
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

/** Writes units / 10^scale as a plain decimal with exactly `scale` fraction digits ("-" when negative, never "-0"). */
export function formatScaledDecimal(units: bigint, scale: number): string {
  if (!Number.isSafeInteger(scale) || scale < 0) throw new RangeError(`scale must be a non-negative integer, got ${scale}`);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const body = scale === 0 ? whole : `${whole}.${digits.slice(digits.length - scale)}`;
  return negative ? `-${body}` : body;
}

/** The same value at a larger (or equal) scale. */
export function rescale(value: ScaledDecimal, scale: number): bigint {
  if (scale < value.scale) throw new RangeError(`cannot rescale from ${value.scale} down to ${scale} exactly`);
  return value.units * 10n ** BigInt(scale - value.scale);
}

function combine(a: string, b: string, op: (x: bigint, y: bigint) => bigint): string {
  const x = parseSignedDecimal(a);
  const y = parseSignedDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  return formatScaledDecimal(op(rescale(x, scale), rescale(y, scale)), scale);
}

/** a + b, exact, at the larger scale of the two. */
export function addDecimals(a: string, b: string): string {
  return combine(a, b, (x, y) => x + y);
}

/** a - b, exact, at the larger scale of the two; negative results start with "-". */
export function subtractDecimals(a: string, b: string): string {
  return combine(a, b, (x, y) => x - y);
}

/** -1 when a < b, 0 when equal in value ("1.50" equals "1.5"), 1 when a > b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = parseSignedDecimal(a);
  const y = parseSignedDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const left = rescale(x, scale);
  const right = rescale(y, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Exact sum at the largest scale among the values; "0" for none. Order does not change the result. */
export function sumDecimals(values: Iterable<string>): string {
  let total = 0n;
  let scale = 0;
  for (const value of values) {
    const next = parseSignedDecimal(value);
    if (next.scale > scale) {
      total *= 10n ** BigInt(next.scale - scale);
      scale = next.scale;
    }
    total += rescale(next, scale);
  }
  return formatScaledDecimal(total, scale);
}

/**
 * Canonical form: no leading zeros, trailing fraction zeros removed down to
 * `minScale` fraction digits (and padded up to it), "-0" written as "0".
 * normalizeDecimal("007.500") is "7.5"; normalizeDecimal("7", 2) is "7.00".
 */
export function normalizeDecimal(value: string, minScale = 0): string {
  if (!Number.isSafeInteger(minScale) || minScale < 0) throw new RangeError(`minScale must be a non-negative integer, got ${minScale}`);
  const parsed = parseSignedDecimal(value);
  let { units, scale } = parsed;
  while (scale > minScale && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  if (scale < minScale) {
    units *= 10n ** BigInt(minScale - scale);
    scale = minScale;
  }
  return formatScaledDecimal(units, scale);
}
