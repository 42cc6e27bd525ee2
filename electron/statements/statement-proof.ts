// The proof pass: before a byte is written, the period's entries are read once (amounts
// only) and the statement is shown to add up in minor units: each entry's running balance
// is the previous one plus its signed amount, so opening + credits - debits = closing.
// Where the chain breaks, entries are missing from the cache between the two named
// entries, and the statement is refused with them. An unfinished sync is refused too.
import type { StatementAmountRow, StatementReads } from '../cache';
import { currencyExponent } from '../../shared/money';
import type { PerAudience } from '../../shared/errors';
import { decimalToMinor, minorToDecimal } from './minor-units';
import type { StatementAccount, StatementDay, StatementSummary } from './statement-model';
import { StatementError } from './statement-error';
import { checkPeriodBegun, periodClosing, type StatementPeriod } from './statement-period';

/** How many breaks the refusal lists (it counts them all). */
const BREAKS_LISTED = 5;

interface ChainBreak {
  readonly afterId: string;
  readonly entryId: string;
  readonly missing: bigint;
}

export function statementAccount(reads: StatementReads, accountId: string): StatementAccount {
  const row = reads.account(accountId);
  if (row === undefined) {
    throw new StatementError('unknown_account', `No account ${JSON.stringify(accountId.slice(0, 60))} in the cache.`, 'account', {
      cli: 'Give an account id from `treasury balances`, or sync first.',
      window: 'Choose an account from the list, or sync first (Sync now).',
    });
  }
  let exponent: number;
  try {
    exponent = currencyExponent(row.currency);
  } catch (error) {
    throw new StatementError('invalid_request', `Account ${row.id} is in ${row.currency}: ${(error as Error).message}`, 'account');
  }
  return { id: row.id, name: row.name, currency: row.currency, exponent };
}

/** The sync's "as of", or a refusal when the ledger never finished a full sync. */
export function ledgerAsOf(reads: StatementReads): string | null {
  const mark = reads.ledgerSyncMark();
  if (mark === undefined) {
    throw new StatementError('not_synced', 'The ledger was never synced.', undefined, { cli: 'Sync it (`treasury sync`), then make the statement.', window: 'Sync it (Sync now), then make the statement.' });
  }
  if (!mark.completed) {
    throw new StatementError('partial_sync', 'The last sync of the ledger did not finish, so the cache may miss entries of this period: sync again until it completes, then make the statement.');
  }
  return mark.lastSyncedAt;
}

function describeBreaks(account: StatementAccount, breaks: readonly ChainBreak[], count: number): string {
  const listed = breaks.map((b) => `between ${b.afterId} and ${b.entryId} (${minorToDecimal(b.missing, account.exponent)} ${account.currency} unaccounted for)`);
  const more = count > breaks.length ? `, and ${count - breaks.length} more` : '';
  return `The cached ledger of ${account.id} cannot prove this statement: the running balance does not follow from the entries ${count} time${count === 1 ? '' : 's'}, so entries are missing ${listed.join('; ')}${more}.`;
}

/** A full sync fetches every entry again. */
const FULL_SYNC: PerAudience = {
  cli: 'Run a full sync (`treasury sync --full`), then try again.',
  window: 'Run a full sync (Sync everything again, in the command palette), then try again.',
};

/** Reads the period's amounts once and returns the proved summary, or refuses. */
export function proveStatement(reads: StatementReads, account: StatementAccount, period: StatementPeriod, asOf: string | null, now: Date): StatementSummary {
  checkPeriodBegun(period, now.getTime());
  const minor = (row: StatementAmountRow, column: 3 | 4) => decimalToMinor(row[column], account.exponent, `Entry ${row[0]}'s ${column === 3 ? 'amount' : 'balance'}`);
  const before = reads.entryBefore(account.id, period.startUs);
  let previousId = before?.[0];
  let balance: bigint | undefined = before === undefined ? undefined : minor(before, 4);
  let opening = balance;
  const breaks: ChainBreak[] = [];
  let breakCount = 0;
  // Per day: credits, debits and their counts; the days' balances follow from the opening once it is known.
  const perDay = period.days.map(() => ({ credits: 0n, debits: 0n, creditCount: 0, debitCount: 0 }));
  let dayIndex = 0;
  let credits = 0n;
  let debits = 0n;
  let creditCount = 0;
  let debitCount = 0;
  for (const row of reads.amounts(account.id, period.startUs, period.endUs)) {
    if (row[5] !== account.currency) throw new StatementError('does_not_add_up', `Entry ${row[0]} is in ${row[5]}, not in the account's ${account.currency}: the cache is inconsistent; run a full sync.`);
    while (row[1] >= (period.days[dayIndex]?.endUs ?? Infinity)) dayIndex += 1;
    const day = perDay[dayIndex] as (typeof perDay)[number];
    const amount = minor(row, 3);
    const signed = row[2] === 'credit' ? amount : -amount;
    const after = minor(row, 4);
    if (balance === undefined) {
      opening = after - signed; // no earlier entry: the balance before the first one follows from it
    } else if (balance + signed !== after) {
      breakCount += 1;
      if (breaks.length < BREAKS_LISTED) breaks.push({ afterId: previousId ?? '(start)', entryId: row[0], missing: after - (balance + signed) });
    }
    if (row[2] === 'credit') {
      credits += amount;
      creditCount += 1;
      day.credits += amount;
      day.creditCount += 1;
    } else {
      debits += amount;
      debitCount += 1;
      day.debits += amount;
      day.debitCount += 1;
    }
    balance = after;
    previousId = row[0];
  }
  if (breakCount > 0) throw new StatementError('does_not_add_up', describeBreaks(account, breaks, breakCount), undefined, FULL_SYNC);
  const openingBalance = opening ?? 0n;
  const closing = balance ?? openingBalance;
  if (openingBalance + credits - debits !== closing) {
    throw new StatementError('does_not_add_up', `The statement of ${account.id} does not add up: opening ${minorToDecimal(openingBalance, account.exponent)} + credits ${minorToDecimal(credits, account.exponent)} - debits ${minorToDecimal(debits, account.exponent)} is not the closing ${minorToDecimal(closing, account.exponent)}.`);
  }
  let running = openingBalance;
  const days: StatementDay[] = perDay.map((figures, i) => {
    const dayOpening = running;
    running = dayOpening + figures.credits - figures.debits;
    return { date: period.days[i]?.date as string, opening: dayOpening, closing: running, ...figures };
  });
  return {
    account, period, asOf, createdAt: now.toISOString(), ...periodClosing(period, now.getTime(), asOf),
    opening: openingBalance, closing, credits, debits, creditCount, debitCount, entryCount: creditCount + debitCount, days,
  };
}
