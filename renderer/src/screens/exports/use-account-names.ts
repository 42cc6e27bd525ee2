// Account names for the filters in words ("Operating USD (acc_123)"), from the shared
// cached accounts. Without them the ids alone are shown; nothing else depends on it.
import { useMemo } from 'react';
import { useCachedAccounts } from '../../queries/balance-queries';
import type { AccountNames } from './export-plans';

export function useAccountNames(): AccountNames {
  const accounts = useCachedAccounts();
  return useMemo(() => new Map(accounts.flatMap((account) => (account.accountName !== null ? [[account.accountId, account.accountName] as const] : []))), [accounts]);
}
