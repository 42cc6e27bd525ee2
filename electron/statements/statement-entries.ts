// The writing pass: the period's entries with their origins, one at a time, as the model's
// StatementEntry (booking date in the period's zone, amounts in minor units), for the
// whole period or for a span of it (a part read by a worker thread,
// statement-export-parallel.ts). The pass checks, against the proved figures, that each
// entry's running balance follows from the one before (the first from the span's opening)
// and that the entries add up to the span's closing balance and count, so a file never
// holds anything but the proved statement (a mismatch throws and the file is not kept).
import type { StatementReads } from '../cache';
import { createIsoFormatter } from '../cache/timestamps';
import { decimalToMinor } from './minor-units';
import type { StatementEntry, StatementSummary } from './statement-model';
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
    const [id, createdUs, type, direction, amountText, balanceText, description, referenceType, referenceId, groupId, linkedId, reference, counterpartyName] = row;
    while (createdUs >= (period.days[dayIndex]?.endUs ?? Infinity)) dayIndex += 1;
    const amount = decimalToMinor(amountText, account.exponent, `Entry ${id}'s amount`);
    balance += direction === 'credit' ? amount : -amount;
    if (chained && decimalToMinor(balanceText, account.exponent, `Entry ${id}'s balance`) !== balance) chained = false;
    count += 1;
    yield {
      id,
      createdAt: iso(createdUs),
      bookingDate: period.days[dayIndex]?.date as string,
      dayIndex,
      type,
      direction,
      amount,
      description,
      reference,
      origin: referenceType !== null && referenceId !== null ? { kind: referenceType, id: referenceId } : null,
      counterpartyName,
      transactionGroupId: groupId,
      linkedTransactionId: linkedId,
    };
  }
  if (!chained || count !== expected || balance !== span.closing) {
    throw new StatementError('does_not_add_up', `The ledger of ${account.id} changed while the statement was written (${count} entries against ${expected} proved): make the statement again.`);
  }
}
