// Ledger decimals (strings such as "12.50") as bigint minor units of the account's
// currency and back: exact, and refused when a value has more digits than the currency.
import { formatScaledDecimal, parseSignedDecimal } from '../../shared/money';
import { StatementError } from './statement-error';

const POWERS: bigint[] = Array.from({ length: 40 }, (_, i) => 10n ** BigInt(i));

/** The common case, read without the general parser: unsigned digits with exactly `exponent` decimals ("12.50" at 2). */
const PLAIN: RegExp[] = Array.from({ length: 19 }, (_, exponent) => new RegExp(exponent === 0 ? '^[0-9]{1,30}$' : `^[0-9]{1,30}\\.[0-9]{${exponent}}$`));

/** "12.5" at exponent 2 is 1250n; "12.345" at exponent 2 is refused (it is not a whole number of cents). */
export function decimalToMinor(value: string, exponent: number, what: string): bigint {
  if (PLAIN[exponent]?.test(value) === true) return BigInt(exponent === 0 ? value : value.replace('.', ''));
  const { units, scale } = parseSignedDecimal(value);
  if (scale <= exponent) return units * (POWERS[exponent - scale] as bigint);
  const divisor = POWERS[scale - exponent] as bigint;
  if (units % divisor !== 0n) {
    throw new StatementError('does_not_add_up', `${what} ${value} has more decimals than the currency's ${exponent}: the cache cannot be written as a statement in minor units.`);
  }
  return units / divisor;
}

/** 1250n at exponent 2 is "12.50"; negative values start with "-". */
export function minorToDecimal(value: bigint, exponent: number): string {
  return formatScaledDecimal(value, exponent);
}

export function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}
