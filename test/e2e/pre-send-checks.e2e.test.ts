// Every pre-send check (electron/pre-send-checks/) in the window's review, each arranged by
// real means against a sandbox server of the shell's own, and every record counted AT THE
// SANDBOX (/_sandbox/stats):
//   - warnings: each has its own checkbox with its explanation, and the confirm stays
//     disabled until every one is ticked; then the confirm sends exactly one payment.
//       insufficient_cached_balance   money moved into the account at the server after the
//                                     last sync (a transfer, no sync since): the cache is behind
//       possible_duplicate            the same amount to the same counterparty, twice
//       first_payment_to_counterparty a counterparty just created, and a
//       payment_method_recently_added US bank account added to it from the window
//       same_day_ach_after_cutoff     same-day ACH on a shell whose host runs in this process on
//                                     a clock the test sets: at 4:00 PM in New York the warning,
//                                     at 10:00 AM none and the review says "Today"
//       same_day_ach_on_weekend       the same, run on a weekend in New York: the weekend's
//                                     warning, the hint and the review say the next business day
//       production_environment        a production server on this computer (a production
//                                     sandbox behind a TLS proxy): the review is framed as
//                                     production and the confirm needs "production" typed
//   - blocks: said in an alert with what to fix, no checkbox, the confirm disabled:
//       purpose_required_for_corridor SWIFT in CNY without a purpose (then chosen: one payment)
//       travel_rule_data_missing      5,000 USDC without travel-rule data (then added: one payment)
//       gone_from_server              the counterparty removed from the server between review
//                                     and confirm, a sync: the confirm is refused, nothing sent
//   - the server's refusals the app's own checks could not foresee (the server knows more
//     than the app's cache: a corridor the provider added, an organization outside the US,
//     set through the sandbox's POST /_sandbox/compliance): 422 purpose_required and
//     travel_rule_required shown with the server's message and request id, the Outbox
//     entry failed (nothing queued), no payment; "Change the payment" shows the refusal at
//     the field it names, and fixing it there sends one payment.
// Axe on every review and refusal; screenshots pre-send-*.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isNewYorkWeekend, sameDayAchCutoffOn } from '../../shared/ach-cutoff';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { freshWorkDir } from './support/child-processes';
import {
  sandboxAccountOption, acknowledgeAll, chooseByTyping, confirmByKeyboard, createdAtSandbox, finishPayment, goTo, paymentPanel, reviewOf, rpcValue, startPayment,
  startQuietShellWithSandbox, submitForReview, typeInto, watchConfirms, type AccountRow, type OutboxEntries, type PaymentTyped,
} from './support/money-forms';
import { forgetProductionKeys, pointProductionAt, startProductionServer, startProductionShell, type ProductionServer } from './support/production-server';
import { saveScreenshot } from './support/screenshots';
import { startShellOnClock, type ShellOnClock } from './support/shell-on-clock';
import type { WebShellProcess, WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;

const rpc = <T>(method: string, input: unknown = {}) => rpcValue<T>(session.shell, method, input);
const paymentsAtSandbox = () => createdAtSandbox(session.sandbox);
const operating = () => sandboxAccountOption(session.shell, 'USD', /^Operating/);
type Prepared = { ok: boolean; prepared: { id: string; checks: Array<{ code: string; severity: string }> } };

/** A write prepared and confirmed from Node (setup of the situation, not what is tested), its warnings acknowledged. */
async function prepareAndConfirm(method: string, form: Record<string, unknown>): Promise<{ state: string }> {
  const answer = await rpc<Prepared>(method, form);
  if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer)}`);
  const acknowledged = answer.prepared.checks.filter((check) => check.severity === 'warning').map((check) => check.code);
  return rpc('writes.confirm', { preparedId: answer.prepared.id, acknowledged });
}

async function openPayments(page: Page): Promise<string[]> {
  const confirms = watchConfirms(page);
  await openApp(page, session.shell.url);
  await goTo(page, 'Payments');
  return confirms;
}

/** Types the payment up to its review; answers the review. */
async function paymentReview(page: Page, typed: PaymentTyped, reference: string, more?: () => Promise<void>): Promise<Locator> {
  await startPayment(page, typed);
  await more?.();
  return submitForReview(page, reference);
}

const labelOf = (box: Locator) => box.evaluate((el) => el.closest('label')?.textContent ?? '');

/**
 * The warning's own checkbox carries its explanation; the confirm stays disabled while it or
 * any other warning is not ticked (the others ticked first, then this one); then enabled,
 * unless the environment's name is still to be typed.
 */
async function expectWarningGate(page: Page, review: Locator, explanation: RegExp, confirmWords: RegExp | string, enabledAfter = true): Promise<void> {
  const button = review.getByRole('button', { name: confirmWords });
  const boxes = await review.getByRole('checkbox').all();
  const labels = await Promise.all(boxes.map(labelOf));
  const index = labels.findIndex((label) => explanation.test(label));
  expect(index, `no warning matching ${String(explanation)} among ${JSON.stringify(labels)}`).toBeGreaterThanOrEqual(0);
  expect(await button.isDisabled()).toBe(true);
  for (const [at, box] of boxes.entries()) {
    if (at === index) continue;
    await box.focus();
    await page.keyboard.press('Space');
  }
  expect(await button.isDisabled()).toBe(true);
  const looksWhileDisabled = await background(button);
  await boxes[index]?.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => button.isDisabled()).toBe(!enabledAfter);
  // A confirm that cannot be used does not look like one that can.
  if (enabledAfter) await expect.poll(() => background(button)).not.toBe(looksWhileDisabled);
}

const background = (button: Locator) => button.evaluate((el) => getComputedStyle(el).backgroundColor);

/** A block: in the review's alert with what to fix, no checkbox for it, the confirm disabled. */
async function expectBlock(review: Locator, explanation: RegExp, confirmWords: RegExp | string): Promise<void> {
  const alert = review.getByRole('alert');
  const text = await alert.innerText();
  expect(text).toMatch(/^This payment cannot be sent:/);
  expect(text).toMatch(explanation);
  expect(text).toContain('Change the payment to fix this, or close it.');
  for (const box of await review.getByRole('checkbox').all()) expect(await labelOf(box)).not.toMatch(explanation);
  await acknowledgeAll(review.page(), review);
  expect(await review.getByRole('button', { name: confirmWords }).isDisabled()).toBe(true);
}

async function backToForm(page: Page, review: Locator): Promise<void> {
  await review.getByRole('button', { name: 'Change the payment' }).focus();
  await page.keyboard.press('Enter');
  await paymentPanel(page).getByRole('form', { name: 'New payment' }).waitFor();
}

/** Enter in the reference (kept from before): the form is prepared again; answers the review. */
async function reviewAgain(page: Page): Promise<Locator> {
  await page.getByLabel('Reference (optional)').focus();
  await page.keyboard.press('Enter');
  const review = reviewOf(paymentPanel(page));
  await review.waitFor({ timeout: 30_000 });
  return review;
}

/** Prepared again from the form: no block or refusal now, every warning ticked, exactly one payment more at the sandbox. */
async function reviewAgainAndSend(page: Page, send: string | RegExp): Promise<void> {
  const before = await paymentsAtSandbox();
  const review = await reviewAgain(page);
  expect(await review.getByRole('alert').count()).toBe(0);
  await acknowledgeAll(page, review);
  await confirmByKeyboard(page, review, send);
  expect(await paymentsAtSandbox()).toBe(before + 1);
}

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `pre-send-${name}`);
  await expectNoSeriousAxeViolations(page, `pre-send ${name}`);
}

beforeAll(async () => {
  session = await startQuietShellWithSandbox();
}, 180_000);
afterAll(async () => {
  await session?.stop();
});

describe('warnings: each acknowledged by itself, then exactly one payment', () => {
  it('insufficient_cached_balance: the cache is behind the server (money moved in since the last sync)', async () => {
    const page = e2e.page;
    const confirms = await openPayments(page);
    const accounts = (await rpc<{ accounts: AccountRow[] }>('balances.list')).accounts;
    const payroll = accounts.find((a) => a.accountName === 'Payroll USD') as AccountRow;
    const from = accounts.find((a) => a.accountName === 'Operating USD') as AccountRow;
    const cents = BigInt((payroll.balance as string).replace('.', ''));
    // 50,000.00 USD into Payroll at the server; no sync runs within the hour here.
    expect(await prepareAndConfirm('transfers.prepare', { sourceAccountId: from.accountId, destinationAccountId: payroll.accountId, amount: '50000', currency: 'USD' })).toMatchObject({ state: 'succeeded' });
    const amount = `${(cents + 100_000n) / 100n}.${String((cents + 100_000n) % 100n).padStart(2, '0')}`;
    const before = await paymentsAtSandbox();
    const review = await paymentReview(page, { rail: /^Open network/, counterparty: 'Northwind Traders', account: 'Payroll USD (USD)', amount }, 'Cache behind');
    expect((await rpc<{ accounts: AccountRow[] }>('balances.list')).accounts.find((a) => a.accountId === payroll.accountId)?.balance).toBe(payroll.balance);
    await shot(page, 'insufficient-cached-balance');
    const send = /^Send [\d,]+\.\d\d USD to .+ on the open network$/;
    await expectWarningGate(page, review, /^Payroll USD shows [\d,]+\.\d\d USD as of .* \(cached\), less than the [\d,]+\.\d\d USD this takes .*Sync to see the current balance/, send);
    await confirmByKeyboard(page, review, send);
    expect(await paymentsAtSandbox()).toBe(before + 1);
    expect(confirms).toHaveLength(1);
    e2e.expectNoProblems();
  }, 240_000);

  it('possible_duplicate: the same amount to the same counterparty again', async () => {
    const page = e2e.page;
    const confirms = await openPayments(page);
    const account = await operating();
    const typed = { rail: /^Open network/, counterparty: 'Northwind Traders', account, amount: '77.70' };
    const send = /^Send 77\.70 USD to .+ on the open network$/;
    let review = await paymentReview(page, typed, 'First of two');
    expect(await review.innerText()).not.toMatch(/already paid/);
    await acknowledgeAll(page, review);
    const first = await (await confirmByKeyboard(page, review, send)).getAttribute('data-resource-id');
    await expect.poll(async () => (await rpc<{ rows: Array<{ id: string }> }>('payments.list', { limit: 20 })).rows.map((row) => row.id), { timeout: 30_000 }).toContain(first);
    await finishPayment(page);
    const before = await paymentsAtSandbox();
    review = await paymentReview(page, typed, 'Second of two');
    await shot(page, 'possible-duplicate');
    await expectWarningGate(page, review, new RegExp(`^77\\.70 USD was already paid to .*Northwind Traders.* \\(${first as string}, \\w+, created .*\\)\\. Make sure this is not the same payment twice\\.$`), send);
    await confirmByKeyboard(page, review, send);
    expect(await paymentsAtSandbox()).toBe(before + 1);
    expect(confirms).toHaveLength(2);
    e2e.expectNoProblems();
  }, 240_000);

  it('first_payment_to_counterparty and payment_method_recently_added: a new payee whose bank account was just added in the window', async () => {
    const page = e2e.page;
    const name = 'Harborline Freight Partners';
    expect(await prepareAndConfirm('counterparties.prepareCreate', { entityType: 'business', name })).toMatchObject({ state: 'succeeded' });
    const counterpartyId = (await rpc<{ rows: Array<{ id: string }> }>('counterparties.list', { search: 'Harborline', limit: 5 })).rows[0]?.id as string;
    const confirms = await openPayments(page);
    await goTo(page, 'Counterparties');
    await page.getByRole('grid', { name: 'Counterparties' }).locator(`tr[data-id="${counterpartyId}"]`).click();
    const detail = page.getByRole('complementary', { name });
    await detail.getByRole('button', { name: 'Add a payment method' }).focus();
    await page.keyboard.press('Enter');
    const methodPanel = page.getByRole('complementary', { name: 'Add a payment method' });
    await methodPanel.getByRole('form', { name: 'Add a payment method' }).waitFor();
    for (const [label, text] of [['Account holder name', name], ['Routing number', '021000021'], ['Account number', '000987654321']] as const) {
      await methodPanel.getByLabel(label, { exact: true }).focus();
      await page.keyboard.type(text);
    }
    await methodPanel.getByRole('button', { name: 'Review the payment method' }).focus();
    await page.keyboard.press('Enter');
    const add = methodPanel.getByRole('button', { name: 'Add the payment method', exact: true });
    await expect.poll(() => add.isDisabled()).toBe(false);
    await add.focus();
    await page.keyboard.press('Enter');
    await methodPanel.getByRole('region', { name: 'Payment method added', exact: true }).waitFor({ timeout: 60_000 });
    await waitForRpcIdle(page);

    await goTo(page, 'Payments');
    const before = await paymentsAtSandbox();
    const review = await paymentReview(page, { rail: /^ACH/, counterparty: name, account: await operating(), amount: '420' }, 'New payee');
    await shot(page, 'first-payment-new-method');
    const send = /^Send 420\.00 USD to .+ by ACH$/;
    await expectWarningGate(page, review, /^This is the first payment to .*Harborline Freight Partners.* \(no earlier payment in this app's records\)\. Check the recipient and their bank details/, send);
    // Untick it again: the other warning alone still holds the confirm.
    const boxes = await review.getByRole('checkbox').all();
    const labels = await Promise.all(boxes.map(labelOf));
    const recent = labels.findIndex((label) => /^The payment method \(US bank account( ending 4321)?\) was added (just now|\d+ minutes? ago) \(.* UTC\)\. Confirm its details with the recipient through a channel you already trust/.test(label));
    expect(recent, JSON.stringify(labels)).toBeGreaterThanOrEqual(0);
    await boxes[recent]?.focus();
    await page.keyboard.press('Space');
    expect(await review.getByRole('button', { name: send }).isDisabled()).toBe(true);
    await page.keyboard.press('Space');
    await confirmByKeyboard(page, review, send);
    expect(await paymentsAtSandbox()).toBe(before + 1);
    expect(confirms).toHaveLength(2); // the payment method's, then the payment's
    e2e.expectNoProblems();
  }, 240_000);
});

// The cut-off is read on main's clock (the host's one injected Clock): a shell whose host
// runs in this process on a clock the test sets, on the same sandbox server, so both sides
// of 2:45 PM in New York are seen at any hour of a weekday's run. On a weekend in New York
// (main's clock cannot move more than a day from the server's) the run sees the weekend
// instead: no same-day settlement at any hour. The window's clock (the form's cut-off
// hint) is set to the same time through Playwright's page clock.
describe("same-day ACH on main's clock: before and after 2:45 PM in New York, or a weekend", () => {
  let clocked: ShellOnClock;
  beforeAll(async () => {
    clocked = await startShellOnClock(session.sandbox);
    expect(await rpcValue<{ state: string }>(clocked, 'sync.start')).toMatchObject({ state: 'synced' });
  }, 180_000);
  afterAll(async () => {
    await clocked?.stop();
  });

  const cutoff = /^It is 4:0\d PM E[SD]T in New York, after the same-day ACH cutoff \(about 2:45 PM Eastern\): this payment will most likely settle on the next business day/;
  const weekendWarning = /^It is (Saturday|Sunday) in New York, and no ACH settles on a weekend: this payment will settle on the next business day, and the same-day fee may still apply/;
  const weekdayCases = [
    { when: 'after', minutesFromCutoff: 75, amount: '12', hint: /^Today's same-day cut-off has passed/, row: /Effective date \/ cut-off\s+Next business day: it is 4:0\d PM E[SD]T in New York, past today's same-day cut-off/, warning: cutoff },
    { when: 'before', minutesFromCutoff: -285, amount: '13', hint: /^Same-day cut-off today:/, row: /Effective date \/ cut-off\s+Today, if sent before the same-day cut-off of 2:45 PM E[SD]T.*; it is 10:0\d AM E[SD]T in New York/, warning: null },
  ] as const;
  const weekendCases = [
    { when: 'on a weekend', minutesFromCutoff: -285, amount: '14', hint: /^It is (Saturday|Sunday) in New York, and no ACH settles on a weekend/, row: /Effective date \/ cut-off\s+Next business day: it is (Saturday|Sunday) in New York, and no ACH settles on a weekend; on business days the same-day cut-off is 2:45 PM E[SD]T/, warning: weekendWarning },
  ] as const;
  const cases = isNewYorkWeekend(new Date()) ? weekendCases : weekdayCases;

  for (const { when, minutesFromCutoff, amount, hint, row, warning } of cases) {
    it(`${when}${when === 'on a weekend' ? '' : ' the cut-off'}: ${warning === null ? 'no warning, the review says Today' : 'a warning to acknowledge'}, then exactly one payment`, async () => {
      const page = e2e.page;
      const at = new Date(sameDayAchCutoffOn(new Date()).getTime() + minutesFromCutoff * 60_000);
      clocked.setTime(at);
      await page.clock.setSystemTime(at);
      await openApp(page, clocked.url);
      await goTo(page, 'Payments');
      const before = await paymentsAtSandbox();
      const account = await sandboxAccountOption(clocked, 'USD', /^Operating/);
      const review = await paymentReview(page, { rail: /^ACH/, counterparty: 'Acme Supplies LLC', account, amount }, `Same day ${when}`, async () => {
        await paymentPanel(page).getByRole('radio', { name: /^Same day/ }).focus();
        await page.keyboard.press('Space');
        expect(await paymentPanel(page).locator('#payment-ach-type-hint').innerText()).toMatch(hint);
      });
      await shot(page, `same-day-ach-${when.replaceAll(' ', '-')}`);
      expect(await review.innerText()).toMatch(row);
      const send = new RegExp(`^Send ${amount}\\.00 USD to .+ by ACH$`);
      if (warning !== null) await expectWarningGate(page, review, warning, send);
      else {
        expect((await Promise.all((await review.getByRole('checkbox').all()).map(labelOf))).some((label) => /same-day ACH cutoff|on a weekend/.test(label))).toBe(false);
        await acknowledgeAll(page, review);
      }
      await confirmByKeyboard(page, review, send);
      expect(await paymentsAtSandbox()).toBe(before + 1);
      e2e.expectNoProblems();
    }, 240_000);
  }
});

describe('blocks: said with what to fix, nothing can be confirmed', () => {
  const blocks = [
    {
      name: 'purpose_required_for_corridor: SWIFT in CNY without a purpose; once chosen, one payment', shotName: 'purpose-block', send: /^Send 1,000\.00 USD to .+ by SWIFT$/,
      typed: async (): Promise<PaymentTyped> => ({ rail: /^SWIFT/, counterparty: 'Shenzhen Components Co.', account: await operating(), amount: '1000' }),
      explanation: /SWIFT payments in CNY need a payment purpose: choose one/,
      fix: (page: Page) => chooseByTyping(page, 'Purpose', 'Goods and services'),
    },
    {
      name: 'travel_rule_data_missing: 5,000 USDC without travel-rule data; once added, one payment', shotName: 'travel-rule-block', send: /^Send 5,000(\.0+)? USDC to .+ by crypto$/,
      typed: async (): Promise<PaymentTyped> => ({ rail: /^Crypto/, counterparty: 'Base Liquidity Partners', account: await sandboxAccountOption(session.shell, 'USDC'), amount: '5,000' }),
      explanation: /5,000(\.0+)? USDC is above the travel-rule threshold: it is required above 3,000\.00 USD for payments from the United States\. Add travel-rule data/,
      fix: async (page: Page) => {
        await typeInto(page, 'Originator name', 'Sandbox Treasury Inc.');
        await typeInto(page, 'Beneficiary name', 'Base Liquidity Partners');
      },
    },
  ];
  for (const { name, shotName, send, typed, explanation, fix } of blocks) it(name, async () => {
    const page = e2e.page;
    await openPayments(page);
    const review = await paymentReview(page, await typed(), shotName);
    await shot(page, shotName);
    await expectBlock(review, explanation, send);
    await backToForm(page, review);
    await fix(page);
    await reviewAgainAndSend(page, send);
    e2e.expectNoProblems();
  }, 240_000);

  it('gone_from_server: the counterparty is removed at the server between review and confirm; the confirm is refused, nothing sent', async () => {
    const page = e2e.page;
    const confirms = await openPayments(page);
    const before = await paymentsAtSandbox();
    const review = await paymentReview(page, { rail: /^ACH/, counterparty: 'Jane Cooper', account: await operating(), amount: '15' }, 'Gone later');
    const jane = (await rpc<{ rows: Array<{ id: string }> }>('counterparties.list', { search: 'Jane Cooper', limit: 5 })).rows[0]?.id as string;
    // The sandbox's API cannot delete a counterparty: its row goes from the sandbox's own file (as gone-from-server.e2e does).
    const db = new Database(path.join(session.sandbox.dataDir, 'sandbox.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      expect(db.prepare('DELETE FROM resources WHERE id = ?').run(jane).changes).toBe(1);
    } finally {
      db.close();
    }
    expect(await rpc<{ state: string }>('sync.start', { mode: 'auto' })).toMatchObject({ state: 'synced' });
    await acknowledgeAll(page, review);
    const button = review.getByRole('button', { name: /^Send 15\.00 USD to .+ by ACH$/ });
    await button.focus({ timeout: 60_000 }); // the window re-reads every list after the sync
    await page.keyboard.press('Enter');
    const alert = review.getByRole('alert');
    await expect.poll(() => alert.innerText(), { timeout: 30_000 }).toMatch(/The counterparty .*Jane Cooper.* \(cpt_\w+\) is no longer on the server \(gone since .* UTC\): choose another counterparty, or sync to check again\./);
    await shot(page, 'gone-from-server');
    expect(await button.isDisabled()).toBe(true);
    expect(await paymentPanel(page).locator('section.write-outcome').count()).toBe(0);
    expect(confirms).toHaveLength(1);
    expect(await paymentsAtSandbox()).toBe(before);
    e2e.expectNoProblems();
  }, 240_000);
});

describe("the server's refusals the app's own checks could not foresee", () => {
  afterEach(async () => {
    await session.sandbox.control('compliance', { organizationCountry: 'US', extraPurposeCorridors: { currencies: [], countries: [] } });
  });

  /** The refused outcome: the server's message and request id; the outbox entry failed, nothing pending; no payment. */
  async function expectRefused(page: Page, send: string | RegExp, code: string, message: RegExp, name: string): Promise<void> {
    const before = await paymentsAtSandbox();
    const known = new Set((await rpc<OutboxEntries>('outbox.list', {})).entries.map((entry) => entry.id));
    const review = reviewOf(paymentPanel(page));
    await acknowledgeAll(page, review);
    const outcome = await confirmByKeyboard(page, review, send, /refused/);
    const text = await outcome.innerText();
    expect(text).toMatch(/^The server refused the payment: nothing was sent/);
    expect(text).toMatch(new RegExp(`Server message\\s+${message.source}`));
    expect(text).toMatch(/Request id\s+req_[A-Za-z0-9]{24}/);
    expect(text).toMatch(/Outbox state\s+refused: /);
    await shot(page, `${name}-refused`);
    const added = (await rpc<OutboxEntries>('outbox.list', {})).entries.filter((entry) => !known.has(entry.id));
    expect(added.map((entry) => entry.state)).toEqual(['failed']);
    expect(await paymentsAtSandbox()).toBe(before);
    const row = await rpc<{ entries: Array<{ id: string; error: { code: string } | null }> }>('outbox.list', {});
    expect(row.entries.find((entry) => entry.id === added[0]?.id)?.error?.code).toBe(code);
    await outcome.getByRole('button', { name: 'Change the payment' }).focus();
    await page.keyboard.press('Enter');
  }

  it('purpose_required: a corridor the provider added (payments to DE) that the app does not know', async () => {
    const page = e2e.page;
    await openPayments(page);
    await session.sandbox.control('compliance', { extraPurposeCorridors: { currencies: [], countries: ['DE'] } });
    const send = /^Send 300\.00 USD to .+ by SWIFT$/;
    const review = await paymentReview(page, { rail: /^SWIFT/, counterparty: 'Müller Maschinenbau GmbH', account: await operating(), amount: '300' }, 'Invoice DE-7');
    expect(await review.getByRole('alert').count()).toBe(0);
    await expectRefused(page, send, 'purpose_required', /A purpose is required for SWIFT payments in EUR or to this destination country/, 'purpose');
    const field = page.getByLabel('Purpose', { exact: true });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('payment-purpose');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#payment-purpose-error').innerText()).toMatch(/^Refused by the server \(request req_\w+\): A purpose is required for SWIFT payments in EUR or to this destination country; purpose is required for this corridor\.$/);
    expect(await page.getByLabel('Reference (optional)').inputValue()).toBe('Invoice DE-7');
    await shot(page, 'purpose-refused-at-field');
    await chooseByTyping(page, 'Purpose', 'Goods and services');
    await reviewAgainAndSend(page, send);
    e2e.expectNoProblems();
  }, 240_000);

  it('travel_rule_required: the organization is in GB (every crypto transfer needs the data), the app assumes the US', async () => {
    const page = e2e.page;
    await openPayments(page);
    await session.sandbox.control('compliance', { organizationCountry: 'GB' });
    const send = /^Send 100(\.0+)? USDC to .+ by crypto$/;
    const review = await paymentReview(page, { rail: /^Crypto/, counterparty: 'Base Liquidity Partners', account: await sandboxAccountOption(session.shell, 'USDC'), amount: '100' }, 'Small USDC');
    expect(await review.getByRole('alert').count()).toBe(0);
    await expectRefused(page, send, 'travel_rule_required', /Travel-rule data is required for crypto payments above 0 USD from GB/, 'travel-rule');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('payment-originator-name');
    expect(await page.locator('#payment-originator-name-error').innerText()).toMatch(/^Refused by the server \(request req_\w+\): Travel-rule data is required for crypto payments above 0 USD from GB/);
    await shot(page, 'travel-rule-refused-at-field');
    await page.keyboard.type('Sandbox Treasury Ltd');
    await typeInto(page, 'Beneficiary name', 'Base Liquidity Partners');
    await reviewAgainAndSend(page, send);
    e2e.expectNoProblems();
  }, 240_000);
});

describe('production_environment', () => {
  let production: ProductionServer;
  let shell: WebShellProcess;
  let workDir: string;

  beforeAll(async () => {
    workDir = freshWorkDir('treasury-e2e-pre-send-production-');
    const dataDir = path.join(workDir, 'data');
    production = await startProductionServer();
    await pointProductionAt(dataDir, production);
    shell = await startProductionShell(dataDir, production);
    expect(await rpcValue<{ state: string }>(shell, 'sync.start')).toMatchObject({ state: 'synced' });
  }, 240_000);
  afterAll(async () => {
    await shell?.stop();
    await production?.stop();
    if (workDir !== undefined) await forgetProductionKeys(path.join(workDir, 'data')).catch(() => undefined);
  });

  it('the review is framed as production and confirming needs "production" typed; one payment at the production server', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await page.getByRole('status', { name: 'Environment: Production' }).waitFor();
    await goTo(page, 'Payments');
    const before = await createdAtSandbox(production.sandbox);
    const sandboxBefore = await paymentsAtSandbox();
    const account = await sandboxAccountOption(shell, 'USD', /^Operating/);
    const review = await paymentReview(page, { rail: /^Open network/, counterparty: 'Northwind Traders', account, amount: '5' }, 'Production 1');
    expect(await review.getByRole('heading', { level: 3 }).first().innerText()).toBe('Review in PRODUCTION: this moves real money');
    expect(await review.innerText()).toMatch(/Environment\s+Production: real money/);
    const send = /^Send 5\.00 USD to .+ on the open network$/;
    await expectWarningGate(page, review, /^This is the PRODUCTION environment: this is real and cannot be undone from here\. Type "production" to confirm\.$/, send, false);
    // Every warning ticked, yet the environment's name is still to be typed.
    const button = review.getByRole('button', { name: send });
    const typed = review.getByLabel('Type production to confirm');
    expect(await button.isDisabled()).toBe(true);
    await typed.focus();
    await page.keyboard.type('Production');
    expect(await button.isDisabled()).toBe(true);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('production');
    await expect.poll(() => button.isDisabled()).toBe(false);
    await shot(page, 'production');
    await confirmByKeyboard(page, review, send);
    expect(await createdAtSandbox(production.sandbox)).toBe(before + 1);
    expect(await paymentsAtSandbox()).toBe(sandboxBefore);
    e2e.expectNoProblems();
  }, 240_000);
});
