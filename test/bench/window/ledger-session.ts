// The Ledger window's page as the window benchmarks drive it (ledger-window-bench.ts and
// window-during-sync-bench.ts): a context with the session token, the ledger opened, the
// view checked; rAF frame figures; and the scroll session (wheel flings, End from the
// top, the scrollbar's thumb dragged top to bottom) with its frame recordings. The
// in-page parts are page-scripts.ts; the statistics bench-stats.ts.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { newTrackedPage, problemsOf } from '../../e2e/support/browser';
import { fmt, summarize, type Summary } from './bench-stats';
import {
  baselineHtml,
  FIRST_PAINT_TIMINGS,
  FOCUS,
  INSTALL_FRAME_RECORDER,
  inPage,
  LEDGER_VIEW_CHECK,
  NAME_SHIM,
  ROWS_WATCH_INIT,
  SCROLL_STATE,
  tokenInitScript,
  WAIT_FRAME_WHERE,
  waitUntilInPage,
  type FirstPaintTimings,
  type FrameRecording,
  type LedgerViewCheck,
  type ScrollState,
} from './page-scripts';

export const DRAG_STEPS = 60;
export const FRAME_BUDGET_MS = 16.7;
/** 1.5 frame intervals: a frame that certainly missed a vsync (deltas jitter around 16.7 ms by a few hundredths). */
export const MISSED_VSYNC_MS = 25;
export const LONG_FRAME_MS = 50;

export const GRID = '[role="grid"]';
export const LEDGER_LOADING = '.ledger-grid-body .ledger-row-loading';
export const LEDGER_LOADED_ROW = '.ledger-grid-body [role="row"][data-row-id]';

export interface ScrollOptions {
  /** Wheel events of the flings, and the pixels of each. */
  readonly wheelEvents: number;
  readonly wheelPx: number;
}

// ---------------------------------------------------------------------------------------
// Pages

export async function newLedgerContext(theBrowser: Browser, token: string): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const { context, page } = await newTrackedPage(theBrowser);
  await context.addInitScript(`${tokenInitScript(token)}\n${ROWS_WATCH_INIT}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}

/** Loads `/#/ledger` and waits for the `ledger-first-rows` mark. */
export async function openLedger(page: Page, origin: string): Promise<FirstPaintTimings> {
  const response = await page.goto(`${origin}/#/ledger`, { waitUntil: 'commit', timeout: 120_000 });
  if (response === null || response.status() !== 200) throw new Error(`${origin}/ answered ${response === null ? 'nothing' : `HTTP ${response.status()}`}`);
  if (!(await waitUntilInPage(page, `() => performance.getEntriesByName('ledger-first-rows').length > 0`, [], { everyMs: 50, timeoutMs: 120_000 }))) {
    throw new Error(`no 'ledger-first-rows' mark within 120 s; the page shows: ${(await page.locator('body').innerText()).slice(0, 400)}`);
  }
  return inPage<FirstPaintTimings>(page, FIRST_PAINT_TIMINGS);
}

export const viewCheck = (page: Page, expect: { accountId?: string; types?: string[]; search?: string } = {}) => inPage<LedgerViewCheck>(page, LEDGER_VIEW_CHECK, expect);
export const describeView = (view: LedgerViewCheck) =>
  view.shown === 0
    ? `no rows shown; "${view.countText ?? '?'}"`
    : `rows ${view.firstIndex}..${view.lastIndex} shown (${view.loaded} loaded, ${view.skeletons} skeletons), ${view.outOfOrder} out of newest-first order, ${view.mismatched} not matching the filter; "${view.countText ?? '?'}"`;

export function problemLines(page: Page): string[] {
  const { consoleErrors, pageErrors, failedRequests } = problemsOf(page);
  return [...consoleErrors.map((text) => `console error: ${text}`), ...pageErrors.map((text) => `page error: ${text}`), ...failedRequests.map((text) => `failed request: ${text}`)];
}

/**
 * The BASELINE: the same scroll session over a static page with `rows` rows in a box the
 * size and place of the ledger's grid, no app (page-scripts.ts baselineHtml): what this
 * machine's Chromium does with no app, to read the ledger's frame figures against.
 */
export async function staticPageSession(theBrowser: Browser, box: { left: number; top: number; width: number; height: number }, rows: number, options: ScrollOptions): Promise<ScrollRun> {
  const { context, page } = await newTrackedPage(theBrowser);
  try {
    await page.setContent(baselineHtml(rows, box));
    await page.evaluate(NAME_SHIM);
    return await scrollSession(page, { selector: '#list', loadingSelector: null, loadedSelector: '#list .row', lastRowSelector: '#list .row:last-child' }, options);
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------
// Frames

export interface FrameFigures {
  frames: number;
  summary: Summary;
  over16: number;
  over25: number;
  over50: number;
  longTasks: number;
  longestTaskMs: number;
  skeletonFrames: number;
  longestSkeletonMs: number;
  wallMs: number;
}

export function frameFigures(recordings: readonly FrameRecording[]): FrameFigures {
  const deltas = recordings.flatMap((recording) => recording.deltas);
  const longTasks = recordings.flatMap((recording) => recording.longTasks);
  return {
    frames: deltas.length,
    summary: summarize(deltas),
    over16: deltas.filter((delta) => delta > FRAME_BUDGET_MS).length,
    over25: deltas.filter((delta) => delta > MISSED_VSYNC_MS).length,
    over50: deltas.filter((delta) => delta > LONG_FRAME_MS).length,
    longTasks: longTasks.length,
    longestTaskMs: longTasks.length === 0 ? 0 : Math.max(...longTasks),
    skeletonFrames: recordings.reduce((sum, recording) => sum + recording.skeletonFrames, 0),
    longestSkeletonMs: Math.max(0, ...recordings.map((recording) => recording.longestSkeletonMs)),
    wallMs: recordings.reduce((sum, recording) => sum + recording.wallMs, 0),
  };
}

export const frameRow = (label: string, figures: FrameFigures, withSkeletons: boolean): string[] => [
  label,
  String(figures.frames),
  fmt(figures.summary.median),
  fmt(figures.summary.p95),
  fmt(figures.summary.p99),
  fmt(figures.summary.max),
  `${figures.over16} (${fmt((100 * figures.over16) / Math.max(1, figures.frames))}%)`,
  String(figures.over25),
  String(figures.over50),
  `${figures.longTasks}${figures.longTasks > 0 ? ` (max ${fmt(figures.longestTaskMs, 0)})` : ''}`,
  withSkeletons ? `${figures.skeletonFrames} (longest ${fmt(figures.longestSkeletonMs, 0)} ms)` : '-',
  fmt(figures.wallMs / 1000, 1),
];
export const FRAME_HEAD = ['phase', 'frames', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', '>16.7 ms', '>25 ms', '>50 ms', 'long tasks', 'frames w/ skeleton rows', 'wall s'];

export interface ScrollTarget {
  /** The scrolling element. */
  selector: string;
  /** Matches while rows in view are not loaded yet (null: a static page). */
  loadingSelector: string | null;
  /** Matches once rows in view have their data. */
  loadedSelector: string;
  /** Matches once the very last row is shown with its data. */
  lastRowSelector: string;
}

export interface ScrollRun {
  wheel: FrameRecording;
  drag: FrameRecording;
  end: FrameRecording;
  notes: string[];
  /** ms from the last wheel event / mouse up / End to the rows in view loaded (-1: not within 15 s). */
  settleMs: { wheel: number; drag: number; end: number };
}

export const waitFrameWhere = (page: Page, ready: string, notReady: string | null, sinceInput: 'wheel' | 'keydown' | 'mouseup' | null = null, timeoutMs = 15_000) =>
  inPage<number>(page, WAIT_FRAME_WHERE, ready, notReady, timeoutMs, sinceInput);
export const scrollState = (page: Page, selector: string) => inPage<ScrollState>(page, SCROLL_STATE, selector);

export async function toTop(page: Page, target: ScrollTarget): Promise<void> {
  await inPage(page, FOCUS, target.selector);
  await page.keyboard.press('Home');
  await waitUntilInPage(page, `(selector) => document.querySelector(selector).scrollTop <= 0`, [target.selector], { everyMs: 20 });
  await waitFrameWhere(page, target.loadedSelector, target.loadingSelector);
}

export async function record(page: Page, target: ScrollTarget, work: () => Promise<void>): Promise<FrameRecording> {
  await inPage(page, `(selector) => window.__benchFrames.start(selector)`, target.loadingSelector);
  await work();
  return inPage<FrameRecording>(page, `() => window.__benchFrames.stop()`);
}

/**
 * The scrollbar's x and a y on the thumb at the top, found by trying: pressed on the
 * thumb, moving the mouse down and back up brings the offset back to 0; pressed on the
 * track, the box pages down and stays there.
 */
export async function findThumb(page: Page, target: ScrollTarget): Promise<{ x: number; grabY: number; bottomY: number } | null> {
  const state = await scrollState(page, target.selector);
  const barWidth = state.offsetWidth - state.clientWidth - 2 * state.clientLeft;
  if (barWidth <= 0) return null;
  const x = state.left + state.offsetWidth - state.clientLeft - barWidth / 2;
  const trackTop = state.top + state.clientTop;
  const bottomY = state.top + state.clientTop + state.clientHeight + 20;
  for (const offset of [barWidth + 4, barWidth + 8, 4, 2 * barWidth]) {
    await toTop(page, target);
    await page.mouse.move(x, trackTop + offset);
    await page.mouse.down();
    await page.mouse.move(x, trackTop + offset + 40, { steps: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const down = (await scrollState(page, target.selector)).scrollTop;
    await page.mouse.move(x, trackTop + offset, { steps: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const back = (await scrollState(page, target.selector)).scrollTop;
    await page.mouse.up();
    if (down > 0 && back <= 1) return { x, grabY: trackTop + offset, bottomY };
  }
  return null;
}

export async function scrollSession(page: Page, target: ScrollTarget, options: ScrollOptions): Promise<ScrollRun> {
  const { wheelEvents: WHEEL_EVENTS, wheelPx: WHEEL_PX } = options;
  const notes: string[] = [];
  await page.evaluate(INSTALL_FRAME_RECORDER);
  const box = await scrollState(page, target.selector);
  const centerX = box.left + box.width / 2;
  const centerY = box.top + box.height / 2;

  // (a) wheel flings, turning round at either end (a short list turns often; the ledger never does).
  await toTop(page, target);
  await page.mouse.move(centerX, centerY);
  let wheelSettle = 0;
  const wheel = await record(page, target, async () => {
    let direction = 1;
    for (let event = 0; event < WHEEL_EVENTS; event += 1) {
      const state = await scrollState(page, target.selector);
      if (direction > 0 && state.atEnd) direction = -1;
      else if (direction < 0 && state.atStart) direction = 1;
      await page.mouse.wheel(0, direction * WHEEL_PX);
    }
    wheelSettle = await waitFrameWhere(page, target.loadedSelector, target.loadingSelector, 'wheel');
    await new Promise((resolve) => setTimeout(resolve, 250));
  });
  const afterWheel = await scrollState(page, target.selector);
  notes.push(`after the flings: scrollTop ${fmt(afterWheel.scrollTop, 0)} of ${fmt(afterWheel.scrollHeight - afterWheel.clientHeight, 0)}`);

  // (b) End from the top (before the drag, so the last rows' blocks are not cached yet).
  await toTop(page, target);
  let endSettle = 0;
  const end = await record(page, target, async () => {
    await inPage(page, FOCUS, target.selector);
    await page.keyboard.press('End');
    endSettle = await waitFrameWhere(page, target.lastRowSelector, target.loadingSelector, 'keydown');
    await new Promise((resolve) => setTimeout(resolve, 250));
  });

  // (c) the scrollbar's thumb dragged from top to bottom.
  const thumb = await findThumb(page, target);
  await toTop(page, target);
  let dragSettle = 0;
  const drag = await record(page, target, async () => {
    if (thumb === null) {
      notes.push('drag: no draggable scrollbar thumb found; the drag phase set scrollTop in the same 60 steps instead');
      const state = await scrollState(page, target.selector);
      for (let step = 1; step <= DRAG_STEPS; step += 1) {
        await inPage(page, `(selector, top) => { document.querySelector(selector).scrollTop = top; }`, target.selector, ((state.scrollHeight - state.clientHeight) * step) / DRAG_STEPS);
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
    } else {
      notes.push(`drag: the scrollbar's thumb pressed at (${fmt(thumb.x, 0)}, ${fmt(thumb.grabY, 0)}) and moved to y ${fmt(thumb.bottomY, 0)} in ${DRAG_STEPS} steps`);
      await page.mouse.move(thumb.x, thumb.grabY);
      await page.mouse.down();
      for (let step = 1; step <= DRAG_STEPS; step += 1) {
        await page.mouse.move(thumb.x, thumb.grabY + ((thumb.bottomY - thumb.grabY) * step) / DRAG_STEPS);
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
      await page.mouse.up();
    }
    dragSettle = await waitFrameWhere(page, target.loadedSelector, target.loadingSelector, thumb === null ? null : 'mouseup');
    await new Promise((resolve) => setTimeout(resolve, 250));
  });
  const afterDrag = await scrollState(page, target.selector);
  notes.push(`after the drag: scrollTop ${fmt(afterDrag.scrollTop, 0)} of ${fmt(afterDrag.scrollHeight - afterDrag.clientHeight, 0)}${afterDrag.atEnd ? ' (at the bottom)' : ' (NOT at the bottom)'}`);

  return { wheel, drag, end, notes, settleMs: { wheel: wheelSettle, drag: dragSettle, end: endSettle } };
}
