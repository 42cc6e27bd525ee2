// The writing pass: the period's entries with their origins, one at a time, as the model's
// StatementEntry (booking date in the period's zone, amounts in minor units), for the
// whole period or for a span of it (a part read by a worker thread,
// statement-export-parallel.ts). The pass checks, against the proved figures, that each
// entry's running balance follows from the one before (the first from the span's opening)
// and that the entries add up to the span's closing balance and count, so a file never
// holds anything but the proved statement (a mismatch throws and the file is not kept).
import type { StatementEntryRow, StatementReads } from '../cache';
import { createIsoFormatter } from '../cache/timestamps';
import { decimalToMinor } from './minor-units';
import { entryParty, type StatementEntry, type StatementSummary } from './statement-model';
import { StatementError } from './statement-error';

/**
 * A stretch of the period with its proved figures: entries with fromUs <= createdUs < toUs,
 * the running balance before and after them, how many. `day` is the index (in
 * summary.days) of the day fromUs falls in.
 */
export interface StatementSpan {
  readonly fromUs: number;
  readonly toUs: number;
  readonly day: number;
  readonly opening: bigint;
  readonly closing: bigint;
  readonly count: number;
}

/** The whole period as one span. */
export function wholePeriod(summary: StatementSummary): StatementSpan {
  return { fromUs: summary.period.startUs, toUs: summary.period.endUs, day: 0, opening: summary.opening, closing: summary.closing, count: summary.entryCount };
}

export function* statementEntries(reads: StatementReads, summary: StatementSummary, span: StatementSpan = wholePeriod(summary)): Generator<StatementEntry> {
  const { account, period } = summary;
  const expected = span.count;
  const iso = createIsoFormatter();
  let dayIndex = span.day;
  let balance = span.opening;
  let chained = true;
  let count = 0;
  for (const row of reads.entries(account.id, span.fromUs, span.toUs)) {
    while (row[1] >= (period.days[dayIndex]?.endUs ?? Infinity)) dayIndex += 1;
    const entry = entryOfRow(row, summary, dayIndex, iso);
    balance += entry.direction === 'credit' ? entry.amount : -entry.amount;
    if (chained && balanceOfRow(row, summary) !== balance) chained = false;
    count += 1;
    yield entry;
  }
  if (!chained || count !== expected || balance !== span.closing) throw changedWhileWritten(summary, count, expected);
}

/** A row's running balance after it, in minor units. */
export function balanceOfRow(row: StatementEntryRow, summary: StatementSummary): bigint {
  return decimalToMinor(row[5], summary.account.exponent, `Entry ${row[0]}'s balance`);
}

/** The model's entry of a row read on day `dayIndex` of the period. */
export function entryOfRow(row: StatementEntryRow, summary: StatementSummary, dayIndex: number, iso: (micros: number) => string): StatementEntry {
  const [id, createdUs, type, direction, amountText, , description, referenceType, referenceId, groupId, linkedId, reference, counterpartyName] = row;
  return {
    id,
    createdAt: iso(Number(createdUs)),
    bookingDate: summary.period.days[dayIndex]?.date as string,
    dayIndex,
    type,
    direction,
    amount: decimalToMinor(amountText, summary.account.exponent, `Entry ${id}'s amount`),
    description,
    // A reference that is a number in the payment's JSON is written as its text.
    reference: reference === null ? null : String(reference),
    origin: referenceType !== null && referenceId !== null ? { kind: referenceType, id: referenceId } : null,
    counterpartyName: entryParty(type, counterpartyName),
    transactionGroupId: groupId,
    linkedTransactionId: linkedId,
  };
}

/** The entries read do not chain, or are not as many as proved, or end elsewhere: the ledger changed under the statement. */
export function changedWhileWritten(summary: StatementSummary, count: number, expected: number): StatementError {
  return new StatementError('does_not_add_up', `The ledger of ${summary.account.id} changed while the statement was written (${count} entries against ${expected} proved): make the statement again.`);
}
