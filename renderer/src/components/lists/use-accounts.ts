// The environment's accounts in words ("Operating USD"), read once per screen from the
// cache's balances, for the account filter and for naming accounts in rows and details.
// Read again after each sync (a first sync brings them). Without them, ids alone are
// shown; nothing else depends on it.
import { useEffect, useState } from 'react';
import { ipc } from '../../app/main-connection';
import type { ChecklistOption } from './filter-checklist';

export interface AccountName {
  readonly id: string;
  readonly name: string | null;
  readonly currency: string | null;
}

export type AccountNames = ReadonlyMap<string, AccountName>;

export function useAccounts(): AccountNames {
  const [accounts, setAccounts] = useState<AccountNames>(new Map());
  useEffect(() => {
    let live = true;
    const read = () =>
      void ipc()
        .call('balances.list', {})
        .then((answer) => {
          if (!live || !answer.ok) return;
          setAccounts(new Map(answer.value.accounts.map((account) => [account.accountId, { id: account.accountId, name: account.accountName, currency: account.currency }])));
        })
        .catch(() => undefined);
    read();
    const unsubscribe = ipc().subscribe((event) => {
      if (event.type === 'sync.finished') read();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return accounts;
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
