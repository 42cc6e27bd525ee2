// The balance history as the chart draws it and as a person reads it. uPlot plots
// numbers: `toPlotData` is the one place a balance becomes a JS number, and only for
// drawing. Everything shown as text (the axis labels, the readout, the accessible
// summary, the table) is written from the decimal strings: the summary's min/max come
// from exact comparisons, the axis ticks are computed in bigint minor units.
import { countOf } from '../../../../shared/count-words';
import { compareDecimals, formatScaledDecimal, parseSignedDecimal } from '../../../../shared/money/ledger-decimal';
import type { IpcOutput } from '../../../lib/ipc-client';
import { formatMoneyText } from '../../../lib/format-money';
import { formatDate } from '../../../lib/format-time';

export type HistoryPoint = IpcOutput<'balances.history'>['points'][number];

/** uPlot's columns: seconds since the epoch, and the balances as numbers (drawing only). */
export function toPlotData(points: readonly HistoryPoint[]): [number[], number[]] {
  return [points.map((point) => Date.parse(point.at) / 1000), points.map((point) => Number(point.balance))];
}

export interface HistorySummary {
  readonly first: HistoryPoint;
  readonly last: HistoryPoint;
  readonly min: HistoryPoint;
  readonly max: HistoryPoint;
  readonly count: number;
}

/** First, last, lowest and highest point, compared exactly; null when there is none. */
export function summarizeHistory(points: readonly HistoryPoint[]): HistorySummary | null {
  const [first] = points;
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return null;
  let min = first;
  let max = first;
  for (const point of points) {
    if (compareDecimals(point.balance, min.balance) < 0) min = point;
    if (compareDecimals(point.balance, max.balance) > 0) max = point;
  }
  return { first, last, min, max, count: points.length };
}

/** The chart's accessible name: account, currency, period, first and last, lowest and highest. */
export function chartSummaryText(input: { accountName: string; currency: string; points: readonly HistoryPoint[]; periodLabel: string }): string {
  const { accountName, currency, periodLabel } = input;
  const summary = summarizeHistory(input.points);
  if (summary === null) return `Balance of ${accountName} (${currency}): no ledger entries in ${periodLabel}.`;
  const money = (point: HistoryPoint) => formatMoneyText(point.balance, currency);
  const points = countOf(summary.count, 'point', 'points');
  return (
    `Balance of ${accountName} in ${currency}, ${periodLabel}, from ${formatDate(summary.first.at)} to ${formatDate(summary.last.at)}: ` +
    `first ${money(summary.first)}, last ${money(summary.last)}, lowest ${money(summary.min)} on ${formatDate(summary.min.at)}, ` +
    `highest ${money(summary.max)} on ${formatDate(summary.max.at)} (${points}).`
  );
}

// bigint division rounding down / up (BigInt `/` truncates toward zero).
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));
const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b);

/** The smallest 1, 2 or 5 times a power of ten that is at least `rough` (rough > 0). */
function niceStep(rough: bigint): bigint {
  let power = 1n;
  while (power * 10n <= rough) power *= 10n;
  for (const factor of [1n, 2n, 5n, 10n]) if (power * factor >= rough) return power * factor;
  return power * 10n;
}

/**
 * Round tick values covering `values` (decimal strings), about `target` of them, exact:
 * computed in units of the values' largest scale. The first and last tick bound the data,
 * so they are also the axis range. A flat series gets a band around its one value.
 */
export function decimalTicks(values: readonly string[], target = 5): string[] {
  if (values.length === 0) return [];
  const parsed = values.map(parseSignedDecimal);
  const scale = Math.max(...parsed.map((value) => value.scale));
  const units = parsed.map((value) => value.units * 10n ** BigInt(scale - value.scale));
  let low = units.reduce((a, b) => (b < a ? b : a));
  let high = units.reduce((a, b) => (b > a ? b : a));
  if (low === high) {
    const magnitude = low < 0n ? -low : low;
    const pad = magnitude / 10n > 10n ** BigInt(scale) ? magnitude / 10n : 10n ** BigInt(scale);
    low -= pad;
    high += pad;
  }
  const step = niceStep(ceilDiv(high - low, BigInt(Math.max(1, target - 1))));
  const ticks: string[] = [];
  for (let tick = floorDiv(low, step) * step; ; tick += step) {
    ticks.push(formatScaledDecimal(tick, scale));
    if (tick >= high) break;
  }
  return ticks;
}
