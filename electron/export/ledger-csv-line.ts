// One ledger CSV record built by SQLite, and the check that it is exactly the record
// the cell functions of csv-cells.ts would write (ledger-csv-columns.ts: ledgerCsvColumns).
//
// Why: reading a million rows as 14 JavaScript values each, then encoding 13 cells in
// JavaScript, costs several CPU-seconds; SQLite joins the cells in C, and JavaScript
// gets one string per row. The SQL joins the cells as they are, so a record is only
// right when every cell is one that needs no change:
//   - text cells with no `"`, `,`, CR or LF and no first character of `= + - @ TAB CR`
//     (textCell writes those as they are; NULL and '' become an empty cell);
//   - amount and balance: digits with at most one `.` followed by digits (decimalCell
//     writes those as they are; it refuses anything that is not a decimal);
//   - signedAmount: the amount, with `-` in front for a debit with a non-zero digit
//     (signedAmount's rule, written in SQL);
//   - createdAt: written by strftime for 1970 to 9999 (the same text as
//     Date.prototype.toISOString with milliseconds), and left empty for other times.
// The names (account, counterparty) are the cache's own lookups (ledger-columns.ts), text
// cells like the others.
// `isPlainLedgerLine` accepts a record only if it has exactly these 17 fields of these
// forms. Because no accepted field can hold a comma, CR or LF, the fields of an accepted
// record are the row's cells, one for one. A record it refuses (an empty createdAt, a
// description with a comma, a formula start, an amount that is not a decimal) is encoded
// by the cell functions from the row's values instead: the same bytes as before in every
// case, and the same CsvCellError for a bad amount.

import { LEDGER_ACCOUNT_NAME_SQL, LEDGER_COUNTERPARTY_ID_SQL, LEDGER_COUNTERPARTY_NAME_SQL } from '../cache/repositories/ledger-columns';

/** 1970-01-01T00:00:00.000Z .. 9999-12-31T23:59:59.999Z in microseconds: the years strftime writes like toISOString. */
const LAST_FOUR_DIGIT_YEAR_US = 253_402_300_799_999_999;

const CREATED_AT_SQL =
  `CASE WHEN created_us BETWEEN 0 AND ${LAST_FOUR_DIGIT_YEAR_US} ` +
  `THEN strftime('%Y-%m-%dT%H:%M:%S', created_us / 1000000, 'unixepoch') || '.' || substr('00' || ((created_us / 1000) % 1000), -3) || 'Z' END`;

const SIGNED_AMOUNT_SQL = `CASE WHEN direction = 'credit' THEN amount WHEN amount GLOB '*[1-9]*' THEN '-' || amount ELSE amount END`;

/**
 * The record of one row of ledger_transactions, CRLF-terminated (concat() reads NULL as
 * ''), in the column order of ledgerCsvColumns.
 */
export const LEDGER_CSV_LINE_SQL =
  `concat(id, ',', ${CREATED_AT_SQL}, ',', account_id, ',', ${LEDGER_ACCOUNT_NAME_SQL}, ',', currency, ',', type, ',', direction, ',', ` +
  `amount, ',', ${SIGNED_AMOUNT_SQL}, ',', balance, ',', description, ',', reference_type, ',', ` +
  `reference_id, ',', ${LEDGER_COUNTERPARTY_ID_SQL}, ',', ${LEDGER_COUNTERPARTY_NAME_SQL}, ',', transaction_group_id, ',', linked_transaction_id, char(13, 10))`;

/** A text cell textCell writes as it is: empty, or no `",\r\n` and no formula start. */
const TEXT = '(?:[^=+\\-@\\t\\r\\n,"][^\\r\\n,"]*)?';
const TIME = '[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z';
const DECIMAL = '[0-9]+(?:\\.[0-9]+)?';
/** id, createdAt, accountId, accountName, currency, type, direction, amount, signedAmount, balance, then seven text cells. */
const PLAIN_LINE = new RegExp(
  `^${TEXT},${TIME},${TEXT},${TEXT},${TEXT},${TEXT},${TEXT},${DECIMAL},-?${DECIMAL},${DECIMAL},${TEXT},${TEXT},${TEXT},${TEXT},${TEXT},${TEXT},${TEXT}\\r\\n$`,
);

/** True when `line` (from LEDGER_CSV_LINE_SQL) is exactly the record the cell functions would write. */
export function isPlainLedgerLine(line: unknown): line is string {
  return typeof line === 'string' && PLAIN_LINE.test(line);
}
