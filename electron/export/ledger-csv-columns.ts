// The ledger CSV's columns and their cells, read from flat rows. The sign convention of
// `amount`, `signedAmount` and `balance` is export-ledger.ts's. Its own module so the
// export's worker thread (ledger-export-worker.ts) loads the cells and nothing else.
import type { LedgerFlatRow } from '../cache/repositories/ledger-columns';
import { createIsoFormatter } from '../cache/timestamps';
import { decimalCell, signedAmount, textCell } from './csv-cells';
import type { CsvColumn } from './csv-stream-pump';
import { timestampHeader } from './timestamp-header';

/**
 * The ledger's columns, read from flat rows (no object per row: a million-row export
 * spends its time here). Timestamps are ISO 8601 UTC with milliseconds, and the header
 * says so. Names are the cached account's and the counterparty's of the payment or
 * collection the entry belongs to (ledger-columns.ts), empty when not cached.
 */
export function ledgerCsvColumns(): readonly CsvColumn<LedgerFlatRow>[] {
  const iso = createIsoFormatter();
  return [
    { header: 'id', cell: (t) => textCell(t[0]) },
    { header: timestampHeader('createdAt'), cell: (t) => iso(t[1]) },
    { header: 'accountId', cell: (t) => textCell(t[2]) },
    { header: 'accountName', cell: (t) => textCell(t[13]) },
    { header: 'currency', cell: (t) => textCell(t[3]) },
    { header: 'type', cell: (t) => textCell(t[4]) },
    { header: 'direction', cell: (t) => textCell(t[5]) },
    { header: 'amount', cell: (t) => decimalCell(t[6]) },
    { header: 'signedAmount', cell: (t) => decimalCell(signedAmount(t[6], t[5])) },
    { header: 'balance', cell: (t) => decimalCell(t[7]) },
    { header: 'description', cell: (t) => textCell(t[8]) },
    { header: 'referenceType', cell: (t) => textCell(t[9]) },
    { header: 'referenceId', cell: (t) => textCell(t[10]) },
    { header: 'counterpartyId', cell: (t) => textCell(t[14]) },
    { header: 'counterpartyName', cell: (t) => textCell(t[15]) },
    { header: 'transactionGroupId', cell: (t) => textCell(t[11]) },
    { header: 'linkedTransactionId', cell: (t) => textCell(t[12]) },
  ];
}

export const LEDGER_CSV_HEADERS: readonly string[] = ledgerCsvColumns().map((column) => column.header);
