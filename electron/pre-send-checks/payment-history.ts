// Reads of the cached payments that the duplicate and first-payment checks share.
import { currencyExponent } from '../../shared/money';
import type { Money } from '../../shared/money';
import type { Payment } from '../../shared/schemas';
import type { MinorAmount } from './check-types';

/** Payments that moved (or may still move) money: not canceled, not failed. */
export function countsAsPaid(payment: Payment): boolean {
  return payment.status !== 'canceled' && payment.status !== 'failed';
}

/** True when a response Money is the same amount, whatever exponent it was written with. */
export function sameAmount(money: Money | undefined, amount: MinorAmount): boolean {
  if (money === undefined || money.currency !== amount.currency) return false;
  let exponent: number;
  try {
    exponent = currencyExponent(amount.currency);
  } catch {
    exponent = money.exponent;
  }
  const scale = Math.max(exponent, money.exponent);
  return BigInt(money.value) * 10n ** BigInt(scale - money.exponent) === amount.minor * 10n ** BigInt(scale - exponent);
}
