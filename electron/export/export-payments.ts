// Payments as CSV, oldest first by (createdAt, id).
//
// Money columns come in pairs: `<name>Currency` and `<name>Amount`, the amount an exact
// decimal at the money object's own exponent (value 123456 at exponent 2 is 1234.56).
// Amounts are as the API gives them (unsigned): a payment is money out by nature; the
// signed view of the account is the ledger export.
import { minorUnitsToDecimal } from '../../shared/money';
import type { Money } from '../../shared/money';
import type { Payment } from '../../shared/schemas';
import type { PaymentFilters } from '../cache/repositories/payments';
import { decimalCell, textCell, timestampCell } from './csv-cells';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from './csv-file-writer';
import { exportFromSnapshot } from './export-source';
import type { CsvExportSource } from './export-source';

export interface PaymentsCsvOptions extends CsvFileOptions, PaymentFilters {}

function moneyColumns(name: string, read: (p: Payment) => Money | undefined): CsvColumn<Payment>[] {
  return [
    { header: `${name}Currency`, cell: (p) => textCell(read(p)?.currency) },
    {
      header: `${name}Amount`,
      cell: (p) => {
        const money = read(p);
        return money === undefined ? '' : decimalCell(minorUnitsToDecimal(money.value, money.exponent));
      },
    },
  ];
}

export const PAYMENT_CSV_COLUMNS: readonly CsvColumn<Payment>[] = [
  { header: 'id', cell: (p) => textCell(p.id) },
  { header: 'createdAt', cell: (p) => timestampCell(p.createdAt) },
  { header: 'updatedAt', cell: (p) => timestampCell(p.updatedAt) },
  { header: 'rail', cell: (p) => textCell(p.rail) },
  { header: 'status', cell: (p) => textCell(p.status) },
  { header: 'sourceAccountId', cell: (p) => textCell(p.sourceAccountId) },
  { header: 'counterpartyId', cell: (p) => textCell(p.counterpartyId) },
  { header: 'paymentMethodId', cell: (p) => textCell(p.paymentMethodId) },
  ...moneyColumns('send', (p) => p.sendAmount),
  ...moneyColumns('receive', (p) => p.receiveAmount),
  ...moneyColumns('totalDebit', (p) => p.totalDebitAmount),
  ...moneyColumns('fee', (p) => p.fees?.feeAmount),
  { header: 'amountInputSide', cell: (p) => textCell(p.amountInputSide) },
  { header: 'reference', cell: (p) => textCell(p.reference) },
  { header: 'purpose', cell: (p) => textCell(p.purpose) },
  { header: 'achReturnCode', cell: (p) => textCell(p.achReturnCode) },
  { header: 'cryptoNetwork', cell: (p) => textCell(p.cryptoNetwork) },
  { header: 'cryptoTransferStatus', cell: (p) => textCell(p.cryptoTransferStatus) },
  { header: 'cancellationState', cell: (p) => textCell(p.cancellationState) },
  { header: 'requiresActionReason', cell: (p) => textCell(p.requiresActionReason) },
  { header: 'quoteId', cell: (p) => textCell(p.quoteId) },
  { header: 'completedAt', cell: (p) => timestampCell(p.completedAt) },
];

/** Writes the cached payments (filtered by creation time, status, rail, source account) to `outPath` as CSV. */
export function exportPaymentsCsv(source: CsvExportSource, options: PaymentsCsvOptions): Promise<CsvExportResult> {
  const filters: PaymentFilters = {
    ...(options.from !== undefined && { from: options.from }),
    ...(options.to !== undefined && { to: options.to }),
    ...(options.statuses !== undefined && { statuses: options.statuses }),
    ...(options.rails !== undefined && { rails: options.rails }),
    ...(options.accountIds !== undefined && { accountIds: options.accountIds }),
  };
  return exportFromSnapshot(source, (snapshot) => snapshot.iteratePayments(filters), PAYMENT_CSV_COLUMNS, options);
}
