// Records the server no longer lists, as the screens show them. A web shell on a sandbox
// child of its own (support/web-shell-process.ts); the sandbox's control API cannot delete
// an account or a counterparty, so the test removes their rows from the sandbox child's
// SQLite file (a second connection, read by the sandbox on its next request). After a
// sync: Balances marks the account "No longer on the server (since …)", says its balance
// is "Not counted: no longer on the server", and the currency's total is the sum of the
// other accounts only; the Counterparties list and the counterparty's panel mark it too.
// Axe on both; screenshots balances-gone, counterparties-gone.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountBalance } from '../../shared/ipc';
import { formatMoneyText } from '../../renderer/lib/format-money';
import { sumDecimals } from '../../shared/money';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startWebShellWithSandboxProcess, type WebShellWithSandbox } from './support/web-shell-process';

interface CounterpartyRow {
  id: string;
  name: string;
  goneAt: string | null;
}

const e2e = useBrowser();
let session: WebShellWithSandbox;
let goneAccount: AccountBalance;
let goneCounterparty: CounterpartyRow;

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(session.shell, method, input);
}

/** Deletes resources from the sandbox child's own database file. */
function removeFromSandbox(ids: readonly string[]): void {
  const db = new Database(path.join(session.sandbox.dataDir, 'sandbox.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    for (const id of ids) expect(db.prepare('DELETE FROM resources WHERE id = ?').run(id).changes, id).toBe(1);
  } finally {
    db.close();
  }
}

async function openScreen(page: Page, screen: string): Promise<void> {
  await openApp(page, session.shell.url);
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page, { quietMs: 600 });
}

beforeAll(async () => {
  session = await startWebShellWithSandboxProcess();
  expect(await rpc<{ state: string }>('sync.start', { mode: 'auto' })).toMatchObject({ state: 'synced' });
  const accounts = (await rpc<{ accounts: AccountBalance[] }>('balances.list')).accounts;
  // A USD account with a balance, among at least two USD accounts: the total must still be a sum.
  goneAccount = accounts.find((a) => a.currency === 'USD' && a.balance !== null && a.accountName !== 'Operating USD') as AccountBalance;
  expect(goneAccount).toBeDefined();
  goneCounterparty = (await rpc<{ rows: CounterpartyRow[] }>('counterparties.list', { limit: 100 })).rows.find((row) => row.name === 'Acme Supplies LLC') as CounterpartyRow;
  expect(goneCounterparty).toBeDefined();
  removeFromSandbox([goneAccount.accountId, goneCounterparty.id]);
  expect(await rpc<{ state: string }>('sync.start', { mode: 'auto' })).toMatchObject({ state: 'synced' });
}, 180_000);
afterAll(async () => {
  await session?.stop();
});

describe('records no longer on the server', () => {
  it('Balances marks the account and leaves its balance out of the currency total', async () => {
    const page = e2e.page;
    await openScreen(page, 'Balances');
    const accounts = (await rpc<{ accounts: AccountBalance[] }>('balances.list')).accounts;
    const gone = accounts.find((a) => a.accountId === goneAccount.accountId) as AccountBalance;
    expect(gone.goneAt).not.toBeNull();
    expect(accounts.filter((a) => a.goneAt !== null).map((a) => a.accountId)).toEqual([goneAccount.accountId]);

    const row = page.locator(`tr[data-account-id="${goneAccount.accountId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-gone-at')).toBe(gone.goneAt);
    const text = await row.innerText();
    expect(text).toMatch(/No longer on the server \(since \d{4}-\d{2}-\d{2}\)/);
    expect(text).toContain('Not counted: no longer on the server');

    const counted = accounts.filter((a) => a.currency === 'USD' && a.goneAt === null && a.balance !== null).map((a) => a.balance as string);
    const expected = formatMoneyText(sumDecimals(counted), 'USD');
    const summary = page.getByRole('table', { name: 'Totals by currency' }).locator('tr[data-total-currency="USD"]');
    expect((await summary.locator('td').nth(1).innerText()).trim()).toBe(expected);
    expect(await summary.locator('td').nth(0).innerText()).toContain('Not counted: 1 no longer on the server');
    const groupTotal = page.getByRole('table', { name: 'Balances by account' }).locator('tr[data-total-currency="USD"]');
    expect((await groupTotal.locator('td.numeric').innerText()).trim()).toBe(expected);
    expect(await groupTotal.innerText()).toContain('1 no longer on the server, not counted');

    await saveScreenshot(page, 'balances-gone');
    await expectNoSeriousAxeViolations(page, 'balances with a gone account');
    e2e.expectNoProblems();
  });

  it('the Counterparties list and the counterparty’s panel say it is no longer on the server', async () => {
    const page = e2e.page;
    await openScreen(page, 'Counterparties');
    const row = page.getByRole('grid', { name: 'Counterparties' }).locator(`tr[data-id="${goneCounterparty.id}"]`);
    await row.waitFor();
    // The list's narrow column says it short; the badge's title says it whole.
    await expect.poll(() => row.innerText()).toMatch(/Gone since \d{4}-\d{2}-\d{2}/);
    expect(await row.locator('.gone-from-server').getAttribute('title')).toMatch(/^No longer on the server \(since \d{4}-\d{2}-\d{2}\): a full sync at .* no longer found it on the server/);
    const others = await page.getByRole('grid', { name: 'Counterparties' }).locator('tbody tr').evaluateAll((rows) => rows.filter((r) => r.querySelector('.gone-from-server') !== null).length);
    expect(others).toBe(1);

    await row.click();
    const panel = page.getByRole('complementary', { name: goneCounterparty.name });
    await panel.getByRole('note').filter({ hasText: 'No longer on the server' }).waitFor();
    expect(await panel.getByRole('note').filter({ hasText: 'No longer on the server' }).innerText()).toContain('it cannot be paid');

    await saveScreenshot(page, 'counterparties-gone');
    await expectNoSeriousAxeViolations(page, 'counterparties with a gone one');
    e2e.expectNoProblems();
  });
});
