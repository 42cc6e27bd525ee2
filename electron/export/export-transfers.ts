// Transfers between the organisation's own accounts as CSV, oldest first by (createdAt,
// id): the rows of the Transfers screen's view (its filters and search), with the names
// of both accounts where cached. The amount is a magnitude; money columns come in pairs
// (record-csv-columns.ts); timestamps are UTC, which their headers say.
import type { NamedTransfer, TransferViewQuery } from '../cache/repositories/transfers';
import { textCell } from './csv-cells';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from './csv-file-writer';
import { exportFromSnapshot } from './export-source';
import type { CsvExportSource } from './export-source';
import { moneyColumns, timestampColumn } from './record-csv-columns';

export interface TransfersCsvOptions extends CsvFileOptions, TransferViewQuery {}

export const TRANSFER_CSV_COLUMNS: readonly CsvColumn<NamedTransfer>[] = [
  { header: 'id', cell: ({ transfer: t }) => textCell(t.id) },
  timestampColumn('createdAt', ({ transfer: t }) => t.createdAt),
  { header: 'status', cell: ({ transfer: t }) => textCell(t.status) },
  { header: 'sourceAccountId', cell: ({ transfer: t }) => textCell(t.sourceAccountId) },
  { header: 'sourceAccountName', cell: (row) => textCell(row.sourceAccountName) },
  { header: 'destinationAccountId', cell: ({ transfer: t }) => textCell(t.destinationAccountId) },
  { header: 'destinationAccountName', cell: (row) => textCell(row.destinationAccountName) },
  ...moneyColumns<NamedTransfer>('', ({ transfer: t }) => t.amount),
  { header: 'reference', cell: ({ transfer: t }) => textCell(t.reference) },
  timestampColumn('completedAt', ({ transfer: t }) => t.completedAt),
];

/** Writes the cached transfers of a view to `outPath` as CSV. */
export function exportTransfersCsv(source: CsvExportSource, options: TransfersCsvOptions): Promise<CsvExportResult> {
  const query: TransferViewQuery = {
    ...(options.from !== undefined && { from: options.from }),
    ...(options.to !== undefined && { to: options.to }),
    ...(options.statuses !== undefined && { statuses: options.statuses }),
    ...(options.accountIds !== undefined && { accountIds: options.accountIds }),
    ...(options.search !== undefined && { search: options.search }),
  };
  return exportFromSnapshot(source, (snapshot) => snapshot.iterateNamedTransfers(query), TRANSFER_CSV_COLUMNS, options);
}
