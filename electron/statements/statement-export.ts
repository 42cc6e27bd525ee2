// A statement from the offline cache: one read snapshot (one consistent moment), the
// request checked, the summary proved (statement-proof.ts), the format checked against
// it, then the entries streamed through the format's writer into the export's file
// machinery (temporary file + rename, 0600, the path rules, --out -). The preview is the
// same proof without a file: opening and closing balances, counts, the "as of".
import type { CsvChunk, CsvExportResult, CsvExportSource, CsvFileOptions } from '../export';
import { writeCsvChunks } from '../export';
import { daySlices, sliceSumsOfText, summaryOfSliceSums } from './statement-day-sums';
import type { ProvedSlices, SliceSums } from './statement-day-sums';
import { statementEntries, wholePeriod } from './statement-entries';
import { entryTextChunks, entryTextPlan } from './statement-entry-texts';
import { StatementError } from './statement-error';
import { DEFAULT_ROWS_PER_PART, HERE_SHARE, SLICES_PER_DAY, startStatementReaders } from './statement-export-parallel';
import type { StatementExportWorkers, StatementReaders } from './statement-export-parallel';
import { statementChunks } from './statement-format';
import type { StatementFormat, StatementFormatId } from './statement-format';
import { statementParts, statementWorkChunks } from './statement-parts';
import { checkFormatFits, statementFormat } from './statement-formats';
import type { StatementSummary } from './statement-model';
import { checkPeriodBegun, statementPeriod } from './statement-period';
import { ledgerAsOf, proveStatement, statementAccount } from './statement-proof';
import type { CacheReadSnapshot } from '../cache';
import type { StatementRequest } from '../../shared/ipc';

export type { StatementRequest };

export interface StatementExportOptions extends StatementRequest, Omit<CsvFileOptions, 'bom'> {
  readonly format: StatementFormatId;
  /** Called with the proved summary before the first byte is written (the window's progress total). */
  readonly onProved?: (summary: StatementSummary) => void;
  /** Worker threads for a large statement (statement-export-parallel.ts); default: up to two threads. */
  readonly workers?: StatementExportWorkers;
}

/** Where a statement is read from: the cache's snapshots, and its file (for worker threads; without it, one thread). */
export type StatementSource = CsvExportSource & { readonly path?: string };

export interface StatementExportResult extends CsvExportResult {
  readonly summary: StatementSummary;
}

/** How the statement's clock is read (tests pass a fixed one). */
export type Now = () => Date;

function checkedRequest(snapshot: CacheReadSnapshot, request: StatementRequest) {
  if (typeof request.accountId !== 'string' || request.accountId.trim() === '') {
    throw new StatementError('invalid_request', 'No account given: give the id of the account the statement is for.', 'account');
  }
  const period = statementPeriod(request.from, request.to, request.timeZone);
  const account = statementAccount(snapshot.statement, request.accountId);
  const asOf = ledgerAsOf(snapshot.statement);
  return { period, account, asOf };
}

function prove(snapshot: CacheReadSnapshot, request: StatementRequest, now: Now): StatementSummary {
  const { account, period, asOf } = checkedRequest(snapshot, request);
  return proveStatement(snapshot.statement, account, period, asOf, now());
}

/**
 * The proved summary and slices from SQLite's sums where they are exact, else from the
 * proof pass (a slice a day). The days are summed side by side: this thread the first of
 * them, each worker its share of the rest, before any part is written.
 */
async function proveFromSums(readers: StatementReaders, request: StatementRequest, now: Now): Promise<ProvedSlices> {
  const { pool, here } = readers;
  const { account, period, asOf } = checkedRequest(here, request);
  const at = now();
  checkPeriodBegun(period, at.getTime());
  const days = period.days.length;
  const works = Array.from({ length: readers.threads }, (_, i) => ({
    sums: { account, period, fromDay: Math.floor((days * i) / readers.threads), toDay: Math.floor((days * (i + 1)) / readers.threads), slicesPerDay: SLICES_PER_DAY },
  }));
  const decoder = new TextDecoder();
  const sums: SliceSums[] = [];
  let exact = true;
  for await (const chunk of pool.chunks(works, (work) => statementWorkChunks(here.statement, work))) {
    const some = sliceSumsOfText(typeof chunk.text === 'string' ? chunk.text : decoder.decode(chunk.text));
    if (some === null) exact = false;
    else sums.push(...some);
  }
  if (exact) return summaryOfSliceSums(here.statement, account, period, asOf, at, sums);
  const summary = proveStatement(here.statement, account, period, asOf, at);
  return { summary, slices: daySlices(summary) };
}

function fileOptionsOf(options: StatementExportOptions): Omit<CsvFileOptions, 'bom'> {
  const { accountId: _a, from: _f, to: _t, timeZone: _z, format: _format, onProved: _p, workers: _w, ...fileOptions } = options;
  return fileOptions;
}

/** The statement written by this thread and the workers, part by part; a part that does not add up is refused as the proof pass refuses it. */
async function exportInParts(readers: StatementReaders, format: StatementFormat, options: StatementExportOptions, now: Now): Promise<StatementExportResult> {
  const { pool, here } = readers;
  let finished = false;
  try {
    const { summary, slices } = await proveFromSums(readers, options, now);
    checkFormatFits(format, summary);
    options.onProved?.(summary);
    const sharing = { readers: readers.threads, hereShare: HERE_SHARE };
    const parts = statementParts(summary, format.id, slices, options.workers?.rowsPerPart ?? DEFAULT_ROWS_PER_PART, sharing);
    options.workers?.onRead?.({ threads: readers.threads, parts: parts.length });
    const writer = format.writer(summary);
    async function* chunks(): AsyncGenerator<CsvChunk> {
      yield { text: writer.begin(), rows: 0 };
      yield* pool.chunks(parts, (part) => statementWorkChunks(here.statement, part));
      yield { text: writer.end(), rows: 0 };
    }
    let result: CsvExportResult;
    try {
      result = await writeCsvChunks(() => chunks(), fileOptionsOf(options));
    } catch (error) {
      // A running balance that does not chain: the proof pass over the same moment says where entries are missing.
      if (error instanceof StatementError && error.code === 'does_not_add_up') prove(here, options, now);
      throw error;
    }
    finished = result.stopped === undefined;
    return { ...result, summary };
  } finally {
    here.close();
    await pool.close(finished);
  }
}

/** The whole file on one thread: a format with an entry template has SQLite build the entries' text where it can (statement-entry-texts.ts). */
function fileChunks(snapshot: CacheReadSnapshot, summary: StatementSummary, format: StatementFormat): Generator<CsvChunk> {
  const writer = format.writer(summary);
  if (format.entryTemplate === undefined) return statementChunks(statementEntries(snapshot.statement, summary), writer);
  const plan = entryTextPlan(format.entryTemplate, summary);
  return (function* () {
    yield* entryTextChunks(snapshot.statement, summary, wholePeriod(summary), plan, writer, writer.begin());
    yield { text: writer.end(), rows: 0 };
  })();
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
export async function exportStatement(source: StatementSource, options: StatementExportOptions, now: Now = () => new Date()): Promise<StatementExportResult> {
  const format = statementFormat(options.format);
  const readers = format.independentEntries === true ? await startStatementReaders(source, options, options.workers ?? {}) : null;
  if (readers !== null) return exportInParts(readers, format, options, now);
  options.workers?.onRead?.({ threads: 1, parts: 1 });
  const snapshot = source.openReadSnapshot();
  try {
    const summary = prove(snapshot, options, now);
    checkFormatFits(format, summary);
    options.onProved?.(summary);
    const result = await writeCsvChunks(() => fileChunks(snapshot, summary, format), fileOptionsOf(options));
    return { ...result, summary };
  } finally {
    snapshot.close();
  }
}
