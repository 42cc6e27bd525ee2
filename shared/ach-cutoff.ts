// The same-day ACH cut-off: about 2:45 PM New York time (spec part 8; the sandbox falls back
// to next-day settlement after it). One rule for main's pre-send check and review and for
// the window's form hint. New York's wall clock comes from Intl with the IANA zone, so EST
// and EDT are both right without any offset table here.

export const SAME_DAY_ACH_CUTOFF = { hour: 14, minute: 45, timeZone: 'America/New_York' } as const;

const newYorkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SAME_DAY_ACH_CUTOFF.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

interface NewYorkWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** EST or EDT. */
  zone: string;
}

function newYorkWallClock(at: Date): NewYorkWallClock {
  const parts = new Map(newYorkClock.formatToParts(at).map((p) => [p.type, p.value]));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.get(type));
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), zone: parts.get('timeZoneName') ?? 'ET' };
}

/** New York wall-clock hour and minute at an instant, and the zone's short name (EST/EDT). */
export function newYorkTime(at: Date): { hour: number; minute: number; zone: string } {
  const { hour, minute, zone } = newYorkWallClock(at);
  return { hour, minute, zone };
}

export function isAfterSameDayAchCutoff(at: Date): boolean {
  const { hour, minute } = newYorkTime(at);
  return hour * 60 + minute >= SAME_DAY_ACH_CUTOFF.hour * 60 + SAME_DAY_ACH_CUTOFF.minute;
}

/** The instant of the same-day cut-off on New York's calendar day at `at` (EST or EDT as that day has it). */
export function sameDayAchCutoffOn(at: Date): Date {
  const today = newYorkWallClock(at);
  const wanted = Date.UTC(today.year, today.month - 1, today.day, SAME_DAY_ACH_CUTOFF.hour, SAME_DAY_ACH_CUTOFF.minute);
  let guess = wanted;
  // The wall clock at the guess tells New York's offset that day; twice settles a change of offset.
  for (let i = 0; i < 2; i += 1) {
    const wall = newYorkWallClock(new Date(guess));
    guess += wanted - Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  }
  return new Date(guess);
}

/** "2:45 PM" from a 24-hour clock. */
export function clockText(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

const newYorkWeekday = new Intl.DateTimeFormat('en-US', { timeZone: SAME_DAY_ACH_CUTOFF.timeZone, weekday: 'long' });

/** The day of the week in New York at `at` ("Saturday"). */
export function newYorkWeekdayName(at: Date): string {
  return newYorkWeekday.format(at);
}

/** Whether `at` falls on a Saturday or Sunday in New York (no ACH or Fedwire settles then; bank holidays are not known here). */
export function isNewYorkWeekend(at: Date): boolean {
  const day = newYorkWeekdayName(at);
  return day === 'Saturday' || day === 'Sunday';
}

/** Why a same-day ACH payment asked for at `at` cannot settle that day (a weekend in New York, or past the cut-off); null when it can. */
export function sameDayAchMissed(at: Date): 'weekend' | 'after_cutoff' | null {
  if (isNewYorkWeekend(at)) return 'weekend';
  return isAfterSameDayAchCutoff(at) ? 'after_cutoff' : null;
}
