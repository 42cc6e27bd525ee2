// The periods the balance chart offers (30 days, 90 days, 1 year, everything) and the
// `from` bound each one sends to `balances.history`.
export const HISTORY_RANGES = [
  { id: '30d', label: '30 days', days: 30 },
  { id: '90d', label: '90 days', days: 90 },
  { id: '1y', label: '1 year', days: 365 },
  { id: 'all', label: 'All', days: null },
] as const;

export type HistoryRange = (typeof HISTORY_RANGES)[number]['id'];

/** At most this many points: about one per two pixels of a wide chart, and a table that still reads. */
export const HISTORY_MAX_POINTS = 400;

function rangeOf(id: HistoryRange): { label: string; days: number | null } {
  return HISTORY_RANGES.find((range) => range.id === id) ?? { label: 'All', days: null };
}

/** The RFC 3339 `from` of a range ending now; undefined for everything. */
export function historyFrom(id: HistoryRange, nowMs: number): string | undefined {
  const { days } = rangeOf(id);
  return days === null ? undefined : new Date(nowMs - days * 86_400_000).toISOString();
}

/** "the last 90 days", "all time": the period named in sentences (the chart's summary). */
export function periodLabel(id: HistoryRange): string {
  const { days, label } = rangeOf(id);
  return days === null ? 'all time' : `the last ${label}`;
}
