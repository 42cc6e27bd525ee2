// Counterparties as CSV, oldest first by (createdAt, id), address spread over columns.
import type { Counterparty } from '../../shared/schemas';
import type { CounterpartyFilters } from '../cache/repositories/counterparties';
import { textCell, timestampCell } from './csv-cells';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from './csv-file-writer';
import { exportFromSnapshot } from './export-source';
import type { CsvExportSource } from './export-source';

export interface CounterpartiesCsvOptions extends CsvFileOptions, CounterpartyFilters {}

export const COUNTERPARTY_CSV_COLUMNS: readonly CsvColumn<Counterparty>[] = [
  { header: 'id', cell: (c) => textCell(c.id) },
  { header: 'name', cell: (c) => textCell(c.name) },
  { header: 'entityType', cell: (c) => textCell(c.entityType) },
  { header: 'status', cell: (c) => textCell(c.status) },
  { header: 'email', cell: (c) => textCell(c.email) },
  { header: 'addressLine1', cell: (c) => textCell(c.address?.line1) },
  { header: 'addressLine2', cell: (c) => textCell(c.address?.line2) },
  { header: 'city', cell: (c) => textCell(c.address?.city) },
  { header: 'state', cell: (c) => textCell(c.address?.state) },
  { header: 'postalCode', cell: (c) => textCell(c.address?.postalCode) },
  { header: 'country', cell: (c) => textCell(c.address?.country) },
  { header: 'customerId', cell: (c) => textCell(c.customerId) },
  { header: 'createdAt', cell: (c) => timestampCell(c.createdAt) },
  { header: 'updatedAt', cell: (c) => timestampCell(c.updatedAt) },
];

/** Writes the cached counterparties (filtered by status and entity type) to `outPath` as CSV. */
export function exportCounterpartiesCsv(source: CsvExportSource, options: CounterpartiesCsvOptions): Promise<CsvExportResult> {
  const filters: CounterpartyFilters = {
    ...(options.statuses !== undefined && { statuses: options.statuses }),
    ...(options.entityTypes !== undefined && { entityTypes: options.entityTypes }),
  };
  return exportFromSnapshot(source, (snapshot) => snapshot.iterateCounterparties(filters), COUNTERPARTY_CSV_COLUMNS, options);
}
