// The balance chart's data: points become numbers only for drawing; the summary (the
// chart's accessible name) and the axis ticks are written from the decimal strings.
import { describe, expect, it } from 'vitest';
import { chartSummaryText, decimalTicks, summarizeHistory, toPlotData } from '../../../../renderer/src/screens/balances/balance-chart-data';
import { historyFrom, periodLabel } from '../../../../renderer/lib/history-range';
import { isStale } from '../../../../renderer/src/screens/balances/staleness';
import { formatDate } from '../../../../renderer/lib/format-time';

const points = [
  { at: '2026-06-20T01:07:15.751Z', balance: '298255.96' },
  { at: '2026-08-01T01:39:32.751Z', balance: '351938.74' },
  { at: '2026-08-29T00:24:52.751Z', balance: '-1200.5' },
  { at: '2026-11-21T04:27:43.751Z', balance: '101780.24' },
];

describe('toPlotData', () => {
  it('gives uPlot seconds since the epoch and the balances as numbers', () => {
    const [xs, ys] = toPlotData(points);
    expect(xs[0]).toBe(Date.parse('2026-06-20T01:07:15.751Z') / 1000);
    expect(ys).toEqual([298255.96, 351938.74, -1200.5, 101780.24]);
  });
  it('is empty for no points', () => {
    expect(toPlotData([])).toEqual([[], []]);
  });
});

describe('summarizeHistory', () => {
  it('finds first, last, lowest and highest by exact comparison', () => {
    const summary = summarizeHistory(points);
    expect(summary?.first.balance).toBe('298255.96');
    expect(summary?.last.balance).toBe('101780.24');
    expect(summary?.min.balance).toBe('-1200.5');
    expect(summary?.max.balance).toBe('351938.74');
  });
  it('tells apart values a float cannot', () => {
    const close = [
      { at: '2026-01-01T00:00:00Z', balance: '9007199254740993.01' },
      { at: '2026-01-02T00:00:00Z', balance: '9007199254740993.02' },
    ];
    expect(Number(close[0]?.balance)).toBe(Number(close[1]?.balance));
    expect(summarizeHistory(close)?.max.balance).toBe('9007199254740993.02');
  });
  it('is null for no points', () => {
    expect(summarizeHistory([])).toBeNull();
  });
});

describe('chartSummaryText', () => {
  it('names the account, currency, period, first, last, lowest and highest, formatted from the strings', () => {
    const text = chartSummaryText({ accountName: 'Operating GBP', currency: 'GBP', points, periodLabel: 'all time' });
    expect(text).toBe(
      `Balance of Operating GBP in GBP, all time, from ${formatDate(points[0]!.at)} to ${formatDate(points[3]!.at)}: ` +
        `first 298,255.96 GBP, last 101,780.24 GBP, lowest \u22121,200.50 GBP on ${formatDate(points[2]!.at)}, ` +
        `highest 351,938.74 GBP on ${formatDate(points[1]!.at)} (4 points).`,
    );
  });
  it('keeps every digit of large values and the currency exponent (USDC 6, JPY 0)', () => {
    const usdc = chartSummaryText({ accountName: 'T', currency: 'USDC', points: [{ at: '2026-01-01T00:00:00Z', balance: '9007199254740993.5' }], periodLabel: 'the last 30 days' });
    expect(usdc).toContain('first 9,007,199,254,740,993.500000 USDC');
    expect(usdc).toContain('(1 point)');
    const jpy = chartSummaryText({ accountName: 'T', currency: 'JPY', points: [{ at: '2026-01-01T00:00:00Z', balance: '1000000' }], periodLabel: 'all time' });
    expect(jpy).toContain('last 1,000,000 JPY');
  });
  it('says when there is nothing in the period', () => {
    expect(chartSummaryText({ accountName: 'Payroll', currency: 'USD', points: [], periodLabel: 'the last 30 days' })).toBe('Balance of Payroll (USD): no ledger entries in the last 30 days.');
  });
});

describe('decimalTicks', () => {
  it('are round exact values that enclose the data', () => {
    expect(decimalTicks(['101780.24', '298255.96'])).toEqual(['100000.00', '150000.00', '200000.00', '250000.00', '300000.00']);
  });
  it('work across zero and at the largest scale given', () => {
    const ticks = decimalTicks(['-1200.5', '351938.74']);
    expect(ticks[0]).toBe('-100000.00');
    expect(ticks[ticks.length - 1]).toBe('400000.00');
  });
  it('stay exact beyond float precision', () => {
    const ticks = decimalTicks(['9007199254740993.01', '9007199254740993.09']);
    expect(ticks[0]).toBe('9007199254740993.00');
    expect(ticks).toContain('9007199254740993.06');
    expect(ticks[ticks.length - 1]).toBe('9007199254740993.10');
  });
  it('give a band around a flat series', () => {
    expect(decimalTicks(['500.00', '500.00'])).toEqual(['450.00', '500.00', '550.00']);
    expect(decimalTicks(['0'])).toEqual(['-1', '0', '1']);
  });
  it('are empty for no value', () => {
    expect(decimalTicks([])).toEqual([]);
  });
});

describe('history periods and staleness', () => {
  const now = Date.parse('2026-11-23T09:00:00.000Z');
  it('send a from bound N days back, none for All', () => {
    expect(historyFrom('30d', now)).toBe('2026-10-24T09:00:00.000Z');
    expect(historyFrom('1y', now)).toBe('2025-11-23T09:00:00.000Z');
    expect(historyFrom('all', now)).toBeUndefined();
    expect(periodLabel('90d')).toBe('the last 90 days');
    expect(periodLabel('all')).toBe('all time');
  });
  it('calls data stale after an hour, never when there is none', () => {
    expect(isStale('2026-11-23T08:00:01.000Z', now)).toBe(false);
    expect(isStale('2026-11-23T07:59:59.000Z', now)).toBe(true);
    expect(isStale(null, now)).toBe(false);
  });
});
