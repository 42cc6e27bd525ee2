// "New payment" from the Payments screen on every rail, typed as a person would (keyboard
// only), against a sandbox server of its own (demo data) so each payment is counted AT THE
// SANDBOX (/_sandbox/stats): exactly one payment per confirm.
//   - ACH (opened from the palette): the rail first, a counterparty found by searching,
//     its one US bank method offered, the cut-off in Eastern and local time; the review's
//     rows (rail, from, to masked, amount, fees, effective date / cut-off, reference);
//     the outcome's next status and when ACH settles; axe and screenshots of the form,
//     the review and the outcome;
//   - Fedwire (purpose), SWIFT (charges, conversion at market, purpose), crypto (travel-rule
//     data above the threshold), open network: each one payment at the sandbox;
//   - a refusal: more than the account holds, the warning acknowledged, the server's
//     message and request id shown, the outbox entry failed (nothing queued), no payment;
//   - live status: a payment forced to `requires_action` by its reference, the sandbox's
//     clock advanced, and the detail panel's status changes without a click; the same in
//     the outcome (its status read from the payment's detail query), focus on the outcome's
//     heading and Escape from <body> closing the panel;
//   - focus on the form's first field when the palette opens it; a refusal's "Change the
//     payment" back to the form with everything typed kept.
// Screenshots new-payment-ach-form, -ach-review, -ach-outcome, -swift-form, -crypto-form,
// -refused, -live-status, -outcome-followed, -open-not-verified (the warning of a method
// the sandbox could not verify).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import {
  goTo, sandboxAccountOption, acknowledgeAll, chooseByTyping, createdAtSandbox, finishPayment as finish, reviewAndConfirm, rpcValue, startPayment as startTyped,
  confirmByKeyboard, paymentPanel, startQuietShellWithSandbox, submitForReview, typeInto, watchConfirms,
} from './support/money-forms';
import { saveScreenshot } from './support/screenshots';
import type { WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;

const rpc = <T>(method: string, input: unknown = {}) => rpcValue<T>(session.shell, method, input);
const paymentsAtSandbox = () => createdAtSandbox(session.sandbox);
const sandboxAccountLabel = (currency: string, name?: RegExp) => sandboxAccountOption(session.shell, currency, name);
const startPayment = (page: Page, rail: RegExp, counterparty: string, account: string, amount: string, open = true) => startTyped(page, { rail, counterparty, account, amount, open });

describe('new payment on every rail', () => {
  let confirms: string[] = [];
  beforeAll(async () => {
    // No scheduled sync while the file runs: a status seen changing came from the status tracker.
    session = await startQuietShellWithSandbox();
  }, 180_000);
  afterAll(async () => {
    await session?.stop();
  });

  async function openPayments(page: Page): Promise<void> {
    confirms = watchConfirms(page);
    await openApp(page, session.shell.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Payments', exact: true }).click();
    await waitForRpcIdle(page);
  }

  it('ACH from the palette: the rail first, the review says what is sent, one payment at the sandbox', async () => {
    const page = e2e.page;
    await openPayments(page);
    const operating = await sandboxAccountLabel('USD', /Operating/);
    const before = await paymentsAtSandbox();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('New payment');
    await page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name: 'New payment' }).first().waitFor();
    await page.keyboard.press('Enter');
    // Focus is on the form's first field, not on <body> (a keyboard user goes on from there).
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('aside') !== null && document.activeElement?.matches('input, select, textarea') === true)).toBe(true);
    const panel = await startPayment(page, /^ACH/, 'Acme Supplies LLC', operating, '1234.5', false);
    expect(await panel.getByRole('radio', { name: /Acme operating/ }).isChecked()).toBe(true);
    expect(await panel.locator('label', { has: page.getByRole('radio', { name: /Acme operating/ }) }).innerText()).toMatch(/\*+6789.*Receives USD; by ACH or Fedwire/s);
    expect(await panel.locator('#payment-ach-type-hint').innerText()).toMatch(/2:45 PM E[SD]T in New York, \d{1,2}:\d\d [AP]M UTC your time/);
    await expect.poll(() => panel.locator('output').innerText()).toBe('Reads as 1,234.50 USD');
    await panel.getByRole('radio', { name: /^Same day/ }).focus();
    await page.keyboard.press('Space');
    await saveScreenshot(page, 'new-payment-ach-form');
    await expectNoSeriousAxeViolations(page, 'new-payment-ach-form');

    await typeInto(page, 'Reference (optional)', 'INV-2041');
    await page.keyboard.press('Enter');
    const review = panel.getByRole('region', { name: /^Review/ });
    await review.waitFor({ timeout: 30_000 });
    const rows = await review.innerText();
    for (const expected of [/Rail\s+ACH/, /To\s+Acme Supplies LLC: "Acme operating", US bank account ending 6789/, /Amount\s+1,234\.50 USD/, /Fees\s+The provider.s ACH fee, if any, is debited from the account separately, on top of the amount/, /Effective date \/ cut-off\s+(Today|Next business day).*2:45 PM E[SD]T/, /Reference\s+INV-2041/, /From\s+Operating/]) {
      expect(rows).toMatch(expected);
    }
    expect(rows).not.toContain('000123456789');
    await saveScreenshot(page, 'new-payment-ach-review');
    await expectNoSeriousAxeViolations(page, 'new-payment-ach-review');
    const button = review.getByRole('button', { name: /^Send 1,234\.50 USD to .+ by ACH$/ });
    await acknowledgeAll(page, review);
    await button.dblclick();
    const outcome = panel.getByRole('region', { name: /^Payment sent/ });
    await outcome.waitFor({ timeout: 60_000 });
    await waitForRpcIdle(page);
    expect(confirms).toHaveLength(1);
    expect(await outcome.innerText()).toMatch(/Idempotency key/);
    // What comes next: the next status and when the rail settles, from the time the server accepted it (a same-day ACH).
    expect(await outcome.innerText()).toMatch(/Next\s+(Processing; settles|Completes) (today \(it was sent before the 2:45 PM Eastern cut-off\)|the next business day \(it was sent (after today's 2:45 PM Eastern cut-off|on a weekend)\))/);
    const paymentId = await outcome.getAttribute('data-resource-id');
    expect(paymentId).toMatch(/^pmt_/);
    await page.getByRole('grid', { name: 'Payments' }).locator(`tr[data-id="${paymentId}"]`).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'new-payment-ach-outcome');
    await expectNoSeriousAxeViolations(page, 'new-payment-ach-outcome');
    expect(await paymentsAtSandbox()).toBe(before + 1);
    e2e.expectNoProblems();
  }, 240_000);

  it('Fedwire, SWIFT, crypto and open network: each typed and confirmed into exactly one payment at the sandbox', async () => {
    const page = e2e.page;
    await openPayments(page);
    const operating = await sandboxAccountLabel('USD', /Operating/);
    const usdc = await sandboxAccountLabel('USDC');
    let count = await paymentsAtSandbox();

    await startPayment(page, /^Fedwire/, 'Acme Supplies LLC', operating, '25,000');
    await chooseByTyping(page, 'Purpose', 'Trade of goods');
    let done = await reviewAndConfirm(page, 'PO-77', /^Send 25,000\.00 USD to .+ by Fedwire$/);
    expect(done.review).toMatch(/Purpose\s+Trade of goods/);
    expect(await paymentsAtSandbox()).toBe(count + 1);
    count += 1;
    await finish(page);

    await startPayment(page, /^SWIFT/, 'Müller Maschinenbau GmbH', operating, '2,500');
    await chooseByTyping(page, 'Charges', "Ours (OUR): you pay every bank's charges");
    await chooseByTyping(page, 'Conversion', 'At market: the rate when it is converted');
    await chooseByTyping(page, 'Purpose', 'Goods and services');
    await saveScreenshot(page, 'new-payment-swift-form');
    await expectNoSeriousAxeViolations(page, 'new-payment-swift-form');
    done = await reviewAndConfirm(page, 'Invoice 2026-118', /^Send 2,500\.00 USD to .+ by SWIFT$/);
    expect(done.review).toMatch(/Charges\s+OUR/);
    expect(done.review).toMatch(/To\s+Müller Maschinenbau GmbH/);
    expect(await paymentsAtSandbox()).toBe(count + 1);
    count += 1;
    await finish(page);

    const panel = await startPayment(page, /^Crypto/, 'Base Liquidity Partners', usdc, '5,000');
    expect(await panel.locator('#payment-travel-rule-hint').innerText()).toMatch(/above 3,000 US dollars .* the UK, and above 1,000 US dollars elsewhere/);
    await typeInto(page, 'Originator name', 'Sandbox Treasury Inc.');
    await typeInto(page, 'Beneficiary name', 'Base Liquidity Partners');
    await saveScreenshot(page, 'new-payment-crypto-form');
    await expectNoSeriousAxeViolations(page, 'new-payment-crypto-form');
    done = await reviewAndConfirm(page, 'Settlement 12', /^Send 5,000(\.0+)? USDC to .+ by crypto$/);
    expect(done.review).toMatch(/Travel-rule originator\s+Name: Sandbox Treasury Inc\./);
    expect(done.review).toMatch(/Travel-rule beneficiary\s+Name: Base Liquidity Partners/);
    expect(done.review).toMatch(/Wallet address\s+0x[0-9a-fA-F]{40}/);
    expect(done.review).toMatch(/Network\s+Base/);
    expect(await paymentsAtSandbox()).toBe(count + 1);
    count += 1;
    await finish(page);

    await startPayment(page, /^Open network/, 'Northwind Traders', operating, '250');
    // The sandbox cannot verify another institution's network handle: the review warns, naming the method as its To row does.
    const openReview = await submitForReview(page, 'Open 1');
    expect(await openReview.innerText()).toMatch(/Fees\s+None/);
    const warnings = await Promise.all((await openReview.getByRole('checkbox').all()).map((box) => box.evaluate((el) => el.closest('label')?.textContent ?? '')));
    const notVerified = warnings.filter((label) => label.includes('The payment method ("Northwind on open", open-network recipient @northwind.treasury.usd) is not verified: the provider could not confirm that it belongs to the recipient'));
    expect(notVerified, JSON.stringify(warnings)).toHaveLength(1);
    expect(notVerified[0]).toMatch(/ask Northwind Traders through a channel you already trust if in doubt\) before paying\.$/);
    expect(await openReview.innerText()).toMatch(/To\s+Northwind Traders: "Northwind on open", open-network recipient @northwind\.treasury\.usd/);
    await saveScreenshot(page, 'new-payment-open-not-verified');
    await expectNoSeriousAxeViolations(page, 'new-payment-open-not-verified');
    await acknowledgeAll(page, openReview);
    await confirmByKeyboard(page, openReview, /^Send 250\.00 USD to .+ on the open network$/);
    expect(await paymentsAtSandbox()).toBe(count + 1);
    expect(confirms).toHaveLength(4);
    e2e.expectNoProblems();
  }, 300_000);

  it("a refusal shows the server's message and request id, with nothing queued and no payment", async () => {
    const page = e2e.page;
    await openPayments(page);
    const operating = await sandboxAccountLabel('USD', /Operating/);
    const before = await paymentsAtSandbox();
    await startPayment(page, /^ACH/, 'Acme Supplies LLC', operating, '999,999,999.99');
    const { outcome } = await reviewAndConfirm(page, 'Too much', /^Send 999,999,999\.99 USD to .+ by ACH$/, /refused/);
    const text = await outcome.innerText();
    expect(text).toMatch(/Server message\s+\S/);
    expect(text).toMatch(/Request id\s+req_/);
    expect(text).toMatch(/does not have enough available balance/);
    await saveScreenshot(page, 'new-payment-refused');
    await expectNoSeriousAxeViolations(page, 'new-payment-refused');
    const outbox = await rpc<{ entries: Array<{ id: string; state: string; requestId: string | null }> }>('outbox.list', {});
    expect(outbox.entries.filter((entry) => entry.state === 'pending' || entry.state === 'sent')).toHaveLength(0);
    expect(await paymentsAtSandbox()).toBe(before);
    // Refused: back to the form with everything typed kept, to change it and prepare it again.
    expect(text).toMatch(/Payment\s+None: nothing was created/);
    await outcome.getByRole('button', { name: 'Change the payment' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => paymentPanel(page).locator('#payment-amount').inputValue()).toBe('999,999,999.99');
    expect(await page.getByLabel('Reference (optional)').inputValue()).toBe('Too much');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('aside') !== null)).toBe(true);
    // The Outbox's row shows the refusal's request id, as the outcome did.
    const requestId = /Request id\s+(req_\w+)/.exec(text)?.[1] as string;
    const refusedEntry = outbox.entries.find((entry) => entry.state === 'failed' && entry.requestId === requestId);
    expect(refusedEntry, JSON.stringify(outbox.entries.slice(0, 3))).toBeDefined();
    await goTo(page, 'Outbox');
    const outboxRow = page.locator(`table.outbox-table tr[data-entry-id="${refusedEntry?.id as string}"]`);
    await outboxRow.waitFor({ timeout: 30_000 });
    expect(await outboxRow.innerText()).toMatch(/req_/);
    await saveScreenshot(page, 'new-payment-refused-outbox');
    e2e.expectNoProblems();
  }, 240_000);

  it('a payment made from the window changes status in its detail panel as the sandbox moves it on, without a click', async () => {
    const page = e2e.page;
    await openPayments(page);
    const operating = await sandboxAccountLabel('USD', /Operating/);
    await startPayment(page, /^ACH/, 'Acme Supplies LLC', operating, '10');
    const { outcome } = await reviewAndConfirm(page, 'sandbox:requires_action:cop_required', /^Send 10\.00 USD to .+ by ACH$/);
    const paymentId = await outcome.getAttribute('data-resource-id');
    await finish(page);
    await page.getByRole('grid', { name: 'Payments' }).locator(`tr[data-id="${paymentId}"]`).click();
    const badge = page.getByRole('complementary').locator('.status-badge').first();
    await expect.poll(() => badge.getAttribute('data-status'), { timeout: 20_000 }).toBe('created');
    const rpcCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/payments.detail')) rpcCalls.push(request.url());
    });
    await session.sandbox.control('clock', { advanceSeconds: 15 });
    await expect.poll(() => badge.getAttribute('data-status'), { timeout: 90_000 }).toBe('requires_action');
    expect(rpcCalls.length).toBeGreaterThan(0);
    expect(await page.getByRole('complementary').innerText()).toMatch(/Requires action/i);
    await saveScreenshot(page, 'new-payment-live-status');
    await expectNoSeriousAxeViolations(page, 'new-payment-live-status');
    e2e.expectNoProblems();
  }, 240_000);

  it("the outcome's status moves on its own as the sandbox moves the payment; focus on the outcome's heading; Escape from <body> closes the panel", async () => {
    const page = e2e.page;
    await openPayments(page);
    const operating = await sandboxAccountLabel('USD', /Operating/);
    await page.getByRole('button', { name: 'New payment', exact: true }).focus();
    await page.keyboard.press('Enter');
    // The rail chosen as a keyboard user may: the last radio focused, then ArrowDown (no page error).
    await paymentPanel(page).locator('input[type=radio][value=open]').focus();
    await page.keyboard.press('ArrowDown');
    await startPayment(page, /^ACH/, 'Acme Supplies LLC', operating, '11', false);
    const { outcome } = await reviewAndConfirm(page, 'sandbox:requires_action:cop_required', /^Send 11\.00 USD to .+ by ACH$/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-outcome-title');
    await expect.poll(() => outcome.innerText()).toMatch(/Status\s+Created/);
    await session.sandbox.control('clock', { advanceSeconds: 15 });
    await expect.poll(() => outcome.innerText(), { timeout: 90_000 }).toMatch(/Status\s+Requires action/);
    await saveScreenshot(page, 'new-payment-outcome-followed');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect.poll(() => paymentPanel(page).count()).toBe(0);
    e2e.expectNoProblems();
  }, 240_000);
});
