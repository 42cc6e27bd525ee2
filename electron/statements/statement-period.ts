// A statement's period: whole days `from`..`to` (both included) in an IANA time zone,
// turned into the instants that bound it, with the start of every day so each entry
// gets its booking date in that zone. Built on Intl (the zone rules of the runtime's
// ICU): no date library.
import { StatementError } from './statement-error';

export interface StatementDayBounds {
  /** YYYY-MM-DD in the period's time zone. */
  readonly date: string;
  /** Microseconds since the epoch: the first instant of the day, and the first of the next. */
  readonly startUs: number;
  readonly endUs: number;
}

export interface StatementPeriod {
  readonly from: string;
  readonly to: string;
  /** The IANA name as given (Intl's spelling when only the case differs), e.g. "Europe/Berlin"; "UTC" by default. */
  readonly timeZone: string;
  readonly startUs: number;
  /** Exclusive: the first instant of the day after `to`. */
  readonly endUs: number;
  readonly days: readonly StatementDayBounds[];
}

/** One year (and a leap day): a longer period is split into statements. */
export const MAX_PERIOD_DAYS = 366;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The canonical name of a time zone, or a StatementError saying what to give. */
export function checkTimeZone(value: string | undefined): string {
  const name = value === undefined || value.trim() === '' ? 'UTC' : value.trim();
  try {
    // ICU answers some zones by an older name (Asia/Kolkata as Asia/Calcutta): keep the one given when it is the same zone.
    const resolved = formatterOf(name).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    throw new StatementError('invalid_request', `${JSON.stringify(name.slice(0, 60))} is not a time zone: give an IANA name such as UTC, Europe/Berlin or America/New_York.`, 'timeZone');
  }
}

/** The zone's wall-clock time at `ms`, read as if it were UTC, minus `ms`: the zone's offset then. */
function offsetAt(timeZone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts['year'] ?? 0, (parts['month'] ?? 1) - 1, parts['day'] ?? 1, parts['hour'] ?? 0, parts['minute'] ?? 0, parts['second'] ?? 0);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The first instant (ms) of a calendar day in the zone; a day whose midnight a clock change skips starts when the day does. */
function startOfDay(timeZone: string, utcMidnight: number): number {
  let start = utcMidnight - offsetAt(timeZone, utcMidnight);
  start = utcMidnight - offsetAt(timeZone, start);
  return start;
}

/** YYYY-MM-DD of `ms` in the zone. */
export function localDate(timeZone: string, ms: number): string {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

function checkDay(value: string | undefined, field: 'from' | 'to'): number {
  const match = DAY_RE.exec(value ?? '');
  const ms = match === null ? NaN : Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (match === null || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw new StatementError('invalid_request', `${field === 'from' ? 'The first day' : 'The last day'}, ${JSON.stringify(String(value ?? '').slice(0, 40))}, is not a day: give YYYY-MM-DD, such as 2026-01-31.`, field);
  }
  return ms;
}

/** Refuses a period whose first day has not begun in its zone at `nowMs` (it could hold nothing but a guess). */
export function checkPeriodBegun(period: StatementPeriod, nowMs: number): void {
  if (period.startUs <= nowMs * 1000) return;
  const today = localDate(period.timeZone, nowMs);
  throw new StatementError('invalid_request', `The first day, ${period.from}, has not begun in ${period.timeZone} (it is ${today} there): give a first day up to ${today}.`, 'from');
}

/** Whether the period's last day has not ended at `nowMs`, and the day its closing balance is as of. */
export function periodClosing(period: StatementPeriod, nowMs: number, asOf: string | null): { interim: boolean; closingDate: string } {
  if (period.endUs <= nowMs * 1000) return { interim: false, closingDate: period.to };
  const synced = asOf === null ? nowMs : Math.min(Date.parse(asOf), nowMs);
  const day = localDate(period.timeZone, synced);
  return { interim: true, closingDate: day < period.from ? period.from : day > period.to ? period.to : day };
}

/** The period of whole days `from`..`to` in `timeZone` (default UTC), checked. */
export function statementPeriod(from: string | undefined, to: string | undefined, timeZone?: string): StatementPeriod {
  const fromMs = checkDay(from, 'from');
  const toMs = checkDay(to, 'to');
  const zone = checkTimeZone(timeZone);
  if (toMs < fromMs) throw new StatementError('invalid_request', `The last day, ${to}, is before the first day, ${from}: the period runs from the first day to the last, both included.`, 'to');
  const count = (toMs - fromMs) / DAY_MS + 1;
  if (count > MAX_PERIOD_DAYS) throw new StatementError('invalid_request', `The period has ${count} days; a statement covers at most ${MAX_PERIOD_DAYS}: split it into several.`, 'to');
  const days: StatementDayBounds[] = [];
  let start = startOfDay(zone, fromMs);
  for (let i = 0; i < count; i += 1) {
    const midnight = fromMs + i * DAY_MS;
    const end = startOfDay(zone, midnight + DAY_MS);
    days.push({ date: new Date(midnight).toISOString().slice(0, 10), startUs: start * 1000, endUs: end * 1000 });
    start = end;
  }
  const first = days[0] as StatementDayBounds;
  const last = days[days.length - 1] as StatementDayBounds;
  return { from: from as string, to: to as string, timeZone: zone, startUs: first.startUs, endUs: last.endUs, days };
}
