// Times written for a person in THEIR time zone (an IANA name such as America/Chicago).
// Main cannot know the window's zone unless told: the window sends it with every prepare
// (shared/ipc/money-movement-methods.ts), the CLI uses its own (TZ, or Intl's default).
// One helper for the review's rows and the pre-send checks' messages, so a screen that
// says "Times in America/Chicago" never reads "UTC" or "EST (… your time)" beside it.

/** The zone of this process (TZ, or the system's), or UTC when Intl does not say. */
export function defaultTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

/** Whether Intl knows `name` as a time zone ("America/Chicago", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, withDate: boolean): Intl.DateTimeFormat {
  const key = `${withDate ? 'd' : 't'} ${timeZone}`;
  // The date-time is written on a 24-hour clock (as the lists write times), the clock alone as 1:45 PM.
  let found = clocks.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      ...(withDate ? { year: 'numeric', month: '2-digit', day: '2-digit' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: withDate ? 'h23' : 'h12',
      timeZoneName: 'short',
    });
    clocks.set(key, found);
  }
  return found;
}

function parts(at: Date, timeZone: string, withDate: boolean): Map<string, string> {
  return new Map(formatter(timeZone, withDate).formatToParts(at).map((p) => [p.type, p.value]));
}

/** "1:45 PM CST": the clock in `timeZone` with the zone's short name. */
export function clockInZone(at: Date | string, timeZone: string): string {
  const p = parts(typeof at === 'string' ? new Date(at) : at, timeZone, false);
  return `${p.get('hour')}:${p.get('minute')} ${p.get('dayPeriod')} ${p.get('timeZoneName')}`;
}

/** "2026-11-26 19:58 CST": the date and 24-hour clock in `timeZone` (minutes are enough for a person). */
export function timeInZone(at: Date | string, timeZone: string): string {
  const p = parts(typeof at === 'string' ? new Date(at) : at, timeZone, true);
  const hour = p.get('hour') === '24' ? '00' : (p.get('hour') ?? '').padStart(2, '0');
  return `${p.get('year')}-${p.get('month')}-${p.get('day')} ${hour}:${p.get('minute')} ${p.get('timeZoneName')}`;
}
