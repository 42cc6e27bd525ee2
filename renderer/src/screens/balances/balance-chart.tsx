// The balance-over-time chart (uPlot on a canvas). The balances become numbers only to be
// drawn (toPlotData); every text it shows comes from the decimal strings: the y-axis
// labels are exact ticks (decimalTicks), the readout under it is the point's own string,
// and its accessible name is the summary the screen passes. uPlot sets element styles
// through the CSSOM (el.style.x = ...), which the CSP (style-src 'self') allows, and
// injects no <style> element; its stylesheet is bundled (uPlot.min.css).
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatAmount, formatMoneyText } from '../../../lib/format-money';
import { formatDate, formatDateTime } from '../../../lib/format-time';
import { decimalTicks, toPlotData, type HistoryPoint } from './balance-chart-data';

const HEIGHT = 260;
/** Level from each point to the next, upright at the next (align 1: the value holds after its point). */
const STEPS = uPlot.paths.stepped?.({ align: 1 });
/** The chart's colours are tokens (styles/tokens.css): the canvas takes them as the theme has them now. */
function chartColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return { line: token('--chart-line'), fill: token('--chart-fill'), axis: token('--chart-axis'), grid: token('--chart-grid') };
}
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export function BalanceChart({ points, currency, summary }: { points: readonly HistoryPoint[]; currency: string; summary: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const ticks = useMemo(() => decimalTicks(points.map((point) => point.balance)), [points]);

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const data = toPlotData(points);
    const tickValues = ticks.map(Number);
    const labels = ticks.map((tick) => formatAmount(tick, currency));
    const low = tickValues[0] ?? 0;
    const high = tickValues[tickValues.length - 1] ?? 1;
    const longest = Math.max(...labels.map((label) => label.length), 4);
    const colour = chartColours(element);
    const plot = new uPlot(
      {
        width: Math.max(320, element.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        // A little room right of the last point, so its marker is not cut by the edge.
        scales: { x: { time: true, range: (_u, min, max) => [min, max + Math.max(60, (max - min) * 0.01)] }, y: { range: () => [low, high] } },
        axes: [
          { stroke: colour.axis, font: FONT, space: 90, grid: { stroke: colour.grid }, ticks: { stroke: colour.grid }, values: (_u, splits) => splits.map((s) => formatDate(new Date(s * 1000).toISOString())) },
          // The ticks are ours (exact decimals), so each label is the tick's own string.
          { stroke: colour.axis, font: FONT, size: 16 + longest * 7, grid: { stroke: colour.grid }, ticks: { stroke: colour.grid }, splits: () => tickValues, values: (_u, splits) => splits.map((_s, i) => labels[i] ?? '') },
        ],
        // A balance is a step function: it holds from one posting to the next, then jumps.
        series: [{}, { label: `Balance (${currency})`, stroke: colour.line, width: 2, fill: colour.fill, paths: STEPS, points: { show: points.length <= 60 } }],
        hooks: { setCursor: [(u) => setIndex(u.cursor.idx ?? null)] },
      },
      data,
      element,
    );
    chart.current = plot;
    const observer = new ResizeObserver(() => plot.setSize({ width: Math.max(320, element.clientWidth), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
      chart.current = null;
      setIndex(null);
    };
  }, [points, ticks, currency]);

  /** Arrow keys walk the points (Home/End: first/last); the readout below says each one. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const plot = chart.current;
    if (plot === null || points.length === 0) return;
    const last = points.length - 1;
    const moves: Record<string, number> = { ArrowLeft: (index ?? 1) - 1, ArrowRight: (index ?? -1) + 1, Home: 0, End: last, PageUp: (index ?? 0) - 10, PageDown: (index ?? 0) + 10 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.min(last, Math.max(0, target));
    const [xs, ys] = plot.data as [number[], number[]];
    plot.setCursor({ left: plot.valToPos(xs[next] ?? 0, 'x'), top: plot.valToPos(ys[next] ?? 0, 'y') });
    setIndex(next);
  };

  const point = index === null ? undefined : points[index];
  return (
    <div className="balance-chart">
      <div className="balance-chart-canvas" role="img" aria-label={summary} tabIndex={0} onKeyDown={onKeyDown}>
        <div ref={host} />
      </div>
      <p className="chart-readout" aria-live="polite">
        {point === undefined ? (
          <span className="muted">Point at the chart, or focus it and use the arrow keys, to read a balance.</span>
        ) : (
          <>
            <span>{formatDateTime(point.at)}</span> <span className="amount">{formatMoneyText(point.balance, currency)}</span>
            <span className="visually-hidden"> (point {(index ?? 0) + 1} of {points.length})</span>
          </>
        )}
      </p>
    </div>
  );
}
