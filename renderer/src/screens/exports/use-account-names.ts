// Account names for the filters in words ("Operating USD (acc_123)"), read once from the
// cache's balances. Without them the ids alone are shown; nothing else depends on it.
import { useEffect, useState } from 'react';
import { ipc } from '../../app/main-connection';
import type { AccountNames } from './export-plans';

export function useAccountNames(): AccountNames {
  const [names, setNames] = useState<AccountNames>(new Map());
  useEffect(() => {
    let live = true;
    void ipc()
      .call('balances.list', {})
      .then((answer) => {
        if (!live || !answer.ok) return;
        setNames(new Map(answer.value.accounts.flatMap((account) => (account.accountName !== null ? [[account.accountId, account.accountName] as const] : []))));
      });
    return () => {
      live = false;
    };
  }, []);
  return names;
}
