// What the window benchmark runs INSIDE the page, as plain JavaScript source: tsx compiles
// this repository with esbuild's keepNames, which wraps named functions in a `__name()`
// helper that does not exist in the page, so nothing here is a compiled function handed
// to page.evaluate. Run through page.evaluate (DevTools evaluation: the app's Content
// Security Policy stays on and does not govern it).
import type { Page } from 'playwright-core';

/** Calls an in-page function given as source with JSON arguments; resolves its (awaited) result. */
export function inPage<T>(page: Page, functionSource: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(`(${functionSource})(...${JSON.stringify(args)})`) as Promise<T>;
}

/** esbuild's keepNames helper, harmless, for any compiled function that still reaches the page. */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((target) => target);';

/** The session token where the web-shell transport looks for it on a load without a fragment (renderer/lib/web-shell-transport.ts). */
export function tokenInitScript(token: string): string {
  return `${NAME_SHIM}\ntry { if (location.protocol === 'http:') sessionStorage.setItem('treasury.webShellToken', ${JSON.stringify(token)}); } catch (error) {}`;
}

/**
 * Init script of the first-paint loads: from the document's start, every animation frame
 * notes whether the ledger grid shows loaded rows, keeping the transitions
 * (`window.__benchRowsSeen`: [performance.now(), shown]) so a later read can tell whether
 * rows, once painted, went away again (a remount, a refetch) and for how long. One
 * querySelector a frame.
 */
export const ROWS_WATCH_INIT = `
window.__benchRowsSeen = [];
(() => {
  let shown = false;
  const sample = (now) => {
    const visible = document.querySelector('.ledger-grid-body [role="row"][data-row-id]') !== null;
    if (visible !== shown) { shown = visible; window.__benchRowsSeen.push([now, shown]); }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();`;

/** What the rows watch saw, until now. */
export const ROWS_WATCH_REPORT = `() => {
  const seen = window.__benchRowsSeen ?? [];
  const first = seen.find(([, shown]) => shown);
  let hidden = 0, hiddenMs = 0, since = null;
  for (const [at, shown] of seen) {
    if (first === undefined || at <= first[0]) continue;
    if (!shown) { hidden += 1; since = at; } else if (since !== null) { hiddenMs += at - since; since = null; }
  }
  if (since !== null) hiddenMs += performance.now() - since;
  const last = seen[seen.length - 1];
  const rpc = {};
  for (const entry of performance.getEntriesByType('resource')) {
    const at = entry.name.indexOf('/rpc/');
    if (at >= 0) { const method = entry.name.slice(at + 5); rpc[method] = (rpc[method] ?? 0) + 1; }
  }
  return {
    firstShownAt: first ? first[0] : null,
    hiddenAgain: hidden,
    hiddenMs,
    stableFrom: last && last[1] ? last[0] : null,
    firstRowsMarks: performance.getEntriesByName('ledger-first-rows').length,
    rpc,
  };
}`;

export interface RowsWatch {
  /** rAF time rows were first seen (a frame at or after the mark's). */
  firstShownAt: number | null;
  /** Times the loaded rows went away after being first shown. */
  hiddenAgain: number;
  /** How long, in all, they were away. */
  hiddenMs: number;
  /** Since when rows have been shown without a break (null: not shown now). */
  stableFrom: number | null;
  firstRowsMarks: number;
  /** /rpc calls made so far, by method. */
  rpc: Record<string, number>;
}

export interface FrameRecording {
  /** requestAnimationFrame timestamp deltas, ms (one per frame after the first). */
  deltas: number[];
  frames: number;
  /** Frames in which the watched "not loaded yet" selector matched (skeleton rows in view). */
  skeletonFrames: number;
  /** The longest stretch of consecutive such frames, ms. */
  longestSkeletonMs: number;
  /** Durations of the main thread's long tasks (> 50 ms) while recording. */
  longTasks: number[];
  wallMs: number;
}

/**
 * Installs `window.__benchFrames` once: start(skeletonSelector | null) records every
 * animation frame's delta (a rAF loop), and whether skeleton rows were in view in that
 * frame; stop() ends the loop and returns the FrameRecording. Also keeps, in
 * `window.__benchInputAt`, the timeStamp of the last wheel, keydown and mouseup event
 * (captured on window before the page's own handlers; performance.now()'s clock).
 */
export const INSTALL_FRAME_RECORDER = `(() => {
  if (window.__benchFrames !== undefined) return;
  window.__benchInputAt = { wheel: 0, keydown: 0, mouseup: 0 };
  for (const type of ['wheel', 'keydown', 'mouseup']) window.addEventListener(type, (event) => { window.__benchInputAt[type] = event.timeStamp; }, { capture: true, passive: true });
  const state = { recording: false, loop: 0, last: 0, deltas: [], frames: 0, skeletonFrames: 0, longestSkeletonMs: 0, skeletonSince: null, selector: null, longTasks: [], startedAt: 0 };
  const frame = (loop) => (now) => {
    if (!state.recording || loop !== state.loop) return;
    if (state.last > 0) state.deltas.push(now - state.last);
    state.last = now;
    state.frames += 1;
    if (state.selector !== null) {
      if (document.querySelector(state.selector) !== null) {
        state.skeletonFrames += 1;
        if (state.skeletonSince === null) state.skeletonSince = now;
        state.longestSkeletonMs = Math.max(state.longestSkeletonMs, now - state.skeletonSince);
      } else state.skeletonSince = null;
    }
    requestAnimationFrame(frame(loop));
  };
  try {
    new PerformanceObserver((list) => {
      if (state.recording) for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  } catch (error) {}
  window.__benchFrames = {
    start(selector) {
      Object.assign(state, { recording: true, loop: state.loop + 1, last: 0, deltas: [], frames: 0, skeletonFrames: 0, longestSkeletonMs: 0, skeletonSince: null, selector, longTasks: [], startedAt: performance.now() });
      requestAnimationFrame(frame(state.loop));
    },
    stop() {
      state.recording = false;
      return { deltas: state.deltas, frames: state.frames, skeletonFrames: state.skeletonFrames, longestSkeletonMs: state.longestSkeletonMs, longTasks: state.longTasks, wallMs: performance.now() - state.startedAt };
    },
  };
})()`;

/**
 * Resolves, in the first animation frame where `readySelector` matches and
 * `notReadySelector` (if any) does not, with that frame's time minus the timeStamp of the
 * last `sinceInput` event ('wheel', 'keydown', 'mouseup'; null: since the call), in ms;
 * -1 after timeoutMs.
 */
export const WAIT_FRAME_WHERE = `(readySelector, notReadySelector, timeoutMs, sinceInput) => new Promise((resolve) => {
  const started = performance.now();
  const since = sinceInput === null ? started : window.__benchInputAt[sinceInput];
  const check = (now) => {
    const ready = document.querySelector(readySelector) !== null && (notReadySelector === null || document.querySelector(notReadySelector) === null);
    if (ready) return resolve(Math.max(0, now - since));
    if (performance.now() - started > timeoutMs) return resolve(-1);
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/**
 * Polls a condition (a function's source, called with `args`) every `everyMs` in the
 * page; resolves true once it holds, false after timeoutMs. The condition is spliced into
 * the evaluated source (not page.waitForFunction with a string, nor eval in the page:
 * the app's CSP refuses eval).
 */
export function waitUntilInPage(page: Page, conditionSource: string, args: unknown[], options: { everyMs?: number; timeoutMs?: number } = {}): Promise<boolean> {
  const source = `(args, everyMs, timeoutMs) => new Promise((resolve) => {
    const condition = ${conditionSource};
    const started = performance.now();
    const check = () => {
      if (condition(...args)) return resolve(true);
      if (performance.now() - started > timeoutMs) return resolve(false);
      setTimeout(check, everyMs);
    };
    check();
  })`;
  return inPage<boolean>(page, source, args, options.everyMs ?? 50, options.timeoutMs ?? 15_000);
}

/** Scroll state of the element matching a selector. */
export const SCROLL_STATE = `(selector) => {
  const element = document.querySelector(selector);
  const rect = element.getBoundingClientRect();
  return {
    scrollTop: element.scrollTop, scrollHeight: element.scrollHeight, clientHeight: element.clientHeight, clientWidth: element.clientWidth,
    offsetWidth: element.offsetWidth, offsetHeight: element.offsetHeight, clientLeft: element.clientLeft, clientTop: element.clientTop,
    left: rect.left, top: rect.top, width: rect.width, height: rect.height,
    atStart: element.scrollTop <= 0, atEnd: element.scrollTop >= element.scrollHeight - element.clientHeight - 1,
  };
}`;

export interface ScrollState {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
  clientWidth: number;
  offsetWidth: number;
  offsetHeight: number;
  clientLeft: number;
  clientTop: number;
  left: number;
  top: number;
  width: number;
  height: number;
  atStart: boolean;
  atEnd: boolean;
}

/** Focuses the element matching a selector (without scrolling the page). */
export const FOCUS = `(selector) => { document.querySelector(selector).focus({ preventScroll: true }); }`;

/**
 * Everything the first-paint figure needs from a loaded page: the `ledger-first-rows`
 * mark (ms since navigation start, the page's time origin), the browser's paint entries,
 * navigation timing, and the first /rpc calls of the ledger (resource timing).
 */
export const FIRST_PAINT_TIMINGS = `() => {
  const mark = performance.getEntriesByName('ledger-first-rows')[0];
  const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const navigation = performance.getEntriesByType('navigation')[0];
  const rpc = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/rpc/')).map((entry) => ({ method: entry.name.slice(entry.name.indexOf('/rpc/') + 5), start: entry.startTime, end: entry.responseEnd }));
  const first = (method) => rpc.find((call) => call.method === method) ?? null;
  return {
    firstRows: mark ? mark.startTime : null,
    firstPaint: paint('first-paint'),
    firstContentfulPaint: paint('first-contentful-paint'),
    responseEnd: navigation ? navigation.responseEnd : null,
    domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : null,
    load: navigation ? navigation.loadEventEnd : null,
    count: first('ledger.count'),
    window: first('ledger.window'),
    rpcCalls: rpc.length,
    rpcBeforeRows: mark ? rpc.filter((call) => call.start < mark.startTime).map((call) => call.method) : [],
  };
}`;

export interface RpcTiming {
  method: string;
  start: number;
  end: number;
}

export interface FirstPaintTimings {
  firstRows: number | null;
  firstPaint: number | null;
  firstContentfulPaint: number | null;
  responseEnd: number | null;
  domContentLoaded: number | null;
  load: number | null;
  count: RpcTiming | null;
  window: RpcTiming | null;
  rpcCalls: number;
  rpcBeforeRows: string[];
}

/**
 * The rows the ledger grid shows now, checked: how many are loaded or skeletons, the
 * first and last aria-rowindex, rows out of "newest first" order, and rows that do not
 * match the expected filters (account id, types, search text in description/reference).
 */
export const LEDGER_VIEW_CHECK = `(expect) => {
  const rows = [...document.querySelectorAll('.ledger-grid-body [role="row"]')];
  const loaded = rows.filter((row) => row.hasAttribute('data-row-id'));
  const cells = loaded.map((row) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.getAttribute('title') ?? ''));
  let outOfOrder = 0;
  for (let i = 1; i < cells.length; i += 1) if ((cells[i][0] ?? '') > (cells[i - 1][0] ?? '')) outOfOrder += 1;
  let mismatched = 0;
  for (const row of cells) {
    if (expect.accountId && row[1] !== expect.accountId) mismatched += 1;
    else if (expect.types && !expect.types.includes(row[2])) mismatched += 1;
    else if (expect.search && !(row[3] ?? '').toLowerCase().includes(expect.search.toLowerCase())) mismatched += 1;
  }
  const index = (row) => Number(row?.getAttribute('aria-rowindex') ?? NaN) - 2;
  return {
    shown: rows.length, loaded: loaded.length, skeletons: rows.length - loaded.length,
    firstIndex: index(rows[0]), lastIndex: index(rows[rows.length - 1]),
    outOfOrder, mismatched,
    countText: document.querySelector('.ledger-count')?.textContent ?? null,
    firstRow: cells[0] ? cells[0].slice(0, 4).join(' | ') : null,
  };
}`;

export interface LedgerViewCheck {
  shown: number;
  loaded: number;
  skeletons: number;
  firstIndex: number;
  lastIndex: number;
  outOfOrder: number;
  mismatched: number;
  countText: string | null;
  firstRow: string | null;
}

export type FilterAction =
  | { kind: 'select'; label: 'Account' | 'Direction'; value: string }
  | { kind: 'type'; label: string }
  | { kind: 'search-enter'; text: string }
  | { kind: 'search-typed'; text: string }
  | { kind: 'clear' };

/**
 * Changes one ledger filter the way a person's input does (a real DOM event on the real
 * control, React's own handlers) and returns `t0`, performance.now() taken right before
 * dispatching the event that changes the filter set:
 *   select        the Account or Direction <select>: value set, 'change' dispatched
 *   type          a Types checkbox clicked
 *   search-enter  the search text entered ('input'), one frame for React to take it, then
 *                 Enter ('keydown'), which commits at once: t0 is taken before the Enter
 *   search-typed  the search text entered ('input') and left to the 200 ms debounce:
 *                 t0 is taken before the 'input' (the figure includes the debounce)
 *   clear         the "Clear filters" button clicked
 * `sinceInput` (search-enter): ms between the 'input' and the Enter (over ~190 ms the
 * debounce may have committed first and the sample is flagged).
 */
export const APPLY_FILTER = `async (action) => {
  const form = document.querySelector('form[aria-label="Ledger filters"]');
  if (form === null) throw new Error('no ledger filter bar on the page');
  const labelled = (name) => [...form.querySelectorAll('label')].find((label) => label.textContent.trim().startsWith(name));
  const setValue = (element, value) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value').set.call(element, value);
  const search = form.querySelector('input[data-screen-search]');
  if (action.kind === 'select') {
    const select = labelled(action.label)?.querySelector('select');
    if (!select) throw new Error('no ' + action.label + ' select');
    setValue(select, action.value);
    const t0 = performance.now();
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return { t0, sinceInput: 0 };
  }
  if (action.kind === 'type') {
    const option = [...form.querySelectorAll('.ledger-type-option')].find((label) => label.textContent.trim() === action.label);
    const box = option?.querySelector('input[type="checkbox"]');
    if (!box) throw new Error('no type checkbox ' + action.label);
    const t0 = performance.now();
    box.click();
    return { t0, sinceInput: 0 };
  }
  if (action.kind === 'search-enter') {
    setValue(search, action.text);
    const typedAt = performance.now();
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const t0 = performance.now();
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
    return { t0, sinceInput: t0 - typedAt };
  }
  if (action.kind === 'search-typed') {
    setValue(search, action.text);
    const t0 = performance.now();
    search.dispatchEvent(new Event('input', { bubbles: true }));
    return { t0, sinceInput: 0 };
  }
  const button = [...form.querySelectorAll('button')].find((item) => item.textContent.trim() === 'Clear filters');
  if (!button || button.disabled) throw new Error('no enabled Clear filters button');
  const t0 = performance.now();
  button.click();
  return { t0, sinceInput: 0 };
}`;

/** Resolves with the `ledger-filter-rows` mark's startTime once one exists at or after t0. */
export const WAIT_FILTER_MARK = `(t0, timeoutMs) => new Promise((resolve) => {
  const started = performance.now();
  const check = () => {
    const mark = performance.getEntriesByName('ledger-filter-rows').find((entry) => entry.startTime >= t0);
    if (mark) return resolve(mark.startTime);
    if (performance.now() - started > timeoutMs) return resolve(-1);
    setTimeout(check, 10);
  };
  check();
})`;

/** performance.memory (Chromium), bytes. */
export const JS_MEMORY = `() => ({ used: performance.memory?.usedJSHeapSize ?? NaN, total: performance.memory?.totalJSHeapSize ?? NaN })`;

/**
 * The baseline: a static page with no app and no script, a plain div list of `rows` rows
 * (the ledger's 7 columns, 32 px each) in a scrolling box of the ledger grid's size and
 * place, so the same wheel flings, scrollbar drag and End key run over it.
 */
export function baselineHtml(rows: number, box: { left: number; top: number; width: number; height: number }): string {
  const row = (index: number) => {
    const day = String(1 + (index % 28)).padStart(2, '0');
    return `<div class="row"><div>2026-11-${day} 14:${String(index % 60).padStart(2, '0')}</div><div>Operating USD</div><div>Payment out</div><div>Bulk payment out</div><div class="num">−1,234.${String(index % 100).padStart(2, '0')}</div><div class="num">98,765,432.10</div><div>USD</div></div>`;
  };
  const body = Array.from({ length: rows }, (_, index) => row(index)).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; font: 14px system-ui, sans-serif; }
  #list { position: absolute; left: ${box.left}px; top: ${box.top}px; width: ${box.width}px; height: ${box.height}px; overflow: auto; border: 1px solid #d0d7de; box-sizing: border-box; font-variant-numeric: tabular-nums; }
  .row { display: grid; grid-template-columns: 150px minmax(84px, 1fr) minmax(84px, 0.8fr) minmax(84px, 2.6fr) minmax(150px, 0.7fr) minmax(150px, 0.7fr) 80px; align-items: center; height: 32px; border-bottom: 1px solid #eaeef2; box-sizing: border-box; }
  .row:hover { background: #f6f8fa; }
  .row > div { padding: 0 8px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .num { text-align: right; }
  .head { position: sticky; top: 0; background: #fff; font-size: 12px; font-weight: 600; }
  </style></head><body><div id="list" tabindex="0"><div class="row head"><div>Date and time</div><div>Account</div><div>Type</div><div>Description and reference</div><div class="num">Amount</div><div class="num">Running balance</div><div>Currency</div></div>${body}</div></body></html>`;
}
