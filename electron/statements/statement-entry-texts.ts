// The writing pass of a format with an entry template (statement-entry-template.ts): the
// text of each entry of a span, spliced from the variable texts SQLite gives where their
// check holds (statement-entry-splice.ts), else as the format's writer writes it from the
// whole row. The same checks as the model's pass
// (statement-entries.ts): each entry's running balance follows from the one before (the
// first from the span's opening), in minor units, and the span ends at its proved closing
// balance with its proved count; a mismatch throws and the file is not kept.
// A span is read a day at a time, so each entry's booking day is the query's.
import type { EntryTextQuery, StatementReads } from '../cache';
import { createIsoFormatter } from '../cache/timestamps';
import type { CsvChunk } from '../export';
import { balanceOfRow, changedWhileWritten, entryOfRow, type StatementSpan } from './statement-entries';
import { entrySpliceCheck, entrySpliceSql, entrySplicer, type EntrySplicer } from './statement-entry-splice';
import type { EntryTemplate } from './statement-entry-template';
import type { StatementWriter } from './statement-format';
import type { StatementSummary } from './statement-model';

/** A template's SQL, check and splicer for one statement (its currency and decimals). */
export interface EntryTextPlan {
  readonly query: EntryTextQuery;
  readonly check: RegExp;
  readonly splice: EntrySplicer;
}

export function entryTextPlan(template: EntryTemplate, summary: StatementSummary): EntryTextPlan {
  const pieces = template(summary);
  return { query: entrySpliceSql(pieces), check: entrySpliceCheck(pieces, summary.account.exponent), splice: entrySplicer(pieces) };
}

/** Characters of a chunk (about 64 KiB): its pieces are joined once, into one flat string. */
const CHUNK_CHARS = 64 * 1024;

/**
 * The span's entries in chunks, in posting order, checked against the span's proved
 * figures (a part of a statement, or the whole period after `first`).
 */
export function* entryTextChunks(reads: StatementReads, summary: StatementSummary, span: StatementSpan, plan: EntryTextPlan, writer: StatementWriter, first?: string): Generator<CsvChunk> {
  const { account, period } = summary;
  const iso = createIsoFormatter();
  let balance = span.opening;
  let count = 0;
  let parts: string[] = first === undefined ? [] : [first];
  let size = 0;
  let rows = 0;
  for (let day = span.day; day < period.days.length; day += 1) {
    const bounds = period.days[day] as (typeof period.days)[number];
    if (bounds.startUs >= span.toUs) break;
    const fromUs = Math.max(bounds.startUs, span.fromUs);
    const toUs = Math.min(bounds.endUs, span.toUs);
    for (const [vars, before, after, rowid] of reads.entryTexts(plan.query, account.id, fromUs, toUs)) {
      count += 1;
      if (plan.check.test(vars)) {
        if (before !== balance) throw changedWhileWritten(summary, count, span.count);
        balance = after as bigint;
        size += plan.splice(vars, bounds.date, parts);
      } else {
        const row = reads.entryAt(rowid);
        if (row === undefined) throw changedWhileWritten(summary, count, span.count);
        const entry = entryOfRow(row, summary, day, iso);
        balance += entry.direction === 'credit' ? entry.amount : -entry.amount;
        if (balanceOfRow(row, summary) !== balance) throw changedWhileWritten(summary, count, span.count);
        const text = writer.entry(entry);
        parts.push(text);
        size += text.length;
      }
      rows += 1;
      if (size >= CHUNK_CHARS) {
        yield { text: parts.join(''), rows };
        parts = [];
        size = 0;
        rows = 0;
      }
    }
  }
  if (count !== span.count || balance !== span.closing) throw changedWhileWritten(summary, count, span.count);
  if (parts.length > 0) yield { text: parts.join(''), rows };
}
