// Accounts grouped by currency with the total of each currency: exact decimal sums
// (shared/money sumDecimals on the decimal strings), never JS numbers. Accounts with no
// balance yet are listed but add nothing; accounts with no currency form their own group
// with no total (adding amounts of unknown currencies would mean nothing).
import { sumDecimals } from '../../../../shared/money/ledger-decimal';
import { currencyOf, nameOf, type AccountBalance } from './account-balance';

export interface CurrencyGroup {
  /** The currency code, or null for accounts whose currency is not known. */
  readonly currency: string | null;
  readonly accounts: readonly AccountBalance[];
  /** The exact sum of the balances of record in this currency; null for the unknown-currency group. */
  readonly total: string | null;
  /** How many accounts contribute to the total (those with a balance). */
  readonly counted: number;
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
    const members = [...(byCurrency.get(currency) ?? [])].sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.accountId.localeCompare(b.accountId));
    const balances = members.map((account) => account.balance).filter((balance): balance is string => balance !== null);
    return { currency, accounts: members, total: currency === null ? null : sumDecimals(balances), counted: balances.length };
  });
}

/** The accounts in the order the table shows them (group by group), for arrow-key moves. */
export function accountsInDisplayOrder(groups: readonly CurrencyGroup[]): AccountBalance[] {
  return groups.flatMap((group) => group.accounts);
}
