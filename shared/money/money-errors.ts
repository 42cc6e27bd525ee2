// The one error type of shared/money: thrown when an amount, a minor-unit string,
// a decimal string or a currency code cannot be turned into exact money.
// Messages say what to fix and quote nothing but the offending input and the currency.
import { TreasuryError } from '../errors';
import { countOf } from '../count-words';

export type MoneyInputErrorCode =
  | 'empty'
  | 'not_a_number'
  | 'negative'
  | 'too_many_decimals'
  | 'unknown_currency'
  | 'bad_grouping'
  | 'too_large'
  | 'malformed_minor_units';

export class MoneyInputError extends TreasuryError {
  override readonly name = 'MoneyInputError';
  readonly kind = 'input';
  readonly code: MoneyInputErrorCode;

  constructor(code: MoneyInputErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export function isMoneyInputError(value: unknown): value is MoneyInputError {
  return value instanceof MoneyInputError;
}

/** At most this many characters of an offending input are echoed back in a message. */
const QUOTED_INPUT_MAX_CHARS = 40;

/**
 * Quotes an offending input for a message: double quotes, at most 40 characters
 * (then an ellipsis), and invisible or control characters written as `\u{...}` so a
 * message can never carry bidi overrides, newlines or other surprises.
 */
export function quoteInput(input: unknown): string {
  const text = typeof input === 'string' ? input : String(input);
  const chars = Array.from(text);
  const shown = chars.length > QUOTED_INPUT_MAX_CHARS ? `${chars.slice(0, QUOTED_INPUT_MAX_CHARS).join('')}…` : text;
  const escaped = shown
    .replace(/["\\]/g, (c) => `\\${c}`)
    .replace(/\p{C}/gu, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`);
  return `"${escaped}"`;
}

/** `"12.345" has 3 decimals; USD allows at most 2.` (or "... at most 2 are allowed." without a currency). */
export function tooManyDecimalsError(input: string, decimals: number, exponent: number, currency?: string): MoneyInputError {
  const allowed = currency === undefined
    ? exponent === 0 ? 'no decimals are allowed' : `at most ${exponent} are allowed`
    : exponent === 0 ? `${currency} is written without decimals` : `${currency} allows at most ${exponent}`;
  return new MoneyInputError('too_many_decimals', `${quoteInput(input)} has ${countOf(decimals, 'decimal', 'decimals')}; ${allowed}.`);
}

export function malformedMinorUnitsError(input: unknown): MoneyInputError {
  return new MoneyInputError(
    'malformed_minor_units',
    `${quoteInput(input)} is not an amount in minor units; expected a whole number written in digits, such as 123456.`,
  );
}
