// The writing pass of a format with an entry template (statement-entry-template.ts): the
// text of each entry of a span, as SQLite builds it where the entry's check holds, else as
// the format's writer writes it from the whole row. The same checks as the model's pass
// (statement-entries.ts): each entry's running balance follows from the one before (the
// first from the span's opening), in minor units, and the span ends at its proved closing
// balance with its proved count; a mismatch throws and the file is not kept.
// A span is read a day at a time, so each entry's booking day is the query's.
import type { EntryTextQuery, StatementReads } from '../cache';
import { createIsoFormatter } from '../cache/timestamps';
import { recordChunks } from '../export/csv-stream-pump';
import type { CsvChunk } from '../export';
import { balanceOfRow, changedWhileWritten, entryOfRow, type StatementSpan } from './statement-entries';
import { entryTextCheck, entryTextSql, type EntryTemplate } from './statement-entry-template';
import type { StatementWriter } from './statement-format';
import type { StatementSummary } from './statement-model';

/** A template's SQL and check for one statement (its currency and decimals). */
export interface EntryTextPlan {
  readonly query: EntryTextQuery;
  readonly check: RegExp;
}

export function entryTextPlan(template: EntryTemplate, summary: StatementSummary): EntryTextPlan {
  const pieces = template(summary);
  return { query: entryTextSql(pieces), check: entryTextCheck(pieces, summary.account.exponent) };
}

/** The texts of the span's entries, in posting order, checked against the span's proved figures. */
export function* entryTexts(reads: StatementReads, summary: StatementSummary, span: StatementSpan, plan: EntryTextPlan, writer: StatementWriter): Generator<string> {
  const { account, period } = summary;
  const iso = createIsoFormatter();
  let balance = span.opening;
  let count = 0;
  for (let day = span.day; day < period.days.length; day += 1) {
    const bounds = period.days[day] as (typeof period.days)[number];
    if (bounds.startUs >= span.toUs) break;
    const fromUs = Math.max(bounds.startUs, span.fromUs);
    const toUs = Math.min(bounds.endUs, span.toUs);
    for (const [text, check, before, after, rowid] of reads.entryTexts(plan.query, account.id, fromUs, toUs, bounds.date)) {
      count += 1;
      if (plan.check.test(check)) {
        if (before !== balance) throw changedWhileWritten(summary, count, span.count);
        balance = after as bigint;
        yield text;
        continue;
      }
      const row = reads.entryAt(rowid);
      if (row === undefined) throw changedWhileWritten(summary, count, span.count);
      const entry = entryOfRow(row, summary, day, iso);
      balance += entry.direction === 'credit' ? entry.amount : -entry.amount;
      if (balanceOfRow(row, summary) !== balance) throw changedWhileWritten(summary, count, span.count);
      yield writer.entry(entry);
    }
  }
  if (count !== span.count || balance !== span.closing) throw changedWhileWritten(summary, count, span.count);
}

/** The span's texts in chunks of about 64 KiB (a part of a statement, or the whole period after `first`). */
export function entryTextChunks(reads: StatementReads, summary: StatementSummary, span: StatementSpan, plan: EntryTextPlan, writer: StatementWriter, first?: string): Generator<CsvChunk> {
  return recordChunks(entryTexts(reads, summary, span, plan, writer), first);
}
