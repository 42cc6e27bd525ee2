// The environment's accounts by id, from the one cached `balances.list` query, and how
// an account is named wherever it is shown: its name (`accountName`), or its name with
// its currency (`accountLabel`, "Operating (USD)") where accounts are listed to choose
// from. Without a name, the id stands in; nothing else depends on it.
import { useMemo } from 'react';
import { useCachedAccounts, type AccountBalance } from '../queries/balance-queries';
import type { ChecklistOption } from './lists/filter-checklist';

export type AccountsById = ReadonlyMap<string, AccountBalance>;

export function useAccountsById(): AccountsById {
  const accounts = useCachedAccounts();
  return useMemo(() => new Map(accounts.map((account) => [account.accountId, account])), [accounts]);
}

/** What an account is called on screen: its name, or its id when it has none. */
export function accountShownName(account: AccountBalance): string {
  return account.accountName ?? account.accountId;
}

/** The account's name, or null when it is not known or has none. */
export function accountName(accounts: AccountsById, id: string): string | null {
  return accounts.get(id)?.accountName ?? null;
}

/** "Operating (USD)"; the id in place of an unknown name. */
export function accountLabel(accounts: AccountsById, id: string): string {
  const account = accounts.get(id);
  const name = account === undefined ? id : accountShownName(account);
  return account?.currency === null || account?.currency === undefined ? name : `${name} (${account.currency})`;
}

/** The account filter's options; a selected account the list does not know (another environment's) stays visible. */
export function accountOptions(accounts: AccountsById, selected: readonly string[] = []): ChecklistOption[] {
  const known = [...accounts.keys()].map((id) => ({ value: id, label: accountLabel(accounts, id) }));
  const unknown = selected.filter((id) => !accounts.has(id)).map((id) => ({ value: id, label: `Unknown account ${id}` }));
  return [...known.sort((a, b) => a.label.localeCompare(b.label)), ...unknown];
}
