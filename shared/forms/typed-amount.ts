// What a person typed in an amount field and its currency, as exact minor units, or the
// field to fix and what to fix ("1,234.56" USD is 123456; "0", "-5" and "1.234" USD are
// refused with a reason). The form checks it as the person types; main checks it again.
import { WITHDRAWN_FIAT_CODES, isCryptoAsset, isMoneyInputError, parseAmountInput } from '../money';

export interface TypedAmountOptions {
  /** Only a crypto asset (USDC, ETH...) is accepted, or only fiat. Default: either. */
  kind?: 'crypto' | 'fiat';
}

export type TypedAmount =
  | { readonly ok: true; readonly currency: string; readonly minor: bigint }
  | { readonly ok: false; readonly field: 'amount' | 'currency'; readonly message: string };

const problem = (field: 'amount' | 'currency', message: string): TypedAmount => ({ ok: false, field, message });

export function readTypedAmount(amount: string | undefined, currency: string | undefined, options: TypedAmountOptions = {}): TypedAmount {
  if (typeof currency !== 'string' || currency.trim() === '') {
    return problem('currency', options.kind === 'crypto' ? 'Choose the asset, such as USDC.' : 'Choose the currency of the amount, such as USD.');
  }
  if (!/^[A-Z]{2,10}$/.test(currency)) return problem('currency', 'Write the currency as its code in capital letters, such as USD, EUR or USDC.');
  if (WITHDRAWN_FIAT_CODES.has(currency)) {
    return problem('currency', `${currency} has been withdrawn: use its replacement (for example XCG for ANG, SLE for SLL, ZWG for ZWL).`);
  }
  if (options.kind === 'crypto' && !isCryptoAsset(currency)) return problem('currency', `${currency} is not a crypto asset this app knows: choose an asset such as USDC.`);
  if (options.kind === 'fiat' && isCryptoAsset(currency)) return problem('currency', `${currency} is a crypto asset: pay it by crypto, or choose a currency such as USD.`);
  if (typeof amount !== 'string') return problem('amount', `Enter an amount in ${currency}.`);
  let minor: string;
  try {
    minor = parseAmountInput(amount, currency);
  } catch (error) {
    if (!isMoneyInputError(error)) throw error;
    return problem(error.code === 'unknown_currency' ? 'currency' : 'amount', error.message);
  }
  if (minor === '0') return problem('amount', `Enter an amount greater than zero in ${currency}.`);
  return { ok: true, currency, minor: BigInt(minor) };
}
