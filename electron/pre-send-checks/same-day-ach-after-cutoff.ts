// same_day_ach_after_cutoff: a same-day ACH payment asked for at or after about 2:45 PM
// Eastern Time will not settle today (spec part 8; the sandbox falls back to next-day
// settlement). New York's wall clock comes from Intl with the IANA zone, so EST and EDT
// are both right without any offset arithmetic here.
import type { Check, CheckContext } from './check-types';

export const SAME_DAY_ACH_CUTOFF = { hour: 14, minute: 45, timeZone: 'America/New_York' } as const;

const newYorkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SAME_DAY_ACH_CUTOFF.timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** New York wall-clock hour and minute at an instant, and the zone's short name (EST/EDT). */
export function newYorkTime(at: Date): { hour: number; minute: number; zone: string } {
  const parts = new Map(newYorkClock.formatToParts(at).map((p) => [p.type, p.value]));
  return { hour: Number(parts.get('hour')), minute: Number(parts.get('minute')), zone: parts.get('timeZoneName') ?? 'ET' };
}

function clockText(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function isAfterSameDayAchCutoff(at: Date): boolean {
  const { hour, minute } = newYorkTime(at);
  return hour * 60 + minute >= SAME_DAY_ACH_CUTOFF.hour * 60 + SAME_DAY_ACH_CUTOFF.minute;
}

export function sameDayAchAfterCutoffCheck(achType: 'standard' | 'same_day' | undefined, ctx: Pick<CheckContext, 'now'>): Check | undefined {
  if (achType !== 'same_day' || !isAfterSameDayAchCutoff(ctx.now)) return undefined;
  const { hour, minute, zone } = newYorkTime(ctx.now);
  return {
    code: 'same_day_ach_after_cutoff',
    severity: 'warning',
    message:
      `It is ${clockText(hour, minute)} ${zone} in New York, after the same-day ACH cutoff (about 2:45 PM Eastern): ` +
      'this payment will most likely settle on the next business day, and the same-day fee may still apply. Choose standard ACH or Fedwire if that matters.',
  };
}
