// zod schemas for money on the wire (spec 2.1).
//
// Requests: fiat `{currency, value}` and crypto `{asset, value, chain}`, value in the
// smallest unit as digits with no leading zeros ("0" allowed). Unknown keys are refused.
//
// Responses come in two forms in the reference samples, both read into ONE type, Money:
//   A. `{currency, exponent, value, displayValue}`: `value` (smallest units) is the
//      truth. `displayValue` is always recomputed from value and exponent, so a
//      self-inconsistent or differently formatted displayValue from the server is
//      ignored, and a missing one is tolerated.
//   B. `{currency, amount}` with a decimal string `amount`: the exponent is the
//      currency's (currencies.ts); when the currency is unknown it is the number of
//      decimals written in `amount`. If `amount` has non-zero digits beyond a known
//      currency's exponent ("1.005" USD), the exponent is widened to keep them
//      (exponent 3, value "1005") rather than rounding or failing: always format a
//      Money with its own `exponent`, never with a fresh table lookup.
// Response shapes are loose: unknown fields are accepted (and dropped by the transform).
import { z } from 'zod';
import { currencyCode } from '../formats';
import { CRYPTO_NETWORKS, currencyExponent, isKnownCurrency } from './currencies';
import type { CryptoNetwork } from './currencies';
import { MAX_EXPONENT, minorUnitsToDecimal, toMinorUnitsBigint } from './amount-input';
import { MAX_DECIMAL_STRING_LENGTH, parseSignedDecimal } from './ledger-decimal';
import { MoneyInputError, quoteInput } from './money-errors';

const MINOR_UNITS_REQUEST_RE = /^(0|[1-9][0-9]*)$/;

/** A request `value`: a non-negative whole number of minor units, digits only, no leading zeros. */
export const minorUnitsValueSchema = z.string().regex(MINOR_UNITS_REQUEST_RE, {
  message: 'must be a whole number of minor units written in digits without leading zeros, such as 123456',
});

export const cryptoNetworkSchema = z.enum(CRYPTO_NETWORKS);

export const fiatMoneyRequestSchema = z.strictObject({
  currency: currencyCode,
  value: minorUnitsValueSchema,
});
export type FiatMoneyRequest = z.infer<typeof fiatMoneyRequestSchema>;

export const cryptoMoneyRequestSchema = z.strictObject({
  asset: currencyCode,
  value: minorUnitsValueSchema,
  chain: cryptoNetworkSchema,
});
export type CryptoMoneyRequest = z.infer<typeof cryptoMoneyRequestSchema>;

/** Money as the app holds it: `value` in minor units at `exponent`, `displayValue` the plain decimal ("-1234.56", no grouping). */
export interface Money {
  currency: string;
  exponent: number;
  value: string;
  displayValue: string;
}

function toMoney(currency: string, exponent: number, minor: bigint): Money {
  return { currency, exponent, value: minor.toString(), displayValue: minorUnitsToDecimal(minor, exponent) };
}

/** Form A: `{currency, exponent, value, displayValue}`. */
export const minorUnitsMoneyResponseSchema = z
  .looseObject({
    currency: currencyCode,
    exponent: z.number().int().min(0).max(MAX_EXPONENT),
    value: z.string().max(MAX_DECIMAL_STRING_LENGTH).regex(/^-?[0-9]+$/, { message: 'must be a whole number of minor units' }),
    displayValue: z.string().optional(),
  })
  .transform((money): Money => toMoney(money.currency, money.exponent, BigInt(money.value)));

/** Form B: `{currency, amount}` with a decimal string amount. */
export const decimalAmountMoneyResponseSchema = z
  .looseObject({
    currency: currencyCode,
    amount: z.string().max(MAX_DECIMAL_STRING_LENGTH).regex(/^-?[0-9]+(\.[0-9]+)?$/, { message: 'must be a decimal string such as 1234.56' }),
  })
  .transform((money, ctx): Money => {
    let { units, scale } = parseSignedDecimal(money.amount);
    const tableExponent = isKnownCurrency(money.currency) ? currencyExponent(money.currency) : scale;
    while (scale > tableExponent && units % 10n === 0n) {
      units /= 10n;
      scale -= 1;
    }
    if (scale < tableExponent) {
      units *= 10n ** BigInt(tableExponent - scale);
      scale = tableExponent;
    }
    if (scale > MAX_EXPONENT) {
      ctx.issues.push({ code: 'custom', message: `amount has more than ${MAX_EXPONENT} significant decimals`, input: money.amount, path: ['amount'] });
      return z.NEVER;
    }
    return toMoney(money.currency, scale, units);
  });

/** Either response form, normalized to Money. */
export const responseMoneySchema = z.union([minorUnitsMoneyResponseSchema, decimalAmountMoneyResponseSchema]);

function checkCurrencyCode(code: string): void {
  if (typeof code !== 'string' || !/^[A-Z]{2,10}$/.test(code)) {
    throw new MoneyInputError('unknown_currency', `${quoteInput(code)} is not a currency code; write 2 to 10 capital letters such as USD or USDC.`);
  }
}

function requestValue(minor: string | bigint): string {
  const value = toMinorUnitsBigint(minor);
  if (value < 0n) throw new MoneyInputError('negative', `${quoteInput(String(minor))} is negative; request amounts are zero or more.`);
  return value.toString();
}

/** A fiat request money object: fiatMoney("USD", 123456n) is {currency: "USD", value: "123456"}. Leading zeros are dropped. */
export function fiatMoney(currency: string, minor: string | bigint): FiatMoneyRequest {
  checkCurrencyCode(currency);
  return { currency, value: requestValue(minor) };
}

/** A crypto request money object: cryptoMoney("USDC", "500000000", "solana"). */
export function cryptoMoney(asset: string, minor: string | bigint, chain: CryptoNetwork): CryptoMoneyRequest {
  checkCurrencyCode(asset);
  if (!(CRYPTO_NETWORKS as readonly string[]).includes(chain)) throw new RangeError(`chain must be one of ${CRYPTO_NETWORKS.join(', ')}`);
  return { asset, value: requestValue(minor), chain };
}

/** A response-shaped Money for a known currency (what the sandbox sends): responseMoney("USD", 123456n). */
export function responseMoney(currency: string, minor: string | bigint): Money {
  return toMoney(currency, currencyExponent(currency), toMinorUnitsBigint(minor));
}
