// What a person typed in an amount field and its currency, as exact minor units, or a
// field error that says what to fix ("1,234.56" USD is 123456; "0", "-5" and "1.234"
// USD are refused with a reason).
import { WITHDRAWN_FIAT_CODES, isCryptoAsset, isMoneyInputError, parseAmountInput } from '../../shared/money';
import type { MinorAmount } from '../pre-send-checks';
import type { FieldProblems } from './field-problems';

export interface TypedAmountOptions {
  /** Only a crypto asset (USDC, ETH...) is accepted, or only fiat. Default: either. */
  kind?: 'crypto' | 'fiat';
}

export function readTypedAmount(
  amount: string | undefined,
  currency: string | undefined,
  problems: FieldProblems,
  options: TypedAmountOptions = {},
): MinorAmount | undefined {
  if (typeof currency !== 'string' || currency.trim() === '') {
    problems.add('currency', options.kind === 'crypto' ? 'Choose the asset, such as USDC.' : 'Choose the currency of the amount, such as USD.');
    return undefined;
  }
  if (!/^[A-Z]{2,10}$/.test(currency)) {
    problems.add('currency', 'Write the currency as its code in capital letters, such as USD, EUR or USDC.');
    return undefined;
  }
  if (WITHDRAWN_FIAT_CODES.has(currency)) {
    problems.add('currency', `${currency} has been withdrawn: use its replacement (for example XCG for ANG, SLE for SLL, ZWG for ZWL).`);
    return undefined;
  }
  if (options.kind === 'crypto' && !isCryptoAsset(currency)) {
    problems.add('currency', `${currency} is not a crypto asset this app knows: choose an asset such as USDC.`);
    return undefined;
  }
  if (options.kind === 'fiat' && isCryptoAsset(currency)) {
    problems.add('currency', `${currency} is a crypto asset: pay it by crypto, or choose a currency such as USD.`);
    return undefined;
  }
  if (typeof amount !== 'string') {
    problems.add('amount', `Enter an amount in ${currency}.`);
    return undefined;
  }
  let minor: string;
  try {
    minor = parseAmountInput(amount, currency);
  } catch (error) {
    if (!isMoneyInputError(error)) throw error;
    problems.add(error.code === 'unknown_currency' ? 'currency' : 'amount', error.message);
    return undefined;
  }
  if (minor === '0') {
    problems.add('amount', `Enter an amount greater than zero in ${currency}.`);
    return undefined;
  }
  return { currency, minor: BigInt(minor) };
}
