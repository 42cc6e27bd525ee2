// same_day_ach_after_cutoff: a same-day ACH payment asked for at or after about 2:45 PM
// Eastern Time will not settle today (spec part 8; the sandbox falls back to next-day
// settlement). The cut-off itself is shared/ach-cutoff.ts (the window's form shows it too).
// On a weekend same_day_ach_on_weekend speaks instead.
import { clockText, newYorkTime, sameDayAchMissed } from '../../shared/ach-cutoff';
import type { Check, CheckContext } from './check-types';

export { SAME_DAY_ACH_CUTOFF, isAfterSameDayAchCutoff, newYorkTime } from '../../shared/ach-cutoff';

export function sameDayAchAfterCutoffCheck(achType: 'standard' | 'same_day' | undefined, ctx: Pick<CheckContext, 'now'>): Check | undefined {
  if (achType !== 'same_day' || sameDayAchMissed(ctx.now) !== 'after_cutoff') return undefined;
  const { hour, minute, zone } = newYorkTime(ctx.now);
  return {
    code: 'same_day_ach_after_cutoff',
    severity: 'warning',
    message:
      `It is ${clockText(hour, minute)} ${zone} in New York, after the same-day ACH cutoff (about 2:45 PM Eastern): ` +
      'this payment will most likely settle on the next business day, and the same-day fee may still apply. Choose standard ACH or Fedwire if that matters.',
  };
}
