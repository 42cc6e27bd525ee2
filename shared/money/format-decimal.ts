// A decimal string (a ledger amount or balance, a normalized server balance) written
// for a person: thousands grouped and exactly the currency's decimals, never through a
// JavaScript number. "1141141.5" in USD is "1,141,141.50"; "12.500000" in USDC stays
// "12.500000"; a value with more decimals than the currency has is shown as given
// (never rounded silently), and so is a currency this table does not know.
import { decimalToMinorUnits, formatMinorUnits } from './amount-input';
import { currencyExponent, isKnownCurrency } from './currencies';
import { isMoneyInputError } from './money-errors';

export function formatDecimalAmount(decimal: string, currency: string): string {
  if (isKnownCurrency(currency)) {
    try {
      return formatMinorUnits(decimalToMinorUnits(decimal, currencyExponent(currency)), currency);
    } catch (error) {
      if (!isMoneyInputError(error)) throw error;
    }
  }
  const negative = decimal.startsWith('-');
  const unsigned = negative ? decimal.slice(1) : decimal;
  const point = unsigned.indexOf('.');
  const whole = point === -1 ? unsigned : unsigned.slice(0, point);
  const grouped = /^[0-9]+$/.test(whole) ? whole.replace(/\B(?=(?:[0-9]{3})+$)/g, ',') : whole;
  return `${negative ? '-' : ''}${grouped}${point === -1 ? '' : unsigned.slice(point)}`;
}
