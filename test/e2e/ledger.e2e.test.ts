// The Ledger explorer in Chromium, compared with what the cache answers over IPC:
//   demo sandbox data:
//   - the rows shown are ledger.window's for the same filters (ids, formatted amounts and
//     running balances, in order), the count is ledger.count's; entries posted at one
//     instant stay in posting order (newest first: the reverse of the group's order);
//   - each filter (account, type, day range, direction, search by a payment's reference)
//     narrows the grid to exactly what the IPC answers for it; no match shows its state;
//   - the detail panel shows the entry, its transaction group and the linked payment, and
//     opens that payment on the Payments screen; Escape closes it;
//   - the keyboard: arrows, PageDown, End, Home, Enter, `/`; the performance marks;
//   Production not set up: says so, links to Settings;
//   the 1,000,000-row fixture:
//   - End, Ctrl+End and dragging the scrollbar's thumb to the bottom show the oldest row (its id
//     compared with ledger.window towards 'newer' limit 1); the middle of the scrollbar
//     shows the row ledger.window gives at that index.
// Axe on every state; screenshots ledger, ledger-filtered, ledger-no-match, ledger-detail,
// ledger-not-configured, ledger-1m, ledger-last-row, ledger-last-row-dragged.
import { chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, formatSignedEntry } from '../../renderer/lib/format-money';
import { expectNoSeriousAxeViolations } from './support/axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH, expectNoPageProblems, newTrackedPage, openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { startWebShellOnLedgerFixture } from './support/ledger-fixture';
import { saveScreenshot } from './support/screenshots';
import { startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
const GRID = 'Ledger entries, newest first';

type Row = { id: string; accountId: string; type: string; direction: 'debit' | 'credit'; amount: string; currency: string; balance: string; createdAt: string; description: string | null; referenceType: string | null; referenceId: string | null; transactionGroupId: string | null };
type Detail = { row: Row; group: Row[]; linkedTransaction: Row | null; linked: { kind: 'payment'; payment: { id: string; reference: string | null } } | { kind: string } | null };
type Shown = { index: number; id: string; amount: string; balance: string; currency: string };

async function rpc<T>(shell: WebShellProcess, method: string, input: unknown = {}): Promise<T> {
  const answer = await shell.rpc<T>(method, input);
  if (!answer.ok) throw new Error(`${method} ${JSON.stringify(input)}: ${JSON.stringify(answer.error)}`);
  return answer.value;
}

const windowOf = (shell: WebShellProcess, input: Record<string, unknown>) => rpc<{ rows: Row[] }>(shell, 'ledger.window', input);
const countOf = async (shell: WebShellProcess, filters: Record<string, unknown>) => (await rpc<{ total: number }>(shell, 'ledger.count', filters)).total;

/** Waits until the shell's sync is over and the ledger has been synced once. */
async function waitForSync(shell: WebShellProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await rpc<{ running: boolean; lastSynced: { ledgerTransactions: string | null } }>(shell, 'sync.state');
    if (!state.running && state.lastSynced.ledgerTransactions !== null) return;
    if (Date.now() > deadline) throw new Error(`the sync did not finish within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const grid = (page: Page): Locator => page.getByRole('grid', { name: GRID });

/** The loaded body rows in view: index (from aria-rowindex), id, the amount, running balance and currency cells' text. */
async function shownRows(page: Page): Promise<Shown[]> {
  return grid(page).evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('[role=row][data-row-id]')].map((row) => {
      const cells = [...row.querySelectorAll<HTMLElement>('[role=gridcell]')].map((cell) => cell.innerText.trim());
      return { index: Number(row.getAttribute('aria-rowindex')) - 2, id: row.dataset['rowId'] ?? '', amount: cells[4] ?? '', balance: cells[5] ?? '', currency: cells[6] ?? '' };
    }),
  );
}

function expectedRows(rows: Row[], startIndex = 0): Shown[] {
  return rows.map((row, offset) => ({ index: startIndex + offset, id: row.id, amount: formatSignedEntry(row.amount, row.direction, row.currency), balance: formatAmount(row.balance, row.currency), currency: row.currency }));
}

/** Reads the screen and the IPC until they agree (the debounce, a block in flight), then asserts. */
async function expectAgreement<T>(read: () => Promise<{ shown: T; expected: T }>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last.shown) !== JSON.stringify(last.expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last.shown, what).toEqual(last.expected);
  return last.expected;
}

/** The first `count` rows shown equal ledger.window's for `filters`, the count line ledger.count's, aria-rowcount total + 1. */
async function expectGridFor(page: Page, shell: WebShellProcess, filters: Record<string, unknown>, what: string, count = 12): Promise<{ rows: Row[]; total: number }> {
  const total = await countOf(shell, filters);
  const rows = (await windowOf(shell, { ...filters, limit: count })).rows;
  await expectAgreement(async () => {
    const status = (await page.locator('.ledger-count').innerText()).trim();
    return { shown: status.split(' ')[0], expected: total.toLocaleString('en-US') };
  }, `${what}: the count`);
  if (total === 0) return { rows, total };
  await expectAgreement(async () => ({ shown: (await shownRows(page)).slice(0, count), expected: expectedRows(rows) }), `${what}: the rows`);
  expect(await grid(page).getAttribute('aria-rowcount')).toBe(String(total + 1));
  return { rows, total };
}

async function runPaletteAction(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.waitFor();
  await page.keyboard.type(label);
  await palette.getByRole('option', { name: label }).first().waitFor();
  await page.keyboard.press('Enter');
}

async function openLedger(page: Page, shell: WebShellProcess): Promise<void> {
  await openApp(page, shell.url, { timeoutMs: 60_000 });
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Ledger' }).click();
  await grid(page).waitFor({ timeout: 60_000 });
}

/** The selected row's index (from aria-rowindex) and id. */
async function selectedRow(page: Page): Promise<{ index: number; id: string | null }> {
  const row = grid(page).locator('[role=row][aria-selected=true]');
  return { index: Number(await row.getAttribute('aria-rowindex')) - 2, id: await row.getAttribute('data-row-id') };
}

describe('the ledger on the demo data', () => {
  let shell: WebShellProcess;
  beforeAll(async () => {
    shell = await startWebShellProcess();
  });
  afterAll(async () => {
    const status = await shell?.stop();
    expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
  });

  it('shows ledger.window rows newest first, ties in posting order, and marks the first paint', async () => {
    const page = e2e.page;
    await openLedger(page, shell);
    await waitForSync(shell);
    const { rows, total } = await expectGridFor(page, shell, {}, 'all entries', 20);
    expect(total).toBeGreaterThan(100);

    // Entries posted at one instant: the grid shows them in ledger.window's order, which is
    // the reverse of the transaction group's posting order (oldest first).
    const tieAt = rows.findIndex((row, index) => index > 0 && rows[index - 1]?.createdAt === row.createdAt && row.transactionGroupId !== null && row.transactionGroupId === rows[index - 1]?.transactionGroupId);
    expect(tieAt, 'the demo data has a group posted at one instant in its newest 20 rows').toBeGreaterThan(0);
    const tied = rows[tieAt] as Row;
    const detail = await rpc<Detail>(shell, 'ledger.detail', { id: tied.id });
    const groupIds = detail.group.filter((entry) => entry.createdAt === tied.createdAt).map((entry) => entry.id);
    const shownIds = (await shownRows(page)).map((row) => row.id).filter((id) => groupIds.includes(id));
    expect(groupIds.length).toBeGreaterThanOrEqual(2);
    expect(shownIds).toEqual([...groupIds].reverse());

    expect(await page.evaluate(() => performance.getEntriesByName('ledger-first-rows').length)).toBe(1);
    await saveScreenshot(page, 'ledger');
    await expectNoSeriousAxeViolations(page, 'ledger');
    e2e.expectNoProblems();
  });

  it('narrows the rows to what the IPC answers for each filter', async () => {
    const page = e2e.page;
    await openLedger(page, shell);
    await waitForSync(shell);
    const all = await expectGridFor(page, shell, {}, 'all entries');

    // Account: the account of an older row, so it is not just the newest one's.
    const accounts = (await rpc<{ accounts: Array<{ accountId: string }> }>(shell, 'balances.list')).accounts;
    const accountId = accounts[accounts.length - 1]?.accountId as string;
    await page.getByRole('combobox', { name: /^Account/ }).selectOption(accountId);
    const byAccount = await expectGridFor(page, shell, { accountIds: [accountId] }, 'one account');
    expect(byAccount.total).toBeLessThan(all.total);
    expect(byAccount.rows.every((row) => row.accountId === accountId)).toBe(true);
    await page.getByRole('combobox', { name: /^Account/ }).selectOption('');

    // Type: fees only, then the performance mark of a new filter set.
    await page.locator('.ledger-type-picker summary').click();
    await page.getByRole('checkbox', { name: 'Fee', exact: true }).check();
    const fees = await expectGridFor(page, shell, { types: ['fee'] }, 'fees');
    expect(fees.total).toBeGreaterThan(0);
    expect(fees.total).toBeLessThan(all.total);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('ledger-filter-rows').length)).toBe(1);
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'ledger-filtered');
    await expectNoSeriousAxeViolations(page, 'ledger-filtered');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectGridFor(page, shell, {}, 'cleared');

    // Days (the browser runs in UTC): both ends on the day of the 10th newest row, "to" inclusive.
    const day = (all.rows[10] as Row).createdAt.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
    await page.getByLabel('From day').fill(day);
    await page.getByLabel('To day (inclusive)').fill(day);
    const oneDay = await expectGridFor(page, shell, { from: `${day}T00:00:00.000Z`, to: next }, `the day ${day}`);
    expect(oneDay.total).toBeGreaterThan(0);
    expect(oneDay.rows.every((row) => row.createdAt.startsWith(day))).toBe(true);

    // Direction, on top of the day.
    await page.getByRole('combobox', { name: /^Direction/ }).selectOption('credit');
    const credits = await expectGridFor(page, shell, { from: `${day}T00:00:00.000Z`, to: next, direction: 'credit' }, 'credits of the day');
    expect(credits.rows.every((row) => row.direction === 'credit')).toBe(true);

    // The palette's "Clear ledger filters".
    await grid(page).focus();
    await runPaletteAction(page, 'Clear ledger filters');
    await expectGridFor(page, shell, {}, 'cleared from the palette');

    // Search by a payment's reference (the search covers what the entry points to).
    const withPayment = all.rows.find((row) => row.referenceType === 'payment') as Row;
    const detail = await rpc<Detail>(shell, 'ledger.detail', { id: withPayment.id });
    const reference = detail.linked !== null && 'payment' in detail.linked ? detail.linked.payment.reference : null;
    expect(reference, 'the demo payment has a reference').not.toBeNull();
    await page.getByRole('searchbox', { name: 'Search' }).fill(reference as string);
    const found = await expectGridFor(page, shell, { search: reference }, `search ${reference}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    expect(found.rows.map((row) => row.id)).toContain(withPayment.id);

    // Nothing matches: say so and offer to clear.
    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-reference-zz');
    await expect.poll(() => page.getByRole('region', { name: 'No entries match these filters' }).count()).toBe(1);
    expect(await countOf(shell, { search: 'no-such-reference-zz' })).toBe(0);
    await saveScreenshot(page, 'ledger-no-match');
    await expectNoSeriousAxeViolations(page, 'ledger-no-match');
    await page.getByRole('region', { name: 'No entries match these filters' }).getByRole('button', { name: 'Clear filters' }).click();
    await expectGridFor(page, shell, {}, 'cleared after no match');
    e2e.expectNoProblems();
  });

  it('opens an entry with its group and linked payment, and the payment on its screen', async () => {
    const page = e2e.page;
    await openLedger(page, shell);
    await waitForSync(shell);
    const { rows } = await expectGridFor(page, shell, {}, 'all entries', 20);
    let target: { index: number; detail: Detail } | undefined;
    for (const [index, row] of rows.entries()) {
      if (row.referenceType !== 'payment') continue;
      const detail = await rpc<Detail>(shell, 'ledger.detail', { id: row.id });
      if (detail.linked?.kind === 'payment' && detail.group.length >= 2) {
        target = { index, detail };
        break;
      }
    }
    expect(target, 'a demo entry of a cached payment with a group in the newest 20').toBeDefined();
    const { index, detail } = target as { index: number; detail: Detail };
    const paymentId = (detail.linked as { payment: { id: string } }).payment.id;

    await grid(page).focus();
    for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
    expect(await selectedRow(page)).toEqual({ index, id: detail.row.id });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Ledger entry' });
    await panel.getByRole('region', { name: 'Transaction group' }).waitFor();
    expect(await panel.locator(`code[title="${detail.row.id}"]`).count()).toBeGreaterThan(0);
    const groupShown = await panel.getByRole('table', { name: 'Entries of this transaction group, oldest first' }).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset['rowId']));
    expect(groupShown).toEqual(detail.group.map((entry) => entry.id));
    const linked = panel.getByRole('region', { name: 'The payment this entry belongs to' });
    expect(await linked.locator(`code[title="${paymentId}"]`).count()).toBe(1);
    await saveScreenshot(page, 'ledger-detail');
    await expectNoSeriousAxeViolations(page, 'ledger-detail');

    // Escape closes it and gives the keyboard back to the grid.
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');

    await page.keyboard.press('Enter');
    await linked.getByRole('button', { name: 'Open this payment on Payments' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/payments');
    e2e.expectNoProblems();
  });

  it('moves with the keyboard: arrows, PageDown, End, Home, and / to the search', async () => {
    const page = e2e.page;
    await openLedger(page, shell);
    await waitForSync(shell);
    const { total } = await expectGridFor(page, shell, {}, 'all entries');
    await grid(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect((await selectedRow(page)).index).toBe(1);
    expect(await grid(page).getAttribute('aria-activedescendant')).toBe('ledger-row-1');

    await page.keyboard.press('PageDown');
    const paged = await selectedRow(page);
    expect(paged.index).toBeGreaterThan(10);
    const box = await grid(page).boundingBox();
    const rowBox = await grid(page).locator('[role=row][aria-selected=true]').boundingBox();
    expect(rowBox !== null && box !== null && rowBox.y + rowBox.height <= box.y + box.height + 1).toBe(true);

    const oldest = (await windowOf(shell, { towards: 'newer', limit: 1 })).rows[0] as Row;
    await page.keyboard.press('End');
    await expect.poll(() => selectedRow(page)).toEqual({ index: total - 1, id: oldest.id });
    await page.keyboard.press('Home');
    const newest = (await windowOf(shell, { limit: 1 })).rows[0] as Row;
    await expect.poll(() => selectedRow(page)).toEqual({ index: 0, id: newest.id });

    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    e2e.expectNoProblems();
  });
});

describe('the ledger of an environment not set up', () => {
  let shell: WebShellProcess;
  beforeAll(async () => {
    // A fresh data dir's Production has no server address: nothing to show, a way to set it up.
    shell = await startWebShellProcess({ env: 'production' });
  });
  afterAll(async () => {
    const status = await shell?.stop();
    expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
  });

  it('says so and links to Settings', async () => {
    const page = e2e.page;
    await openApp(page, shell.url, { timeoutMs: 60_000 });
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Ledger' }).click();
    await page.getByRole('heading', { name: 'This environment is not set up' }).waitFor();
    expect(await grid(page).count()).toBe(0);
    await saveScreenshot(page, 'ledger-not-configured');
    await expectNoSeriousAxeViolations(page, 'ledger-not-configured');
    await page.getByRole('button', { name: 'Open Settings to set it up' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/settings');
    e2e.expectNoProblems();
  });
});

describe('the ledger at 1,000,000 rows', () => {
  let shell: Awaited<ReturnType<typeof startWebShellOnLedgerFixture>>;
  // The fixture's build is the one step allowed past the project's 120 s hook timeout.
  beforeAll(async () => {
    shell = await startWebShellOnLedgerFixture();
  }, 600_000);
  afterAll(async () => {
    const status = await shell?.stop();
    expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
  });

  it('reaches the oldest row by End and Ctrl+End', async () => {
    const page = e2e.page;
    await openLedger(page, shell);
    await waitForSync(shell);
    const { total } = await expectGridFor(page, shell, {}, 'a million entries', 10);
    expect(total).toBe(shell.fixture.ledgerRows);
    await saveScreenshot(page, 'ledger-1m');
    await expectNoSeriousAxeViolations(page, 'ledger-1m');

    const oldest = (await windowOf(shell, { towards: 'newer', limit: 1 })).rows[0] as Row;
    const lastShown = async () => (await shownRows(page)).at(-1);
    const [last] = expectedRows([oldest], total - 1);

    await grid(page).focus();
    await page.keyboard.press('End');
    await expectAgreement(async () => ({ shown: await lastShown(), expected: last }), 'End shows the oldest row', 30_000);
    expect(await selectedRow(page)).toEqual({ index: total - 1, id: oldest.id });
    await saveScreenshot(page, 'ledger-last-row');
    await expectNoSeriousAxeViolations(page, 'ledger-last-row');

    await page.keyboard.press('Home');
    await expect.poll(async () => (await shownRows(page))[0]?.index, { timeout: 30_000 }).toBe(0);
    await page.keyboard.press('Control+End');
    await expectAgreement(async () => ({ shown: await lastShown(), expected: last }), 'Ctrl+End shows the oldest row', 30_000);

    e2e.expectNoProblems();
  });

  it('reaches the oldest row by dragging the scrollbar thumb to the bottom', async () => {
    // Playwright's headless Chromium hides scrollbars (--hide-scrollbars): this test needs a
    // real one to drag, so it launches its own Chromium without that switch.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true, ignoreDefaultArgs: ['--hide-scrollbars'] });
    try {
      const { page } = await newTrackedPage(browser);
      await openLedger(page, shell);
      await waitForSync(shell);
      const { total } = await expectGridFor(page, shell, {}, 'a million entries', 5);
      const oldest = (await windowOf(shell, { towards: 'newer', limit: 1 })).rows[0] as Row;
      const [last] = expectedRows([oldest], total - 1);
      const box = (await grid(page).boundingBox()) as { x: number; y: number; width: number; height: number };
      expect(await grid(page).evaluate((element) => (element as HTMLElement).offsetWidth - element.clientWidth), 'a visible scrollbar').toBeGreaterThan(2);
      // The thumb starts just under the scrollbar's up arrow; dragged to below the grid.
      const thumbX = box.x + box.width - 8;
      await page.mouse.move(thumbX, box.y + 20);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(thumbX, box.y + 20 + ((box.height + 200) * step) / 10);
      await page.mouse.up();
      expect(await grid(page).evaluate((element) => element.scrollTop >= element.scrollHeight - element.clientHeight - 1), 'the drag took the thumb to the bottom').toBe(true);
      await expectAgreement(async () => ({ shown: (await shownRows(page)).at(-1), expected: last }), 'the scrollbar at the bottom shows the oldest row', 30_000);
      await saveScreenshot(page, 'ledger-last-row-dragged');
      expectNoPageProblems(page);
    } finally {
      await browser.close();
    }
  });

  it('shows, at the middle of the scrollbar, the rows ledger.window gives from that index', async () => {
    const page = e2e.page;
    await openLedger(page, shell);
    await waitForSync(shell);
    await expectGridFor(page, shell, {}, 'a million entries', 5);
    await grid(page).evaluate((element) => {
      element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
    });
    await waitForRpcIdle(page);
    await expect.poll(async () => (await shownRows(page)).length, { timeout: 30_000 }).toBeGreaterThan(5);
    const shown = await shownRows(page);
    const startIndex = (shown[0] as Shown).index;
    expect(Math.abs(startIndex - shell.fixture.ledgerRows / 2)).toBeLessThan(100);
    const rows = (await windowOf(shell, { startIndex, limit: 5 })).rows;
    expect(shown.slice(0, 5)).toEqual(expectedRows(rows, startIndex));
    e2e.expectNoProblems();
  });
});
