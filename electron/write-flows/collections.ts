// An ACH collection (POST /collections): pulls an amount from a counterparty's us_bank
// payment method into one of the organization's accounts. Same currency (USD).
import { fiatMoney } from '../../shared/money';
import { collectionChecks, isolatedLine } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { resolveParties } from './payment-parties';
import { optionalText } from './form-values';
import { readTypedAmount } from './typed-amount';
import { amountText, referenceText } from './summary-text';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export interface CollectionInput {
  /** The account credited (chosen from the cache). */
  destinationAccountId: string;
  /** The counterparty's us_bank method to debit. */
  paymentMethodId: string;
  counterpartyId?: string;
  amount: string;
  currency: string;
  reference?: string;
  purpose?: string;
  metadata?: Record<string, string | null>;
}

export interface CollectionsFlow {
  prepare(input: CollectionInput): Promise<PrepareResult>;
}

export function createCollectionsFlow(ctx: WriteFlowContext): CollectionsFlow {
  return {
    async prepare(input) {
      const problems = new FieldProblems();
      const amount = readTypedAmount(input.amount, input.currency, problems, { kind: 'fiat' });
      const parties = await resolveParties(
        ctx,
        { accountId: input.destinationAccountId, paymentMethodId: input.paymentMethodId, counterpartyId: input.counterpartyId },
        'ach',
        problems,
        'destinationAccountId',
        'collection',
      );
      if (amount === undefined || parties === undefined) return refuse(problems);
      const { account, method, counterparty } = parties;
      if (amount.currency !== account.currency) {
        problems.add('currency', `${isolatedLine(account.name)} holds ${account.currency}, not ${amount.currency}: enter the amount in ${account.currency}.`);
        return refuse(problems);
      }
      const reference = optionalText(input.reference);
      const purpose = optionalText(input.purpose);
      return ctx.issue(
        {
          action: 'create_collection',
          operation: 'createCollection',
          body: {
            destinationAccountId: account.id,
            paymentMethodId: method.id,
            counterpartyId: counterparty.id,
            rail: 'ach',
            amount: fiatMoney(amount.currency, amount.minor),
            ...(reference !== undefined ? { reference } : {}),
            ...(purpose !== undefined ? { purpose } : {}),
            ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
          },
          summary: `Collect ${amountText(amount)} from ${isolatedLine(counterparty.name)} by ACH debit into ${isolatedLine(account.name)}${referenceText(reference)}`,
          checks: (c) => collectionChecks({ method, account }, c),
        },
        problems,
      );
    },
  };
}
