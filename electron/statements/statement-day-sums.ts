// The proved figures of a statement read by worker threads (statement-export-parallel.ts),
// without a pass over its entries in JavaScript: the opening balance (the last entry
// before the period, or the first entry of the period less its amount), then each day's
// count, credits and debits summed by SQLite in minor units. Each day's opening and
// closing follow, so each part of the period (some days) can be checked on its own while
// it is written (statement-entries.ts: every entry's running balance chains from its
// days' opening, its last ends at their closing, its count is theirs); the whole
// statement holds when every part does: opening + credits - debits = closing.
//
// Null where SQLite cannot sum exactly (an amount that is not plain digits with exactly
// the currency's decimals, another currency or direction, sums past 64 bits): the
// statement is then proved by the general pass (statement-proof.ts), which also says
// what is wrong with the cache.
import type { StatementReads } from '../cache';
import { decimalToMinor } from './minor-units';
import type { StatementAccount, StatementDay, StatementSummary } from './statement-model';
import type { StatementPeriod } from './statement-period';

function openingBalance(reads: StatementReads, account: StatementAccount, period: StatementPeriod): bigint {
  const before = reads.entryBefore(account.id, period.startUs);
  if (before !== undefined) return decimalToMinor(before[4], account.exponent, `Entry ${before[0]}'s balance`);
  const rows = reads.amounts(account.id, period.startUs, period.endUs);
  try {
    const first = rows.next();
    if (first.done === true) return 0n;
    const [id, , direction, amount, balance] = first.value;
    const signed = decimalToMinor(amount, account.exponent, `Entry ${id}'s amount`);
    return decimalToMinor(balance, account.exponent, `Entry ${id}'s balance`) - (direction === 'credit' ? signed : -signed);
  } finally {
    rows.return?.();
  }
}

/** SQLite's "integer overflow" of sum(): the sums are not exact in 64 bits. */
function isOverflow(error: unknown): boolean {
  return error instanceof Error && /integer overflow/i.test(error.message);
}

/** The statement's summary from per-day sums, or null when it must be proved the general way. */
export function summaryFromDaySums(reads: StatementReads, account: StatementAccount, period: StatementPeriod, asOf: string | null, now: Date): StatementSummary | null {
  const perDay: Array<Omit<StatementDay, 'date' | 'opening' | 'closing'>> = [];
  for (const day of period.days) {
    let row;
    try {
      row = reads.daySums(account.id, account.currency, account.exponent, day.startUs, day.endUs);
    } catch (error) {
      if (isOverflow(error)) return null;
      throw error;
    }
    const [count, irregular, creditCount, credits, debits] = row;
    if (irregular > 0n) return null;
    perDay.push({ credits, debits, creditCount: Number(creditCount), debitCount: Number(count - creditCount) });
  }
  const opening = openingBalance(reads, account, period);
  let running = opening;
  let credits = 0n;
  let debits = 0n;
  let creditCount = 0;
  let debitCount = 0;
  const days: StatementDay[] = perDay.map((figures, i) => {
    const dayOpening = running;
    running = dayOpening + figures.credits - figures.debits;
    credits += figures.credits;
    debits += figures.debits;
    creditCount += figures.creditCount;
    debitCount += figures.debitCount;
    return { date: period.days[i]?.date as string, opening: dayOpening, closing: running, ...figures };
  });
  return {
    account, period, asOf, createdAt: now.toISOString(),
    opening, closing: running, credits, debits, creditCount, debitCount, entryCount: creditCount + debitCount, days,
  };
}
