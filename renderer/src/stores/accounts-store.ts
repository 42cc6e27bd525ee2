// The environment's accounts as the cache has them (`balances.list`), one copy for every
// screen that names accounts or filters by them (Ledger, Payments, Collections, Transfers,
// Exports). A screen opened after another names its accounts at once instead of showing
// ids first and names a moment later. Read on first use, again when the environment
// changes, and after a sync that brought accounts or ledger rows. A failed read leaves
// ids in place of names (nothing else depends on them) and is tried again on next use.
import { useEffect } from 'react';
import { create } from 'zustand';
import type { IpcOutput } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';
import { useEnvironment } from './environment-store';
import { syncChanged, useSync } from './sync-store';

export type CachedAccount = IpcOutput<'balances.list'>['accounts'][number];

interface AccountsState {
  /** The environment `accounts` were read in (null before the environment is known). */
  environment: string | null;
  accounts: readonly CachedAccount[] | null;
  /** The sync store's `finishedSyncs` when `accounts` were read. */
  readAfterSyncs: number;
  read(environment: string | null, finishedSyncs: number): Promise<void>;
}

const NO_ACCOUNTS: readonly CachedAccount[] = [];
let serial = 0;

export const useAccountsStore = create<AccountsState>((set) => ({
  environment: null,
  accounts: null,
  readAfterSyncs: 0,
  async read(environment, finishedSyncs) {
    const mine = ++serial;
    const answer = await ipc()
      .call('balances.list', {})
      .catch(() => null);
    // A later read (another environment, a newer sync) wins over an earlier one.
    if (mine !== serial) return;
    set(answer?.ok === true ? { environment, accounts: answer.value.accounts, readAfterSyncs: finishedSyncs } : { environment, accounts: null, readAfterSyncs: finishedSyncs });
  },
}));

function needsRead(environment: string | null, finishedSyncs: number): boolean {
  const state = useAccountsStore.getState();
  if (state.environment !== environment || state.accounts === null) return true;
  return state.readAfterSyncs !== finishedSyncs && syncChanged(useSync.getState().lastReport, ['accounts', 'ledgerTransactions']);
}

/** The active environment's cached accounts; empty until the first read answers. */
export function useCachedAccounts(): readonly CachedAccount[] {
  const environment = useEnvironment((state) => state.status?.environment ?? null);
  const finishedSyncs = useSync((state) => state.finishedSyncs);
  const accounts = useAccountsStore((state) => (state.environment === environment ? state.accounts : null));
  useEffect(() => {
    if (needsRead(environment, finishedSyncs)) void useAccountsStore.getState().read(environment, finishedSyncs);
  }, [environment, finishedSyncs]);
  return accounts ?? NO_ACCOUNTS;
}
