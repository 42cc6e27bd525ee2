// Offline is a state, not an error: a web shell whose sandbox environment names a sandbox
// server of its own (so the test can stop it mid-session) syncs the demo data; the server
// is stopped; "Sync now" then leaves the top bar saying "Offline: cached as of <the last
// sync>" with no error shown, the Balances, Ledger and Payments screens still show the
// cache (compared with balances.list, ledger.window and payments.list), and an export of
// the ledger still works: its CSV, parsed, has the cache's rows (same ids in the same
// order, same amounts and balances).
// Axe on each offline screen; screenshots offline, offline-ledger, offline-payments,
// offline-export.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountBalance } from '../../shared/ipc';
import { formatAmount } from '../../renderer/lib/format-money';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startWebShellWithSandboxProcess, type WebShellProcess, type WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let setup: WebShellWithSandbox;
let shell: WebShellProcess;

interface LedgerRow {
  id: string;
  accountId: string;
  direction: 'debit' | 'credit';
  amount: string;
  balance: string;
  currency: string;
}

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(shell, method, input);
}

async function allLedgerRows(): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  let cursor: string | null = null;
  do {
    const page: { rows: LedgerRow[]; olderCursor: string | null } = await rpc('ledger.window', { limit: 500, ...(cursor !== null ? { cursor } : {}) });
    rows.push(...page.rows);
    cursor = page.olderCursor;
  } while (cursor !== null);
  return rows;
}

async function goTo(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page);
}

/** "2026-11-23 14:05" in UTC (the browser context's zone), as the top bar writes the cache's age. */
function minuteUtc(iso: string): string {
  return new Date(iso).toISOString().slice(0, 16).replace('T', ' ');
}

/** Nothing on the page reads as a failure: no dialog, no alert. */
async function expectNoErrorShown(page: Page, where: string): Promise<void> {
  expect(await page.locator('dialog[open], [role="alertdialog"], [role="alert"]').count(), `${where}: an error is shown`).toBe(0);
}

beforeAll(async () => {
  setup = await startWebShellWithSandboxProcess();
  shell = setup.shell;
});
afterAll(async () => {
  await setup?.stop();
});

describe('offline', () => {
  it('after the server stops, Sync now says Offline with the cache age, the screens keep the cache and the ledger exports', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    const topBar = page.getByRole('banner', { name: 'Status' });
    await topBar.getByText(/^Synced/).waitFor({ timeout: 90_000 });
    await waitForRpcIdle(page);

    const before = await rpc<{ online: boolean | null; lastSynced: { ledgerTransactions: string | null } }>('sync.state');
    expect(before.online).toBe(true);
    const lastSynced = before.lastSynced.ledgerTransactions as string;
    expect(lastSynced).not.toBeNull();

    await setup.sandbox.stop();
    await topBar.getByRole('button', { name: 'Sync now' }).click();
    const offlineText = `Offline: cached as of ${minuteUtc(lastSynced)}`;
    await topBar.getByText(offlineText, { exact: true }).waitFor({ timeout: 60_000 });
    const after = await rpc<{ online: boolean | null; lastSynced: { ledgerTransactions: string | null } }>('sync.state');
    expect(after.online).toBe(false);
    expect(after.lastSynced.ledgerTransactions).toBe(lastSynced);
    await waitForRpcIdle(page);
    await expectNoErrorShown(page, 'after Sync now');

    // Balances: every account of the cache, with its balance.
    await goTo(page, 'Balances');
    const { accounts } = await rpc<{ accounts: AccountBalance[] }>('balances.list');
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      const row = page.locator(`tr[data-account-id="${account.accountId}"]`);
      await row.waitFor();
      if (account.balance !== null && account.currency !== null) {
        expect(await row.locator('[data-balance]').innerText()).toContain(formatAmount(account.balance, account.currency));
      }
    }
    await page.getByText(/^Offline: showing cached data/).first().waitFor();
    await expectNoErrorShown(page, 'Balances offline');
    await saveScreenshot(page, 'offline');
    await expectNoSeriousAxeViolations(page, 'balances offline');

    // Ledger: the count and the newest rows of the cache.
    const ledger = await allLedgerRows();
    expect(ledger.length).toBeGreaterThan(100);
    await goTo(page, 'Ledger');
    await page.getByText(`${ledger.length.toLocaleString('en-US')} entries, newest first`).waitFor();
    const shownIds = page.locator('[role="grid"][aria-label^="Ledger entries"] [data-row-id]');
    await expect.poll(() => shownIds.count()).toBeGreaterThanOrEqual(10);
    const firstIds = (await shownIds.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))).slice(0, 10);
    expect(firstIds).toEqual(ledger.slice(0, 10).map((row) => row.id));
    await page.getByText(/^Offline: showing cached data/).first().waitFor();
    await expectNoErrorShown(page, 'Ledger offline');
    await saveScreenshot(page, 'offline-ledger');
    await expectNoSeriousAxeViolations(page, 'ledger offline');

    // Payments: the first rows of payments.list, in its order.
    const payments = await rpc<{ rows: { id: string }[] }>('payments.list', { limit: 20 });
    expect(payments.rows.length).toBeGreaterThan(0);
    await goTo(page, 'Payments');
    const paymentRows = page.locator('tr[data-id]');
    await expect.poll(() => paymentRows.count()).toBeGreaterThanOrEqual(payments.rows.length);
    const paymentIds = (await paymentRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')))).slice(0, payments.rows.length);
    expect(paymentIds).toEqual(payments.rows.map((row) => row.id));
    await expectNoErrorShown(page, 'Payments offline');
    await saveScreenshot(page, 'offline-payments');
    await expectNoSeriousAxeViolations(page, 'payments offline');

    // Export the whole ledger offline; the file has the cache's rows, oldest first.
    await goTo(page, 'Exports');
    await page.getByText(/^Offline: exports still work\./).waitFor();
    await page.getByRole('button', { name: 'Export ledger to CSV' }).click();
    const done = page.getByRole('status', { name: 'Export finished' });
    await done.waitFor({ timeout: 60_000 });
    // The path as the screen gives it (the copy button's name), the rows as its heading says.
    const filePath = ((await done.getByRole('button', { name: /^Copy path / }).getAttribute('aria-label')) ?? '').replace(/^Copy path /, '');
    const records = parse(readFileSync(filePath), { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
    expect(await done.getByRole('heading').innerText()).toBe(`Ledger exported: ${records.length.toLocaleString('en-US')} rows`);
    const oldestFirst = [...ledger].reverse();
    expect(records.map((record) => record['id'])).toEqual(oldestFirst.map((row) => row.id));
    expect(records.map((record) => [record['accountId'], record['currency'], record['direction'], record['amount'], record['balance']])).toEqual(
      oldestFirst.map((row) => [row.accountId, row.currency, row.direction, row.amount, row.balance]),
    );
    await expectNoErrorShown(page, 'Exports offline');
    await saveScreenshot(page, 'offline-export');
    await expectNoSeriousAxeViolations(page, 'export offline');
    // The offline schedule probes the server (5 s, then backing off); while a probe runs the top bar says Syncing, then Offline again.
    await expect.poll(() => topBar.getByText(offlineText, { exact: true }).count(), { timeout: 60_000, interval: 500 }).toBe(1);

    // The only failed request allowed: none. The server being gone is main's business, not the page's.
    e2e.expectNoProblems();
  });
});
