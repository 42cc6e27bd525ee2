// The width the ledger's amount and running balance columns need to show every amount
// whole (a cut "−5,000.123456 USDC" reads as "…USD"): the longest amount and balance
// text among the rows shown so far, in characters, as CSS variables ledger.css sizes the
// columns by (`ch`, the width of a tabular digit). It only grows, so a column does not
// jump narrower and back while scrolling.
import { useEffect, useState, type CSSProperties } from 'react';
import { formatAmount, formatSignedEntry } from '../../../lib/format-money';
import type { LedgerRowView } from './ledger-ipc';

/** What the columns fit before any row is measured: "−1,200,000.000000 USDC". */
const AT_LEAST = { amount: 22, balance: 17 } as const;

export interface AmountWidths {
  /** The amount with its currency code ("−5,000.123456 USDC"). */
  readonly amount: number;
  /** The balance without its code ("1,200,000.000000"). */
  readonly balance: number;
}

export function widestAmounts(rows: readonly (LedgerRowView | undefined)[]): AmountWidths {
  let amount: number = AT_LEAST.amount;
  let balance: number = AT_LEAST.balance;
  for (const row of rows) {
    if (row === undefined) continue;
    amount = Math.max(amount, formatSignedEntry(row.amount, row.direction, row.currency).length + 1 + row.currency.length);
    balance = Math.max(balance, formatAmount(row.balance, row.currency).length);
  }
  return { amount, balance };
}

/** The CSS variables for the grid: `--ledger-amount-ch`, `--ledger-balance-ch`. */
export function useAmountColumnWidths(rows: readonly (LedgerRowView | undefined)[]): CSSProperties {
  const [widths, setWidths] = useState<AmountWidths>(AT_LEAST);
  const shown = widestAmounts(rows);
  useEffect(() => {
    if (shown.amount > widths.amount || shown.balance > widths.balance) {
      setWidths({ amount: Math.max(shown.amount, widths.amount), balance: Math.max(shown.balance, widths.balance) });
    }
  }, [shown.amount, shown.balance, widths]);
  return { '--ledger-amount-ch': Math.max(shown.amount, widths.amount), '--ledger-balance-ch': Math.max(shown.balance, widths.balance) } as CSSProperties;
}
