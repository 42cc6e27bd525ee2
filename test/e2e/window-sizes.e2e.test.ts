// Every screen at the window sizes the app supports: 1440x900, 1024x640 and 200 % zoom (a
// 720x450 viewport at deviceScaleFactor 2; Balances also at 200 % of a 1024x700 window, a
// 512x350 viewport), each list also with its detail panel open:
//   the page never scrolls sideways (document, the screen's <main> and every scroll box in it),
//   measured with scrollbars shown as a desktop window shows them (headless Chromium hides
//   them, which hid Balances being 10 px too wide at 512x350);
//   no amount or balance cell is cut (its scrollWidth fits its clientWidth), so a USDC
//   amount never reads as USD;
//   the Ledger shows each entry's amount AND its running balance, whole and inside the
//   window (at 512x350 the balance was not shown at all).
// Screenshots sizes/<size>-<screen>[-panel].
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openApp, trackPage, useBrowser, waitForRpcIdle } from './support/browser';
import { ledgerFiguresOf } from './support/ledger-grid';
import { saveScreenshot } from './support/screenshots';
import { useSyncedWebShell } from './support/synced-web-shell';

const e2e = useBrowser({ scrollbars: true });
const web = useSyncedWebShell();

const SCREENS = ['Balances', 'Ledger', 'Payments', 'Collections', 'Transfers', 'Counterparties', 'Exports', 'Outbox', 'Audit', 'Settings'] as const;
type Size = { name: string; width: number; height: number; scale: number; screens: readonly (typeof SCREENS)[number][] };
const SIZES: readonly Size[] = [
  { name: 'w1440', width: 1440, height: 900, scale: 1, screens: SCREENS },
  { name: 'w1024', width: 1024, height: 640, scale: 1, screens: SCREENS },
  { name: 'z200', width: 720, height: 450, scale: 2, screens: SCREENS },
  // 200 % of a 1024x700 window: Balances scrolled sideways and hid its "Show ledger" buttons.
  // The Ledger there showed each entry's amount but not its running balance.
  { name: 'z200-small', width: 512, height: 350, scale: 2, screens: ['Balances', 'Ledger'] },
  // Common laptop windows: the accounts table was 1120 px in a 1085 px area at 1280x800,
  // every "Show ledger" cut and the screen scrolling sideways.
  { name: 'w1280', width: 1280, height: 800, scale: 1, screens: ['Balances'] },
  { name: 'w1366', width: 1366, height: 768, scale: 1, screens: ['Balances'] },
  // The smallest window: Balances was 10 px too wide; the Ledger scrolled sideways, its
  // Amount off screen.
  // Audit 534 px wide, its rows' "Show …" buttons off screen; the Settings' Sandbox card cut.
  { name: 'w512', width: 512, height: 350, scale: 1, screens: ['Balances', 'Ledger', 'Audit', 'Settings'] },
];
/** Lists whose first row opens a detail panel. */
const WITH_PANEL = new Set<string>(['Ledger', 'Payments', 'Collections', 'Transfers', 'Counterparties', 'Audit']);

async function goTo(page: Page, screen: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true });
  await link.click();
  // The screen's code may still be loading (skeleton rows): measure the screen itself.
  await page.locator('main h1').waitFor({ timeout: 30_000 });
  await waitForRpcIdle(page, { quietMs: 400 });
}

/** What is wider than its box on the page as it is now: the page, the screen, cut amount cells. */
async function overflowsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) found.push(`the page is ${root.scrollWidth} px wide in ${window.innerWidth}`);
    for (const main of document.querySelectorAll<HTMLElement>('main')) {
      if (main.scrollWidth > main.clientWidth + 1) found.push(`<main> scrolls sideways: ${main.scrollWidth} in ${main.clientWidth}`);
      for (const box of main.querySelectorAll<HTMLElement>('*')) {
        const overflowX = getComputedStyle(box).overflowX;
        if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
        if (box.offsetParent !== null && box.scrollWidth > box.clientWidth + 1) found.push(`.${[...box.classList].join('.') || box.tagName.toLowerCase()} scrolls sideways: ${box.scrollWidth} in ${box.clientWidth}`);
      }
    }
    const cells = document.querySelectorAll<HTMLElement>('td.numeric, .ledger-cell.numeric, [data-money-cell]');
    for (const cell of cells) {
      if (cell.offsetParent === null || cell.innerText.trim() === '') continue;
      if (cell.scrollWidth > cell.clientWidth + 1) found.push(`amount cell cut: "${cell.innerText.trim()}" (${cell.scrollWidth} in ${cell.clientWidth})`);
    }
    return found;
  });
}

/**
 * Rows each list keeps in view under its filters, at every size (Payments at 200 % showed 4
 * while its actions took a second line under the title).
 */
const KEEP_ROWS = new Map<string, number>([['Ledger', 6], ['Audit', 6], ['Payments', 6]]);

/** Whether the screen's actions sit on its title's line (true when it has none). */
async function actionsBesideTitle(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const title = document.querySelector('main .screen-header h1')?.getBoundingClientRect();
    const actions = document.querySelector('main .screen-header .screen-actions');
    if (title === undefined || actions === null || actions.childElementCount === 0) return true;
    const box = actions.getBoundingClientRect();
    return box.top < title.bottom && box.bottom > title.top;
  });
}

/** The list's rows wholly inside the viewport (at 200 % the filters took all but one to three). */
async function rowsInView(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main tbody tr, main .ledger-grid [role=row][data-row-id]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    }).length,
  );
}

async function checkScreens(page: Page, size: Size): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of size.screens) {
    await goTo(page, screen);
    if (screen === 'Ledger') await page.locator('.ledger-grid [role=row][data-row-id]').first().waitFor({ timeout: 30_000 });
    // Audit: a sync's requests (their method, path and status) open under its row.
    if (screen === 'Audit') {
      await page.getByRole('button', { name: /^Show Sync/ }).first().click();
      await page.locator('main tbody tr.audit-run-member').first().waitFor({ timeout: 15_000 });
    }
    if (screen === 'Exports' && size.scale !== 1) {
      // This session's exports: the Path column keeps a readable width (it was one character wide).
      await page.getByRole('button', { name: 'Export counterparties to CSV' }).click();
      const path = page.getByRole('region', { name: "This session's exports" }).locator('td.export-history-path').first();
      await path.waitFor({ timeout: 30_000 });
      const width = await path.evaluate((cell) => cell.getBoundingClientRect().width);
      if (width < 150) problems.push(`${size.name} Exports: the Path column is ${Math.round(width)} px wide`);
    }
    if (screen === 'Audit') {
      // Each sync run's "Show …"/"Hide …" button is inside the window and says its whole sentence
      // (on more lines where it must: at 512x350 it read "Hide Sync: 758 reques…").
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main table button.link-button')].filter((button) => { const box = button.getBoundingClientRect(); return box.width < 40 || box.left < 0 || box.right > window.innerWidth || button.scrollWidth > button.clientWidth + 1; }).map((button) => button.textContent),
      );
      problems.push(...outside.map((name) => `${size.name} Audit: "${name}" is outside the window, cut or under 40 px`));
    }
    const found = await overflowsOf(page);
    problems.push(...found.map((text) => `${size.name} ${screen}: ${text}`));
    if (screen === 'Ledger') problems.push(...(await ledgerFiguresOf(page)).map((text) => `${size.name} Ledger: ${text}`));
    if (screen === 'Balances') {
      // Each account's "Show ledger" button is wholly inside the window, without scrolling sideways.
      await page.getByRole('button', { name: /^Show ledger of / }).first().waitFor({ timeout: 30_000 });
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main button')].filter((button) => button.getAttribute('aria-label')?.startsWith('Show ledger of ') === true).filter((button) => { const box = button.getBoundingClientRect(); return box.left < 0 || box.right > window.innerWidth; }).map((button) => button.getAttribute('aria-label')),
      );
      problems.push(...cut.map((name) => `${size.name} Balances: "${name}" is outside the window`));
      await page.getByRole('table', { name: 'Balances by account' }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, `sizes/${size.name}-balances-accounts`);
      await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
    }
    if (!(await actionsBesideTitle(page))) problems.push(`${size.name} ${screen}: its actions wrapped under its title`);
    // The 350 px tall window holds the header, the filters and three rows: its checks are sideways only.
    const minRows = size.height >= 400 ? KEEP_ROWS.get(screen) : undefined;
    if (minRows !== undefined) {
      if (screen === 'Payments') await page.locator('main tbody tr').first().waitFor({ timeout: 30_000 });
      const rows = await rowsInView(page);
      if (rows < minRows) problems.push(`${size.name} ${screen}: ${rows} rows in view under the filters`);
    }
    await saveScreenshot(page, `sizes/${size.name}-${screen.toLowerCase()}`);
    if (!WITH_PANEL.has(screen)) continue;
    const row = page.locator('main').locator('tbody tr:not(.audit-run), .ledger-grid [role=row][data-row-id]').first();
    if ((await row.count()) === 0) continue;
    // A list re-rendering as it loads can hold a click: try once more.
    await row.click({ timeout: 10_000 }).catch(() => row.click({ timeout: 10_000 }));
    const opened = await page.locator('aside.side-panel').first().waitFor({ timeout: 15_000 }).then(() => true, () => false);
    if (!opened) {
      problems.push(`${size.name} ${screen}: its first row opened no panel`);
      continue;
    }
    await waitForRpcIdle(page, { quietMs: 300 });
    const withPanel = await overflowsOf(page);
    problems.push(...withPanel.map((text) => `${size.name} ${screen} with its panel: ${text}`));
    // Below 1100 px the panel covers the list: the figures are checked where the list shows beside it.
    if (screen === 'Ledger' && (await page.locator('main .ledger-grid').isVisible())) problems.push(...(await ledgerFiguresOf(page)).map((text) => `${size.name} Ledger with its panel: ${text}`));
    await saveScreenshot(page, `sizes/${size.name}-${screen.toLowerCase()}-panel`);
    await page.keyboard.press('Escape');
  }
  return problems;
}

for (const size of SIZES) {
  it(`fits every screen in ${size.width}x${size.height} at ${size.scale * 100} %`, async () => {
    let page = e2e.page;
    if (size.scale !== 1) {
      const context = await e2e.browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: size.scale, locale: 'en-US', timezoneId: 'UTC', colorScheme: 'light', reducedMotion: 'reduce' });
      page = await context.newPage();
      trackPage(page);
    } else {
      await page.setViewportSize({ width: size.width, height: size.height });
    }
    await openApp(page, web.shell.url);
    await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
    const problems = await checkScreens(page, size);
    expect(problems).toEqual([]);
    if (size.scale !== 1) await page.context().close();
    else e2e.expectNoProblems();
  });
}

it('folds the Ledger filters at 200 % behind a named button that opens them from the keyboard, the search still shown', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2, locale: 'en-US', timezoneId: 'UTC', colorScheme: 'light', reducedMotion: 'reduce' });
  const page = await context.newPage();
  trackPage(page);
  await openApp(page, web.shell.url);
  await goTo(page, 'Ledger');
  const toggle = page.getByRole('button', { name: 'Filters (0 set)' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByRole('combobox', { name: 'Account' }).isVisible()).toBe(false);
  expect(await page.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(true);
  await toggle.focus();
  await page.keyboard.press('Enter');
  const opened = page.getByRole('button', { name: 'Fewer filters' });
  expect(await opened.getAttribute('aria-expanded')).toBe('true');
  await page.getByRole('combobox', { name: 'Account' }).waitFor();
  await page.getByRole('combobox', { name: 'Direction' }).selectOption('debit');
  await saveScreenshot(page, 'sizes/z200-ledger-filters-open');
  await page.keyboard.press('Shift+Tab');
  await opened.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Filters (1 set)' }).waitFor();
  await saveScreenshot(page, 'sizes/z200-ledger-filters-folded');
  await context.close();
});

it('shows the longest amounts whole in the Ledger at 1024x640, a USDC one among them', async () => {
  const page = e2e.page;
  await page.setViewportSize({ width: 1024, height: 640 });
  await openApp(page, web.shell.url);
  await goTo(page, 'Ledger');
  const grid = page.getByRole('grid', { name: /Ledger/ });
  await grid.locator('[role=row][data-row-id]').first().waitFor({ timeout: 30_000 });
  // Scroll the whole demo ledger through the grid and measure every amount cell it shows.
  const seen = new Map<string, { whole: boolean; size: string }>();
  for (let step = 0; step < 400; step += 1) {
    const cells = await grid.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('.ledger-grid-body .ledger-col-amount')].filter((cell) => cell.offsetParent !== null).map((cell) => ({ text: cell.innerText.trim(), whole: cell.scrollWidth <= cell.clientWidth, size: `${cell.scrollWidth}/${cell.clientWidth}` })),
    );
    for (const cell of cells) if (cell.text !== '') seen.set(cell.text, { whole: cell.whole, size: cell.size });
    const atEnd = await grid.evaluate((element) => {
      element.scrollTop += element.clientHeight;
      return element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
    });
    await waitForRpcIdle(page, { quietMs: 150 });
    if (atEnd && step > 0) break;
  }
  const texts = [...seen.keys()];
  expect(texts.some((text) => text.endsWith('USDC')), texts.slice(0, 20).join(' | ')).toBe(true);
  const longest = texts.sort((a, b) => b.length - a.length).slice(0, 5);
  await saveScreenshot(page, 'sizes/w1024-ledger-amounts');
  const cut = [...seen.entries()].filter(([, cell]) => !cell.whole).map(([text, cell]) => `${text} (${cell.size})`);
  expect(cut, `longest: ${longest.join(' | ')}`).toEqual([]);
  e2e.expectNoProblems();
});

it('puts focus on the new screen\'s heading after `g l`, and moves from the Counterparties search into its results with ArrowDown', async () => {
  const page = e2e.page;
  await openApp(page, web.shell.url);
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('g');
  await page.keyboard.press('l');
  await expect.poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)).toBe('H1 Ledger');
  // Its focus ring covers nothing: "Times in UTC" under (or beside) the title stays clear of it,
  // at 512x350 too, where the zone line sits under the title.
  for (const viewport of [{ width: 1440, height: 900 }, { width: 512, height: 350 }]) {
    await page.setViewportSize(viewport);
    const overlap = await page.evaluate(() => {
      const title = document.querySelector<HTMLElement>('main .screen-title h1');
      const zone = document.querySelector<HTMLElement>('main .screen-title .time-zone');
      if (title === null || zone === null) return 'no title or zone line';
      const style = getComputedStyle(title);
      if (style.outlineStyle === 'none') return 'no focus ring';
      const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const ring = title.getBoundingClientRect();
      const words = zone.getBoundingClientRect();
      const apart = ring.bottom + reach <= words.top || ring.right + reach <= words.left || words.bottom <= ring.top - reach || words.right <= ring.left - reach;
      return apart ? '' : `the ring (${reach} px out of ${Math.round(ring.bottom)}) covers "Times in" at ${Math.round(words.top)}`;
    });
    expect(overlap, `${viewport.width}x${viewport.height}`).toBe('');
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await goTo(page, 'Counterparties');
  const search = page.locator('main input[data-screen-search]');
  await search.focus();
  await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName, inBody: document.activeElement?.closest('tbody') !== null }));
  expect(focused).toEqual({ tag: 'TR', inBody: true });
  e2e.expectNoProblems();
});
