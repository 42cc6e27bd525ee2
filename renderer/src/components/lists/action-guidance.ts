// What a treasurer should do about a payment or collection that waits for them
// (`requires_action` and its reason), and what an ACH return code means. The reasons
// are the spec's (shared/schemas/enums.ts); an unknown one is shown as it is, with the
// general advice. For a record on a rail this app does not know, the advice says so: what
// it takes to cancel, resend or refund it depends on that rail, so that is left to the
// provider.
import { railLabel } from './record-labels';
import { RAILS } from '../../../../shared/schemas/enums';

export interface ActionGuidance {
  readonly title: string;
  readonly whatToDo: string;
}

const GUIDANCE: Record<string, ActionGuidance> = {
  cop_required: {
    title: 'Confirmation of payee required',
    whatToDo: 'The payee\u2019s bank could not confirm the account holder\u2019s name. Check the name on the counterparty\u2019s payment method against the invoice or the payee, then confirm the payee with your provider, or cancel the payment while it can still be canceled.',
  },
  beneficiary_verification_required: {
    title: 'Beneficiary verification required',
    whatToDo: 'The beneficiary\u2019s details must be verified before the money moves. Check the payment method\u2019s verification on the Counterparties screen and send your provider what it asks for.',
  },
  rfi_pending: {
    title: 'Request for information pending',
    whatToDo: 'Your provider\u2019s compliance team asked for information (often an invoice or the purpose of the payment). Answer it through your provider contact: the record waits until then.',
  },
  quote_expired: {
    title: 'Quote expired',
    whatToDo: 'The exchange-rate quote expired before the payment ran. Cancel it and send a new payment with a fresh quote or at the market rate.',
  },
  return_action_required: {
    title: 'Return needs instructions',
    whatToDo: 'The receiving bank sent the money back and your provider needs to know what to do. Check the counterparty\u2019s bank details, then tell your provider whether to resend or refund.',
  },
  compliance_hold: {
    title: 'Compliance hold',
    whatToDo: 'Compliance is reviewing it. Nothing to do unless your provider asks for information; it moves on or is canceled after the review.',
  },
  travel_rule_required: {
    title: 'Travel-rule data required',
    whatToDo: 'The originator and beneficiary details the travel rule requires for this crypto transfer are missing. Provide them to your provider, or cancel and send again with travel-rule data.',
  },
  authorization_required: {
    title: 'Payer authorization required',
    whatToDo: 'The payer\u2019s authorization of this debit (the ACH mandate) is missing. Get it signed by the payer and send it to your provider.',
  },
};

/**
 * What to do about a record that requires action, for `reason`. `rail`: the record's rail;
 * for one this app does not know, the advice ends by saying so and sends the person to
 * the provider for anything that depends on the rail.
 */
export function actionGuidance(reason: string | null, rail?: string, what: 'payment' | 'collection' = 'payment'): ActionGuidance {
  const known = reason !== null && Object.hasOwn(GUIDANCE, reason) ? (GUIDANCE[reason] as ActionGuidance) : undefined;
  const guidance = known ?? {
    title: reason === null ? 'Action required' : `Action required (${reason})`,
    whatToDo: 'The server did not say why. Contact your provider with the id below; the record waits until the action is taken.',
  };
  if (rail === undefined || (RAILS as readonly string[]).includes(rail)) return guidance;
  return {
    title: guidance.title,
    whatToDo: `${guidance.whatToDo} This ${what} is on ${railLabel(rail)}, a rail this app does not know yet: ask your provider what canceling, resending or refunding it takes.`,
  };
}

const ACH_RETURN_CODES: Record<string, string> = {
  R01: 'Insufficient funds', R02: 'Account closed', R03: 'No account, or unable to locate the account', R04: 'Invalid account number',
  R05: 'Unauthorized debit to a consumer account', R06: 'Returned at the originating bank\u2019s request', R07: 'Authorization revoked by the customer',
  R08: 'Payment stopped', R09: 'Uncollected funds', R10: 'Customer says the debit was not authorized', R11: 'Debit not in line with the authorization',
  R13: 'Invalid routing number', R14: 'Representative payee deceased', R15: 'Beneficiary or account holder deceased', R16: 'Account frozen',
  R17: 'File record edit criteria', R20: 'Non-transaction account', R23: 'Credit refused by the receiver', R29: 'Corporate customer says the debit was not authorized',
  R51: 'Item related to an RCK entry is ineligible',
};

/** "R01: Insufficient funds" (an unknown code as it is). */
export function achReturnText(code: string): string {
  const meaning = ACH_RETURN_CODES[code];
  return meaning === undefined ? `${code} (unknown return code)` : `${code}: ${meaning}`;
}
