// Streaming CSV exports from the offline cache.
export { exportLedgerCsv, LEDGER_CSV_HEADERS, ledgerCsvColumns } from './export-ledger';
export type { LedgerCsvOptions, LedgerExportSource } from './export-ledger';
export { exportPaymentsCsv, PAYMENT_CSV_COLUMNS } from './export-payments';
export type { PaymentsCsvOptions } from './export-payments';
export { exportCounterpartiesCsv, COUNTERPARTY_CSV_COLUMNS } from './export-counterparties';
export type { CounterpartiesCsvOptions } from './export-counterparties';
export { CsvExportError, writeCsvChunks, writeCsvFile } from './csv-file-writer';
export type { CsvChunk, CsvColumn, CsvExportErrorCode, CsvExportResult, CsvFileOptions } from './csv-file-writer';
export type { CsvExportSource } from './export-source';
export { CsvCellError, csvRecord, decimalCell, headerRecord, signedAmount, textCell, timestampCell } from './csv-cells';
