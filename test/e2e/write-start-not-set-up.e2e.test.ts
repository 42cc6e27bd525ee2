// Production not set up: the money screens' and Counterparties' "New …" buttons, Balances'
// "Onboard a customer", and the palette's commands for them say
// "set up production first" and lead to Settings' Production setup, instead of a form that
// could only fail at the end; nothing is prepared or journaled on the way.
// Screenshots: payments-new-not-set-up, counterparties-new-not-set-up, palette-new-not-set-up, balances-onboard-not-set-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { runTreasuryCli, startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let workDir: string;
let dataDir: string;
let shell: WebShellProcess;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-e2e-write-start-'));
  dataDir = path.join(workDir, 'data');
  // The keychain is one per environment for the whole run: Production starts with no keys.
  await runTreasuryCli(dataDir, ['--env', 'production', 'keys', 'delete', '--yes']);
  shell = await startWebShellProcess({ dataDir });
  await shell.rpc('environment.switch', { environment: 'production' });
}, 120_000);
afterAll(async () => {
  const status = await shell?.stop();
  if (dataDir !== undefined) await runTreasuryCli(dataDir, ['--env', 'production', 'keys', 'delete', '--yes']).catch(() => undefined);
  if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
  expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
}, 120_000);

async function openScreen(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await waitForRpcIdle(page);
}

describe('a write in production before it is set up', () => {
  it('the New buttons and palette commands lead to the Production setup, never to a form', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await page.getByRole('status', { name: 'Environment: Production' }).waitFor();
    for (const [screenName, noun] of [['Counterparties', 'counterparty'], ['Transfers', 'transfer'], ['Collections', 'collection'], ['Payments', 'payment']] as const) {
      await openScreen(page, screenName);
      expect(await page.getByRole('button', { name: `New ${noun}`, exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: `New ${noun}: set up production first`, exact: true }).waitFor();
    }
    await saveScreenshot(page, 'payments-new-not-set-up');
    await openScreen(page, 'Counterparties');
    await saveScreenshot(page, 'counterparties-new-not-set-up');
    await expectNoSeriousAxeViolations(page, 'counterparties, production not set up');
    // By keyboard: the New counterparty button leads to Settings, no form opens.
    await page.getByRole('button', { name: 'New counterparty: set up production first', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Production setup' }).waitFor();
    expect(await page.getByRole('form', { name: 'New counterparty' }).count()).toBe(0);
    await openScreen(page, 'Payments');
    await expectNoSeriousAxeViolations(page, 'payments, production not set up');

    // By keyboard: the button leads to Settings' Production setup.
    await page.getByRole('button', { name: 'New payment: set up production first', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Production setup' }).waitFor();
    expect(await page.getByRole('form', { name: 'New payment' }).count()).toBe(0);

    // The palette, on the Payments screen and from another one, says the same.
    await openScreen(page, 'Balances');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('New');
    await palette.getByRole('option', { name: 'New transfer: set up production first (Settings)', exact: true }).waitFor();
    await palette.getByRole('option', { name: 'New payment: set up production first (Settings)', exact: true }).waitFor();
    await palette.getByRole('option', { name: 'New counterparty: set up production first (Settings)', exact: true }).waitFor();
    expect(await palette.getByRole('option', { name: 'New payment (Payments)', exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'palette-new-not-set-up');
    await expectNoSeriousAxeViolations(page, 'palette, production not set up');
    await palette.getByRole('option', { name: 'New transfer: set up production first (Settings)', exact: true }).click();
    await page.getByRole('heading', { name: 'Production setup' }).waitFor();

    await openScreen(page, 'Payments');
    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').fill('New payment');
    await palette.getByRole('option', { name: 'New payment: set up production first', exact: true }).click();
    await page.getByRole('heading', { name: 'Production setup' }).waitFor();

    // Onboarding a customer is sent to the server too: its button and its commands (on Balances and from another screen) say the same.
    await openScreen(page, 'Balances');
    expect(await page.getByRole('button', { name: 'Onboard a customer', exact: true }).count()).toBe(0);
    const onboard = page.getByRole('button', { name: 'Onboard a customer: set up production first', exact: true });
    await saveScreenshot(page, 'balances-onboard-not-set-up');
    await expectNoSeriousAxeViolations(page, 'balances, production not set up');
    await onboard.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Production setup' }).waitFor();
    expect(await page.getByRole('form', { name: 'Onboard a customer' }).count()).toBe(0);
    await openScreen(page, 'Balances');
    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').fill('Onboard');
    expect(await palette.getByRole('option', { name: 'Onboard a customer', exact: true }).count()).toBe(0);
    await palette.getByRole('option', { name: 'Onboard a customer: set up production first', exact: true }).click();
    await page.getByRole('heading', { name: 'Production setup' }).waitFor();
    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').fill('Onboard');
    await palette.getByRole('option', { name: 'Onboard a customer: set up production first (Settings)', exact: true }).click();
    await page.getByRole('heading', { name: 'Production setup' }).waitFor();
    expect(await page.getByRole('form', { name: 'Onboard a customer' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('server-setup');

    // Nothing was prepared or journaled on the way.
    const outbox = await shell.rpc<{ entries: unknown[] }>('outbox.list', {});
    expect(outbox).toMatchObject({ ok: true, value: { entries: [] } });
    e2e.expectNoProblems();
  });
});
