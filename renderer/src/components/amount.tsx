// An amount as a treasurer reads it: right-aligned tabular figures, exactly the
// currency's decimals, the code beside it, debits with a minus sign (colour only as a
// second cue).
import { formatAmount, formatSignedEntry } from '../../lib/format-money';

export function Amount({ value, currency, showCode = true }: { value: string; currency: string; showCode?: boolean }) {
  const negative = value.startsWith('-');
  return (
    <span className={`amount${negative ? ' amount-negative' : ''}`}>
      {formatAmount(value, currency)}
      {showCode && <span className="currency-code"> {currency}</span>}
    </span>
  );
}

export function EntryAmount({ amount, direction, currency }: { amount: string; direction: 'debit' | 'credit'; currency: string }) {
  return <span className={`amount amount-${direction}`}>{formatSignedEntry(amount, direction, currency)}</span>;
}
