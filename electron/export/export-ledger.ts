// The ledger as CSV, oldest first by (createdAt, id).
//
// Sign convention: `amount` is unsigned, exactly as the API gives it, with `direction`
// beside it; `signedAmount` is the same value signed from the account's point of view:
// credits (money in, balance up) positive, debits (money out, balance down) negative,
// e.g. a debit of 12.50 is `-12.50`. The sum of `signedAmount` over an account's rows is
// its balance change. `balance` is the running balance after the entry. All three are
// exact decimal strings, never rounded or reformatted.
import type { LedgerTransaction } from '../../shared/schemas';
import { decimalCell, signedAmount, textCell, timestampCell } from './csv-cells';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from './csv-file-writer';
import { exportFromSnapshot } from './export-source';
import type { CsvExportSource } from './export-source';

export interface LedgerCsvOptions extends CsvFileOptions {
  /** Account ids; undefined: all accounts (an empty list exports no row). */
  readonly accounts?: readonly string[];
  /** Created at or after (inclusive): a date `YYYY-MM-DD` (midnight UTC) or an RFC 3339 date-time. */
  readonly from?: string;
  /** Created before (exclusive). */
  readonly to?: string;
  /** Transaction types; undefined: all. */
  readonly types?: readonly string[];
}

export const LEDGER_CSV_COLUMNS: readonly CsvColumn<LedgerTransaction>[] = [
  { header: 'id', cell: (t) => textCell(t.id) },
  { header: 'createdAt', cell: (t) => timestampCell(t.createdAt) },
  { header: 'accountId', cell: (t) => textCell(t.accountId) },
  { header: 'currency', cell: (t) => textCell(t.currency) },
  { header: 'type', cell: (t) => textCell(t.type) },
  { header: 'direction', cell: (t) => textCell(t.direction) },
  { header: 'amount', cell: (t) => decimalCell(t.amount) },
  { header: 'signedAmount', cell: (t) => decimalCell(signedAmount(t.amount, t.direction)) },
  { header: 'balance', cell: (t) => decimalCell(t.balance) },
  { header: 'description', cell: (t) => textCell(t.description) },
  { header: 'referenceType', cell: (t) => textCell(t.referenceType) },
  { header: 'referenceId', cell: (t) => textCell(t.referenceId) },
  { header: 'transactionGroupId', cell: (t) => textCell(t.transactionGroupId) },
  { header: 'linkedTransactionId', cell: (t) => textCell(t.linkedTransactionId) },
];

/**
 * Writes the cached ledger (filtered) to `outPath` as CSV: UTF-8, optional BOM, a
 * header row, CRLF, RFC 4180 quoting, formula-neutralised text, timestamps in ISO 8601
 * UTC with milliseconds, amounts under the sign convention above. Reads only the cache.
 */
export function exportLedgerCsv(source: CsvExportSource, options: LedgerCsvOptions): Promise<CsvExportResult> {
  const filters = {
    ...(options.accounts !== undefined && { accountIds: options.accounts }),
    ...(options.from !== undefined && { from: options.from }),
    ...(options.to !== undefined && { to: options.to }),
    ...(options.types !== undefined && { types: options.types }),
  };
  return exportFromSnapshot(source, (snapshot) => snapshot.iterateLedger(filters), LEDGER_CSV_COLUMNS, options);
}
