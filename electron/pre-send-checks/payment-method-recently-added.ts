// payment_method_recently_added: the payment method was created, or changed, in the
// last 7 days. Changed bank details are the classic invoice-fraud pattern.
import { chainName } from '../../shared/chain-addresses';
import type { PaymentMethod } from '../../shared/schemas';
import type { Check, CheckContext } from './check-types';
import { ageText, isolatedLine, timeText } from './check-text';

export const RECENT_METHOD_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** A payment method for a message, without its full account number or address. */
export function describePaymentMethod(method: PaymentMethod): string {
  const label = method.label === undefined ? '' : `"${isolatedLine(method.label)}", `;
  switch (method.type) {
    case 'us_bank':
      return `${label}US bank account${method.accountNumberLast4 ? ` ending ${method.accountNumberLast4}` : ''}`;
    case 'international_bank':
      return `${label}bank account${method.iban ? ` IBAN ending ${method.iban.slice(-4)}` : method.bic ? ` at ${method.bic}` : ''}`;
    case 'crypto_wallet': {
      const address = method.walletAddress ?? '';
      // The network's proper name from the one table (shared/chain-addresses.ts): "Base wallet"; a chain the API added later as it came, marked: "tron (unknown network) wallet".
      return `${label}${method.chain === undefined ? 'crypto' : chainName(method.chain)} wallet${address.length > 10 ? ` ${address.slice(0, 6)}…${address.slice(-4)}` : ''}`;
    }
    case 'open':
      return `${label}open-network recipient${method.openId ? ` ${isolatedLine(method.openId)}` : ''}`;
    default:
      // A type the API added later (the spec mentions sepa_bank and fps_bank): said as it came.
      return `${label}${isolatedLine(method.type)} payment method (a type this app does not know)`;
  }
}

function within(at: unknown, now: Date): at is string {
  if (typeof at !== 'string') return false;
  const t = Date.parse(at);
  return Number.isFinite(t) && now.getTime() - t < RECENT_METHOD_WINDOW_MS;
}

/** `collect`: the method is debited (an ACH collection pulls money from it), not paid. */
export function paymentMethodRecentlyAddedCheck(method: PaymentMethod, ctx: Pick<CheckContext, 'now' | 'timeZone'>, use: 'pay' | 'collect' = 'pay'): Check | undefined {
  // The spec shows no updatedAt on payment methods; a server that sends one is heard.
  const changedAt = (method as Record<string, unknown>)['updatedAt'];
  const added = within(method.createdAt, ctx.now);
  const changed = !added && within(changedAt, ctx.now) && changedAt !== method.createdAt;
  if (!added && !changed) return undefined;
  const at = added ? method.createdAt : (changedAt as string);
  return {
    code: 'payment_method_recently_added',
    severity: 'warning',
    message:
      `The payment method (${describePaymentMethod(method)}) was ${added ? 'added' : 'changed'} ${ageText(at, ctx.now)} (${timeText(at, ctx)}). ` +
      (use === 'collect'
        ? 'A collection pulls money from this account: confirm with the counterparty, through a channel you already trust, that it is theirs and that they agreed to this debit before collecting.'
        : 'Confirm its details with the recipient through a channel you already trust before paying.'),
  };
}
