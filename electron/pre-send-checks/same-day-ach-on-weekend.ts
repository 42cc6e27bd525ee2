// same_day_ach_on_weekend: a same-day ACH payment asked for on a Saturday or Sunday in New
// York settles on the next business day (no ACH settles on a weekend), and the same-day fee
// may still apply. On a weekend this check speaks instead of same_day_ach_after_cutoff.
import { isNewYorkWeekend, newYorkWeekdayName } from '../../shared/ach-cutoff';
import type { Check, CheckContext } from './check-types';

export function sameDayAchOnWeekendCheck(achType: 'standard' | 'same_day' | undefined, ctx: Pick<CheckContext, 'now'>): Check | undefined {
  if (achType !== 'same_day' || !isNewYorkWeekend(ctx.now)) return undefined;
  return {
    code: 'same_day_ach_on_weekend',
    severity: 'warning',
    message:
      `It is ${newYorkWeekdayName(ctx.now)} in New York, and no ACH settles on a weekend: this payment will settle on the next business day, ` +
      'and the same-day fee may still apply. Choose standard ACH if that matters.',
  };
}
