// A payment on the open network (POST /payments/open): instant, fee-free and
// same-currency, to a payment method of type `open`.
import { fiatMoney } from '../../shared/money';
import { isolatedLine, paymentChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { commonPaymentBody, resolvePaymentBasics, type PaymentInput } from './payment-input';
import { paymentSummary } from './summary-text';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export type OpenPaymentInput = PaymentInput;

export async function prepareOpenPayment(ctx: WriteFlowContext, input: OpenPaymentInput): Promise<PrepareResult> {
  const problems = new FieldProblems();
  const basics = await resolvePaymentBasics(ctx, input, 'open', problems);
  if (basics === undefined) return refuse(problems);
  const { account, counterparty, method } = basics.parties;
  return ctx.issue(
    {
      action: 'pay_open',
      operation: 'createOpenPayment',
      body: { ...commonPaymentBody(input, basics), amount: fiatMoney(basics.amount.currency, basics.amount.minor) },
      summary: paymentSummary({
        amount: basics.amount,
        counterpartyName: counterparty.name,
        rail: 'open',
        railDetails: method.openId !== undefined ? [`to ${isolatedLine(method.openId)}`, 'instant'] : ['instant'],
        accountName: account.name,
        ...(basics.reference !== undefined ? { reference: basics.reference } : {}),
      }),
      checks: (c) => paymentChecks({ rail: 'open', account, counterparty, method, side: 'send', amount: basics.amount }, c),
    },
    problems,
  );
}
