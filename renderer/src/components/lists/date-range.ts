// The date filters as a person types them (days in their own time zone, both ends
// included) and as the cache takes them (`from` inclusive, `to` EXCLUSIVE instants):
// "to 2026-11-23" means before local midnight starting 2026-11-24.
import { formatDate, localDayStart } from '../../../lib/format-time';

/** `YYYY-MM-DD` + n days, in the calendar (not 24-hour steps, which DST would break). */
export function addDays(day: string, days: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The filter bounds for the days typed: `from` the first day's local midnight, `to` the midnight after the last day. */
export function dayRangeToFilters(fromDay: string, toDay: string): { from?: string; to?: string } {
  const from = fromDay === '' ? null : localDayStart(fromDay);
  const next = toDay === '' ? null : addDays(toDay, 1);
  const to = next === null ? null : localDayStart(next);
  return { ...(from !== null ? { from } : {}), ...(to !== null ? { to } : {}) };
}

/** The days to show in the date inputs for stored bounds (the inverse of dayRangeToFilters). */
export function filtersToDayRange(filters: { from?: string; to?: string }): { fromDay: string; toDay: string } {
  const fromDay = filters.from === undefined ? '' : formatDate(filters.from);
  // `to` is exclusive: the last day shown is the day before it.
  const toDay = filters.to === undefined ? '' : formatDate(new Date(Date.parse(filters.to) - 1).toISOString());
  return { fromDay, toDay };
}
