// Bank statements from the offline cache: a proved model written in camt.053, BAI2,
// MT940, OFX and the QuickBooks Online and Xero CSV layouts.
export { exportStatement, previewStatement } from './statement-export';
export type { StatementExportOptions, StatementExportResult, StatementRequest, StatementSource } from './statement-export';
export type { StatementExportWorkers } from './statement-export-parallel';
export { STATEMENT_FORMAT_IDS } from './statement-format';
export type { StatementFormat, StatementFormatId } from './statement-format';
export { STATEMENT_FORMATS, formatsFor, statementFormat } from './statement-formats';
export { StatementError } from './statement-error';
export { statementFileName } from './statement-file-name';
export type { StatementErrorCode } from './statement-error';
export { minorToDecimal } from './minor-units';
export type { StatementEntry, StatementSummary, StatementAccount, StatementDay } from './statement-model';
export { statementPeriod, checkTimeZone } from './statement-period';
export type { StatementPeriod } from './statement-period';
export { ENTRY_TYPE_CODES, UNKNOWN_TYPE_CODES, codesOf } from './entry-type-codes';
