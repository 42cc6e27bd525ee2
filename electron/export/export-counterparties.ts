// Counterparties as CSV, oldest first by (createdAt, id), address spread over columns,
// with their payment methods.
//
// Layout: ONE ROW PER COUNTERPARTY × PAYMENT METHOD, the counterparty's columns repeated
// on each of its rows, its methods oldest first; a counterparty without a cached method
// has one row whose payment-method columns are empty. Why: an accountant imports this
// into a vendor (or customer) master, and those imports take bank details one row per
// bank account keyed by the vendor's id (`id` here; `paymentMethodId` keys the row). A
// wide layout (method1…, method2…) would need as many column groups as the largest
// counterparty has methods, and would change shape from one export to the next. So
// `rowsWritten` counts rows, not counterparties: filter or de-duplicate on `id`.
//
// Never a full account number: a US bank account shows its last 4 digits only (the API
// never returns more), an IBAN its country and last 4, a wallet address its first 6 and
// last 4 characters. Bank identifiers (routing number, BIC) and an open-network handle
// are shown whole: they say where to pay, not which account to take money from. Every
// text cell goes through textCell (formula injection neutralised).
import type { Counterparty, PaymentMethod } from '../../shared/schemas';
import type { CounterpartyFilters, CounterpartyMethodRow } from '../cache/repositories/counterparties';
import { textCell, timestampCell } from './csv-cells';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from './csv-file-writer';
import { exportFromSnapshot } from './export-source';
import type { CsvExportSource } from './export-source';

export interface CounterpartiesCsvOptions extends CsvFileOptions, CounterpartyFilters {}

/** An IBAN as its country and last 4 characters: `DE****3000`. */
export function maskedIban(iban: string | undefined): string | undefined {
  if (iban === undefined) return undefined;
  const compact = iban.replace(/\s+/g, '');
  return compact.length <= 6 ? '****' : `${compact.slice(0, 2)}****${compact.slice(-4)}`;
}

/** A wallet address as its first 6 and last 4 characters: `0x12ab...cdef`. */
export function maskedWallet(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  return address.length <= 12 ? `${address.slice(0, 2)}...` : `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** A US account number's last 4 digits as shown: `****6789`. */
export function maskedLast4(last4: string | undefined): string | undefined {
  return last4 === undefined ? undefined : `****${last4}`;
}

const counterpartyColumns: readonly CsvColumn<Counterparty>[] = [
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

const methodColumns: readonly CsvColumn<PaymentMethod | undefined>[] = [
  { header: 'paymentMethodId', cell: (m) => textCell(m?.id) },
  { header: 'paymentMethodType', cell: (m) => textCell(m?.type) },
  { header: 'paymentMethodStatus', cell: (m) => textCell(m?.status) },
  { header: 'paymentMethodCurrency', cell: (m) => textCell(m?.currency) },
  { header: 'paymentMethodLabel', cell: (m) => textCell(m?.label) },
  { header: 'accountHolderName', cell: (m) => textCell(m?.accountHolderName) },
  { header: 'bankName', cell: (m) => textCell(m?.bankName) },
  { header: 'bankAccountType', cell: (m) => textCell(m?.bankAccountType) },
  { header: 'routingNumber', cell: (m) => textCell(m?.routingNumber) },
  { header: 'accountNumberLast4', cell: (m) => textCell(m?.accountNumberLast4) },
  { header: 'ibanMasked', cell: (m) => textCell(maskedIban(m?.iban)) },
  { header: 'bic', cell: (m) => textCell(m?.bic) },
  { header: 'chain', cell: (m) => textCell(m?.chain) },
  { header: 'walletAddressMasked', cell: (m) => textCell(maskedWallet(m?.walletAddress)) },
  { header: 'openId', cell: (m) => textCell(m?.openId) },
  { header: 'validationResult', cell: (m) => textCell(m?.validationResult) },
  { header: 'validatedAt', cell: (m) => timestampCell(m?.validatedAt) },
  { header: 'paymentMethodCreatedAt', cell: (m) => timestampCell(m?.createdAt) },
];

export const COUNTERPARTY_CSV_COLUMNS: readonly CsvColumn<CounterpartyMethodRow>[] = [
  ...counterpartyColumns.map((column): CsvColumn<CounterpartyMethodRow> => ({ header: column.header, cell: (row) => column.cell(row.counterparty) })),
  ...methodColumns.map((column): CsvColumn<CounterpartyMethodRow> => ({ header: column.header, cell: (row) => column.cell(row.method) })),
];

/** Writes the cached counterparties (filtered by status and entity type) with their payment methods to `outPath` as CSV. */
export function exportCounterpartiesCsv(source: CsvExportSource, options: CounterpartiesCsvOptions): Promise<CsvExportResult> {
  const filters: CounterpartyFilters = {
    ...(options.statuses !== undefined && { statuses: options.statuses }),
    ...(options.entityTypes !== undefined && { entityTypes: options.entityTypes }),
  };
  return exportFromSnapshot(source, (snapshot) => snapshot.iterateCounterpartyMethods(filters), COUNTERPARTY_CSV_COLUMNS, options);
}
