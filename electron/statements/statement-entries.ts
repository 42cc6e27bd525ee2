// The writing pass: the period's entries with their origins, one at a time, as the model's
// StatementEntry (booking date in the period's zone, amounts in minor units). The pass
// reads the same snapshot as the proof (whose running balances chained), and checks that
// its entries add up to the proved closing balance and count, so a file never holds
// anything but the proved statement (a mismatch throws and the file is not kept).
import type { StatementReads } from '../cache';
import { createIsoFormatter } from '../cache/timestamps';
import { decimalToMinor } from './minor-units';
import { entryParty, type StatementEntry, type StatementSummary } from './statement-model';
import { StatementError } from './statement-error';

export function* statementEntries(reads: StatementReads, summary: StatementSummary): Generator<StatementEntry> {
  const { account, period } = summary;
  const iso = createIsoFormatter();
  let dayIndex = 0;
  let balance = summary.opening;
  let count = 0;
  for (const row of reads.entries(account.id, period.startUs, period.endUs)) {
    const [id, createdUs, type, direction, amountText, , description, referenceType, referenceId, groupId, linkedId, reference, counterpartyName] = row;
    while (createdUs >= (period.days[dayIndex]?.endUs ?? Infinity)) dayIndex += 1;
    const amount = decimalToMinor(amountText, account.exponent, `Entry ${id}'s amount`);
    balance += direction === 'credit' ? amount : -amount;
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
      counterpartyName: entryParty(type, counterpartyName),
      transactionGroupId: groupId,
      linkedTransactionId: linkedId,
    };
  }
  if (count !== summary.entryCount || balance !== summary.closing) {
    throw new StatementError('does_not_add_up', `The ledger of ${account.id} changed while the statement was written (${count} entries against ${summary.entryCount} proved): make the statement again.`);
  }
}
