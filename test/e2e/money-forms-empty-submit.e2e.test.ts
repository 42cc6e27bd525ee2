// A new treasurer's second walk through the money forms, on the demo sandbox:
//   - an EMPTY submit flags every required field at once, each at its field
//     (aria-invalid, described by its message: a radio group by its fieldset), and focus
//     goes to the FIRST flagged field as shown (New payment on ACH and SWIFT, New transfer,
//     New collection, New counterparty, a payment method, Onboard a customer); New payment
//     and New collection alike flag the counterparty, not its payment method, while none is
//     chosen (the method's hint says to choose the counterparty first), and the method once
//     one is;
//   - a country code that is no country (ZZ) is refused at its field; a metadata key says
//     what a key must look like; the SWIFT intermediary bank's errors are sentences;
//   - the ACH collection's review says its fee, and its outcome shows the fee the server gave.
// Screenshots money-forms-empty-*, money-forms-country-zz, money-forms-long-names,
// money-forms-collection-fee-review, money-forms-collection-fee-outcome.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { goTo } from './support/money-forms';
import { saveScreenshot } from './support/screenshots';
import { useSyncedWebShell } from './support/synced-web-shell';

const e2e = useBrowser();
const web = useSyncedWebShell();

interface Flagged {
  /** The field's id, or `name=value` for a radio. */
  readonly field: string;
  /** The error it is described by (its own aria-describedby, or its fieldset's for a radio). */
  readonly message: string;
}

/** Every flagged field of the form in the order shown, with the error it is described by, and the focused field. */
async function flaggedOf(form: Locator): Promise<{ flagged: Flagged[]; focused: string }> {
  return form.evaluate((element) => {
    const errorOf = (el: Element | null): string => {
      const ids = (el?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    };
    const name = (el: Element) => (el instanceof HTMLInputElement && el.type === 'radio' ? `${el.name}=${el.value}` : el.id);
    const flagged = [...element.querySelectorAll('[aria-invalid="true"]')].map((el) => ({
      field: name(el),
      message: errorOf(el) || (el instanceof HTMLInputElement && el.type === 'radio' ? errorOf(el.closest('fieldset')) : ''),
    }));
    const active = document.activeElement;
    return { flagged, focused: active === null ? '' : name(active) };
  });
}

/** Submits the form as it is, by its submit button, and answers what is flagged once drawn. */
async function submitEmpty(page: Page, form: Locator): Promise<{ flagged: Flagged[]; focused: string }> {
  await form.locator('button[type="submit"]').click();
  await waitForRpcIdle(page);
  await expect.poll(async () => (await flaggedOf(form)).flagged.length).toBeGreaterThan(0);
  // Focus moves once the flags are drawn.
  await expect.poll(async () => (await flaggedOf(form)).focused).toBe((await flaggedOf(form)).flagged[0]?.field);
  return flaggedOf(form);
}

/** Every flagged field has a message, and the fields flagged (radios of one group as one) are `expected`, in this order. */
function expectFlagged(result: { flagged: Flagged[]; focused: string }, expected: readonly string[]): void {
  for (const one of result.flagged) expect(one.message, `${one.field} has no message`).not.toBe('');
  const fields = [...new Set(result.flagged.map((one) => one.field.split('=')[0] as string))];
  expect(fields).toEqual(expected);
  expect(result.focused).toBe(result.flagged[0]?.field);
}

/** The payment method, before a counterparty is chosen: no error shown, its hint saying what to do first. */
async function expectMethodWaits(where: Locator, errorId: string, hint: string): Promise<void> {
  expect(await where.locator(`#${errorId}`).innerText()).toBe('');
  expect(await where.innerText()).toContain(hint);
}

async function openForm(page: Page, screen: string, button: string, formName: string): Promise<Locator> {
  await goTo(page, screen);
  await page.locator('main').getByRole('button', { name: button, exact: true }).click();
  const form = page.getByRole('form', { name: formName });
  await form.waitFor();
  return form;
}

describe('an empty submit flags every required field, focus on the first shown', () => {
  it('New payment on ACH and on SWIFT', async () => {
    const page = e2e.page;
    await openApp(page, web.shell.url);
    const form = await openForm(page, 'Payments', 'New payment', 'New payment');
    expectFlagged(await submitEmpty(page, form), ['rail']);
    await form.getByRole('radio', { name: /^ACH/ }).click();
    const ach = await submitEmpty(page, form);
    expectFlagged(ach, ['payment-counterparty', 'payment-source', 'payment-amount']);
    expect(ach.flagged[0]?.message).toMatch(/^Choose the counterparty to pay/);
    expect(ach.flagged[2]?.message).toBe('Enter an amount.');
    await expectMethodWaits(form.getByRole('group', { name: 'Payment method' }), 'payment-method-error', 'Choose the counterparty first.');
    await saveScreenshot(page, 'money-forms-empty-payment-ach');
    await expectNoSeriousAxeViolations(page, 'new payment, empty submit');
    await form.getByRole('radio', { name: /^SWIFT/ }).click();
    expectFlagged(await submitEmpty(page, form), ['payment-counterparty', 'payment-source', 'payment-amount']);
    // Once the counterparty is chosen, its method is flagged at the method's radios, before the account.
    await form.getByLabel('Counterparty', { exact: true }).selectOption({ label: 'Acme Supplies LLC' });
    await waitForRpcIdle(page);
    const methods = await form.locator('input[name="paymentMethodId"]').count();
    if (methods > 1) {
      const chosen = await submitEmpty(page, form);
      expectFlagged(chosen, ['paymentMethodId', 'payment-source', 'payment-amount']);
    }
  });

  it('New transfer, New collection', async () => {
    const page = e2e.page;
    await openApp(page, web.shell.url);
    const transfer = await openForm(page, 'Transfers', 'New transfer', 'New transfer');
    expectFlagged(await submitEmpty(page, transfer), ['transfer-source', 'transfer-destination', 'transfer-amount']);
    await saveScreenshot(page, 'money-forms-empty-transfer');
    await page.getByRole('button', { name: 'Close New transfer' }).click();
    const collection = await openForm(page, 'Collections', 'New collection', 'New collection');
    const result = await submitEmpty(page, collection);
    // As on New payment: the counterparty flagged, its US bank account not (it cannot be chosen yet).
    expectFlagged(result, ['collection-account', 'collection-counterparty', 'collection-amount']);
    expect(result.flagged[1]?.message).toMatch(/^Choose the counterparty who pays/);
    expect(result.flagged[2]?.message).toBe('Enter an amount.');
    await expectMethodWaits(collection, 'collection-method-error', 'Choose the counterparty first: its US bank accounts are listed here.');
    await saveScreenshot(page, 'money-forms-empty-collection');
    await expectNoSeriousAxeViolations(page, 'new collection, empty submit');
    // Once the counterparty is chosen, its only US bank account is chosen for the person: the account and the amount remain.
    await collection.getByLabel('From counterparty').selectOption({ label: 'Acme Supplies LLC' });
    await waitForRpcIdle(page);
    await expect.poll(() => collection.getByLabel('From their US bank account').inputValue()).not.toBe('');
    expectFlagged(await submitEmpty(page, collection), ['collection-account', 'collection-amount']);
  });

  it('New counterparty (a ZZ country and a bad metadata key at their fields), a payment method, Onboard a customer', async () => {
    const page = e2e.page;
    await openApp(page, web.shell.url);
    const counterparty = await openForm(page, 'Counterparties', 'New counterparty', 'New counterparty');
    expectFlagged(await submitEmpty(page, counterparty), ['entityType', 'counterparty-name']);
    await counterparty.getByLabel('Business').check();
    await counterparty.getByLabel('Name', { exact: true }).fill('شركة الأفق للتجارة');
    await counterparty.getByLabel('Address line 1').fill('רחוב הרצל 1');
    await counterparty.getByLabel('City').fill('Tel Aviv');
    await counterparty.getByLabel('Country').fill('zz');
    await counterparty.getByLabel('Metadata (optional)').fill('erp id: 4471');
    const refused = await submitEmpty(page, counterparty);
    expectFlagged(refused, ['counterparty-address-country', 'counterparty-metadata']);
    expect(refused.flagged[0]?.message).toBe("ZZ is not a country code: use a country's two-letter ISO code, such as US, DE or GB.");
    expect(refused.flagged[1]?.message).toMatch(/^“erp id” cannot be a metadata key: a key is 1 to 40 letters .*digits or underscores/);
    await saveScreenshot(page, 'money-forms-country-zz');
    await counterparty.getByLabel('Country').fill('IL');
    await counterparty.getByLabel('Country').press('Tab');
    await expect.poll(() => counterparty.locator('#counterparty-address-country-error').innerText()).toBe('');
    // A 200-character word as the name: the form keeps it inside the panel.
    await counterparty.getByLabel('Name', { exact: true }).fill(`${'Ab'.repeat(100)}`);
    await saveScreenshot(page, 'money-forms-long-names');
    expect(await counterparty.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.getByRole('button', { name: 'Close New counterparty' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();

    await page.getByRole('grid', { name: 'Counterparties' }).locator('tr[data-id]').first().click();
    await page.getByRole('button', { name: 'Add a payment method' }).click();
    const method = page.getByRole('form', { name: 'Add a payment method' });
    await method.getByLabel('Kind of payment method').selectOption('international_bank');
    const international = await submitEmpty(page, method);
    expect(international.flagged.map((one) => one.field)).toEqual(expect.arrayContaining(['method-currency', 'method-accountHolderName', 'method-iban']));
    expect(international.focused).toBe(international.flagged[0]?.field);
    for (const one of international.flagged) expect(one.message).not.toBe('');
    await saveScreenshot(page, 'money-forms-empty-method');

    const onboarding = await openForm(page, 'Balances', 'Onboard a customer', 'Onboard a customer');
    expectFlagged(await submitEmpty(page, onboarding), ['entityType']);
    await onboarding.getByLabel('An individual').check();
    expectFlagged(await submitEmpty(page, onboarding), ['onboarding-full-name', 'onboarding-birth-date', 'onboarding-nationality']);
    await onboarding.getByLabel('Nationality').fill('ZZ');
    const nationality = await submitEmpty(page, onboarding);
    expect(nationality.flagged.find((one) => one.field === 'onboarding-nationality')?.message).toMatch(/^ZZ is not a country code/);
    await saveScreenshot(page, 'money-forms-empty-onboarding');
  });
});

it('the SWIFT intermediary bank says what to type in sentences, and refuses ZZ at its country', async () => {
  const page = e2e.page;
  await openApp(page, web.shell.url);
  const form = await openForm(page, 'Payments', 'New payment', 'New payment');
  await form.getByRole('radio', { name: /^SWIFT/ }).click();
  await form.getByLabel('Intermediary BIC').fill('xx');
  await form.getByLabel('Intermediary bank country').fill('ZZ');
  await form.getByLabel('Intermediary bank country').press('Tab');
  await form.getByLabel('Intermediary BIC').focus();
  await form.getByLabel('Intermediary BIC').press('Tab');
  await expect.poll(() => form.locator('#payment-intermediary-bic-error').innerText()).toBe("The intermediary bank's BIC must be 8 or 11 letters and digits, such as CHASUS33 or DEUTDEFF500.");
  await expect.poll(() => form.locator('#payment-intermediary-country-error').innerText()).toBe("ZZ is not a country code: use a country's two-letter ISO code, such as US, DE or GB.");
  await form.getByLabel('Intermediary bank country').fill('u');
  await form.getByLabel('Intermediary bank country').press('Tab');
  await expect.poll(() => form.locator('#payment-intermediary-country-error').innerText()).toBe("The intermediary bank's country must be its two-letter code, such as US, DE or GB.");
  // Typed in small letters, a country code is read in capitals, as in an address.
  await form.getByLabel('Intermediary bank country').fill('gb');
  await form.getByLabel('Intermediary bank country').press('Tab');
  await expect.poll(() => form.locator('#payment-intermediary-country-error').innerText()).toBe('');
  await form.getByLabel('Intermediary bank country').fill('zz');
  await form.getByLabel('Intermediary bank country').press('Tab');
  await expect.poll(() => form.locator('#payment-intermediary-country-error').innerText()).toBe("ZZ is not a country code: use a country's two-letter ISO code, such as US, DE or GB.");
  await saveScreenshot(page, 'money-forms-swift-intermediary');
});

it('the ACH collection names its fee on the review, and its outcome shows the fee the server gave', async () => {
  const page = e2e.page;
  await openApp(page, web.shell.url);
  await openForm(page, 'Collections', 'New collection', 'New collection');
  await page.getByLabel('Into account').selectOption({ label: 'Operating USD (USD)' });
  await page.getByLabel('From counterparty').selectOption({ label: 'Acme Supplies LLC' });
  const method = page.getByLabel('From their US bank account');
  await expect.poll(() => method.locator('option').count()).toBe(2);
  await method.selectOption({ index: 1 });
  await page.getByLabel('Amount in USD').fill('40');
  await page.getByRole('button', { name: 'Review the collection' }).press('Enter');
  const review = page.getByRole('region', { name: /^Review/ });
  await review.waitFor();
  expect(await review.innerText()).toMatch(/Fees\s+The provider's ACH collection fee, if any, is debited from the Into account separately/);
  await saveScreenshot(page, 'money-forms-collection-fee-review');
  await page.getByRole('button', { name: /^Collect 40\.00 USD from .+ by ACH debit$/ }).click();
  const outcome = page.getByRole('region', { name: 'Collection sent' });
  await outcome.waitFor({ timeout: 30_000 });
  // The sandbox's fee for an ACH collection, as its response gave it (sandbox/bank/fees.ts).
  await expect.poll(() => outcome.getByRole('definition').allInnerTexts(), { timeout: 15_000 }).toContain('0.25 USD');
  expect(await outcome.innerText()).toMatch(/Fee\s+0\.25\s*USD/);
  await saveScreenshot(page, 'money-forms-collection-fee-outcome');
  await expectNoSeriousAxeViolations(page, 'collection outcome with its fee');
});
