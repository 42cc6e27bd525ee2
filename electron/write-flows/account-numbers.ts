// An account number for funding an account (POST /accounts/{accountId}/account-numbers):
// `us_ach` or `us_fedwire`, the only types the spec supports, so on USD accounts only.
import { ACCOUNT_NUMBER_TYPES } from '../../shared/schemas';
import { isolatedLine, writeChecks } from '../pre-send-checks';
import { FieldProblems } from './field-problems';
import { activeAccount } from './payment-parties';
import { checkChoice } from './form-values';
import { refuse, type WriteFlowContext } from './write-flow-context';
import type { PrepareResult } from './write-flow-types';

export interface AccountNumberInput {
  accountId: string;
  type: 'us_ach' | 'us_fedwire';
  /** Deprecated by the spec (settlement routes replace it); sent only when given. */
  autoConvert?: { enabled: boolean; convertToCurrency?: string };
}

export interface AccountNumbersFlow {
  prepare(input: AccountNumberInput): Promise<PrepareResult>;
}

const TYPE_NAMES = { us_ach: 'US ACH', us_fedwire: 'US Fedwire' } as const;

export function createAccountNumbersFlow(ctx: WriteFlowContext): AccountNumbersFlow {
  return {
    async prepare(input) {
      const problems = new FieldProblems();
      if (input.type === undefined) problems.add('type', 'Choose the kind of account number: us_ach or us_fedwire.');
      else checkChoice(input.type, ACCOUNT_NUMBER_TYPES, 'type', problems, 'an account number type');
      const account = await activeAccount(ctx, input.accountId, 'accountId', problems);
      if (account === undefined || problems.has()) return refuse(problems);
      if (account.currency !== 'USD') {
        problems.add('accountId', `US account numbers receive US dollars; ${isolatedLine(account.name)} holds ${account.currency}: choose a USD account.`);
      }
      return ctx.issue(
        {
          action: 'create_account_number',
          operation: 'createAccountNumber',
          pathParams: { accountId: account.id },
          body: { type: input.type, ...(input.autoConvert !== undefined ? { autoConvert: input.autoConvert } : {}) },
          summary: `Add a ${TYPE_NAMES[input.type]} account number to ${isolatedLine(account.name)}`,
          checks: (c) => writeChecks(c),
        },
        problems,
      );
    },
  };
}
