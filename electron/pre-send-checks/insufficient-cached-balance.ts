// insufficient_cached_balance: the source account's balance in the offline cache is
// less than what this write takes from it. A warning only: the cache may be behind,
// fees are not known here, and the server has the final word (422 insufficient_funds).
// The balance compared is the balance of record (ledger-balances.ts): the server's own
// account balance when the cache has one, else the running balance of the account's
// latest ledger entry in posting order.
import { currencyExponent, decimalToMinorUnits } from '../../shared/money';
import type { Check, CheckContext, MinorAmount } from './check-types';
import { amountText, isolatedLine, timeText } from './check-text';

export interface BalanceDemand {
  readonly accountId: string;
  readonly accountName: string;
  /** What leaves the account (fees not included). */
  readonly amount: MinorAmount;
}

export function insufficientCachedBalanceCheck(demand: BalanceDemand, ctx: Pick<CheckContext, 'cache' | 'timeZone'>): Check | undefined {
  const balances = ctx.cache.ledgerTransactions.balances();
  const entry = balances.accounts.find((a) => a.accountId === demand.accountId);
  // No cached entry, or one in another currency: nothing to compare, the server decides.
  if (entry === undefined || entry.balance === null || entry.currency !== demand.amount.currency) return undefined;
  let available: bigint;
  try {
    available = decimalToMinorUnits(entry.balance, currencyExponent(entry.currency));
  } catch {
    return undefined;
  }
  if (available >= demand.amount.minor) return undefined;
  const asOf = entry.source === 'server' ? entry.asOf : (balances.lastSyncedAt ?? entry.asOf);
  const when = asOf === null ? '' : ` as of ${timeText(asOf, ctx)}`;
  return {
    code: 'insufficient_cached_balance',
    severity: 'warning',
    message:
      `${isolatedLine(demand.accountName)} shows ${amountText({ currency: entry.currency, minor: available })}${when} (cached), ` +
      `less than the ${amountText(demand.amount)} this takes (fees not included). ` +
      'Sync to see the current balance; the server checks the real balance when it is sent.',
  };
}
