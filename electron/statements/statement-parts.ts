// A statement read by worker threads is cut into parts of consecutive days (each day's
// opening, closing and count are known from the proved summary, so each part is checked
// on its own while it is written: statement-entries.ts). A part carries what a worker
// needs to write it: the summary, the format and its days.
import type { StatementReads } from '../cache';
import type { CsvChunk } from '../export';
import { statementEntries } from './statement-entries';
import type { StatementDays } from './statement-entries';
import { entryChunks } from './statement-format';
import type { StatementFormatId } from './statement-format';
import { statementFormat } from './statement-formats';
import type { StatementSummary } from './statement-model';

export interface StatementPart {
  readonly summary: StatementSummary;
  readonly format: StatementFormatId;
  readonly days: StatementDays;
}

/**
 * Consecutive days in parts of at least `rowsPerPart` entries (a day is never split;
 * the last part takes what is left). A part waits in memory whole while the parts before
 * it are written, so its size bounds the export's memory per worker.
 */
export function statementParts(summary: StatementSummary, format: StatementFormatId, rowsPerPart: number): StatementPart[] {
  if (!Number.isInteger(rowsPerPart) || rowsPerPart < 1) throw new RangeError('rowsPerPart must be a positive whole number');
  const parts: StatementPart[] = [];
  let from = 0;
  let rows = 0;
  summary.days.forEach((day, index) => {
    rows += day.creditCount + day.debitCount;
    if (rows >= rowsPerPart || index === summary.days.length - 1) {
      const previous = parts[parts.length - 1];
      // Days without entries at the end join the part before them.
      if (rows === 0 && previous !== undefined) parts[parts.length - 1] = { ...previous, days: { from: previous.days.from, to: index + 1 } };
      else parts.push({ summary, format, days: { from, to: index + 1 } });
      from = index + 1;
      rows = 0;
    }
  });
  return parts;
}

/** The part's entries in the format's text (its own writer's entry()), checked against the summary. */
export function statementPartChunks(reads: StatementReads, part: StatementPart): Generator<CsvChunk> {
  return entryChunks(statementEntries(reads, part.summary, part.days), statementFormat(part.format).writer(part.summary));
}
