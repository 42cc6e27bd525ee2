// Option values that need more than a type: dates (a day or a date-time, `--to` taking
// in its whole day, `--from` not after `--to`) and whole numbers within bounds. Each bad
// value is a usage error that says what to write instead.
import { UsageError } from './cli-errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkedTime(value: string, name: string): Date {
  const date = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime()) || (DAY.test(value) && date.toISOString().slice(0, 10) !== value) || (!DAY.test(value) && !/^\d{4}-\d{2}-\d{2}T/.test(value))) {
    throw new UsageError(`--${name} must be a date YYYY-MM-DD or an RFC 3339 date-time, not "${value}".`);
  }
  return date;
}

export interface DateRange {
  /** Inclusive: a day starts at its 00:00 UTC; a date-time is kept as given. */
  from?: string;
  /** Exclusive: a day `--to` includes that whole day (the bound is the next day). */
  to?: string;
}

/** `--from` and `--to` as the cache and the exports take them; refused when nothing could match. */
export function dateRange(values: { from?: string | undefined; to?: string | undefined }): DateRange {
  const range: DateRange = {};
  let fromDate: Date | undefined;
  if (values.from !== undefined) {
    fromDate = checkedTime(values.from, 'from');
    range.from = values.from;
  }
  if (values.to !== undefined) {
    const toDate = checkedTime(values.to, 'to');
    if (fromDate !== undefined && fromDate.getTime() > toDate.getTime()) {
      throw new UsageError(`--from ${values.from} is after --to ${values.to}: nothing could match; swap them or correct one.`);
    }
    if (DAY.test(values.to)) {
      toDate.setUTCDate(toDate.getUTCDate() + 1);
      range.to = toDate.toISOString().slice(0, 10);
    } else range.to = values.to;
  }
  return range;
}

/** A whole number from `min` to `max`, or the default when the option was not given. */
export function wholeNumber(value: string | undefined, name: string, bounds: { min: number; max: number; fallback: number; hint?: string }): number {
  if (value === undefined) return bounds.fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < bounds.min || parsed > bounds.max) {
    throw new UsageError(`--${name} must be a whole number from ${bounds.min} to ${bounds.max}${bounds.hint ?? ''}, not "${value}".`);
  }
  return parsed;
}

/** A required option: its value, or a usage error naming it. */
export function required(value: string | undefined, name: string, what: string): string {
  if (value === undefined) throw new UsageError(`Give --${name} ${what}.`);
  return value;
}
