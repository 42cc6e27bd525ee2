// Payments and Counterparties keep their rows while a search is answered (ListScreen over
// useKeysetList with keepPreviousData), in Chromium over the real web shell and the
// embedded demo sandbox, synced. The list's answer to the search is held at the page's
// /rpc route until the test has looked; a MutationObserver records the screen across the
// whole transition:
//   - typing a search: the table is never removed and no skeleton ever shows; it is
//     aria-busy (its text greyed) with "Updating…" in the status line, focus stays in the
//     search field; then the rows are exactly what the list method answers for the search,
//     the count says so, aria-busy is cleared; axe clean while updating and after;
//   - a row clicked while updating opens that record; its panel stays open on it after
//     the answer (Payments);
//   - a search that matches nothing still says "No payments match these filters";
//   - after a search that failed (Collections), the next one keeps that error with
//     "Updating…" until its answer: the rows from before the error never come back.
// Screenshots payments-updating, counterparties-updating, collections-updating-after-error.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { useSyncedWebShell } from './support/synced-web-shell';
import { rpcValue } from './support/web-shell-process';

const e2e = useBrowser();
const synced = useSyncedWebShell();

type Row = { id: string; name?: string; counterpartyName?: string | null };
type List = { rows: Row[]; nextCursor: string | null };

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const statusLine = (page: Page) => page.locator('main .list-status');

async function openScreen(page: Page, name: string): Promise<void> {
  await openApp(page, synced.shell.url);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name, exact: true }).click();
  await waitForRpcIdle(page);
  await grid(page, name).locator('tbody tr').first().waitFor();
}

async function shownIds(page: Page, name: string): Promise<string[]> {
  return grid(page, name).evaluate((table) => [...table.querySelectorAll('tbody tr')].map((row) => (row as HTMLElement).dataset['id'] ?? ''));
}

/** From now on, records whether the screen's table left the page, a skeleton showed, and each aria-busy value the table took. */
async function watchTransition(page: Page, name: string): Promise<void> {
  await page.evaluate((label) => {
    const main = document.querySelector('main') as HTMLElement;
    const table = main.querySelector(`table[aria-label="${label}"]`) as HTMLElement;
    const seen = { tableRemoved: false, skeleton: false, busy: [table.getAttribute('aria-busy')] as (string | null)[] };
    (window as unknown as { transition: typeof seen }).transition = seen;
    new MutationObserver(() => {
      if (!table.isConnected) seen.tableRemoved = true;
      if (main.querySelector('.state-loading') !== null) seen.skeleton = true;
      const busy = table.getAttribute('aria-busy');
      if (seen.busy.at(-1) !== busy) seen.busy.push(busy);
    }).observe(main, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  }, name);
}

async function transitionSeen(page: Page): Promise<{ tableRemoved: boolean; skeleton: boolean; busy: (string | null)[] }> {
  return page.evaluate(() => (window as unknown as { transition: { tableRemoved: boolean; skeleton: boolean; busy: (string | null)[] } }).transition);
}

/** Holds the answers of `method` to inputs containing `text` until the returned function is called. */
async function holdAnswers(page: Page, method: string, text: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/rpc/${method}`, async (route) => {
    if (route.request().postData()?.includes(text) === true) await held;
    await route.continue();
  });
  return release;
}

const searchFocused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.matches('input[type="search"][data-screen-search]') ?? false);

/** Types `text` into the screen's search, holds its answer, and checks the screen while it is held and once it came. */
async function searchKeepingRows(page: Page, screen: { name: string; method: string; noun: [string, string]; screenshot: string }, text: string): Promise<void> {
  const { name, method } = screen;
  const expected = await rpcValue<List>(synced.shell, method, { search: text, limit: 100 });
  expect(expected.rows.length, `the demo data has ${screen.noun[1]} matching ${text}`).toBeGreaterThan(0);
  const before = await shownIds(page, name);
  expect(before).not.toEqual(expected.rows.map((row) => row.id));

  const release = await holdAnswers(page, method, text);
  await watchTransition(page, name);
  // Typed at once (key by key, a loaded machine may ask for a prefix between two keys).
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  // After the search's pause the new filters are asked: the earlier rows stay, busy.
  await expect.poll(() => grid(page, name).getAttribute('aria-busy')).toBe('true');
  expect(await statusLine(page).innerText()).toBe('Updating\u2026');
  expect(await shownIds(page, name)).toEqual(before);
  expect(await searchFocused(page)).toBe(true);
  // Greyed after its short pause: the cells' text takes the muted colour.
  const muted = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--muted').trim());
  const mutedRgb = await page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, muted);
  await expect.poll(() => grid(page, name).locator('tbody td').first().evaluate((cell) => getComputedStyle(cell).color)).toBe(mutedRgb);
  await saveScreenshot(page, screen.screenshot);
  await expectNoSeriousAxeViolations(page, `${name} updating`);

  release();
  await expect.poll(() => grid(page, name).getAttribute('aria-busy')).toBe('false');
  await expect.poll(() => shownIds(page, name)).toEqual(expected.rows.map((row) => row.id));
  const count = expected.rows.length;
  expect(await statusLine(page).innerText()).toMatch(new RegExp(`^${count} ${count === 1 ? screen.noun[0] : screen.noun[1]}, `));
  expect(await searchFocused(page)).toBe(true);
  const seen = await transitionSeen(page);
  expect(seen).toMatchObject({ tableRemoved: false, skeleton: false });
  expect(seen.busy[0]).toBe('false');
  expect(seen.busy).toContain('true');
  expect(seen.busy.at(-1)).toBe('false');
  await expectNoSeriousAxeViolations(page, `${name} searched`);
  await page.unroute(`**/rpc/${method}`);
}

it('Payments keeps its rows while a search is answered; a row clicked meanwhile opens that payment; no match still says so', async () => {
  const page = e2e.page;
  await openScreen(page, 'Payments');
  await searchKeepingRows(page, { name: 'Payments', method: 'payments.list', noun: ['payment', 'payments'], screenshot: 'payments-updating' }, 'Acme');

  // A row clicked while the next search is answered opens its own payment, which stays open after the answer.
  const clicked = (await shownIds(page, 'Payments'))[0] as string;
  const release = await holdAnswers(page, 'payments.list', 'Acme Supplies');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Acme Supplies');
  await page.keyboard.press('Enter');
  await expect.poll(() => grid(page, 'Payments').getAttribute('aria-busy')).toBe('true');
  await grid(page, 'Payments').locator(`tbody tr[data-id="${clicked}"]`).click();
  const panel = page.locator('aside.side-panel');
  await panel.locator(`code[title="${clicked}"]`).first().waitFor();
  release();
  await expect.poll(() => grid(page, 'Payments').getAttribute('aria-busy')).toBe('false');
  const answer = await rpcValue<List>(synced.shell, 'payments.list', { search: 'Acme Supplies', limit: 100 });
  await expect.poll(() => shownIds(page, 'Payments')).toEqual(answer.rows.map((row) => row.id));
  expect(await panel.locator(`code[title="${clicked}"]`).count()).toBeGreaterThan(0);
  await page.unroute('**/rpc/payments.list');

  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-payment-anywhere');
  await page.keyboard.press('Enter');
  await page.getByRole('region', { name: 'No payments match these filters' }).waitFor();
  expect(await grid(page, 'Payments').count()).toBe(0);
  e2e.expectNoProblems();
}, 300_000);

it('Counterparties keeps its rows while a search is answered', async () => {
  const page = e2e.page;
  await openScreen(page, 'Counterparties');
  const all = await rpcValue<List>(synced.shell, 'counterparties.list', { limit: 100 });
  // A word of a counterparty's name that is not the first row's: the answer differs from the rows shown.
  const name = (all.rows.at(-1)?.name ?? '').split(' ')[0] as string;
  expect(name.length).toBeGreaterThan(2);
  await searchKeepingRows(page, { name: 'Counterparties', method: 'counterparties.list', noun: ['counterparty', 'counterparties'], screenshot: 'counterparties-updating' }, name);
  e2e.expectNoProblems();
}, 300_000);

it('Collections: after a search that failed, the next search keeps that error, "Updating…", until its answer (the rows before the error never come back)', async () => {
  const page = e2e.page;
  await openScreen(page, 'Collections');
  const before = await shownIds(page, 'Collections');
  const expected = await rpcValue<List>(synced.shell, 'collections.list', { search: 'INV-11', limit: 100 });
  expect(expected.rows.length, 'the demo data has collections matching INV-11').toBeGreaterThan(0);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rpc/collections.list', async (route) => {
    const input = route.request().postData() ?? '';
    if (input.includes('refused-search')) {
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: false, error: { kind: 'damaged', code: 'cache_damaged', message: 'The cache file could not be read: rebuild it from Settings.', retryable: true, requestId: 'req_refused' } }) });
      return;
    }
    if (input.includes('INV-11')) await held;
    await route.continue();
  });
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('refused-search');
  const failure = page.getByRole('alert', { name: 'The collections could not be read' });
  await failure.waitFor();
  expect(await grid(page, 'Collections').count()).toBe(0);
  // From now on: whether any row of a list shows before the answer is let through.
  await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const seen = { rows: [] as string[] };
    (window as unknown as { afterError: typeof seen }).afterError = seen;
    new MutationObserver(() => {
      for (const row of main.querySelectorAll<HTMLElement>('tbody tr[data-id]')) if (!seen.rows.includes(row.dataset['id'] ?? '')) seen.rows.push(row.dataset['id'] ?? '');
    }).observe(main, { subtree: true, childList: true });
  });
  await search.fill('INV-11');
  await expect.poll(() => statusLine(page).innerText()).toBe('Updating\u2026');
  expect(await failure.innerText()).toContain('req_refused');
  expect(await failure.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  expect(await grid(page, 'Collections').count()).toBe(0);
  expect(await searchFocused(page)).toBe(true);
  await saveScreenshot(page, 'collections-updating-after-error');
  await expectNoSeriousAxeViolations(page, 'Collections updating after an error');

  release();
  await expect.poll(() => shownIds(page, 'Collections')).toEqual(expected.rows.map((row) => row.id));
  expect(await failure.count()).toBe(0);
  expect(await statusLine(page).innerText()).toMatch(/^\d+ collections?, /);
  const seen = await page.evaluate(() => (window as unknown as { afterError: { rows: string[] } }).afterError.rows);
  // Only the answer's rows were ever shown after the error: none of the rows from before it that the answer does not hold.
  const answerIds = new Set(expected.rows.map((row) => row.id));
  expect(seen.filter((id) => !answerIds.has(id))).toEqual([]);
  expect(before.some((id) => !answerIds.has(id)), 'the rows before the error differ from the answer').toBe(true);
  await page.unroute('**/rpc/collections.list');
}, 300_000);
