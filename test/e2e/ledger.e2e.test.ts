// The Ledger explorer in Chromium, compared with what the cache answers over IPC:
//   demo sandbox data:
//   - the rows shown are ledger.window's for the same filters (ids, formatted amounts and
//     running balances, in order), the count is ledger.count's; entries posted at one
//     instant stay in posting order (newest first: the reverse of the group's order);
//   - each filter (account, type, day range, direction, search by a payment's reference)
//     narrows the grid to exactly what the IPC answers for it; no match shows its state;
//   - the detail panel shows the entry, its transaction group and the linked payment, and
//     opens that payment on the Payments screen; Escape closes it; a row clicked before a
//     search's answer arrives stays selected where the answer holds it (its index there)
//     and its panel stays open, also when a later search no longer holds it;
//   - the keyboard: arrows, PageDown, End, Home, Enter, `/`; the performance marks;
//   Production not set up: says so, links to Settings.
// The 1,000,000-row fixture: ledger-1m.e2e.test.ts. Axe on every state; screenshots ledger,
// ledger-filtered, ledger-no-match, ledger-detail, ledger-selection-kept, ledger-not-configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser } from './support/browser';
import { typeDay } from './support/day-field';
import { countOf, expectAgreement, expectGridFor, grid, openLedger, rpc, runPaletteAction, selectedRow, shownRows, waitForSync, windowOf, type Detail, type Row } from './support/ledger-grid';
import { saveScreenshot } from './support/screenshots';
import { startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();

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

    // Days (the browser runs in UTC): both ends on the day of the 10th newest credit, "to"
    // inclusive, so the day has a credit for the direction filter below whatever day the demo
    // data was made on (the 10th newest row's day had none on some days, and the grid gave way
    // to "No entries match").
    const day = ((await windowOf(shell, { direction: 'credit', limit: 10 })).rows.at(-1) as Row).createdAt.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
    await typeDay(page, 'From day', day);
    await typeDay(page, 'To day (inclusive)', day);
    const oneDay = await expectGridFor(page, shell, { from: `${day}T00:00:00.000Z`, to: next }, `the day ${day}`);
    expect(oneDay.total).toBeGreaterThan(0);
    expect(oneDay.rows.every((row) => row.createdAt.startsWith(day))).toBe(true);

    // Direction, on top of the day.
    await page.getByRole('combobox', { name: /^Direction/ }).selectOption('credit');
    const credits = await expectGridFor(page, shell, { from: `${day}T00:00:00.000Z`, to: next, direction: 'credit' }, 'credits of the day');
    expect(credits.total).toBeGreaterThan(0);
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

  it("keeps a row clicked before the search's answer: selected where the answer holds it, its panel open either way", async () => {
    const page = e2e.page;
    // The page's timers are held while the search is typed and the row clicked, so the
    // search is committed by the click itself (the field loses focus), as when a person
    // clicks within the search's pause.
    await page.clock.install();
    await openLedger(page, shell);
    await waitForSync(shell);
    const { rows } = await expectGridFor(page, shell, {}, 'all entries', 20);
    // An entry of a payment, not among the newest rows: the search by its payment's id answers that payment's entries, where it has another index.
    const target = rows.slice(3).find((row) => row.referenceType === 'payment' && row.referenceId !== null) as Row;
    expect(target, 'a payment entry among the newest 20').toBeDefined();
    const search = target.referenceId as string;
    const answer = (await windowOf(shell, { search, limit: 50 })).rows;
    const indexInAnswer = answer.findIndex((row) => row.id === target.id);
    expect(indexInAnswer).toBeGreaterThanOrEqual(0);
    expect(indexInAnswer).not.toBe(rows.findIndex((row) => row.id === target.id));

    // The search's rows are held until the click is done.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rpc/ledger.window', async (route) => {
      if (route.request().postData()?.includes(search) === true) await held;
      await route.continue();
    });
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('searchbox', { name: 'Search' }).fill(search);
    await grid(page).locator(`[role=row][data-row-id="${target.id}"]`).click();
    // The click is done before the search's answer; now the answer may come. (The panel is
    // not awaited while the search is held: the held block reads, the count and the events
    // stream can take all six of Chromium's connections to the web shell, and the entry's
    // read would wait behind them.)
    await page.clock.resume();
    release();
    const panel = page.getByRole('complementary', { name: 'Ledger entry' });
    await panel.locator(`code[title="${target.id}"]`).first().waitFor();

    // The answer holds it: it is the selected row at its new index, its panel still open.
    await expectAgreement(async () => ({ shown: (await shownRows(page)).map((row) => row.id), expected: answer.map((row) => row.id) }), 'the search answer');
    await expect.poll(() => selectedRow(page)).toEqual({ index: indexInAnswer, id: target.id });
    expect(await panel.locator(`code[title="${target.id}"]`).count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'ledger-selection-kept');
    await expectNoSeriousAxeViolations(page, 'ledger selection kept through a search');

    // A search that no longer holds it: no row is selected; the panel stays on the entry (still the ledger's data).
    await page.unroute('**/rpc/ledger.window');
    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-reference-zz');
    await page.getByRole('region', { name: 'No entries match these filters' }).waitFor();
    expect(await panel.locator(`code[title="${target.id}"]`).count()).toBeGreaterThan(0);
    // Back to every entry: the row is found again and selected.
    await page.getByRole('region', { name: 'No entries match these filters' }).getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => selectedRow(page)).toEqual({ index: rows.findIndex((row) => row.id === target.id), id: target.id });
    await page.keyboard.press('Escape');
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
