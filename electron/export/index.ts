// Streaming CSV exports from the offline cache.
export { exportLedgerCsv } from './export-ledger';
export { LEDGER_CSV_HEADERS, ledgerCsvColumns } from './ledger-csv-columns';
export type { LedgerCsvOptions, LedgerExportSource } from './export-ledger';
export type { LedgerExportWorkers } from './ledger-export-parallel';
export { exportPaymentsCsv, PAYMENT_CSV_COLUMNS } from './export-payments';
export type { PaymentsCsvOptions } from './export-payments';
export { COLLECTION_CSV_COLUMNS, exportCollectionsCsv } from './export-collections';
export type { CollectionsCsvOptions } from './export-collections';
export { exportTransfersCsv, TRANSFER_CSV_COLUMNS } from './export-transfers';
export type { TransfersCsvOptions } from './export-transfers';
export { TIMESTAMP_ZONE, timestampHeader } from './timestamp-header';
export { exportCounterpartiesCsv, COUNTERPARTY_CSV_COLUMNS } from './export-counterparties';
export type { CounterpartiesCsvOptions } from './export-counterparties';
export { CsvExportError, writeCsvChunks, writeCsvFile } from './csv-file-writer';
export type { CsvChunk, CsvColumn, CsvExportErrorCode, CsvExportResult, CsvFileOptions } from './csv-file-writer';
export type { CsvExportSource } from './export-source';
export { CsvCellError, csvRecord, decimalCell, headerRecord, signedAmount, textCell, timestampCell } from './csv-cells';
