// The proved figures of a statement read by worker threads (statement-export-parallel.ts),
// without a pass over its entries in JavaScript: the opening balance (the last entry
// before the period, or the first entry of the period less its amount), then the count,
// credits and credit count of each slice of each day (a day cut into equal stretches of
// time) summed by SQLite in minor units, and the balance at each slice's end (the last
// entry before it: one lookup). Each slice's opening and closing are those balances, and
// its debits follow: opening + credits - closing. Each part of the period (some slices)
// is checked on its own while it is written (statement-entries.ts: every entry's running
// balance chains from the part's opening, its last ends at its closing, its count is its
// own), so every entry of the period is checked against the one before it, and the
// debits so found are the entries' own. The days' figures are their slices' sums. The
// days are summed side by side (statement-export.ts): this thread the first of them, a
// worker the rest, its sums posted as text (sliceSumsText).
//
// Null where SQLite cannot sum exactly (a credit whose amount is not plain digits with
// exactly the currency's decimals, another currency or direction, sums past 64 bits) or
// the balances cannot follow from the entries (debits below zero, or debits without a
// debit): the statement is then proved by the general pass (statement-proof.ts), which
// also says what is wrong with the cache.
import type { StatementReads } from '../cache';
import { decimalToMinor } from './minor-units';
import type { StatementSpan } from './statement-entries';
import type { StatementAccount, StatementDay, StatementSummary } from './statement-model';
import { periodClosing, type StatementPeriod } from './statement-period';

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

/** The figures of one slice, as SQLite summed them (plain data: a worker posts them as text, sliceSumsText). */
export interface SliceSums {
  readonly fromUs: number;
  readonly toUs: number;
  readonly day: number;
  readonly credits: bigint;
  readonly debits: bigint;
  readonly creditCount: number;
  readonly debitCount: number;
}

/** The slices of one day: `count` stretches of (about) equal time, whole microseconds, together the day. */
function sliceBounds(startUs: number, endUs: number, count: number): Array<[number, number]> {
  const bounds: Array<[number, number]> = [];
  for (let i = 0; i < count; i += 1) bounds.push([startUs + Math.floor(((endUs - startUs) * i) / count), i === count - 1 ? endUs : startUs + Math.floor(((endUs - startUs) * (i + 1)) / count)]);
  return bounds;
}

export interface ProvedSlices {
  readonly summary: StatementSummary;
  /** In order, covering the period; a day's slices follow each other. */
  readonly slices: readonly StatementSpan[];
}

/** Which days of a period to sum (fromDay <= day < toDay), in how many slices a day: what a worker is given to sum. */
export interface SliceSumsRequest {
  readonly account: StatementAccount;
  readonly period: StatementPeriod;
  readonly fromDay: number;
  readonly toDay: number;
  readonly slicesPerDay: number;
}

/** The slices' figures of the request's days, from SQLite's sums and the balances at their ends, or null when they cannot be had exactly. */
export function sliceSums(reads: StatementReads, request: SliceSumsRequest): SliceSums[] | null {
  const { account, period } = request;
  let periodOpening: bigint | undefined;
  /** The balance after the last entry before `us` (the period's opening when there is none). */
  const balanceBefore = (us: number): bigint => {
    const before = reads.entryBefore(account.id, us);
    if (before !== undefined) return decimalToMinor(before[4], account.exponent, `Entry ${before[0]}'s balance`);
    periodOpening ??= openingBalance(reads, account, period);
    return periodOpening;
  };
  const sums: SliceSums[] = [];
  let opening: bigint | undefined;
  for (let day = request.fromDay; day < request.toDay; day += 1) {
    const bounds = period.days[day] as (typeof period.days)[number];
    for (const [fromUs, toUs] of sliceBounds(bounds.startUs, bounds.endUs, request.slicesPerDay)) {
      let row;
      try {
        row = reads.daySums(account.id, account.currency, account.exponent, fromUs, toUs);
      } catch (error) {
        if (isOverflow(error)) return null;
        throw error;
      }
      const [count, irregular, creditCount, credits] = row;
      if (irregular > 0n) return null;
      opening ??= balanceBefore(fromUs);
      const closing = count === 0n ? opening : balanceBefore(toUs);
      const debitCount = Number(count - creditCount);
      const debits = opening + credits - closing;
      if (debits < 0n || (debitCount === 0 && debits !== 0n)) return null;
      sums.push({ fromUs, toUs, day, credits, debits, creditCount: Number(creditCount), debitCount });
      opening = closing;
    }
  }
  return sums;
}

/** Slice sums as text (a worker's chunk; sums in minor units as digit strings), and back. */
export function sliceSumsText(sums: readonly SliceSums[] | null): string {
  return JSON.stringify(sums, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

export function sliceSumsOfText(text: string): SliceSums[] | null {
  const parsed = JSON.parse(text) as Array<Omit<SliceSums, 'credits' | 'debits'> & { credits: string; debits: string }> | null;
  return parsed === null ? null : parsed.map((slice) => ({ ...slice, credits: BigInt(slice.credits), debits: BigInt(slice.debits) }));
}

/** The statement's summary and its slices' figures from the sums of every slice of the period, in order (checkPeriodBegun first). */
export function summaryOfSliceSums(reads: StatementReads, account: StatementAccount, period: StatementPeriod, asOf: string | null, now: Date, sums: readonly SliceSums[]): ProvedSlices {
  const opening = openingBalance(reads, account, period);
  let running = opening;
  const slices: StatementSpan[] = sums.map((slice) => {
    const before = running;
    running = before + slice.credits - slice.debits;
    return { fromUs: slice.fromUs, toUs: slice.toUs, day: slice.day, opening: before, closing: running, count: slice.creditCount + slice.debitCount };
  });
  const days: StatementDay[] = period.days.map((bounds) => ({ date: bounds.date, opening: 0n, closing: 0n, credits: 0n, debits: 0n, creditCount: 0, debitCount: 0 }));
  slices.forEach((slice, i) => {
    const figures = sums[i] as SliceSums;
    const day = days[slice.day] as StatementDay;
    const first = i === 0 || slices[i - 1]?.day !== slice.day;
    days[slice.day] = {
      date: day.date, opening: first ? slice.opening : day.opening, closing: slice.closing,
      credits: day.credits + figures.credits, debits: day.debits + figures.debits,
      creditCount: day.creditCount + figures.creditCount, debitCount: day.debitCount + figures.debitCount,
    };
  });
  const figure = (pick: (day: StatementDay) => bigint) => days.reduce((sum, day) => sum + pick(day), 0n);
  const creditCount = days.reduce((n, day) => n + day.creditCount, 0);
  const debitCount = days.reduce((n, day) => n + day.debitCount, 0);
  const summary: StatementSummary = {
    account, period, asOf, createdAt: now.toISOString(), ...periodClosing(period, now.getTime(), asOf),
    opening, closing: running, credits: figure((day) => day.credits), debits: figure((day) => day.debits), creditCount, debitCount, entryCount: creditCount + debitCount, days,
  };
  return { summary, slices };
}

/** The days of a summary proved the general way, as slices (one a day). */
export function daySlices(summary: StatementSummary): StatementSpan[] {
  return summary.days.map((day, index) => {
    const bounds = summary.period.days[index] as { startUs: number; endUs: number };
    return { fromUs: bounds.startUs, toUs: bounds.endUs, day: index, opening: day.opening, closing: day.closing, count: day.creditCount + day.debitCount };
  });
}
