// Created from / to, as days in the person's time zone (both included), typed in the
// window's one day input (YYYY-MM-DD, the zone beside it). The stored filter is the
// cache's [from, to) instants (date-range.ts).
import { DayField } from '../day-field';
import { dayRangeToFilters, filtersToDayRange } from './date-range';

export function DateRangeFields({ from, to, onChange }: { from: string | undefined; to: string | undefined; onChange: (range: { from?: string; to?: string }) => void }) {
  const { fromDay, toDay } = filtersToDayRange({ ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
  return (
    <>
      <DayField label="Created from" value={fromDay} onChange={(day) => onChange(dayRangeToFilters(day, toDay))} />
      <DayField label="Created to (inclusive)" value={toDay} onChange={(day) => onChange(dayRangeToFilters(fromDay, day))} />
    </>
  );
}
