// When an ACH payment settles. `standard` settles one day after it starts processing.
// `same_day` started before the cutoff (14:45 America/New_York) settles at 17:00 New
// York time the same day (at least a minute later); after the cutoff it falls back to
// next-day settlement. Weekends and bank holidays are not modelled.
import { PROCESSING_SECONDS } from './timings';

export const SAME_DAY_CUTOFF = { hour: 14, minute: 45, timeZone: 'America/New_York' } as const;
const SAME_DAY_SETTLEMENT_MINUTE = 17 * 60;

const newYorkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SAME_DAY_CUTOFF.timeZone,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Seconds since midnight in New York at instant `ms`. */
function newYorkSecondOfDay(ms: number): number {
  const parts = Object.fromEntries(newYorkClock.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
}

export function beforeSameDayCutoff(ms: number): boolean {
  return newYorkSecondOfDay(ms) < (SAME_DAY_CUTOFF.hour * 60 + SAME_DAY_CUTOFF.minute) * 60;
}

/** The instant an ACH payment that starts processing at `startMs` settles. */
export function achSettlementAt(startMs: number, achType: 'standard' | 'same_day'): number {
  if (achType === 'same_day' && beforeSameDayCutoff(startMs)) {
    const untilSettlement = SAME_DAY_SETTLEMENT_MINUTE * 60 - newYorkSecondOfDay(startMs);
    return startMs + Math.max(60, untilSettlement) * 1000;
  }
  return startMs + PROCESSING_SECONDS.ach_standard * 1000;
}
