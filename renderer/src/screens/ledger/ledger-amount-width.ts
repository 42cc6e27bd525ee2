// The width the ledger's amount and running balance columns need to show every amount
// whole (a cut "−5,000.123456 USDC" reads as "…USD"): the longest amount and balance
// text among the rows shown so far, in characters, as CSS variables ledger.css sizes the
// columns by (`ch`, the width of a tabular digit). It only grows, so a column does not
// jump narrower and back while scrolling. Where the grid is narrow the balance, with its
// code, goes under the amount: that column is as wide as the longer of the two.
import { useEffect, useState, type CSSProperties } from 'react';
import { formatAmount, formatSignedEntry } from '../../../lib/format-money';
import type { LedgerRowView } from './ledger-ipc';

/** What the columns fit before any row is measured: "−1,200,000.000000 USDC". */
const AT_LEAST = { amount: 22, balance: 17, codedBalance: 22 } as const;

export interface AmountWidths {
  /** The amount with its currency code ("−5,000.123456 USDC"). */
  readonly amount: number;
  /** The balance without its code ("1,200,000.000000"). */
  readonly balance: number;
  /** The balance with its code ("1,200,000.000000 USDC"), as it reads under the amount. */
  readonly codedBalance: number;
}

export function widestAmounts(rows: readonly (LedgerRowView | undefined)[]): AmountWidths {
  let amount: number = AT_LEAST.amount;
  let balance: number = AT_LEAST.balance;
  let codedBalance: number = AT_LEAST.codedBalance;
  for (const row of rows) {
    if (row === undefined) continue;
    amount = Math.max(amount, formatSignedEntry(row.amount, row.direction, row.currency).length + 1 + row.currency.length);
    const figures = formatAmount(row.balance, row.currency).length;
    balance = Math.max(balance, figures);
    codedBalance = Math.max(codedBalance, figures + 1 + row.currency.length);
  }
  return { amount, balance, codedBalance };
}

/** The widest of both. */
function widerOf(one: AmountWidths, other: AmountWidths): AmountWidths {
  return { amount: Math.max(one.amount, other.amount), balance: Math.max(one.balance, other.balance), codedBalance: Math.max(one.codedBalance, other.codedBalance) };
}

/** The CSS variables for the grid: `--ledger-amount-ch`, `--ledger-balance-ch`, `--ledger-coded-balance-ch`. */
export function useAmountColumnWidths(rows: readonly (LedgerRowView | undefined)[]): CSSProperties {
  const [widths, setWidths] = useState<AmountWidths>(AT_LEAST);
  const shown = widestAmounts(rows);
  const { amount, balance, codedBalance } = shown;
  // On the widths as numbers: `shown` is a new object each render (each scroll step).
  useEffect(() => {
    if (amount > widths.amount || balance > widths.balance || codedBalance > widths.codedBalance) setWidths((known) => widerOf(known, { amount, balance, codedBalance }));
  }, [amount, balance, codedBalance, widths]);
  const wide = widerOf(shown, widths);
  return { '--ledger-amount-ch': wide.amount, '--ledger-balance-ch': wide.balance, '--ledger-coded-balance-ch': wide.codedBalance } as CSSProperties;
}
