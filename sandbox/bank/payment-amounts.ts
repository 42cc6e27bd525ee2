// What a payment sends and what its recipient receives. The fixed side
// (`amountInputSide`) is taken as given; the other side is derived at the sandbox's
// fixed rate when the currencies differ (SWIFT only). The send side is always in the
// source account's currency and the receive side in the payment method's currency.
import type { Rail } from '../../shared/schemas';
import { ApiError } from '../http/api-error';
import { convertDown, convertUpFor, hasRate, rateText } from './fx-rates';
import type { InstructedAmount, PaymentInstruction } from './payment-instruction';

export interface ResolvedAmounts {
  sendCurrency: string;
  sendMinor: bigint;
  receiveCurrency: string;
  receiveMinor: bigint;
  exchangeRate?: Record<string, unknown>;
}

const CROSS_CURRENCY_RAILS: ReadonlySet<Rail> = new Set(['swift']);

function checkCurrency(amount: InstructedAmount | undefined, expected: string, what: string): void {
  if (amount && amount.currency !== expected) {
    throw new ApiError('currency_mismatch', `${amount.field} is in ${amount.currency} but ${what} is in ${expected}`, [
      { field: `${amount.field}.${amount.chain ? 'asset' : 'currency'}`, message: `must be ${expected}, the currency of ${what}` },
    ]);
  }
}

export function resolveAmounts(instruction: PaymentInstruction, accountCurrency: string, methodCurrency: string): ResolvedAmounts {
  checkCurrency(instruction.sendAmount, accountCurrency, 'the source account');
  checkCurrency(instruction.receiveAmount, methodCurrency, 'the payment method');
  const cross = accountCurrency !== methodCurrency;
  if (cross && !CROSS_CURRENCY_RAILS.has(instruction.rail)) {
    const rule = instruction.rail === 'open' ? 'open payments are same-currency only' : `${instruction.rail} payments are same-currency only`;
    throw new ApiError('currency_mismatch', `The source account is in ${accountCurrency} and the payment method in ${methodCurrency}: ${rule}`);
  }
  if (cross && (!hasRate(accountCurrency) || !hasRate(methodCurrency))) {
    throw new ApiError('currency_mismatch', `The sandbox has no exchange rate between ${accountCurrency} and ${methodCurrency}`);
  }
  const fixed = instruction.amountInputSide === 'receive' ? instruction.receiveAmount : instruction.sendAmount;
  if (!fixed) throw new ApiError('validation_failed', `amountInputSide ${instruction.amountInputSide} needs its amount`);
  const fixedMinor = BigInt(fixed.value);
  let sendMinor: bigint;
  let receiveMinor: bigint;
  if (instruction.amountInputSide === 'receive') {
    receiveMinor = fixedMinor;
    sendMinor = convertUpFor(fixedMinor, accountCurrency, methodCurrency);
  } else {
    sendMinor = fixedMinor;
    receiveMinor = convertDown(fixedMinor, accountCurrency, methodCurrency);
  }
  if (receiveMinor <= 0n || sendMinor <= 0n) {
    throw new ApiError('validation_failed', 'The amount is too small to convert', [{ field: `${fixed.field}.value`, message: 'is too small to convert at the current rate' }]);
  }
  const resolved: ResolvedAmounts = { sendCurrency: accountCurrency, sendMinor, receiveCurrency: methodCurrency, receiveMinor };
  if (cross) {
    resolved.exchangeRate = {
      sourceCurrency: accountCurrency,
      targetCurrency: methodCurrency,
      rate: rateText(accountCurrency, methodCurrency),
      rateType: instruction.quoteId ? 'quoted' : 'at_market',
      ...(instruction.quoteId ? { quoteId: instruction.quoteId } : {}),
    };
  }
  return resolved;
}
