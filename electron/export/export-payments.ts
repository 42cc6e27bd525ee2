// Payments as CSV, oldest first by (createdAt, id): the rows of the Payments screen's view.
//
// Money columns come in pairs: `<name>Currency` and `<name>Amount` (record-csv-columns.ts);
// timestamps are UTC, which their headers say (`createdAt (UTC)`).
// Amounts are as the API gives them (unsigned): a payment is money out by nature; the
// signed view of the account is the ledger export.
import type { NamedPayment, PaymentViewQuery } from '../cache/repositories/payments';
import { textCell } from './csv-cells';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from './csv-file-writer';
import { exportFromSnapshot } from './export-source';
import type { CsvExportSource } from './export-source';
import { moneyColumns, timestampColumn } from './record-csv-columns';

export interface PaymentsCsvOptions extends CsvFileOptions, PaymentViewQuery {}

export const PAYMENT_CSV_COLUMNS: readonly CsvColumn<NamedPayment>[] = [
  { header: 'id', cell: ({ payment: p }) => textCell(p.id) },
  timestampColumn('createdAt', ({ payment: p }) => p.createdAt),
  timestampColumn('updatedAt', ({ payment: p }) => p.updatedAt),
  { header: 'rail', cell: ({ payment: p }) => textCell(p.rail) },
  { header: 'status', cell: ({ payment: p }) => textCell(p.status) },
  { header: 'sourceAccountId', cell: ({ payment: p }) => textCell(p.sourceAccountId) },
  { header: 'sourceAccountName', cell: (row) => textCell(row.accountName) },
  { header: 'counterpartyId', cell: ({ payment: p }) => textCell(p.counterpartyId) },
  { header: 'counterpartyName', cell: (row) => textCell(row.counterpartyName) },
  { header: 'paymentMethodId', cell: ({ payment: p }) => textCell(p.paymentMethodId) },
  ...moneyColumns<NamedPayment>('send', ({ payment: p }) => p.sendAmount),
  ...moneyColumns<NamedPayment>('receive', ({ payment: p }) => p.receiveAmount),
  ...moneyColumns<NamedPayment>('totalDebit', ({ payment: p }) => p.totalDebitAmount),
  ...moneyColumns<NamedPayment>('fee', ({ payment: p }) => p.fees?.feeAmount),
  { header: 'amountInputSide', cell: ({ payment: p }) => textCell(p.amountInputSide) },
  { header: 'reference', cell: ({ payment: p }) => textCell(p.reference) },
  { header: 'purpose', cell: ({ payment: p }) => textCell(p.purpose) },
  { header: 'achReturnCode', cell: ({ payment: p }) => textCell(p.achReturnCode) },
  { header: 'cryptoNetwork', cell: ({ payment: p }) => textCell(p.cryptoNetwork) },
  { header: 'cryptoTransferStatus', cell: ({ payment: p }) => textCell(p.cryptoTransferStatus) },
  { header: 'cancellationState', cell: ({ payment: p }) => textCell(p.cancellationState) },
  { header: 'requiresActionReason', cell: ({ payment: p }) => textCell(p.requiresActionReason) },
  { header: 'quoteId', cell: ({ payment: p }) => textCell(p.quoteId) },
  timestampColumn('completedAt', ({ payment: p }) => p.completedAt),
];

/**
 * Writes the cached payments of a view (the Payments screen's filters and search: the
 * rows its list shows) to `outPath` as CSV, with the names of each payment's source
 * account and counterparty where cached.
 */
export function exportPaymentsCsv(source: CsvExportSource, options: PaymentsCsvOptions): Promise<CsvExportResult> {
  const query: PaymentViewQuery = {
    ...(options.from !== undefined && { from: options.from }),
    ...(options.to !== undefined && { to: options.to }),
    ...(options.statuses !== undefined && { statuses: options.statuses }),
    ...(options.rails !== undefined && { rails: options.rails }),
    ...(options.accountIds !== undefined && { accountIds: options.accountIds }),
    ...(options.search !== undefined && { search: options.search }),
  };
  return exportFromSnapshot(source, (snapshot) => snapshot.iterateNamedPayments(query), PAYMENT_CSV_COLUMNS, options);
}
