// Columns give space to what people read (a 1280x800 window, the detail panel open):
//   Ledger: the Account and Type headers stay shown and are not cut to nothing.
//   Payments: the counterparty's name is shown whole in its column.
//   Outbox: the table is never wider than its frame and its Summary column is the widest;
//   ids are cut in the middle with the whole value as their accessible name.
// Ledger: a transfer's description names its accounts ("Transfer to Payroll USD"), the id
// on hover.
// The data directory has two outbox entries the `treasury` CLI wrote (a counterparty with
// a long name and its bank account). Screenshots: columns-ledger-panel,
// columns-payments-panel, columns-outbox-panel.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { runTreasuryCli, startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let shell: WebShellProcess;
let workDir: string;
const NAME = 'Northwind Wholesale Provisions and Logistics Ltd';

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-e2e-columns-'));
  const dataDir = path.join(workDir, 'data');
  const created = await runTreasuryCli(dataDir, ['counterparty', 'create', '--name', NAME, '--type', 'business', '--yes']);
  const counterpartyId = /Done: (cpt_[A-Za-z0-9]+)/.exec(created.stdout)?.[1];
  if (counterpartyId === undefined) throw new Error(`no counterparty id in: ${created.stdout}`);
  await runTreasuryCli(dataDir, [
    'payment-method', 'add', counterpartyId, '--type', 'us_bank', '--currency', 'USD', '--holder', NAME,
    '--routing', '021000021', '--account-number', '123456789012', '--account-type', 'checking', '--yes',
  ]);
  shell = await startWebShellProcess({ dataDir });
});
afterAll(async () => {
  await shell?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

async function goTo(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page);
}

/** Width in pixels of each visible column header of `container`, by its text. */
async function headerWidths(page: Page, selector: string): Promise<Record<string, number>> {
  return page.locator(selector).evaluate((element) => {
    const widths: Record<string, number> = {};
    for (const header of element.querySelectorAll<HTMLElement>('[role=columnheader], th')) {
      const box = header.getBoundingClientRect();
      if (box.width > 0 && header.offsetParent !== null) widths[header.innerText.trim()] = Math.round(box.width);
    }
    return widths;
  });
}

it('keeps people\'s text readable with the detail panel open at 1280x800', async () => {
  const page = e2e.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, shell.url);
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });

  // Ledger: Account and Type stay with the panel open.
  await goTo(page, 'Ledger');
  const ledger = page.getByRole('grid', { name: /Ledger/ });
  await expect.poll(() => ledger.locator('[role=row][data-row-id]').count(), { timeout: 30_000 }).toBeGreaterThan(3);
  await ledger.locator('[role=row][data-row-id]').first().click();
  await page.getByRole('complementary', { name: 'Ledger entry' }).waitFor();
  const ledgerHeaders = await headerWidths(page, '[role=grid]');
  expect(Object.keys(ledgerHeaders)).toEqual(expect.arrayContaining(['Account', 'Type', 'Date and time', 'Description and reference', 'Amount']));
  expect(ledgerHeaders['Account']).toBeGreaterThanOrEqual(80);
  expect(ledgerHeaders['Type']).toBeGreaterThanOrEqual(96);
  // Every row shows as many cells as there are headers, on one line (no cell wraps under the row).
  const cellsPerRow = await ledger.locator('[role=row][data-row-id]').evaluateAll((rows) =>
    rows.slice(0, 5).map((row) => {
      const box = row.getBoundingClientRect();
      const shown = [...row.querySelectorAll<HTMLElement>('[role=gridcell]')].filter((cell) => cell.offsetParent !== null);
      return { shown: shown.length, inside: shown.every((cell) => cell.getBoundingClientRect().bottom <= box.bottom + 1) };
    }),
  );
  expect(cellsPerRow).toEqual(cellsPerRow.map(() => ({ shown: Object.keys(ledgerHeaders).length, inside: true })));
  const gridFits = await ledger.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(gridFits, 'the ledger grid scrolls sideways').toBe(true);
  await saveScreenshot(page, 'columns-ledger-panel');

  // The panel's edge narrows it by keyboard: the list gets the width it gives up (the
  // description keeps at least its width, and columns that gave way come back).
  const edge = page.getByRole('separator', { name: 'Resize Ledger entry' });
  const before = await headerWidths(page, '[role=grid]');
  const gridBefore = await ledger.evaluate((element) => element.clientWidth);
  await edge.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => edge.getAttribute('aria-valuenow')).toBe('320');
  await expect.poll(() => ledger.evaluate((element) => element.clientWidth)).toBeGreaterThanOrEqual(gridBefore + 90);
  const after = await headerWidths(page, '[role=grid]');
  expect(after['Description and reference'] ?? 0).toBeGreaterThanOrEqual(before['Description and reference'] ?? 0);
  expect(Object.keys(after).length).toBeGreaterThanOrEqual(Object.keys(before).length);
  await saveScreenshot(page, 'columns-ledger-panel-narrowed');
  await page.keyboard.press('End');
  await expect.poll(async () => Number(await edge.getAttribute('aria-valuenow'))).toBeGreaterThan(700);
  const panelWidth = await page.getByRole('complementary', { name: 'Ledger entry' }).evaluate((element) => element.getBoundingClientRect().width);
  expect(panelWidth).toBeLessThanOrEqual(1280 * 0.6 + 1);
  expect(await ledger.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the ledger grid scrolls sideways with a wide panel').toBe(true);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');

  // Payments: the counterparty's name whole in its cell with the panel open.
  await goTo(page, 'Payments');
  const payments = page.getByRole('grid', { name: 'Payments' });
  await payments.locator('tbody tr').first().click();
  await page.getByRole('complementary').waitFor();
  const paymentHeaders = await headerWidths(page, 'table[aria-label="Payments"]');
  expect(Object.keys(paymentHeaders)).toEqual(expect.arrayContaining(['Counterparty', 'Amount sent', 'Status']));
  const names = await payments.locator('tbody tr').evaluateAll((rows) =>
    rows.slice(0, 10).map((row) => {
      const cell = row.querySelectorAll('td')[1] as HTMLElement;
      return { text: cell.innerText, whole: cell.scrollWidth <= cell.clientWidth };
    }),
  );
  expect(names.length).toBeGreaterThan(0);
  await saveScreenshot(page, 'columns-payments-panel');
  for (const name of names) expect(name.whole, `"${name.text}" is cut`).toBe(true);

  // Outbox: never wider than its frame, Summary the widest column, ids cut in the middle.
  await goTo(page, 'Outbox');
  const outbox = page.getByRole('table', { name: /Outbox entries/ });
  await expect.poll(() => outbox.locator('tbody tr').count()).toBe(2);
  const wideHeaders = await headerWidths(page, '.outbox-table');
  const widestWide = Object.entries(wideHeaders).sort((a, b) => b[1] - a[1])[0]?.[0];
  expect(widestWide).toBe('Summary');
  const key = outbox.locator('tbody tr').first().locator('code[aria-label]').first();
  const full = (await key.getAttribute('aria-label')) ?? '';
  expect((await key.innerText()).length).toBeLessThan(full.length);
  expect(await key.innerText()).toBe(`${full.slice(0, 6)}\u2026${full.slice(-4)}`);

  await outbox.locator('tbody tr').first().click();
  await page.getByRole('complementary', { name: 'Outbox entry' }).waitFor();
  const fit = await outbox.evaluate((table) => {
    const frame = table.parentElement as HTMLElement;
    return { tableScroll: table.scrollWidth, tableClient: table.clientWidth, frameScroll: frame.scrollWidth, frameClient: frame.clientWidth, table: table.getBoundingClientRect().width, frame: frame.getBoundingClientRect().width };
  });
  expect(fit.tableScroll, JSON.stringify(fit)).toBeLessThanOrEqual(fit.tableClient);
  expect(fit.frameScroll, JSON.stringify(fit)).toBeLessThanOrEqual(fit.frameClient);
  expect(fit.table).toBeLessThanOrEqual(fit.frame);
  const screenScroll = await page.getByRole('main', { name: 'Outbox' }).evaluate((main) => main.scrollWidth <= main.clientWidth);
  expect(screenScroll, 'the Outbox screen scrolls sideways').toBe(true);
  const narrowHeaders = await headerWidths(page, '.outbox-table');
  const [widest, width] = Object.entries(narrowHeaders).sort((a, b) => b[1] - a[1])[0] ?? [];
  expect(widest, JSON.stringify(narrowHeaders)).toBe('Summary');
  expect(width).toBeGreaterThanOrEqual(300);
  await saveScreenshot(page, 'columns-outbox-panel');
  await expectNoSeriousAxeViolations(page, 'outbox with the panel open at 1280x800');
  e2e.expectNoProblems();
});

it('names the accounts in a transfer\'s description, with the id on hover', async () => {
  const page = e2e.page;
  await openApp(page, shell.url);
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await goTo(page, 'Ledger');
  const balances = await shell.rpc<{ accounts: Array<{ accountId: string; accountName: string | null }> }>('balances.list', {});
  if (!balances.ok) throw new Error(JSON.stringify(balances.error));
  const names = new Map(balances.value.accounts.map((account) => [account.accountId, account.accountName]));
  await page.getByRole('searchbox', { name: 'Search' }).fill('Transfer');
  const ledger = page.getByRole('grid', { name: /Ledger/ });
  const rows = ledger.locator('[role=row][data-row-id]');
  await expect.poll(async () => (await rows.allInnerTexts()).filter((text) => /Transfer (to|from)/.test(text)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const described = await rows.evaluateAll((elements) =>
    elements.slice(0, 10).map((row) => {
      const cell = row.querySelectorAll<HTMLElement>('[role=gridcell]')[3] as HTMLElement;
      const named = cell.querySelector<HTMLElement>('bdi[title^="acc_"]');
      return { text: cell.innerText, id: named?.title ?? null, name: named?.innerText ?? null };
    }),
  );
  const transfers = described.filter((row) => /^Transfer (to|from)/.test(row.text));
  expect(transfers.length).toBeGreaterThan(0);
  for (const row of transfers) {
    expect(row.text, 'an account id left where its name is known').not.toMatch(/acc_[A-Za-z0-9]+/);
    expect(row.id).not.toBeNull();
    expect(row.name).toBe(names.get(row.id as string));
    expect(row.text.startsWith(`${row.text.startsWith('Transfer to') ? 'Transfer to' : 'Transfer from'} ${row.name}`), row.text).toBe(true);
  }
  await saveScreenshot(page, 'ledger-transfer-names');
  e2e.expectNoProblems();
});
