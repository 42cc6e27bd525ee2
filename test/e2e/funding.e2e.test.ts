// Money into accounts, and onboarding, from the Balances screen against a sandbox server
// of its own (demo data), typed as a person would:
//   - the USDC account's deposit address with its QR code (an image named by the address)
//     and its copy button (the clipboard then holds the address);
//   - "New account number" for a USD account: ACH chosen, the review, "Create the account
//     number", the outcome; exactly one account number made AT THE SANDBOX; the account's
//     deposit instructions then list it (last four digits only) and its routing number is
//     copied;
//   - "Onboard a customer": an individual typed by keyboard (a nationality's error at its
//     field first), the review, "Submit the onboarding of Grace Hopper for KYB review", the outcome with its status and KYB
//     status; exactly one onboarding at the sandbox; "Check status" after the sandbox's
//     clock moves on reads it as processing.
// Axe on each form, review and outcome; screenshots funding-addresses, account-number-*,
// onboarding-*.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startWebShellWithSandboxProcess, type WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let setup: WebShellWithSandbox;

type Account = { accountId: string; accountName: string | null; currency: string | null };
type Stats = { created: Record<string, number> };

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(setup.shell, method, input);
}

async function created(kind: string): Promise<number> {
  return (await setup.sandbox.control<Stats>('/stats')).created[kind] ?? 0;
}

async function account(name: string): Promise<Account> {
  const found = (await rpc<{ accounts: Account[] }>('balances.list')).accounts.find((a) => a.accountName === name);
  if (found === undefined) throw new Error(`no account ${name}`);
  return found;
}

async function openBalancesOf(page: Page, chosen: Account): Promise<void> {
  const row = page.locator(`tr[data-account-id="${chosen.accountId}"]`);
  await row.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: `Deposit instructions: ${chosen.accountName}` }).waitFor();
  await waitForRpcIdle(page);
}

describe('funding and onboarding from Balances', () => {
  beforeAll(async () => {
    setup = await startWebShellWithSandboxProcess();
    expect(await rpc<{ state: string }>('sync.start')).toMatchObject({ state: 'synced' });
  }, 180_000);
  afterAll(async () => {
    await setup?.stop();
  });

  it('shows a deposit address with its QR code and copies it; creates one ACH account number and copies its routing number', async () => {
    const page = e2e.page;
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: setup.shell.origin });
    const usdc = await account('USDC Treasury');
    const payroll = await account('Payroll USD');
    const addresses = await rpc<{ items: Array<{ address: string }> }>('accounts.blockchainAddresses', { accountId: usdc.accountId });
    const address = addresses.items[0]?.address ?? '';
    expect(address.length).toBeGreaterThan(20);

    await openApp(page, setup.shell.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Balances', exact: true }).click();
    await waitForRpcIdle(page);
    await openBalancesOf(page, usdc);
    const funding = page.getByRole('region', { name: `Deposit instructions: ${usdc.accountName}` });
    const qr = funding.getByRole('img', { name: new RegExp(`QR code of the .* address ${address}$`) }).first();
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await funding.getByRole('button', { name: /^Copy the .* address$/ }).first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await funding.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'funding-addresses');
    await expectNoSeriousAxeViolations(page, 'funding-addresses');

    const before = await created('accountNumber');
    await openBalancesOf(page, payroll);
    const payrollFunding = page.getByRole('region', { name: `Deposit instructions: ${payroll.accountName}` });
    const achLines = payrollFunding.getByRole('listitem').filter({ hasText: /US ACH.*account ending [0-9]{4}/ });
    const achBefore = await achLines.count();
    const instructionsBefore = (await rpc<{ items: Array<{ id: string }> }>('accounts.depositInstructions', { accountId: payroll.accountId })).items.map((item) => item.id);
    await page.getByRole('button', { name: 'New account number' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'New account number' });
    await panel.getByRole('form', { name: 'New account number' }).waitFor();
    expect(await panel.getByLabel('Account', { exact: true }).inputValue()).toBe(payroll.accountName);
    expect(await panel.getByRole('radio', { name: 'US ACH account number' }).isChecked()).toBe(true);
    await saveScreenshot(page, 'account-number-form');
    await expectNoSeriousAxeViolations(page, 'account-number-form');
    await panel.getByRole('button', { name: 'Review the account number' }).focus();
    await page.keyboard.press('Enter');
    const review = panel.getByRole('region', { name: /^Review/ });
    await review.waitFor();
    const confirm = review.getByRole('button', { name: 'Create a US ACH account number on Payroll USD' });
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    expect(await review.innerText()).toContain('Payroll USD');
    await saveScreenshot(page, 'account-number-review');
    await expectNoSeriousAxeViolations(page, 'account-number-review');
    await confirm.dblclick();
    const outcome = panel.getByRole('region', { name: 'Account number created' });
    await outcome.waitFor({ timeout: 60_000 });
    await waitForRpcIdle(page);
    expect(await outcome.getAttribute('data-resource-id')).toMatch(/^an_/);
    expect(await created('accountNumber')).toBe(before + 1);
    await saveScreenshot(page, 'account-number-outcome');
    await expectNoSeriousAxeViolations(page, 'account-number-outcome');

    // The account's deposit instructions are read again: one more ACH line, the new number's last four digits only.
    await expect.poll(() => achLines.count(), { timeout: 30_000 }).toBe(achBefore + 1);
    const instructionsAfter = (await rpc<{ items: Array<{ id: string; text: string }> }>('accounts.depositInstructions', { accountId: payroll.accountId })).items;
    const added = instructionsAfter.filter((item) => !instructionsBefore.includes(item.id));
    expect(added).toHaveLength(1);
    const line = achLines.filter({ hasText: added[0]!.text });
    expect(await line.count()).toBe(1);
    const copyRouting = line.getByRole('button', { name: /^Copy the routing number [0-9]{9}$/ });
    const routing = ((await copyRouting.getAttribute('aria-label')) ?? '').replace(/^Copy the routing number /, '');
    await copyRouting.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(routing);
    e2e.expectNoProblems();
  });

  it('onboards an individual typed by keyboard, once, and follows its status with Check status', async () => {
    const page = e2e.page;
    const before = await created('onboarding');
    await openApp(page, setup.shell.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Balances', exact: true }).click();
    await waitForRpcIdle(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('Onboard a customer');
    await page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name: 'Onboard a customer' }).first().waitFor();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Onboard a customer' });
    await panel.getByRole('form', { name: 'Onboard a customer' }).waitFor();

    await panel.getByRole('radio', { name: 'An individual' }).focus();
    await page.keyboard.press('Space');
    await panel.getByLabel('Full legal name').focus();
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1906-12-09');
    await page.keyboard.press('Tab');
    await page.keyboard.type('us');
    await page.keyboard.press('Tab'); // leaving the field shows its error
    const nationality = panel.getByLabel('Nationality');
    await expect.poll(() => panel.locator('#onboarding-nationality-error').innerText()).toBe('The nationality must be a two-letter uppercase country code, e.g. US.');
    expect(await nationality.getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, 'onboarding-form');
    await expectNoSeriousAxeViolations(page, 'onboarding-form');
    await nationality.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('US');
    await panel.getByLabel('Email (optional)').focus();
    await page.keyboard.type('grace@example.com');
    await page.keyboard.press('Enter');

    const review = panel.getByRole('region', { name: /^Review/ });
    await review.waitFor();
    expect(await review.innerText()).toContain('Grace Hopper');
    const confirm = review.getByRole('button', { name: 'Submit the onboarding of Grace Hopper for KYB review' });
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    await saveScreenshot(page, 'onboarding-review');
    await expectNoSeriousAxeViolations(page, 'onboarding-review');
    await confirm.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const outcome = panel.getByRole('region', { name: 'Onboarding created' });
    await outcome.waitFor({ timeout: 60_000 });
    expect(await outcome.getAttribute('data-resource-id')).toMatch(/^onb_/);
    const status = outcome.getByRole('region', { name: 'Onboarding status' });
    await expect.poll(() => status.getByRole('definition').first().innerText()).toBe('Pending');
    await expect.poll(() => status.innerText()).toMatch(/KYB status\s*Not started/);
    await waitForRpcIdle(page);
    expect(await created('onboarding')).toBe(before + 1);
    await saveScreenshot(page, 'onboarding-outcome');
    await expectNoSeriousAxeViolations(page, 'onboarding-outcome');

    await setup.sandbox.control('/clock', { advanceSeconds: 31 });
    await status.getByRole('button', { name: 'Check status' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.getByRole('definition').first().innerText()).toBe('Processing');
    await expect.poll(() => status.innerText()).toMatch(/KYB status\s*Pending/);
    await saveScreenshot(page, 'onboarding-status-checked');
    expect(await created('onboarding')).toBe(before + 1);
    e2e.expectNoProblems();
  });
});
