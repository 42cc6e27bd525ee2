// Balances, from the offline cache: each account's balances exactly as the cache says
// them (ledger-balances.ts), and the points of one account's balance over time.
import type { balanceMethods } from '../../../shared/ipc/balance-methods';
import type { HandlerTable } from '../handler-types';

export const balanceHandlers: HandlerTable<keyof typeof balanceMethods> = {
  'balances.list': (_input, context) => context.services().cache.ledgerTransactions.balancesInTurns(),
  'balances.history': (input, context) => ({
    accountId: input.accountId,
    points: context.services().cache.ledgerTransactions.balanceHistory(input),
  }),
};
