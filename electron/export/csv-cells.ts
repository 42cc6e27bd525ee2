// Cells and rows of the CSV files the app writes (RFC 4180): fields separated by
// commas, records ended by CRLF, a field quoted when it contains a double quote, a
// comma, CR or LF, with its double quotes doubled.
//
// Formula injection: a spreadsheet runs a TEXT cell starting with `=`, `+`, `-` or `@`
// as a formula, and tab or CR can hide such a start. Rule: a text cell whose first
// character is one of `=` `+` `-` `@` TAB CR gets a single quote `'` in front (the
// spreadsheet then shows the text as text). Applied to every text cell (descriptions,
// names, references, ids...). Numeric cells (amounts such as `-12.50`, written as exact
// decimal strings) and timestamps are NOT altered: they are checked to be what they
// claim, so nothing else can pass through them.
import { TreasuryError } from '../../shared/errors';
import { canonicalTimestamp } from '../cache/timestamps';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
/** Either of the two above: most cells (ids, plain words) pass this one test. */
const NEEDS_WORK = /^[=+\-@\t\r]|[",\r\n]/;
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

export class CsvCellError extends TreasuryError {
  override readonly name = 'CsvCellError';
  readonly kind = 'internal';
  readonly code = 'invalid_csv_cell';
}

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text cell: neutralised against formulas, then quoted if needed. null/undefined is an empty cell. */
export function textCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (!NEEDS_WORK.test(value)) return value;
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}

/** A numeric cell: an exact decimal string (`-12.50`, `0.00000001`), written as is. Throws on anything else. */
export function decimalCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (!DECIMAL.test(value)) throw new CsvCellError(`${JSON.stringify(String(value).slice(0, 40))} is not a decimal number`);
  return value;
}

/** A timestamp cell in the one written form, ISO 8601 UTC with milliseconds: `2026-01-31T12:00:00.000Z`. */
export function timestampCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return canonicalTimestamp(value);
}

/**
 * A signed decimal under the ledger's sign convention: credits positive, debits
 * negative (`-` before the unsigned amount). Zero is never negative.
 */
export function signedAmount(amount: string, direction: 'debit' | 'credit'): string {
  if (direction === 'credit' || !/[1-9]/.test(amount)) return amount;
  return `-${amount}`;
}

/** One CSV record: cells (already encoded by the functions above) joined, CRLF-terminated. */
export function csvRecord(cells: readonly string[]): string {
  let record = cells[0] ?? '';
  for (let i = 1; i < cells.length; i += 1) record += `,${cells[i]}`;
  return `${record}\r\n`;
}

/** The header record; header names are text cells like any other. */
export function headerRecord(names: readonly string[]): string {
  return csvRecord(names.map(textCell));
}
