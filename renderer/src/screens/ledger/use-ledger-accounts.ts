// The accounts the ledger is filtered by and named with: the shared cached accounts
// (queries/balance-queries.ts), read again after a sync.
import { useMemo } from 'react';
import { useCachedAccounts } from '../../queries/balance-queries';
import type { AccountBalance } from './ledger-ipc';

export interface LedgerAccounts {
  readonly accounts: readonly AccountBalance[];
  readonly byId: ReadonlyMap<string, AccountBalance>;
}

/** "Operating (USD)", or the id when the account has no name. */
export function accountLabel(account: AccountBalance | undefined, id: string): string {
  if (account === undefined) return id;
  const name = account.accountName ?? id;
  return account.currency === null ? name : `${name} (${account.currency})`;
}

export function useLedgerAccounts(): LedgerAccounts {
  const accounts = useCachedAccounts();
  const byId = useMemo(() => new Map(accounts.map((account) => [account.accountId, account])), [accounts]);
  return { accounts, byId };
}
