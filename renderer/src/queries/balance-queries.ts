// The environment's accounts and balances (`balances.list`, read from the cache): one
// query for every screen that shows balances, names accounts or filters by them
// (Balances, Ledger, Payments, Collections, Transfers, Exports), and the chosen
// account's balance over time (`balances.history`).
import { useQuery } from '@tanstack/react-query';
import type { IpcOutput } from '../../lib/ipc-client';
import type { AccountBalance } from '../../../shared/ipc';
import { HISTORY_MAX_POINTS, historyFrom, type HistoryRange } from '../../lib/history-range';
import { ipcQuery } from './ipc-queries';

export type { AccountBalance };
export type BalancePoints = IpcOutput<'balances.history'>['points'];

const NO_ACCOUNTS: readonly AccountBalance[] = [];

export function useBalancesList() {
  return useQuery(ipcQuery('balances.list', {}));
}

/** The environment's cached accounts; empty until the first read answers (ids then stand in for names). */
export function useCachedAccounts(): readonly AccountBalance[] {
  return useBalancesList().data?.accounts ?? NO_ACCOUNTS;
}

/**
 * An account's balance over `range`, which starts `range` before `asOfMs` (the moment the
 * period was chosen, so the key stays one while it is shown). While another period or a
 * refresh loads, the points shown stay if they are the same account's.
 */
export function useBalanceHistory(accountId: string, range: HistoryRange, asOfMs: number) {
  const from = historyFrom(range, asOfMs);
  return useQuery({
    ...ipcQuery('balances.history', { accountId, maxPoints: HISTORY_MAX_POINTS, ...(from === undefined ? {} : { from }) }),
    placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[1] as { accountId?: string } | undefined)?.accountId === accountId ? previous : undefined),
  });
}
