// Amounts for a person (UI.md "Numbers"): thousands grouped, exactly the currency's
// decimals (never rounded silently), the currency code beside the number, and the sign
// as text so debits and credits differ without colour. Always from decimal strings,
// never through a JavaScript number (shared/money does the arithmetic).
import { formatDecimalAmount } from '../../shared/money/format-decimal';

/** "1,234.56" (no code). A minus sign is the Unicode minus, which lines up in tabular figures. */
export function formatAmount(decimal: string, currency: string): string {
  const text = formatDecimalAmount(decimal, currency);
  return text.startsWith('-') ? `\u2212${text.slice(1)}` : text;
}

/** A ledger entry's signed amount: debits negative, credits positive ("+1,234.56" / "−1,234.56"). */
export function formatSignedEntry(amount: string, direction: 'debit' | 'credit', currency: string): string {
  const unsigned = formatDecimalAmount(amount.replace(/^-/, ''), currency);
  return direction === 'debit' ? `\u2212${unsigned}` : `+${unsigned}`;
}

/** "1,234.56 USD": for sentences and accessible names. */
export function formatMoneyText(decimal: string, currency: string): string {
  return `${formatAmount(decimal, currency)} ${currency}`;
}
