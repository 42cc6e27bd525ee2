// Chromium for a test file: launched once per file, a new context (fresh storage,
// 1440x900) and page per test, and everything that went wrong on the page recorded so a
// test can assert that nothing did: console errors, uncaught page errors, requests that
// failed at the network level and responses with an HTTP error status.
//
//   const e2e = useBrowser();               // at the top of a test file: registers the hooks
//   it('...', async () => {
//     await openApp(e2e.page, shell.url);
//     e2e.expectNoProblems();
//   });
//
// Nothing here bypasses the page's Content Security Policy (no `bypassCSP`): the app runs
// under the same rules as in the desktop window. Scripts the test itself needs in the
// page go through page.evaluate (DevTools evaluation, which CSP does not govern).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-path';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export const VIEWPORT = { width: 1440, height: 900 } as const;

export interface LaunchOptions {
  /**
   * Show scrollbars as a desktop window does (headless Chromium hides them with
   * --hide-scrollbars, so a scroll box is as wide as its border box and a few pixels too wide
   * never shows a scrollbar).
   */
  readonly scrollbars?: boolean;
}

export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true, ...(options.scrollbars === true ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}) });
}

export interface PageProblems {
  /** `console.error` messages (and Chromium's own, such as CSP refusals and failed loads). */
  readonly consoleErrors: string[];
  /** Exceptions nothing caught. */
  readonly pageErrors: string[];
  /** `METHOD URL: reason` of requests that failed (network) or were answered with a status >= 400. */
  readonly failedRequests: string[];
}

interface PageTracking {
  readonly problems: PageProblems;
  /** /rpc calls sent and not yet answered. */
  rpcInFlight: number;
  /** performance.now() of the last /rpc start or end. */
  lastRpcActivity: number;
}

const tracking = new WeakMap<Page, PageTracking>();

function isRpc(url: string): boolean {
  try {
    return new URL(url).pathname.startsWith('/rpc/');
  } catch {
    return false;
  }
}

/** Starts recording the page's problems and its /rpc traffic (done by newTrackedPage; call it for a page made otherwise). */
export function trackPage(page: Page): PageProblems {
  const existing = tracking.get(page);
  if (existing !== undefined) return existing.problems;
  const state: PageTracking = { problems: { consoleErrors: [], pageErrors: [], failedRequests: [] }, rpcInFlight: 0, lastRpcActivity: performance.now() };
  tracking.set(page, state);
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location();
      state.problems.consoleErrors.push(`${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => state.problems.pageErrors.push(error.stack ?? error.message));
  page.on('request', (request) => {
    if (!isRpc(request.url())) return;
    state.rpcInFlight += 1;
    state.lastRpcActivity = performance.now();
  });
  const rpcEnded = (url: string) => {
    if (!isRpc(url)) return;
    state.rpcInFlight = Math.max(0, state.rpcInFlight - 1);
    state.lastRpcActivity = performance.now();
  };
  page.on('requestfinished', (request) => rpcEnded(request.url()));
  page.on('requestfailed', (request) => {
    rpcEnded(request.url());
    state.problems.failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) state.problems.failedRequests.push(`${response.request().method()} ${response.url()}: HTTP ${response.status()}`);
  });
  return state.problems;
}

/** The problems recorded on a tracked page. */
export function problemsOf(page: Page): PageProblems {
  const state = tracking.get(page);
  if (state === undefined) throw new Error('problemsOf: this page is not tracked (make it with newTrackedPage or call trackPage)');
  return state.problems;
}

/** Fails listing every console error, page error and failed request recorded on the page. */
export function expectNoPageProblems(page: Page): void {
  const { consoleErrors, pageErrors, failedRequests } = problemsOf(page);
  const lines = [...consoleErrors.map((text) => `console error: ${text}`), ...pageErrors.map((text) => `page error: ${text}`), ...failedRequests.map((text) => `failed request: ${text}`)];
  expect(lines, `the page had ${lines.length} problem(s):\n${lines.join('\n')}`).toEqual([]);
}

/** A new context (fresh cookies and storage, 1440x900) and a tracked page in it. */
export async function newTrackedPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC', colorScheme: 'light', reducedMotion: 'reduce' });
  const page = await context.newPage();
  trackPage(page);
  return { context, page };
}

/** Waits until no /rpc call has been in flight for `quietMs` (the screen has what it asked for). */
export async function waitForRpcIdle(page: Page, options: { quietMs?: number; timeoutMs?: number } = {}): Promise<void> {
  const state = tracking.get(page);
  if (state === undefined) throw new Error('waitForRpcIdle: this page is not tracked (make it with newTrackedPage or call trackPage)');
  const quietMs = options.quietMs ?? 300;
  const deadline = performance.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const now = performance.now();
    if (state.rpcInFlight === 0 && now - state.lastRpcActivity >= quietMs) return;
    if (now > deadline) throw new Error(`waitForRpcIdle: /rpc calls still in flight (${state.rpcInFlight}) after ${options.timeoutMs ?? 30_000} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens the app at the URL the web shell printed (token in the fragment) and waits until
 * it has loaded, shows some text, and its first /rpc calls are answered. Throws with the
 * page's recorded problems when it does not get there.
 */
export async function openApp(page: Page, url: string, options: { timeoutMs?: number } = {}): Promise<void> {
  const timeout = options.timeoutMs ?? 30_000;
  const response = await page.goto(url, { waitUntil: 'load', timeout });
  if (response === null || response.status() !== 200) {
    throw new Error(`openApp: ${new URL(url).origin}/ answered ${response === null ? 'nothing' : `HTTP ${response.status()}`}${response?.status() === 503 ? ' (is the renderer built?)' : ''}`);
  }
  try {
    await page.waitForFunction(() => document.body !== null && document.body.innerText.trim().length > 0, undefined, { timeout });
  } catch (error) {
    const state = tracking.get(page);
    const seen = state === undefined ? '' : `\nrecorded: ${JSON.stringify(state.problems, null, 2)}`;
    throw new Error(`openApp: the page showed no text within ${timeout} ms${seen}`, { cause: error });
  }
  if (tracking.has(page)) await waitForRpcIdle(page, { timeoutMs: timeout });
}

export interface BrowserSession {
  /** The file's browser (launched in beforeAll). */
  readonly browser: Browser;
  /** This test's context and page (made in beforeEach, closed in afterEach). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** What went wrong on this test's page so far. */
  readonly problems: PageProblems;
  /** Fails listing every problem recorded on this test's page. */
  expectNoProblems(): void;
  /** One more tracked page in a context of its own (another tab, another origin); closed after the test. */
  newPage(): Promise<Page>;
}

/**
 * Registers the file's hooks: Chromium launched once in beforeAll and closed in afterAll,
 * a new context and page before each test, closed after it. Call at the top of a file.
 */
export function useBrowser(options: LaunchOptions = {}): BrowserSession {
  let browser: Browser | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  const extra: BrowserContext[] = [];
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useBrowser: no ${what} (use it inside a test, after the hooks ran)`);
    return value;
  };
  beforeAll(async () => {
    browser = await launchChromium(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    current = await newTrackedPage(need(browser, 'browser'));
  });
  afterEach(async () => {
    for (const context of extra.splice(0)) await context.close();
    await current?.context.close();
    current = undefined;
  });
  return {
    get browser() {
      return need(browser, 'browser');
    },
    get context() {
      return need(current, 'page').context;
    },
    get page() {
      return need(current, 'page').page;
    },
    get problems() {
      return problemsOf(need(current, 'page').page);
    },
    expectNoProblems() {
      expectNoPageProblems(need(current, 'page').page);
    },
    async newPage() {
      const made = await newTrackedPage(need(browser, 'browser'));
      extra.push(made.context);
      return made.page;
    },
  };
}
