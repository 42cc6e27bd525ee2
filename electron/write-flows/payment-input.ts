// What every payment form asks for (source account, payment method, optional
// counterparty, a typed amount and its currency, reference, metadata) and the checks of
// it that every rail shares.
import type { MinorAmount } from '../pre-send-checks';
import { optionalText } from './form-values';
import type { FieldProblems } from './field-problems';
import { checkSendCurrency, resolveParties, type PaymentParties } from './payment-parties';
import { readTypedAmount } from './typed-amount';
import type { WriteFlowContext } from './write-flow-context';
import type { Rail } from '../../shared/schemas';

export interface PaymentInput {
  /** The account debited (chosen from the cache). */
  sourceAccountId: string;
  /** The counterparty's payment method (chosen from the cache). */
  paymentMethodId: string;
  /** Optional: the payment method's counterparty is used when omitted. */
  counterpartyId?: string;
  /** As typed: "1,234.56". */
  amount: string;
  /** The currency (or crypto asset) of the typed amount. */
  currency: string;
  reference?: string;
  metadata?: Record<string, string | null>;
}

export interface PaymentBasics {
  readonly parties: PaymentParties;
  readonly amount: MinorAmount;
  readonly side: 'send' | 'receive';
  readonly reference: string | undefined;
}

export async function resolvePaymentBasics(
  ctx: WriteFlowContext,
  input: PaymentInput,
  rail: Rail,
  problems: FieldProblems,
  options: { side?: 'send' | 'receive'; kind?: 'crypto' | 'fiat' } = {},
): Promise<PaymentBasics | undefined> {
  const side = options.side ?? 'send';
  const amount = readTypedAmount(input.amount, input.currency, problems, options.kind !== undefined ? { kind: options.kind } : {});
  const parties = await resolveParties(ctx, { accountId: input.sourceAccountId, paymentMethodId: input.paymentMethodId, counterpartyId: input.counterpartyId }, rail, problems);
  if (amount === undefined || parties === undefined) return undefined;
  if (side === 'send' && !checkSendCurrency(amount, parties.account, problems)) return undefined;
  if (side === 'receive' && amount.currency !== parties.method.currency) {
    problems.add('currency', `The recipient's payment method receives ${parties.method.currency}, not ${amount.currency}: enter the amount to be received in ${parties.method.currency}.`);
    return undefined;
  }
  return { parties, amount, side, reference: optionalText(input.reference) };
}

/** The fields every payment body carries. */
export function commonPaymentBody(input: PaymentInput, basics: PaymentBasics): Record<string, unknown> {
  return {
    sourceAccountId: basics.parties.account.id,
    paymentMethodId: basics.parties.method.id,
    counterpartyId: basics.parties.counterparty.id,
    ...(basics.reference !== undefined ? { reference: basics.reference } : {}),
    ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
  };
}
