// payment_method_not_verified: the bank's check of the payment method (validationResult,
// payments-api §2.9) did not confirm it. A name that does not match, or matches only
// partly, is the stronger warning (money may reach someone else); a method that could not
// be checked at all is the milder one. Verified, not required, or no result: nothing.
import { VALIDATION_RESULTS, isKnownValue, markUnknown, type PaymentMethod } from '../../shared/schemas';
import type { Check, CheckContext } from './check-types';
import { isolatedLine, timeText } from './check-text';
import { describePaymentMethod } from './payment-method-recently-added';

/** Who checked it: the bank of a bank account; the provider of an open-network handle or a wallet (no bank on those rails). */
function checkerOf(method: Pick<PaymentMethod, 'type'>): string {
  return method.type === 'us_bank' || method.type === 'international_bank' ? 'the bank' : 'the provider';
}

/** What the check found (by `checker`, "the bank"), as the middle of a sentence; undefined when there is nothing to say. */
function finding(result: string, checker: string): { words: string; strong: boolean } | undefined {
  switch (result) {
    case 'verified':
    case 'not_required':
      return undefined;
    case 'no_match':
      return { words: `${checker} reported that the account holder's name does not match the recipient's`, strong: true };
    case 'partial_match':
      return { words: `${checker} reported that the account holder's name matches the recipient's only partly`, strong: true };
    case 'mismatch':
      return { words: `${checker} reported that the account's details do not match the recipient's`, strong: true };
    case 'unverified':
      return { words: `${checker} could not confirm that it belongs to the recipient`, strong: false };
    case 'unavailable':
      return { words: `${checker}'s check was unavailable`, strong: false };
    case 'error':
      return { words: `${checker}'s check failed`, strong: false };
    default:
      // A result the API added later, said as it came, marked.
      return isKnownValue(VALIDATION_RESULTS, result) ? undefined : { words: `${checker}'s result was ${markUnknown(VALIDATION_RESULTS, result, 'result')}`, strong: false };
  }
}

/** `counterparty`: who is paid, named in what to do. */
export function paymentMethodNotVerifiedCheck(
  method: PaymentMethod,
  counterparty: { readonly name: string },
  ctx: Pick<CheckContext, 'timeZone'>,
): Check | undefined {
  const result = method.validationResult;
  if (result === undefined) return undefined;
  const found = finding(result, checkerOf(method));
  if (found === undefined) return undefined;
  const when = typeof method.validatedAt === 'string' && Number.isFinite(Date.parse(method.validatedAt)) ? ` (checked ${timeText(method.validatedAt, ctx)})` : '';
  const who = isolatedLine(counterparty.name);
  const todo = found.strong
    ? `Check the payment method with ${who} through a channel you already trust before paying; acknowledge this only once you have.`
    : `Make sure its details are right (ask ${who} through a channel you already trust if in doubt) before paying.`;
  return {
    code: 'payment_method_not_verified',
    severity: 'warning',
    message: `The payment method (${describePaymentMethod(method)}) is not verified: ${found.words}${when}. ${todo}`,
  };
}
