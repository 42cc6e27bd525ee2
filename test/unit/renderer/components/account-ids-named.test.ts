// A description's account ids read as the accounts' names where known; unknown ids stay.
import { describe, expect, it } from 'vitest';
import { nameAccountIds } from '../../../../renderer/src/components/account-ids-named';
import type { AccountsById } from '../../../../renderer/src/components/account-names';
import type { AccountBalance } from '../../../../renderer/src/queries/balance-queries';

const accounts: AccountsById = new Map([
  ['acc_payroll1', { accountId: 'acc_payroll1', accountName: 'Payroll USD' } as AccountBalance],
  ['acc_unnamed1', { accountId: 'acc_unnamed1', accountName: null } as unknown as AccountBalance],
]);

describe('nameAccountIds', () => {
  it('puts a known account\'s name in place of its id', () => {
    expect(nameAccountIds('Transfer to acc_payroll1', accounts)).toEqual(['Transfer to ', { id: 'acc_payroll1', name: 'Payroll USD' }]);
    expect(nameAccountIds('acc_payroll1 sweep', accounts)).toEqual([{ id: 'acc_payroll1', name: 'Payroll USD' }, ' sweep']);
  });

  it('leaves unknown or unnamed accounts, and text without ids, as they are', () => {
    expect(nameAccountIds('Transfer from acc_other99', accounts)).toEqual(['Transfer from acc_other99']);
    expect(nameAccountIds('Transfer from acc_unnamed1', accounts)).toEqual(['Transfer from acc_unnamed1']);
    expect(nameAccountIds('ACH fee', accounts)).toEqual(['ACH fee']);
    expect(nameAccountIds('', accounts)).toEqual([]);
  });
});
