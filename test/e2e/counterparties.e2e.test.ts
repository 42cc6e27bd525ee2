// Counterparties and payment methods from the window, on a sandbox server of the shell's
// own (its control API counts what was created), typed by keyboard:
//   - "New counterparty" from the palette: a business with an Arabic and Hebrew name,
//     email, address and metadata; the review, "Create the counterparty", the outcome
//     "Counterparty created" with its outbox entry; the new counterparty in the list;
//   - from its detail, "Add a payment method": a US bank account (the review and the
//     detail show only the account number's last four digits; its verification shown),
//     then a crypto wallet whose mixed-case address has a wrong EIP-55 checksum, said at
//     the field when it is left, fixed, and added;
//   - "Edit": the email changed (a PATCH: no outbox entry, the outcome says it is saved);
//   - "Archive…": what archiving means, its own review, "Counterparty archived".
// At the sandbox: exactly one counterparty and two payment methods created.
// Axe on every form, review and outcome; screenshots counterparty-*.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startWebShellWithSandboxProcess, type WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;

const NAME = 'شركة الأفق للتجارة — חברת האופק';
const ACCOUNT_NUMBER = '000123456789';
const VALID_EIP55 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const WRONG_CASE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

type Created = { counterparty: number; paymentMethod: number };

async function created(): Promise<Created> {
  return (await session.sandbox.control<{ created: Created }>('stats')).created;
}

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(session.shell, method, input);
}

/** The side panel (a write's form, or the detail): where every field of these tests is. */
const sidePanel = (page: Page) => page.locator('aside.side-panel');

/** Types into the field with this label (focused first), then leaves it by Tab. */
async function typeInto(page: Page, label: string, text: string, options: { replace?: boolean } = {}): Promise<void> {
  await sidePanel(page).getByLabel(label, { exact: true }).focus();
  if (options.replace === true) await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** The write's review in the panel: its text checked, axe, a screenshot; then its confirm button pressed by Enter. */
async function reviewAndConfirm(page: Page, button: string, shot: string): Promise<string> {
  const review = page.getByRole('region', { name: /^Review/ });
  await review.waitFor();
  const text = await review.innerText();
  const confirm = review.getByRole('button', { name: button, exact: true });
  await expect.poll(() => confirm.isDisabled()).toBe(false);
  await saveScreenshot(page, `${shot}-review`);
  await expectNoSeriousAxeViolations(page, `${shot} review`);
  await confirm.focus();
  await page.keyboard.press('Enter');
  return text;
}

async function outcome(page: Page, heading: string, shot: string) {
  const region = page.getByRole('region', { name: heading, exact: true });
  await region.waitFor({ timeout: 60_000 });
  await waitForRpcIdle(page);
  await saveScreenshot(page, `${shot}-outcome`);
  await expectNoSeriousAxeViolations(page, `${shot} outcome`);
  return region;
}

async function done(page: Page, region: ReturnType<Page['getByRole']>) {
  await region.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await waitForRpcIdle(page);
}

beforeAll(async () => {
  session = await startWebShellWithSandboxProcess();
  expect((await session.shell.rpc('sync.start', {})).ok).toBe(true);
}, 180_000);
afterAll(async () => {
  await session?.stop();
});

describe('counterparties and payment methods', () => {
  it('creates a business counterparty, adds a US bank account and a crypto wallet, edits its email and archives it', async () => {
    const page = e2e.page;
    const before = await created();
    await openApp(page, session.shell.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Counterparties', exact: true }).click();
    await waitForRpcIdle(page);
    await page.getByRole('button', { name: 'New counterparty' }).waitFor();

    // New counterparty from the palette, typed by keyboard.
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('New counterparty');
    await page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name: 'New counterparty' }).first().waitFor();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'New counterparty' });
    await panel.getByRole('form', { name: 'New counterparty' }).waitFor();
    await panel.getByLabel('Business').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.type(NAME);
    await page.keyboard.press('Tab');
    await page.keyboard.type('ap@horizon.example');
    await typeInto(page, 'Address line 1', 'شارع الشيخ زايد 1');
    await typeInto(page, 'City', 'Dubai');
    await typeInto(page, 'Country', 'ae');
    await typeInto(page, 'Metadata (optional)', 'erp_id 4471');
    await expect.poll(() => panel.locator('#counterparty-metadata-error').innerText()).toMatch(/^Line 1 has no colon/);
    await typeInto(page, 'Metadata (optional)', 'erp_id: 4471', { replace: true });
    await expect.poll(() => panel.locator('#counterparty-metadata-error').innerText()).toBe('');
    await saveScreenshot(page, 'counterparty-form');
    await expectNoSeriousAxeViolations(page, 'new counterparty form');
    await panel.getByRole('button', { name: 'Review the counterparty' }).focus();
    await page.keyboard.press('Enter');
    const createReview = await reviewAndConfirm(page, 'Create the counterparty', 'counterparty-create');
    expect(createReview).toContain(NAME);
    expect(createReview).toMatch(/Type\s+Business/);
    expect(createReview).toMatch(/Metadata\s+erp_id: 4471/);
    const createdRegion = await outcome(page, 'Counterparty created', 'counterparty-create');
    expect(await createdRegion.innerText()).toMatch(/Idempotency key/);
    const counterpartyId = await createdRegion.getAttribute('data-resource-id');
    expect(counterpartyId).toMatch(/^cpt_/);
    await done(page, createdRegion);

    // The new counterparty is in the list: open it.
    const row = page.getByRole('grid', { name: 'Counterparties' }).locator(`tr[data-id="${counterpartyId}"]`);
    await row.waitFor({ timeout: 30_000 });
    await row.click();
    const detail = page.getByRole('complementary', { name: NAME });
    await detail.getByRole('button', { name: 'Add a payment method' }).waitFor();

    // A US bank account.
    await detail.getByRole('button', { name: 'Add a payment method' }).focus();
    await page.keyboard.press('Enter');
    const methodPanel = page.getByRole('complementary', { name: 'Add a payment method' });
    await methodPanel.getByRole('form', { name: 'Add a payment method' }).waitFor();
    await typeInto(page, 'Account holder name', NAME);
    await typeInto(page, 'Routing number', '021000021');
    await typeInto(page, 'Account number', ACCOUNT_NUMBER);
    await sidePanel(page).getByLabel('Account type (optional)').focus();
    await page.keyboard.type('Checking');
    await saveScreenshot(page, 'counterparty-method-us-bank-form');
    await expectNoSeriousAxeViolations(page, 'US bank method form');
    await methodPanel.getByRole('button', { name: 'Review the payment method' }).focus();
    await page.keyboard.press('Enter');
    const bankReview = await reviewAndConfirm(page, 'Add the payment method', 'counterparty-method-us-bank');
    // In full on the review, to be checked against what the recipient gave; masked everywhere after.
    expect(bankReview).toMatch(new RegExp(`Account number\\s+${ACCOUNT_NUMBER}`));
    expect(bankReview).toMatch(/Routing number\s+021000021/);
    const bankOutcome = await outcome(page, 'Payment method added', 'counterparty-method-us-bank');
    expect(await bankOutcome.innerText()).not.toContain(ACCOUNT_NUMBER);

    // A crypto wallet, from the outcome's own button: a wrong EIP-55 checksum said at the field first.
    await bankOutcome.getByRole('button', { name: 'Add a payment method' }).focus();
    await page.keyboard.press('Enter');
    await methodPanel.getByRole('form', { name: 'Add a payment method' }).waitFor();
    await sidePanel(page).getByLabel('Kind of payment method').focus();
    await page.keyboard.type('Crypto');
    await typeInto(page, 'Currency', 'USDC');
    await sidePanel(page).getByLabel('Chain', { exact: true }).focus();
    await page.keyboard.type('Ethereum');
    await typeInto(page, 'Wallet address', WRONG_CASE);
    const walletError = methodPanel.locator('#method-walletAddress-error');
    await expect.poll(() => walletError.innerText()).toMatch(/^The wallet address has a letter in the wrong case for its EIP-55 checksum/);
    expect(await sidePanel(page).getByLabel('Wallet address').getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, 'counterparty-method-wallet-error');
    await expectNoSeriousAxeViolations(page, 'wallet checksum error');
    await typeInto(page, 'Wallet address', VALID_EIP55, { replace: true });
    await expect.poll(() => walletError.innerText()).toBe('');
    await methodPanel.getByRole('button', { name: 'Review the payment method' }).focus();
    await page.keyboard.press('Enter');
    await reviewAndConfirm(page, 'Add the payment method', 'counterparty-method-wallet');
    const walletOutcome = await outcome(page, 'Payment method added', 'counterparty-method-wallet');
    await done(page, walletOutcome);

    // The detail: two methods, each with its verification, the account number by its last four digits only.
    const methods = detail.getByRole('region', { name: 'Payment methods' });
    await expect.poll(() => methods.locator('article').count(), { timeout: 30_000 }).toBe(2);
    const methodsText = await methods.innerText();
    expect(methodsText).toContain('6789');
    expect(methodsText).not.toContain(ACCOUNT_NUMBER);
    expect(await methods.locator('[data-verification]').count()).toBe(2);
    await saveScreenshot(page, 'counterparty-detail-methods');
    await expectNoSeriousAxeViolations(page, 'counterparty detail with methods');

    // Edit the email: a PATCH, no outbox entry.
    await detail.getByRole('button', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    const editPanel = page.getByRole('complementary', { name: 'Edit the counterparty' });
    await editPanel.getByRole('form', { name: 'Edit the counterparty' }).waitFor();
    expect(await sidePanel(page).getByLabel('Name').inputValue()).toBe(NAME);
    await typeInto(page, 'Email (optional)', 'billing@horizon.example', { replace: true });
    await saveScreenshot(page, 'counterparty-edit-form');
    await expectNoSeriousAxeViolations(page, 'edit form');
    await editPanel.getByRole('button', { name: 'Review the changes' }).focus();
    await page.keyboard.press('Enter');
    const editReview = await reviewAndConfirm(page, 'Save the changes', 'counterparty-edit');
    expect(editReview).toContain('billing@horizon.example');
    const editOutcome = await outcome(page, 'Counterparty updated', 'counterparty-edit');
    const editText = await editOutcome.innerText();
    expect(editText).not.toMatch(/Idempotency key/);
    expect(editText).toContain('The changes are saved at the server');
    await done(page, editOutcome);
    await expect.poll(() => detail.innerText(), { timeout: 30_000 }).toContain('billing@horizon.example');

    // Archive: what it means, its own review.
    await detail.getByRole('button', { name: 'Archive…' }).focus();
    await page.keyboard.press('Enter');
    const archivePanel = page.getByRole('complementary', { name: 'Archive the counterparty' });
    await archivePanel.getByText('It can no longer be paid', { exact: false }).waitFor();
    await saveScreenshot(page, 'counterparty-archive-form');
    await expectNoSeriousAxeViolations(page, 'archive form');
    await archivePanel.getByRole('button', { name: 'Review archiving' }).focus();
    await page.keyboard.press('Enter');
    await reviewAndConfirm(page, 'Archive the counterparty', 'counterparty-archive');
    const archiveOutcome = await outcome(page, 'Counterparty archived', 'counterparty-archive');
    await done(page, archiveOutcome);
    await expect.poll(() => detail.innerText(), { timeout: 30_000 }).toMatch(/Archived: it can no longer be paid or changed/);

    // At the sandbox: exactly one counterparty and two payment methods.
    const after = await created();
    expect(after.counterparty - before.counterparty).toBe(1);
    expect(after.paymentMethod - before.paymentMethod).toBe(2);
    const shown = await rpc<{ counterparty: { status: string; email: string | null } }>('counterparties.detail', { id: counterpartyId });
    expect(shown.counterparty).toMatchObject({ status: 'archived', email: 'billing@horizon.example' });
    e2e.expectNoProblems();
  }, 300_000);
});
