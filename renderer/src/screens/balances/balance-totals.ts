// Accounts grouped by currency with the total of each currency: exact decimal sums
// (shared/money sumDecimals on the decimal strings), never JS numbers. Accounts with no
// balance yet are listed but add nothing; accounts with no currency form their own group
// with no total (adding amounts of unknown currencies would mean nothing). An account the
// server no longer lists (`goneAt`) is listed, marked, and left out of the total: its
// last known balance is not money the organization can move.
import { sumDecimals } from '../../../../shared/money/ledger-decimal';
import { currencyOf, type AccountBalance } from './account-balance';
import { accountShownName } from '../../components/account-names';

export interface CurrencyGroup {
  /** The currency code, or null for accounts whose currency is not known. */
  readonly currency: string | null;
  readonly accounts: readonly AccountBalance[];
  /** The exact sum of the balances of record in this currency; null for the unknown-currency group. */
  readonly total: string | null;
  /** How many accounts contribute to the total (those with a balance, still on the server). */
  readonly counted: number;
  /** Accounts with a balance left out of the total because the server no longer lists them. */
  readonly gone: number;
}

/** Whether an account's balance adds to its currency's total. */
export function countsInTotal(account: AccountBalance): boolean {
  return account.balance !== null && account.goneAt === null;
}

/** Groups by currency (sorted by code, unknown last), accounts by name within a group, each group with its exact total. */
export function groupByCurrency(accounts: readonly AccountBalance[]): CurrencyGroup[] {
  const byCurrency = new Map<string | null, AccountBalance[]>();
  for (const account of accounts) {
    const key = currencyOf(account);
    const list = byCurrency.get(key) ?? [];
    list.push(account);
    byCurrency.set(key, list);
  }
  const keys = [...byCurrency.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
  return keys.map((currency) => {
    const members = [...(byCurrency.get(currency) ?? [])].sort((a, b) => accountShownName(a).localeCompare(accountShownName(b)) || a.accountId.localeCompare(b.accountId));
    const balances = members.filter(countsInTotal).map((account) => account.balance as string);
    const gone = members.filter((account) => account.balance !== null && account.goneAt !== null).length;
    return { currency, accounts: members, total: currency === null ? null : sumDecimals(balances), counted: balances.length, gone };
  });
}

/** The accounts in the order the table shows them (group by group), for arrow-key moves. */
export function accountsInDisplayOrder(groups: readonly CurrencyGroup[]): AccountBalance[] {
  return groups.flatMap((group) => group.accounts);
}
