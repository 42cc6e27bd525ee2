// Bank-statement CSV files in the columns accounting systems import: QuickBooks Online's
// three-column layout (Date, Description, Amount; dates MM/DD/YYYY, money out negative)
// and Xero's statement import (Date, Amount, Payee, Description, Reference; dates
// DD/MM/YYYY). Cells are written by electron/export/csv-cells.ts: RFC 4180 quoting, CRLF,
// text neutralised against spreadsheet formulas, amounts exact decimals. No currency
// column in either: the file is imported into an account of that currency.
import { csvRecord, decimalCell, headerRecord, textCell } from '../export/csv-cells';
import { minorToDecimal } from './minor-units';
import type { StatementEntry, StatementSummary } from './statement-model';
import type { StatementFormat, StatementFormatId } from './statement-format';

interface PresetColumn {
  readonly header: string;
  readonly cell: (entry: StatementEntry, summary: StatementSummary) => string;
}

const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const dayFirstDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const signed = (entry: StatementEntry, summary: StatementSummary) =>
  decimalCell(minorToDecimal(entry.direction === 'credit' ? entry.amount : -entry.amount, summary.account.exponent));
const joined = (...parts: ReadonlyArray<string | null>) => parts.filter((part) => part !== null && part !== '').join(' - ');
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

function csvPreset(id: StatementFormatId, name: string, columns: readonly PresetColumn[]): StatementFormat {
  return {
    id,
    name,
    extension: 'csv',
    independentEntries: true,
    refusal: () => undefined,
    writer: (summary) => ({
      begin: () => headerRecord(columns.map((column) => column.header)),
      entry: (entry) => csvRecord(columns.map((column) => column.cell(entry, summary))),
      end: () => '',
    }),
  };
}

export const quickbooksCsvFormat = csvPreset('quickbooks-csv', 'QuickBooks Online CSV', [
  { header: 'Date', cell: (entry) => usDate(entry.bookingDate) },
  { header: 'Description', cell: (entry) => textCell(oneLine(joined(entry.counterpartyName, entry.description, entry.reference))) },
  { header: 'Amount', cell: signed },
]);

export const xeroCsvFormat = csvPreset('xero-csv', 'Xero CSV', [
  { header: 'Date', cell: (entry) => dayFirstDate(entry.bookingDate) },
  { header: 'Amount', cell: signed },
  { header: 'Payee', cell: (entry) => textCell(entry.counterpartyName === null ? null : oneLine(entry.counterpartyName)) },
  { header: 'Description', cell: (entry) => textCell(entry.description === null ? null : oneLine(entry.description)) },
  { header: 'Reference', cell: (entry) => textCell(entry.reference === null ? null : oneLine(entry.reference)) },
]);
