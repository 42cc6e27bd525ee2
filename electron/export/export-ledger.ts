// The ledger as CSV, oldest first by (createdAt, posting order): entries created at the
// same instant (a payment and its fee) come in the order the server posted them, so each
// row's running `balance` is the previous row's of that account plus its signedAmount
// (electron/cache/migrations/003-ledger-posting-order.ts).
//
// Sign convention: `amount` is unsigned, exactly as the API gives it, with `direction`
// beside it; `signedAmount` is the same value signed from the account's point of view:
// credits (money in, balance up) positive, debits (money out, balance down) negative,
// e.g. a debit of 12.50 is `-12.50`. The sum of `signedAmount` over an account's rows is
// its balance change. `balance` is the running balance after the entry. All three are
// exact decimal strings, never rounded or reformatted.
import type { LedgerFlatRow } from '../cache/repositories/ledger-rows';
import { createIsoFormatter } from '../cache/timestamps';
import { decimalCell, signedAmount, textCell } from './csv-cells';
import { writeCsvChunks } from './csv-file-writer';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from './csv-file-writer';
import { exportFromSnapshot } from './export-source';
import type { CsvExportSource } from './export-source';
import { openLedgerExportSnapshot } from './ledger-export-query';

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

/**
 * The ledger's columns, read from flat rows (no object per row: a million-row export
 * spends its time here). Timestamps are ISO 8601 UTC with milliseconds.
 */
export function ledgerCsvColumns(): readonly CsvColumn<LedgerFlatRow>[] {
  const iso = createIsoFormatter();
  return [
    { header: 'id', cell: (t) => textCell(t[0]) },
    { header: 'createdAt', cell: (t) => iso(t[1]) },
    { header: 'accountId', cell: (t) => textCell(t[2]) },
    { header: 'currency', cell: (t) => textCell(t[3]) },
    { header: 'type', cell: (t) => textCell(t[4]) },
    { header: 'direction', cell: (t) => textCell(t[5]) },
    { header: 'amount', cell: (t) => decimalCell(t[6]) },
    { header: 'signedAmount', cell: (t) => decimalCell(signedAmount(t[6], t[5])) },
    { header: 'balance', cell: (t) => decimalCell(t[7]) },
    { header: 'description', cell: (t) => textCell(t[8]) },
    { header: 'referenceType', cell: (t) => textCell(t[9]) },
    { header: 'referenceId', cell: (t) => textCell(t[10]) },
    { header: 'transactionGroupId', cell: (t) => textCell(t[11]) },
    { header: 'linkedTransactionId', cell: (t) => textCell(t[12]) },
  ];
}

export const LEDGER_CSV_HEADERS: readonly string[] = ledgerCsvColumns().map((column) => column.header);

/** A cache to export from; with the path of its file, the export reads it on its own connection (ledger-export-query.ts). */
export interface LedgerExportSource extends CsvExportSource {
  readonly path?: string;
}

/**
 * Writes the cached ledger (filtered) to `outPath` as CSV: UTF-8, optional BOM, a
 * header row, CRLF, RFC 4180 quoting, formula-neutralised text, timestamps in ISO 8601
 * UTC with milliseconds, amounts under the sign convention above. Reads only the cache.
 * From a cache file, SQLite builds each record and the cell functions encode only the
 * rows it cannot (ledger-csv-line.ts); the bytes are the same either way.
 */
export async function exportLedgerCsv(source: LedgerExportSource, options: LedgerCsvOptions): Promise<CsvExportResult> {
  const filters = {
    ...(options.accounts !== undefined && { accountIds: options.accounts }),
    ...(options.from !== undefined && { from: options.from }),
    ...(options.to !== undefined && { to: options.to }),
    ...(options.types !== undefined && { types: options.types }),
  };
  if (source.path === undefined) return exportFromSnapshot(source, (snapshot) => snapshot.iterateLedgerFlat(filters), ledgerCsvColumns(), options);
  const snapshot = openLedgerExportSnapshot(source.path, filters, ledgerCsvColumns());
  try {
    return await writeCsvChunks((prefix) => snapshot.chunks(prefix), options);
  } finally {
    snapshot.close();
  }
}
