// Cancelling a payment (POST /payments/{paymentId}/cancel, assumed-operations.md):
// only while it is still cancelable (created, requires_action, in_review). With an API
// client the payment's current state is read first, so a payment that moved on since
// the last sync is refused here rather than by the server. A status this app does not
// know is left to the payment's own `cancellationState` (and then to the server); a
// cancellation state this app does not know says neither yes nor no. A payment on a rail
// this app does not know is never canceled here (shared/rail-text.ts).
import { byRail, isKnownRail, unknownRailRefusal } from '../../shared/rail-text';
import { isKnownValue, markUnknown, PAYMENT_STATUSES, TERMINAL_PAYMENT_STATUSES, type Payment } from '../../shared/schemas';
import { formatMinorUnits } from '../../shared/money';
import { isolatedLine, writeChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export interface CancelPaymentInput {
  paymentId: string;
}

export interface CancelPaymentFlow {
  prepare(input: CancelPaymentInput): Promise<PrepareResult>;
}

const CANCELABLE_STATUSES: ReadonlySet<string> = new Set(['created', 'requires_action', 'in_review']);

function whyNotCancelable(payment: Payment): string | undefined {
  if (!isKnownRail(payment.rail)) return unknownRailRefusal(payment.rail, 'cancel');
  if (!isKnownValue(PAYMENT_STATUSES, payment.status)) {
    if (payment.cancellationState === 'cancelable') return undefined;
    return `This payment is ${markUnknown(PAYMENT_STATUSES, payment.status, 'status')}, and the server does not say it can be canceled.`;
  }
  if (isKnownValue(TERMINAL_PAYMENT_STATUSES, payment.status)) return `This payment is already ${payment.status}: there is nothing to cancel.`;
  if (payment.cancellationState === 'not_cancelable' || !CANCELABLE_STATUSES.has(payment.status)) {
    return `This payment is ${payment.status} and can no longer be canceled.`;
  }
  return undefined;
}

function describe(ctx: WriteFlowContext, payment: Payment): string {
  const money = payment.sendAmount;
  const amount = money === undefined ? '' : ` of ${formatMinorUnits(money.value, money.currency)} ${money.currency}`;
  const counterparty = payment.counterpartyId === undefined ? undefined : ctx.cache.counterparties.get(payment.counterpartyId);
  const to = counterparty === undefined ? '' : ` to ${isolatedLine(counterparty.name)}`;
  return `Cancel payment ${payment.id}${amount}${to} ${byRail(payment.rail)} (${markUnknown(PAYMENT_STATUSES, payment.status, 'status')})`;
}

export function createCancelPaymentFlow(ctx: WriteFlowContext): CancelPaymentFlow {
  return {
    async prepare(input) {
      const problems = new FieldProblems();
      const found = await ctx.lookups.payment(input.paymentId, { fresh: true });
      if (!found.ok) {
        problems.add('paymentId', found.message);
        return refuse(problems);
      }
      const why = whyNotCancelable(found.value);
      if (why !== undefined) problems.add('paymentId', why);
      return ctx.issue(
        {
          action: 'cancel_payment',
          operation: 'cancelPayment',
          pathParams: { paymentId: found.value.id },
          body: {},
          summary: describe(ctx, found.value),
          checks: (c) => writeChecks(c),
        },
        problems,
      );
    },
  };
}
