// One account's balance as the Balances screen reads it (the shape of `balances.list`):
// its name, its currency, and whether the ledger's own balance differs from the balance
// of record. Comparisons are exact (compareDecimals on the strings: "1.50" equals "1.5").
import { compareDecimals } from '../../../../shared/money/ledger-decimal';

import type { AccountBalance } from '../../queries/balance-queries';

export type { AccountBalance } from '../../queries/balance-queries';

/** The account's name as shown (its id when it has none). */
/** The account's currency, or the currency its balances are in when the account record has none. */
export function currencyOf(account: AccountBalance): string | null {
  return account.currency ?? account.server?.currency ?? account.ledger?.currency ?? null;
}

/** The ledger's own balance when the balance of record comes from the server and the two are not equal. */
export function differingLedgerBalance(account: AccountBalance): string | null {
  if (account.ledger === null || account.balance === null || account.source !== 'server') return null;
  return compareDecimals(account.ledger.balance, account.balance) === 0 ? null : account.ledger.balance;
}
