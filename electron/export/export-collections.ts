// Collections as CSV, oldest first by (createdAt, id): the rows of the Collections screen's
// view (its filters and search), with the names of the account credited and of the
// counterparty where cached. Amounts are magnitudes as the API gives them (a collection
// is money in by nature); money columns come in pairs (record-csv-columns.ts); timestamps
// are UTC, which their headers say.
import type { CollectionViewQuery, NamedCollection } from '../cache/repositories/collections';
import { textCell } from './csv-cells';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from './csv-file-writer';
import { exportFromSnapshot } from './export-source';
import type { CsvExportSource } from './export-source';
import { moneyColumns, timestampColumn } from './record-csv-columns';

export interface CollectionsCsvOptions extends CsvFileOptions, CollectionViewQuery {}

export const COLLECTION_CSV_COLUMNS: readonly CsvColumn<NamedCollection>[] = [
  { header: 'id', cell: ({ collection: c }) => textCell(c.id) },
  timestampColumn('createdAt', ({ collection: c }) => c.createdAt),
  timestampColumn('updatedAt', ({ collection: c }) => c.updatedAt),
  { header: 'rail', cell: ({ collection: c }) => textCell(c.rail) },
  { header: 'status', cell: ({ collection: c }) => textCell(c.status) },
  { header: 'destinationAccountId', cell: ({ collection: c }) => textCell(c.destinationAccountId) },
  { header: 'destinationAccountName', cell: (row) => textCell(row.accountName) },
  { header: 'counterpartyId', cell: ({ collection: c }) => textCell(c.counterpartyId) },
  { header: 'counterpartyName', cell: (row) => textCell(row.counterpartyName) },
  { header: 'paymentMethodId', cell: ({ collection: c }) => textCell(c.paymentMethodId) },
  ...moneyColumns<NamedCollection>('', ({ collection: c }) => c.amount),
  ...moneyColumns<NamedCollection>('totalCredit', ({ collection: c }) => c.totalCreditAmount),
  { header: 'reference', cell: ({ collection: c }) => textCell(c.reference) },
  { header: 'purpose', cell: ({ collection: c }) => textCell(c.purpose) },
  { header: 'achReturnCode', cell: ({ collection: c }) => textCell(c.achReturnCode) },
  { header: 'cancellationState', cell: ({ collection: c }) => textCell(c.cancellationState) },
  { header: 'requiresActionReason', cell: ({ collection: c }) => textCell(c.requiresActionReason) },
  timestampColumn('submittedAt', ({ collection: c }) => c.submittedAt),
  timestampColumn('completedAt', ({ collection: c }) => c.completedAt),
];

/** Writes the cached collections of a view to `outPath` as CSV. */
export function exportCollectionsCsv(source: CsvExportSource, options: CollectionsCsvOptions): Promise<CsvExportResult> {
  const query: CollectionViewQuery = {
    ...(options.from !== undefined && { from: options.from }),
    ...(options.to !== undefined && { to: options.to }),
    ...(options.statuses !== undefined && { statuses: options.statuses }),
    ...(options.accountIds !== undefined && { accountIds: options.accountIds }),
    ...(options.search !== undefined && { search: options.search }),
  };
  return exportFromSnapshot(source, (snapshot) => snapshot.iterateNamedCollections(query), COLLECTION_CSV_COLUMNS, options);
}
