// The Statement section's periods as days: this month up to today, last month whole
// (across a year end, February of a leap year), today in the chosen zone, a range as typed.
import { describe, expect, it } from 'vitest';
import { periodDays, todayIn } from '../../../../renderer/src/screens/exports/statement-choices';

describe('statement periods', () => {
  const range = { from: '2026-03-03', to: '2026-03-09' };
  it('this month runs from its first day to today; last month is whole', () => {
    expect(periodDays('this-month', '2026-11-26', range)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(periodDays('last-month', '2026-11-26', range)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodDays('last-month', '2027-01-05', range)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodDays('last-month', '2028-03-31', range)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodDays('range', '2026-11-26', range)).toBe(range);
  });

  it('today is the day in the chosen zone, UTC for a zone that is not one', () => {
    const instant = new Date('2026-11-26T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-26');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-27');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-26');
    expect(todayIn('Nowhere/Atlantis', instant)).toBe('2026-11-26');
  });
});
