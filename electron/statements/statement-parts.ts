// A statement read by worker threads is cut into parts of consecutive slices of its days
// (each slice's opening, closing and count are proved: statement-day-sums.ts, so each
// part is checked on its own while it is written: statement-entries.ts). A part carries
// what a worker needs to write it: the summary, the format and its span.
import type { StatementReads } from '../cache';
import type { CsvChunk } from '../export';
import { statementEntries } from './statement-entries';
import type { StatementSpan } from './statement-entries';
import { entryChunks } from './statement-format';
import { entryTextChunks, entryTextPlan } from './statement-entry-texts';
import type { StatementFormatId } from './statement-format';
import { statementFormat } from './statement-formats';
import { sliceSums, sliceSumsText, type SliceSumsRequest } from './statement-day-sums';
import type { StatementSummary } from './statement-model';

export interface StatementPart {
  readonly summary: StatementSummary;
  readonly format: StatementFormatId;
  readonly span: StatementSpan;
}

/** Slices that follow each other as one span. */
function joined(first: StatementSpan, last: StatementSpan, count: number): StatementSpan {
  return { fromUs: first.fromUs, toUs: last.toUs, day: first.day, opening: first.opening, closing: last.closing, count };
}

/** Which threads read the parts and how much of a worker's part this thread's is (statementParts). */
export interface PartSharing {
  /** This thread and the workers: the pool hands part i to this thread when i % readers is 0 (export-worker-pool.ts). */
  readonly readers: number;
  /** This thread's parts hold about this share of rowsPerPart (it also writes every part to the file). */
  readonly hereShare: number;
}

/**
 * Consecutive slices in parts of at least `rowsPerPart` entries (a slice is never split;
 * empty slices at the end join the part before them), this thread's parts of
 * `hereShare` of that. A part waits in memory whole while the parts before it are
 * written, so its size bounds the export's memory per worker.
 */
export function statementParts(summary: StatementSummary, format: StatementFormatId, slices: readonly StatementSpan[], rowsPerPart: number, sharing: PartSharing = { readers: 1, hereShare: 1 }): StatementPart[] {
  if (!Number.isInteger(rowsPerPart) || rowsPerPart < 1) throw new RangeError('rowsPerPart must be a positive whole number');
  const hereRows = Math.max(1, Math.round(rowsPerPart * sharing.hereShare));
  const parts: StatementPart[] = [];
  let from = 0;
  let rows = 0;
  slices.forEach((slice, index) => {
    rows += slice.count;
    if (rows < (parts.length % sharing.readers === 0 ? hereRows : rowsPerPart) && index < slices.length - 1) return;
    const previous = parts[parts.length - 1];
    if (rows === 0 && previous !== undefined) parts[parts.length - 1] = { ...previous, span: joined(previous.span, slice, previous.span.count) };
    else parts.push({ summary, format, span: joined(slices[from] as StatementSpan, slice, rows) });
    from = index + 1;
    rows = 0;
  });
  return parts;
}

/** The part's entries in the format's text (built by SQLite where its template allows, else its own writer's entry()), checked against the summary. */
export function statementPartChunks(reads: StatementReads, part: StatementPart): Generator<CsvChunk> {
  const format = statementFormat(part.format);
  const writer = format.writer(part.summary);
  if (format.entryTemplate !== undefined) return entryTextChunks(reads, part.summary, part.span, entryTextPlan(format.entryTemplate, part.summary), writer);
  return entryChunks(statementEntries(reads, part.summary, part.span), writer);
}

/** What a worker thread is given: a part to write, or days whose slices it sums (statement-day-sums.ts) before any part is written. */
export type StatementWork = StatementPart | { readonly sums: SliceSumsRequest };

/** The work's chunks: a part's text, or one chunk with the days' slice sums as text (sliceSumsText). */
export function statementWorkChunks(reads: StatementReads, work: StatementWork): Iterable<CsvChunk> {
  if ('sums' in work) return [{ text: sliceSumsText(sliceSums(reads, work.sums)), rows: 0 }];
  return statementPartChunks(reads, work);
}
