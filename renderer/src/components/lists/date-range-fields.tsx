// Created from / to, as days in the person's time zone (both included). The stored
// filter is the cache's [from, to) instants (date-range.ts).
import { dayRangeToFilters, filtersToDayRange } from './date-range';

export function DateRangeFields({ from, to, onChange }: { from: string | undefined; to: string | undefined; onChange: (range: { from?: string; to?: string }) => void }) {
  const { fromDay, toDay } = filtersToDayRange({ ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
  return (
    <>
      <label>
        Created from
        <input type="date" value={fromDay} max={toDay || undefined} onChange={(event) => onChange(dayRangeToFilters(event.target.value, toDay))} />
      </label>
      <label>
        Created to (inclusive)
        <input type="date" value={toDay} min={fromDay || undefined} onChange={(event) => onChange(dayRangeToFilters(fromDay, event.target.value))} />
      </label>
    </>
  );
}
