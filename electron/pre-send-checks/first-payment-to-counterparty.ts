// first_payment_to_counterparty: no earlier payment to this counterparty is in the
// cache (canceled and failed ones do not count). New payees are where fraud starts.
import type { Check, CheckContext } from './check-types';
import { isolatedLine } from './check-text';
import { countsAsPaid } from './payment-history';

export function firstPaymentToCounterpartyCheck(
  counterparty: { readonly id: string; readonly name: string },
  ctx: Pick<CheckContext, 'cache'>,
): Check | undefined {
  // Stops at the first earlier payment; a scan of the cache only for a new payee.
  for (const payment of ctx.cache.payments.iteratePayments()) {
    if (payment.counterpartyId === counterparty.id && countsAsPaid(payment)) return undefined;
  }
  return {
    code: 'first_payment_to_counterparty',
    severity: 'warning',
    message:
      `This is the first payment to ${isolatedLine(counterparty.name)} (no earlier payment in this app's records). ` +
      'Check the recipient and their bank details before sending.',
  };
}
