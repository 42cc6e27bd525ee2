// The writing pass: the period's entries with their origins, one at a time, as the model's
// StatementEntry (booking date in the period's zone, amounts in minor units), for the
// whole period or for some of its days (a part read by a worker thread,
// statement-export-parallel.ts). The pass checks, against the proved summary, that each
// entry's running balance follows from the one before (the first from the days' opening)
// and that the entries add up to the days' closing balance and count, so a file never
// holds anything but the proved statement (a mismatch throws and the file is not kept).
import type { StatementReads } from '../cache';
import { createIsoFormatter } from '../cache/timestamps';
import { decimalToMinor } from './minor-units';
import type { StatementEntry, StatementSummary } from './statement-model';
import { StatementError } from './statement-error';

/** Consecutive days of a statement: indexes into summary.days, `to` excluded. */
export interface StatementDays {
  readonly from: number;
  readonly to: number;
}

export function* statementEntries(reads: StatementReads, summary: StatementSummary, days: StatementDays = { from: 0, to: summary.days.length }): Generator<StatementEntry> {
  const { account, period } = summary;
  const first = summary.days[days.from];
  const last = summary.days[days.to - 1];
  const firstBounds = period.days[days.from];
  const lastBounds = period.days[days.to - 1];
  if (first === undefined || last === undefined || firstBounds === undefined || lastBounds === undefined) throw new RangeError('days outside the statement');
  let expected = 0;
  for (let i = days.from; i < days.to; i += 1) expected += (summary.days[i]?.creditCount ?? 0) + (summary.days[i]?.debitCount ?? 0);
  const iso = createIsoFormatter();
  let dayIndex = days.from;
  let balance = first.opening;
  let chained = true;
  let count = 0;
  for (const row of reads.entries(account.id, firstBounds.startUs, lastBounds.endUs)) {
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
  if (!chained || count !== expected || balance !== last.closing) {
    throw new StatementError('does_not_add_up', `The ledger of ${account.id} changed while the statement was written (${count} entries against ${expected} proved): make the statement again.`);
  }
}
