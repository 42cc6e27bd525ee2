// An internal transfer (POST /transfers) between two of the organization's accounts:
// both active, different, in the same currency as the typed amount.
import { fiatMoney } from '../../shared/money';
import { isolatedLine, transferChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { activeAccount } from './payment-parties';
import { optionalText } from './form-values';
import { readTypedAmount } from './typed-amount';
import { amountText, referenceText } from './summary-text';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export interface TransferInput {
  sourceAccountId: string;
  destinationAccountId: string;
  amount: string;
  currency: string;
  reference?: string;
  metadata?: Record<string, string | null>;
}

export interface TransfersFlow {
  prepare(input: TransferInput): Promise<PrepareResult>;
}

export function createTransfersFlow(ctx: WriteFlowContext): TransfersFlow {
  return {
    async prepare(input) {
      const problems = new FieldProblems();
      const amount = readTypedAmount(input.amount, input.currency, problems);
      const source = await activeAccount(ctx, input.sourceAccountId, 'sourceAccountId', problems);
      const destination = await activeAccount(ctx, input.destinationAccountId, 'destinationAccountId', problems);
      if (amount === undefined || source === undefined || destination === undefined) return refuse(problems);
      if (source.id === destination.id) problems.add('destinationAccountId', 'Choose a different account to move the money to.');
      else if (destination.currency !== source.currency) {
        problems.add('destinationAccountId', `Transfers are same-currency: ${isolatedLine(source.name)} holds ${source.currency} and ${isolatedLine(destination.name)} holds ${destination.currency}. Choose a ${source.currency} account.`);
      }
      if (amount.currency !== source.currency) {
        problems.add('currency', `${isolatedLine(source.name)} holds ${source.currency}, not ${amount.currency}: enter the amount in ${source.currency}.`);
      }
      const reference = optionalText(input.reference);
      return ctx.issue(
        {
          action: 'create_transfer',
          operation: 'createTransfer',
          body: {
            sourceAccountId: source.id,
            destinationAccountId: destination.id,
            amount: fiatMoney(amount.currency, amount.minor),
            ...(reference !== undefined ? { reference } : {}),
            ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
          },
          summary: `Move ${amountText(amount)} from ${isolatedLine(source.name)} to ${isolatedLine(destination.name)}${referenceText(reference)}`,
          checks: (c) => transferChecks({ source, destination, amount }, c),
        },
        problems,
      );
    },
  };
}
