// The Balances screen on the embedded demo sandbox: every account's shown balance is
// balances.list's balance formatted with its currency; the totals per currency are the
// exact sums of those balances; the chart of an account has an accessible summary whose
// first and last values are balances.history's for the very request the page made, and
// "Show as table" lists exactly those points; rows move with the arrow keys and open with
// Enter; "Show ledger" opens the Ledger filtered to the account. Axe on the screen, the
// chart and the table; the note that balances over an hour old may be out of date (the
// page's clock set later than main's); screenshots balances, balances-chart, balances-stale.
// (Balances offline is covered by offline.e2e.test.ts; not configured by settings.e2e.test.ts.)
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountBalance } from '../../shared/ipc';
import { formatMoneyText } from '../../renderer/lib/format-money';
import { sumDecimals } from '../../shared/money';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startSyncedWebShellProcess, type WebShellProcess } from './support/web-shell-process';

interface HistoryPoint {
  at: string;
  balance: string;
}

const e2e = useBrowser();
let shell: WebShellProcess;

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(shell, method, input);
}

/** The app on the Balances screen with the accounts shown and every /rpc call answered. */
async function openBalances(page: Page): Promise<AccountBalance[]> {
  await openApp(page, shell.url);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Balances', exact: true }).click();
  await page.getByRole('table', { name: 'Balances by account' }).waitFor({ timeout: 90_000 });
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page, { quietMs: 600 });
  return (await rpc<{ accounts: AccountBalance[] }>('balances.list')).accounts;
}

beforeAll(async () => {
  shell = await startSyncedWebShellProcess();
}, 120_000);
afterAll(async () => {
  const status = await shell?.stop();
  expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
});

describe('the Balances screen', () => {
  it('shows every account with balances.list’s balance, and each currency’s exact total', async () => {
    const page = e2e.page;
    const accounts = await openBalances(page);
    expect(accounts.length).toBeGreaterThanOrEqual(4);
    expect(await page.locator('tr[data-account-id]').count()).toBe(accounts.length);
    for (const account of accounts) {
      const row = page.locator(`tr[data-account-id="${account.accountId}"]`);
      expect(await row.getByRole('rowheader').innerText()).toBe(account.accountName ?? account.accountId);
      const shown = (await row.locator('[data-balance]').innerText()).trim();
      expect(shown, account.accountId).toBe(account.balance === null ? 'No balance yet' : formatMoneyText(account.balance, account.currency ?? ''));
    }

    const currencies = [...new Set(accounts.map((a) => a.currency).filter((c): c is string => c !== null))].sort();
    const totals = page.getByRole('table', { name: 'Totals by currency' });
    expect(await totals.locator('tbody tr').count()).toBe(currencies.length);
    for (const currency of currencies) {
      const members = accounts.filter((a) => a.currency === currency);
      const expected = formatMoneyText(sumDecimals(members.flatMap((a) => (a.balance === null ? [] : [a.balance]))), currency);
      const summaryRow = totals.locator(`tr[data-total-currency="${currency}"]`);
      expect((await summaryRow.locator('td').nth(1).innerText()).trim(), `total ${currency}`).toBe(expected);
      expect((await summaryRow.locator('td').nth(0).innerText()).trim()).toBe(String(members.length));
      const groupTotal = page.getByRole('table', { name: 'Balances by account' }).locator(`tr[data-total-currency="${currency}"] td.numeric`);
      expect((await groupTotal.innerText()).trim(), `group total ${currency}`).toBe(expected);
    }
    // The USD demo accounts are two: their total is a real sum, not one balance repeated.
    expect(accounts.filter((a) => a.currency === 'USD').length).toBeGreaterThanOrEqual(2);

    await saveScreenshot(page, 'balances');
    await expectNoSeriousAxeViolations(page, 'balances');
    e2e.expectNoProblems();
  });

  it('draws the chosen account’s history with a summary from balances.history, as a table too, by keyboard', async () => {
    const page = e2e.page;
    const accounts = await openBalances(page);
    const order = await page.locator('tr[data-account-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-account-id') ?? ''));
    const second = accounts.find((a) => a.accountId === order[1]) as AccountBalance;

    // Keyboard: focus the first row, ArrowDown, Enter chooses the second account.
    await page.locator(`tr[data-account-id="${order[0]}"]`).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-account-id'))).toBe(order[1]);
    await page.keyboard.press('Enter');
    const name = second.accountName ?? second.accountId;
    await page.getByRole('heading', { name: `Balance history: ${name}` }).waitFor();
    expect(await page.locator(`tr[data-account-id="${order[1]}"]`).getAttribute('aria-selected')).toBe('true');

    // "All": replay the exact request the page made and compare the summary with its answer.
    const requested = page.waitForRequest((request: Request) => request.url().endsWith('/rpc/balances.history'));
    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'All' }).click();
    const body = JSON.parse((await requested).postData() ?? '{}') as { accountId: string };
    expect(body.accountId).toBe(second.accountId);
    await waitForRpcIdle(page);
    const { points } = await rpc<{ points: HistoryPoint[] }>('balances.history', body);
    expect(points.length).toBeGreaterThan(1);
    const currency = second.currency as string;
    const chart = page.getByRole('img', { name: new RegExp(`^Balance of ${name} in ${currency}, all time`) });
    await chart.waitFor();
    const summary = (await chart.getAttribute('aria-label')) ?? '';
    expect(summary).toContain(`first ${formatMoneyText(points[0]!.balance, currency)}`);
    expect(summary).toContain(`last ${formatMoneyText(points[points.length - 1]!.balance, currency)}`);
    expect(summary).toContain(`(${points.length} points)`);
    expect(await page.locator('.balance-chart canvas').count()).toBeGreaterThan(0);

    // The chart is reachable by keyboard: End reads the last point in the readout.
    await chart.focus();
    await page.keyboard.press('End');
    const last = points[points.length - 1]!;
    await expect.poll(() => page.locator('.chart-readout').innerText()).toContain(formatMoneyText(last.balance, currency));

    await saveScreenshot(page, 'balances-chart');
    await expectNoSeriousAxeViolations(page, 'balances chart');

    await page.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('region', { name: `Balance history of ${name} as a table` }).getByRole('table');
    await table.waitFor();
    const cells = await table.locator('tbody tr td.numeric').allInnerTexts();
    expect(cells.map((text) => text.trim())).toEqual(points.map((point) => formatMoneyText(point.balance, currency)));
    await expectNoSeriousAxeViolations(page, 'balances history table');
    e2e.expectNoProblems();
  });

  it('"Show ledger" opens the Ledger filtered to that account', async () => {
    const page = e2e.page;
    const accounts = await openBalances(page);
    const account = accounts.find((a) => a.accountName === 'Operating GBP') ?? (accounts[0] as AccountBalance);
    const ledgerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/rpc/ledger.window')) ledgerCalls.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: `Show ledger of ${account.accountName ?? account.accountId}` }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/ledger');
    const current = page.getByRole('navigation', { name: 'Screens' }).locator('a[aria-current="page"]');
    expect(await current.innerText()).toBe('Ledger');
    await expect.poll(() => ledgerCalls.some((body) => (JSON.parse(body) as { accountIds?: string[] }).accountIds?.join() === account.accountId), { timeout: 15_000 }).toBe(true);
    expect(ledgerCalls.every((body) => (JSON.parse(body) as { accountIds?: string[] }).accountIds?.join() === account.accountId)).toBe(true);
    await waitForRpcIdle(page);
    e2e.expectNoProblems();
  });

  it('says the balances may be out of date when the last sync is over an hour old, with Sync now', async () => {
    const page = e2e.page;
    // The page's clock reads three hours later than main's (timers keep running): the sync on start's time is then 3 h ago for the page.
    await page.clock.setFixedTime(new Date(Date.now() + 3 * 3_600_000));
    await openBalances(page);
    const note = page.getByRole('status').filter({ hasText: 'These balances are from the last sync' });
    await note.waitFor();
    const lastSyncedAt = (await rpc<{ lastSyncedAt: string | null }>('balances.list')).lastSyncedAt as string;
    expect(await note.innerText()).toContain(`These balances are from the last sync, 3 h ago (${new Date(lastSyncedAt).toISOString().slice(0, 16).replace('T', ' ')}): they may be out of date.`);
    await note.getByRole('button', { name: 'Sync now' }).waitFor();
    await saveScreenshot(page, 'balances-stale');
    await expectNoSeriousAxeViolations(page, 'balances stale');
    e2e.expectNoProblems();
  });
});
