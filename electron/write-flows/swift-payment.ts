// A SWIFT payment (POST /payments/swift): the amount is what leaves the source account,
// in its currency; the recipient's payment method (international_bank) may be in
// another currency, converted at a locked quote (`use_quote` with a `quoteId`) or at
// market. `chargeBearer` (default SHA) and `purpose` (required by some corridors: a
// block check says so) are sent as chosen.
import { fiatMoney } from '../../shared/money';
import { isId } from '../../shared/ids';
import { CHARGE_BEARERS, EXECUTION_PREFERENCES, PURPOSES, type Purpose } from '../../shared/schemas';
import { paymentChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { commonPaymentBody, resolvePaymentBasics, type PaymentInput } from './payment-input';
import { checkChoice, optionalText } from './form-values';
import { paymentSummary, purposeText } from './summary-text';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export interface SwiftPaymentInput extends PaymentInput {
  /** Default SHA (shared). */
  chargeBearer?: 'OUR' | 'SHA' | 'BEN';
  purpose?: Purpose;
  /** A locked quote (qte_…): the payment executes at its rate. */
  quoteId?: string;
  /** Default: use_quote when a quoteId is given, else at_market. Only for a conversion. */
  executionPreference?: 'use_quote' | 'at_market';
  intermediaryBank?: { bic: string; name?: string; country?: string };
}

/** The conversion fields of a cross-currency payment, or problems. */
export function conversionFields(
  input: { quoteId?: string | undefined; executionPreference?: string | undefined },
  cross: boolean,
  problems: FieldProblems,
): { executionPreference?: 'use_quote' | 'at_market'; quoteId?: string } {
  const quoteId = optionalText(input.quoteId);
  if (!checkChoice(input.executionPreference, EXECUTION_PREFERENCES, 'executionPreference', problems, 'an execution preference')) return {};
  if (!cross) {
    if (quoteId !== undefined || input.executionPreference !== undefined) {
      problems.add(quoteId !== undefined ? 'quoteId' : 'executionPreference', 'No conversion happens: the account and the payment method are in the same currency. Leave the quote and execution preference out.');
    }
    return {};
  }
  if (quoteId !== undefined && !isId('quote', quoteId)) {
    problems.add('quoteId', 'Enter the id of a locked quote (qte_…), or leave it empty to convert at market.');
    return {};
  }
  const preference = (input.executionPreference as 'use_quote' | 'at_market' | undefined) ?? (quoteId !== undefined ? 'use_quote' : 'at_market');
  if (preference === 'use_quote' && quoteId === undefined) {
    problems.add('quoteId', 'use_quote needs the id of a locked quote (qte_…): enter it, or choose at_market.');
    return {};
  }
  if (preference === 'at_market' && quoteId !== undefined) {
    problems.add('quoteId', 'A quote is only used with use_quote: remove it to convert at market, or choose use_quote.');
    return {};
  }
  return { executionPreference: preference, ...(quoteId !== undefined ? { quoteId } : {}) };
}

export async function prepareSwiftPayment(ctx: WriteFlowContext, input: SwiftPaymentInput): Promise<PrepareResult> {
  const problems = new FieldProblems();
  checkChoice(input.chargeBearer, CHARGE_BEARERS, 'chargeBearer', problems, 'a charge bearer');
  const purpose = optionalText(input.purpose) as Purpose | undefined;
  checkChoice(purpose, PURPOSES, 'purpose', problems, 'a payment purpose');
  const basics = await resolvePaymentBasics(ctx, input, 'swift', problems, { kind: 'fiat' });
  if (basics === undefined || problems.has()) return refuse(problems);
  const { account, counterparty, method } = basics.parties;
  const cross = account.currency !== method.currency;
  const conversion = conversionFields(input, cross, problems);
  const chargeBearer = input.chargeBearer ?? 'SHA';
  const details = [
    ...(cross ? [`to ${method.currency} ${conversion.executionPreference === 'use_quote' ? `at quote ${conversion.quoteId ?? ''}` : 'at market'}`] : []),
    `charges ${chargeBearer}`,
    ...(purpose !== undefined ? [purposeText(purpose)] : []),
  ];
  return ctx.issue(
    {
      action: 'pay_swift',
      operation: 'createSwiftPayment',
      body: {
        ...commonPaymentBody(input, basics),
        amount: fiatMoney(basics.amount.currency, basics.amount.minor),
        chargeBearer,
        ...(purpose !== undefined ? { purpose } : {}),
        ...conversion,
        ...(input.intermediaryBank !== undefined ? { intermediaryBank: input.intermediaryBank } : {}),
      },
      summary: paymentSummary({
        amount: basics.amount,
        counterpartyName: counterparty.name,
        rail: 'swift',
        railDetails: details,
        accountName: account.name,
        ...(basics.reference !== undefined ? { reference: basics.reference } : {}),
      }),
      checks: (c) => paymentChecks({ rail: 'swift', account, counterparty, method, side: 'send', amount: basics.amount, ...(purpose !== undefined ? { purpose } : {}) }, c),
    },
    problems,
  );
}
