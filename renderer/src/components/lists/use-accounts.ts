// The environment's accounts in words ("Operating USD"), from the shared cached accounts
// (queries/balance-queries.ts), for the account filter and for naming accounts in rows and
// details. Without them, ids alone are shown; nothing else depends on it.
import { useMemo } from 'react';
import { useCachedAccounts } from '../../queries/balance-queries';
import type { ChecklistOption } from './filter-checklist';

export interface AccountName {
  readonly id: string;
  readonly name: string | null;
  readonly currency: string | null;
}

export type AccountNames = ReadonlyMap<string, AccountName>;

export function useAccounts(): AccountNames {
  const accounts = useCachedAccounts();
  return useMemo(() => new Map(accounts.map((account) => [account.accountId, { id: account.accountId, name: account.accountName, currency: account.currency }])), [accounts]);
}

/** "Operating USD" or the id when the name is not known. */
export function accountLabel(accounts: AccountNames, id: string): string {
  return accounts.get(id)?.name ?? id;
}

/** The account filter's options; a selected account the list does not know (another environment's) stays visible. */
export function accountOptions(accounts: AccountNames, selected: readonly string[] = []): ChecklistOption[] {
  const known = [...accounts.values()].map((account) => ({ value: account.id, label: `${account.name ?? account.id}${account.currency !== null ? ` (${account.currency})` : ''}` }));
  const unknown = selected.filter((id) => !accounts.has(id)).map((id) => ({ value: id, label: `Unknown account ${id}` }));
  return [...known.sort((a, b) => a.label.localeCompare(b.label)), ...unknown];
}
