// The ledger as CSV: exactly the rows the ledger screen counts for the same filters and
// search (the same query, ledger-search.ts's buildSearchableSelect), oldest first by (createdAt, posting order): entries created at the
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
import { writeCsvChunks } from './csv-file-writer';
import type { CsvExportResult, CsvFileOptions } from './csv-file-writer';
import { exportFromSnapshot } from './export-source';
import type { CsvExportSource } from './export-source';
import { checkLedgerFilters, keyRange } from '../cache/repositories/ledger-query';
import { ledgerExportChunks } from './ledger-export-parallel';
import type { LedgerExportWorkers } from './ledger-export-parallel';
import { ledgerCsvColumns } from './ledger-csv-columns';

export interface LedgerCsvOptions extends CsvFileOptions {
  /** Account ids; undefined: all accounts (an empty list exports no row). */
  readonly accounts?: readonly string[];
  /** Created at or after (inclusive): a date `YYYY-MM-DD` (midnight UTC) or an RFC 3339 date-time. */
  readonly from?: string;
  /** Created before (exclusive). */
  readonly to?: string;
  /** Transaction types; undefined: all. */
  readonly types?: readonly string[];
  /** Debits or credits only; undefined: both. */
  readonly direction?: 'debit' | 'credit';
  /** The ledger screen's text search (ledger-search.ts); blank or undefined: none. */
  readonly search?: string;
}

/**
 * A cache to export from; with the path of its file, the export reads it on its own
 * connections, with worker threads when it is large (ledger-export-parallel.ts).
 */
export interface LedgerExportSource extends CsvExportSource {
  readonly path?: string;
  /** How the export may use worker threads (the bundled worker's file, how many). */
  readonly workers?: LedgerExportWorkers;
}

/**
 * Writes the cached ledger (filtered) to `outPath` as CSV: UTF-8, optional BOM, a
 * header row, CRLF, RFC 4180 quoting, formula-neutralised text, timestamps in ISO 8601
 * UTC with milliseconds, amounts under the sign convention above. Reads only the cache.
 * From a cache file, SQLite builds each record and the cell functions encode only the
 * rows it cannot (ledger-csv-line.ts); the bytes are the same either way, and whether
 * worker threads read it or one connection does.
 */
export async function exportLedgerCsv(source: LedgerExportSource, options: LedgerCsvOptions): Promise<CsvExportResult> {
  const filters = {
    ...(options.accounts !== undefined && { accountIds: options.accounts }),
    ...(options.from !== undefined && { from: options.from }),
    ...(options.to !== undefined && { to: options.to }),
    ...(options.types !== undefined && { types: options.types }),
    ...(options.direction !== undefined && { direction: options.direction }),
    ...(options.search !== undefined && { search: options.search }),
  };
  if (source.path === undefined) return exportFromSnapshot(source, (snapshot) => snapshot.iterateLedgerFlat(filters), ledgerCsvColumns(), options);
  const checked = checkLedgerFilters(filters);
  const range = keyRange(checked);
  const path = source.path;
  return writeCsvChunks((prefix) => ledgerExportChunks(path, checked, range, ledgerCsvColumns(), prefix, source.workers), options);
}
