// A statement from the offline cache: one read snapshot (one consistent moment), the
// request checked, the summary proved (statement-proof.ts), the format checked against
// it, then the entries streamed through the format's writer into the export's file
// machinery (temporary file + rename, 0600, the path rules, --out -). The preview is the
// same proof without a file: opening and closing balances, counts, the "as of".
import type { CsvExportResult, CsvExportSource, CsvFileOptions } from '../export';
import { writeCsvChunks } from '../export';
import { statementEntries } from './statement-entries';
import { StatementError } from './statement-error';
import { statementChunks } from './statement-format';
import type { StatementFormatId } from './statement-format';
import { checkFormatFits, statementFormat } from './statement-formats';
import type { StatementSummary } from './statement-model';
import { statementPeriod } from './statement-period';
import { ledgerAsOf, proveStatement, statementAccount } from './statement-proof';
import type { CacheReadSnapshot } from '../cache';

export interface StatementRequest {
  readonly accountId: string;
  /** First and last day (YYYY-MM-DD), both included, in `timeZone`. */
  readonly from: string;
  readonly to: string;
  /** IANA name; default UTC. */
  readonly timeZone?: string;
}

export interface StatementExportOptions extends StatementRequest, Omit<CsvFileOptions, 'bom'> {
  readonly format: StatementFormatId;
  /** Called with the proved summary before the first byte is written (the window's progress total). */
  readonly onProved?: (summary: StatementSummary) => void;
}

export interface StatementExportResult extends CsvExportResult {
  readonly summary: StatementSummary;
}

/** How the statement's clock is read (tests pass a fixed one). */
export type Now = () => Date;

function prove(snapshot: CacheReadSnapshot, request: StatementRequest, now: Now): StatementSummary {
  if (typeof request.accountId !== 'string' || request.accountId.trim() === '') {
    throw new StatementError('invalid_request', 'No account given: give the id of the account the statement is for.', 'account');
  }
  const period = statementPeriod(request.from, request.to, request.timeZone);
  const account = statementAccount(snapshot.statement, request.accountId);
  const asOf = ledgerAsOf(snapshot.statement);
  return proveStatement(snapshot.statement, account, period, asOf, now());
}

/** The proved figures of a statement, without writing it; `format`, when given, is checked to fit. */
export function previewStatement(source: CsvExportSource, request: StatementRequest & { format?: StatementFormatId }, now: Now = () => new Date()): StatementSummary {
  const format = request.format === undefined ? undefined : statementFormat(request.format);
  const snapshot = source.openReadSnapshot();
  try {
    const summary = prove(snapshot, request, now);
    if (format !== undefined) checkFormatFits(format, summary);
    return summary;
  } finally {
    snapshot.close();
  }
}

/** Proves the statement, then writes it in `options.format` to the file or stream of `options`. */
export async function exportStatement(source: CsvExportSource, options: StatementExportOptions, now: Now = () => new Date()): Promise<StatementExportResult> {
  const format = statementFormat(options.format);
  const snapshot = source.openReadSnapshot();
  try {
    const summary = prove(snapshot, options, now);
    checkFormatFits(format, summary);
    options.onProved?.(summary);
    const { accountId: _a, from: _f, to: _t, timeZone: _z, format: _format, onProved: _p, ...fileOptions } = options;
    const result = await writeCsvChunks(() => statementChunks(statementEntries(snapshot.statement, summary), format.writer(summary)), fileOptions);
    return { ...result, summary };
  } finally {
    snapshot.close();
  }
}
