// The accounts the ledger is filtered by and named with, from `balances.list` (the
// cache's accounts), loaded on mount and again after a sync.
import { useEffect, useMemo, useState } from 'react';
import { syncChanged, useSync } from '../../stores/sync-store';
import { listAccounts, type AccountBalance } from './ledger-ipc';

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
  const [accounts, setAccounts] = useState<readonly AccountBalance[]>([]);
  // Read on mount, then again after each sync that changed accounts or balances.
  const finishedSyncs = useSync((state) => state.finishedSyncs);
  const [readFor, setReadFor] = useState(finishedSyncs);
  if (readFor !== finishedSyncs && syncChanged(useSync.getState().lastReport, ['accounts', 'ledgerTransactions'])) setReadFor(finishedSyncs);
  useEffect(() => {
    let live = true;
    // A failure leaves the account filter with "All accounts" and ids in the column: the rows still show.
    void listAccounts()
      .then((result) => {
        if (live && result.ok) setAccounts(result.value.accounts);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [readFor]);
  const byId = useMemo(() => new Map(accounts.map((account) => [account.accountId, account])), [accounts]);
  return { accounts, byId };
}
