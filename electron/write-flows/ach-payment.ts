// An ACH payment (POST /payments/ach): a USD account, a us_bank method, `achType`
// (standard next-day, or same_day) and `secCode`, which must fit the counterparty: CCD
// for a business, PPD or WEB for an individual (defaulting to CCD and PPD). A counterparty
// of an entity type this app does not know is refused: no SEC code is known to fit it.
import { fiatMoney } from '../../shared/money';
import { ACH_TYPES, ENTITY_TYPES, isKnownValue, markUnknown, SEC_CODES, type Counterparty } from '../../shared/schemas';
import { paymentChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { commonPaymentBody, resolvePaymentBasics, type PaymentInput } from './payment-input';
import { checkChoice } from './form-values';
import { paymentSummary } from './summary-text';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export interface AchPaymentInput extends PaymentInput {
  /** Default `standard`. */
  achType?: 'standard' | 'same_day';
  /** Default CCD for a business counterparty, PPD for an individual. */
  secCode?: 'WEB' | 'PPD' | 'CCD';
}

type SecCode = (typeof SEC_CODES)[number];

/** The SEC code for the counterparty's entity type, or a problem that says which fit. */
export function secCodeFor(entityType: Counterparty['entityType'], chosen: SecCode | undefined, problems: FieldProblems): SecCode | undefined {
  if (!isKnownValue(ENTITY_TYPES, entityType)) {
    problems.add('counterpartyId', `This counterparty is ${markUnknown(ENTITY_TYPES, entityType, 'entity type')}: this app does not know that type of counterparty yet, so it cannot tell which SEC code fits an ACH payment to it. Pay it with your provider, or by another rail.`);
    return undefined;
  }
  if (entityType === 'business') {
    if (chosen === undefined || chosen === 'CCD') return 'CCD';
    problems.add('secCode', `${chosen} is for payments to a person's account; this counterparty is a business: use CCD (corporate).`);
    return undefined;
  }
  if (chosen === undefined) return 'PPD';
  if (chosen === 'CCD') {
    problems.add('secCode', 'CCD is for payments to a business account; this counterparty is an individual: use PPD (prearranged) or WEB (authorized online).');
    return undefined;
  }
  return chosen;
}

export async function prepareAchPayment(ctx: WriteFlowContext, input: AchPaymentInput): Promise<PrepareResult> {
  const problems = new FieldProblems();
  checkChoice(input.achType, ACH_TYPES, 'achType', problems, 'an ACH type');
  const secOk = checkChoice(input.secCode, SEC_CODES, 'secCode', problems, 'an SEC code');
  const basics = await resolvePaymentBasics(ctx, input, 'ach', problems, { kind: 'fiat' });
  if (basics === undefined || !secOk) return refuse(problems);
  const { account, counterparty, method } = basics.parties;
  const secCode = secCodeFor(counterparty.entityType, input.secCode, problems);
  const achType = input.achType ?? 'standard';
  return ctx.issue(
    {
      action: 'pay_ach',
      operation: 'createAchPayment',
      body: { ...commonPaymentBody(input, basics), amount: fiatMoney(basics.amount.currency, basics.amount.minor), achType, secCode },
      summary: paymentSummary({
        amount: basics.amount,
        counterpartyName: counterparty.name,
        rail: 'ach',
        railDetails: [achType === 'same_day' ? 'same day' : 'standard', ...(secCode !== undefined ? [secCode] : [])],
        accountName: account.name,
        ...(basics.reference !== undefined ? { reference: basics.reference } : {}),
      }),
      checks: (c) => paymentChecks({ rail: 'ach', account, counterparty, method, side: 'send', amount: basics.amount, achType }, c),
    },
    problems,
  );
}
