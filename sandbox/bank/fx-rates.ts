// The sandbox's fixed exchange rates: each currency's value in US dollars, exact
// decimals. Conversions are exact rational arithmetic on bigint minor units, rounded
// down for what the recipient gets and up for what the sender pays.
import { currencyExponent, parseSignedDecimal } from '../../shared/money';

/** Value of one unit of the currency, in USD. Stablecoins are pegged. */
const USD_VALUE: Record<string, string> = {
  USD: '1', USDC: '1', USDT: '1', PYUSD: '1', USDG: '1',
  EUR: '1.08', EURC: '1.08', GBP: '1.27', CHF: '1.13', CAD: '0.74', AUD: '0.66', NZD: '0.61',
  JPY: '0.0067', CNY: '0.138', HKD: '0.128', SGD: '0.74', INR: '0.012', AED: '0.2723', SAR: '0.2667',
  BRL: '0.20', MXN: '0.058', MYR: '0.21', IDR: '0.000063', PHP: '0.0178', KRW: '0.00074', ZAR: '0.054',
  SEK: '0.095', NOK: '0.094', DKK: '0.145', PLN: '0.25', CZK: '0.043', HUF: '0.0028', TRY: '0.031',
  ILS: '0.27', THB: '0.028', VND: '0.00004', NGN: '0.00066', KES: '0.0077', EGP: '0.021', COP: '0.00025',
};

export function hasRate(currency: string): boolean {
  return currency in USD_VALUE;
}

function usdValue(currency: string): { units: bigint; scale: number } {
  const text = USD_VALUE[currency];
  if (text === undefined) throw new Error(`no sandbox rate for ${currency}`);
  return parseSignedDecimal(text);
}

/** numerator/denominator such that minorTo = minorFrom * numerator / denominator. */
function ratio(from: string, to: string): { numerator: bigint; denominator: bigint } {
  const f = usdValue(from);
  const t = usdValue(to);
  // minorFrom / 10^eF * (f.units / 10^f.scale) / (t.units / 10^t.scale) * 10^eT
  const eF = currencyExponent(from);
  const eT = currencyExponent(to);
  return {
    numerator: f.units * 10n ** BigInt(t.scale + eT),
    denominator: t.units * 10n ** BigInt(f.scale + eF),
  };
}

/** minor units of `from` converted to `to`, rounded down. */
export function convertDown(minor: bigint, from: string, to: string): bigint {
  if (from === to) return minor;
  const { numerator, denominator } = ratio(from, to);
  return (minor * numerator) / denominator;
}

/** minor units of `from` needed so that the conversion gives at least `targetMinor` of `to` (rounded up). */
export function convertUpFor(targetMinor: bigint, from: string, to: string): bigint {
  if (from === to) return targetMinor;
  const { numerator, denominator } = ratio(from, to);
  return (targetMinor * denominator + numerator - 1n) / numerator;
}

/** The rate as a decimal string with 8 decimals: how many `to` one `from` buys. */
export function rateText(from: string, to: string): string {
  const f = usdValue(from);
  const t = usdValue(to);
  const scaled = (f.units * 10n ** BigInt(t.scale + 8)) / (t.units * 10n ** BigInt(f.scale));
  const digits = scaled.toString().padStart(9, '0');
  return `${digits.slice(0, -8)}.${digits.slice(-8)}`;
}

/** True when the amount is worth strictly more than `cents` US cents (exact, no rounding). */
export function exceedsUsdCents(minor: bigint, currency: string, cents: bigint): boolean {
  const { numerator, denominator } = ratio(currency, 'USD');
  return minor * numerator > cents * denominator;
}
