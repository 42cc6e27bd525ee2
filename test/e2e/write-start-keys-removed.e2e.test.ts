// Production whose keys were removed after a sync (its cached data still shown): a
// counterparty's Edit, Add a payment method and Archive, and an account's New account
// number, say "set up production first" and lead to Settings' Production setup instead of
// a form that could only fail at the end; nothing is prepared or journaled on the way.
// Screenshots: counterparty-actions-not-set-up, balances-account-number-not-set-up.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { freshWorkDir } from './support/child-processes';
import { goTo, rpcValue } from './support/money-forms';
import { forgetProductionKeys, pointProductionAt, startProductionServer, startProductionShell, type ProductionServer } from './support/production-server';
import { saveScreenshot } from './support/screenshots';
import type { WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let production: ProductionServer;
let shell: WebShellProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = path.join(freshWorkDir('treasury-e2e-keys-removed-'), 'data');
  production = await startProductionServer();
  await pointProductionAt(dataDir, production);
  shell = await startProductionShell(dataDir, production);
  expect(await rpcValue<{ state: string }>(shell, 'sync.start')).toMatchObject({ state: 'synced' });
  // The keys go (as `treasury keys delete` in a terminal does); the server address and the cache stay.
  await forgetProductionKeys(dataDir);
}, 240_000);
afterAll(async () => {
  await shell?.stop();
  await production?.stop();
  if (dataDir !== undefined) await forgetProductionKeys(dataDir).catch(() => undefined);
}, 120_000);

/** Enter on the button (by keyboard) leads to the Production setup, which has focus; no form named `form` opens. */
async function leadsToSetup(page: Page, button: ReturnType<Page['getByRole']>, form: string): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
  const setup = page.getByRole('region', { name: 'Production setup' });
  await setup.waitFor();
  await expect.poll(() => setup.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.getByRole('form', { name: form }).count()).toBe(0);
}

describe('writes of cached records in production without its keys', () => {
  it("a counterparty's Edit, Add a payment method and Archive, and New account number lead to the Production setup, never to a form", async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await page.getByRole('status', { name: 'Environment: Production' }).waitFor();
    const counterpartyId = (await rpcValue<{ rows: Array<{ id: string; name: string }> }>(shell, 'counterparties.list', { search: 'Northwind', limit: 5 })).rows[0]?.id as string;
    expect(counterpartyId).toBeTruthy();

    for (const [label, gated, form] of [
      ['Edit', 'Edit: set up production first', 'Edit the counterparty'],
      ['Add a payment method', 'Add a payment method: set up production first', 'Add a payment method'],
      ['Archive…', 'Archive: set up production first', 'Archive the counterparty'],
    ] as const) {
      await goTo(page, 'Counterparties');
      await page.getByRole('grid', { name: 'Counterparties' }).locator(`tr[data-id="${counterpartyId}"]`).click();
      const actions = page.getByRole('group', { name: 'Counterparty actions' });
      await actions.waitFor();
      expect(await actions.getByRole('button', { name: label, exact: true }).count()).toBe(0);
      const button = actions.getByRole('button', { name: gated, exact: true });
      if (label === 'Edit') {
        await saveScreenshot(page, 'counterparty-actions-not-set-up');
        await expectNoSeriousAxeViolations(page, 'counterparty actions, production without keys');
      }
      await leadsToSetup(page, button, form);
    }

    // A USD account chosen (a USD account can be given an account number), by keyboard.
    await goTo(page, 'Balances');
    const usd = (await rpcValue<{ accounts: Array<{ accountId: string; accountName: string }> }>(shell, 'balances.list')).accounts.find((account) => account.accountName === 'Operating USD');
    expect(usd).toBeDefined();
    const row = page.locator(`tr[data-account-id="${usd?.accountId as string}"]`);
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Deposit instructions: Operating USD' }).waitFor();
    await waitForRpcIdle(page);
    expect(await page.getByRole('button', { name: 'New account number', exact: true }).count()).toBe(0);
    const accountNumber = page.getByRole('button', { name: 'New account number: set up production first', exact: true });
    await accountNumber.waitFor();
    await saveScreenshot(page, 'balances-account-number-not-set-up');
    await expectNoSeriousAxeViolations(page, 'balances, production without keys');
    await leadsToSetup(page, accountNumber, 'New account number');

    // Nothing was prepared or journaled on the way.
    expect(await rpcValue<{ entries: unknown[] }>(shell, 'outbox.list', {})).toMatchObject({ entries: [] });
    e2e.expectNoProblems();
  }, 240_000);
});
