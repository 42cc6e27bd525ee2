// Every statement format by its id (the CLI's --format, the window's choice).
import { quickbooksCsvFormat, xeroCsvFormat } from './accounting-csv-formats';
import { bai2Format } from './bai2-format';
import { camt053Format } from './camt053-format';
import { mt940Format } from './mt940-format';
import { ofxFormat } from './ofx-format';
import { StatementError } from './statement-error';
import { STATEMENT_FORMAT_IDS, type StatementFormat, type StatementFormatId } from './statement-format';
import type { StatementSummary } from './statement-model';

export const STATEMENT_FORMATS: Readonly<Record<StatementFormatId, StatementFormat>> = {
  camt053: camt053Format,
  bai2: bai2Format,
  mt940: mt940Format,
  ofx: ofxFormat,
  'quickbooks-csv': quickbooksCsvFormat,
  'xero-csv': xeroCsvFormat,
};

export function statementFormat(id: unknown): StatementFormat {
  if (typeof id === 'string' && (STATEMENT_FORMAT_IDS as readonly string[]).includes(id)) return STATEMENT_FORMATS[id as StatementFormatId];
  throw new StatementError('invalid_request', `${JSON.stringify(String(id).slice(0, 40))} is not a statement format: give one of ${STATEMENT_FORMAT_IDS.join(', ')}.`, 'format');
}

/** The formats that can carry this statement. */
export function formatsFor(summary: StatementSummary): StatementFormatId[] {
  return STATEMENT_FORMAT_IDS.filter((id) => STATEMENT_FORMATS[id].refusal(summary) === undefined);
}

/** Refuses a format that cannot carry the statement, naming the formats that can. */
export function checkFormatFits(format: StatementFormat, summary: StatementSummary): void {
  const why = format.refusal(summary);
  if (why === undefined) return;
  const others = formatsFor(summary);
  const offer = others.length === 0 ? 'no other format can either' : `export it as ${new Intl.ListFormat('en', { type: 'disjunction' }).format(others)} instead`;
  throw new StatementError('format_refused', `${why}: ${offer}.`, 'format');
}
