// The writing pass of a format with an entry template (statement-entry-template.ts): the
// UTF-8 bytes of each entry of a span, spliced from the variable texts SQLite gives where
// their check holds (statement-entry-splice.ts, statement-entry-bytes.ts), else as the
// format's writer writes it from the whole row, in chunks of about 128 KiB. The same checks as the model's pass
// (statement-entries.ts): each entry's running balance follows from the one before (the
// first from the span's opening), in minor units (as numbers while they are below 2^53,
// else as BigInts: running-balance.ts), and the span ends at its proved closing balance
// with its proved count; a mismatch throws and the file is not kept.
// A span is read a day at a time, so each entry's booking day is the query's; a small span
// (a part of a statement read by worker threads) a day's rows at once, a large one row by row.
import type { EntryTextQuery, StatementReads } from '../cache';
import { createIsoFormatter } from '../cache/timestamps';
import type { CsvChunk } from '../export';
import { balanceOfRow, changedWhileWritten, entryOfRow, type StatementSpan } from './statement-entries';
import { ByteChunk, entryByteSplicer, type EntryByteSplicer } from './statement-entry-bytes';
import { entrySpliceCheck, entrySpliceSql } from './statement-entry-splice';
import type { EntryTemplate } from './statement-entry-template';
import type { StatementWriter } from './statement-format';
import type { StatementSummary } from './statement-model';
import { decimalToMinor } from './minor-units';
import { RunningBalance } from './running-balance';

/** A template's SQL, check and splicer for one statement (its currency and decimals). */
export interface EntryTextPlan {
  readonly query: EntryTextQuery;
  readonly check: RegExp;
  readonly splice: EntryByteSplicer;
}

export function entryTextPlan(template: EntryTemplate, summary: StatementSummary): EntryTextPlan {
  const pieces = template(summary);
  return { query: entrySpliceSql(pieces), check: entrySpliceCheck(pieces, summary.account.exponent), splice: entryByteSplicer(pieces) };
}

const encoder = new TextEncoder();
const SEPARATOR = '\u001F';
/** Fields before the texts: rowid, direction, amount, balance (entrySpliceSql). */
const FIXED_FIELDS = 4;
/**
 * A span of at most this many entries reads each day's rows at once (entryTextList: about
 * 0.7x the read's CPU at 1M entries in parts of 4,096); a larger one (a whole statement on
 * one thread) row by row, so a busy day is never held whole (65,536 texts are about 10 MB).
 */
export const LISTED_SPAN_ROWS = 65_536;

/**
 * The span's entries in chunks, in posting order, checked against the span's proved
 * figures (a part of a statement, or the whole period after `first`).
 */
export function* entryTextChunks(
  reads: StatementReads,
  summary: StatementSummary,
  span: StatementSpan,
  plan: EntryTextPlan,
  writer: StatementWriter,
  first?: string,
  listedRows = LISTED_SPAN_ROWS,
): Generator<CsvChunk> {
  const { account, period } = summary;
  const iso = createIsoFormatter();
  const running = new RunningBalance(span.opening);
  let count = 0;
  const chunk = new ByteChunk();
  let full = first === undefined ? undefined : chunk.write(first);
  if (full !== undefined) yield full;
  for (let day = span.day; day < period.days.length; day += 1) {
    const bounds = period.days[day] as (typeof period.days)[number];
    if (bounds.startUs >= span.toUs) break;
    const fromUs = Math.max(bounds.startUs, span.fromUs);
    const toUs = Math.min(bounds.endUs, span.toUs);
    const date = encoder.encode(bounds.date);
    const texts = span.count <= listedRows ? reads.entryTextList(plan.query, account.id, fromUs, toUs) : reads.entryTexts(plan.query, account.id, fromUs, toUs);
    for (const vars of texts) {
      count += 1;
      if (plan.check.test(vars)) {
        full = plan.splice.splice(vars, date, chunk);
        const { credit, amount, balance } = plan.splice;
        if (!running.follows(credit, amount, balance)) {
          // Past 15 digits: the texts' amount and balance as BigInts.
          const [, , amountText, balanceText] = vars.split(SEPARATOR, FIXED_FIELDS);
          const minor = (text: string | undefined) => decimalToMinor(text as string, account.exponent, 'An entry\'s figure');
          if (!running.followsExactly(credit, minor(amountText), minor(balanceText))) throw changedWhileWritten(summary, count, span.count);
        }
      } else {
        const row = reads.entryAt(BigInt(vars.slice(0, vars.indexOf(SEPARATOR))));
        if (row === undefined) throw changedWhileWritten(summary, count, span.count);
        const entry = entryOfRow(row, summary, day, iso);
        if (!running.followsExactly(entry.direction === 'credit', entry.amount, balanceOfRow(row, summary))) throw changedWhileWritten(summary, count, span.count);
        full = chunk.write(writer.entry(entry));
        chunk.rows += 1;
      }
      if (full !== undefined) {
        yield full;
        full = undefined;
      }
    }
  }
  if (count !== span.count || running.value() !== span.closing) throw changedWhileWritten(summary, count, span.count);
  const last = chunk.take();
  if (last !== undefined) yield last;
}
