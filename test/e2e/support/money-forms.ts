// Moving money in the window as a person does, for the browser tests of the write flows
// (new-payment, money-faults, money-decisions, new-transfer, pre-send-checks): the shell's
// answers read from Node, what the sandbox counts, the "New payment" form typed by
// keyboard, the review's warnings acknowledged one by one, and the confirm.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForRpcIdle } from './browser';
import type { SandboxProcess } from './sandbox-process';
import { rpcValue, startWebShellWithSandboxProcess, type WebShellProcess, type WebShellWithSandbox } from './web-shell-process';

export { rpcValue };

export type AccountRow = { accountId: string; accountName: string | null; currency: string | null; balance: string | null; goneAt: string | null };
export type OutboxEntries = { entries: Array<{ id: string; operation: string; state: string; summary: string; idempotencyKey: string; resourceId: string | null }> };
export type CreatedKind = 'payment' | 'collection' | 'transfer' | 'counterparty' | 'paymentMethod';

/** How many records of a kind the sandbox created through /v1 (/_sandbox/stats). */
export async function createdAtSandbox(sandbox: Pick<SandboxProcess, 'control'>, kind: CreatedKind = 'payment'): Promise<number> {
  return (await sandbox.control<{ created: Record<string, number> }>('stats')).created[kind] ?? 0;
}

/**
 * A shell on a sandbox child of its own, synced once, with no scheduled sync while the
 * file runs (an hour apart): a status or resend seen comes from the tracker or a click.
 * `shellArgs` are added to the shell's command line (`--data-process`).
 */
export async function startQuietShellWithSandbox(shellArgs: readonly string[] = []): Promise<WebShellWithSandbox> {
  process.env['TREASURY_SYNC_EVERY_MS'] = '3600000';
  let session: WebShellWithSandbox;
  try {
    session = await startWebShellWithSandboxProcess({ shell: { extraArgs: shellArgs } });
  } finally {
    delete process.env['TREASURY_SYNC_EVERY_MS'];
  }
  expect(await rpcValue<{ state: string }>(session.shell, 'sync.start')).toMatchObject({ state: 'synced' });
  return session;
}

/** "Operating USD (USD)": how the form's account list names the first live account of that currency (and name). */
export async function sandboxAccountOption(shell: Pick<WebShellProcess, 'rpc'>, currency: string, name?: RegExp): Promise<string> {
  const { accounts } = await rpcValue<{ accounts: AccountRow[] }>(shell, 'balances.list');
  const found = accounts.find((a) => a.currency === currency && a.goneAt === null && a.accountName !== null && (name === undefined || name.test(a.accountName)));
  if (found === undefined) throw new Error(`no ${currency} account${name === undefined ? '' : ` named ${String(name)}`} in the data`);
  return `${found.accountName} (${currency})`;
}

export async function goTo(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page);
}

/** How long Chromium's type-ahead in a <select> waits for the next key before a key starts a new search. */
const TYPE_AHEAD_RESET_MS = 1_000;

/**
 * Chooses an option of a <select> by typing the start of its label (type-ahead), as a person
 * does. On a loaded machine the page may take longer than the type-ahead's second between two
 * keys, and the keys after the pause start a new search: then, like a person, it waits for the
 * type-ahead to reset and types the label again (at most three times).
 */
export async function chooseByTyping(page: Page, label: string, text: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await select.focus();
    await page.keyboard.type(text);
    try {
      await expect.poll(() => selectedText(select), { timeout: 3_000 }).toBe(text);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, TYPE_AHEAD_RESET_MS + 200));
    }
  }
}

export function selectedText(select: Locator): Promise<string> {
  return select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
}

export async function typeInto(page: Page, label: string | RegExp, text: string): Promise<void> {
  await page.getByLabel(label).focus();
  await page.keyboard.type(text);
}

/** Counts the window's confirm calls (each body names the prepared instruction). */
export function watchConfirms(page: Page): string[] {
  const confirms: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/rpc/writes.confirm')) confirms.push(request.postData() ?? '');
  });
  return confirms;
}

export const paymentPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'New payment' });
export const reviewOf = (panel: Locator): Locator => panel.getByRole('region', { name: /^Review/ });

export interface PaymentTyped {
  /** The rail's radio, by the start of its name: /^ACH/, /^Open network/. */
  rail: RegExp;
  /** The counterparty's whole name; its first six letters are searched. */
  counterparty: string;
  /** The source account as the list names it ("Operating USD (USD)"). */
  account: string;
  amount: string;
  /** Opens the form by the header's "New payment" button first (default true). */
  open?: boolean;
  /** The method's radio to choose when the counterparty has several (default: the one offered). */
  method?: RegExp;
}

/** Opens the form (the header button by keyboard), chooses the rail, the counterparty (searched), the account and the amount. */
export async function startPayment(page: Page, typed: PaymentTyped): Promise<Locator> {
  if (typed.open !== false) {
    await page.getByRole('button', { name: 'New payment', exact: true }).focus();
    await page.keyboard.press('Enter');
  }
  const panel = paymentPanel(page);
  // Generous: on a busy machine the window may take long to render after a sync.
  await panel.getByRole('form', { name: 'New payment' }).waitFor({ timeout: 60_000 });
  await panel.getByRole('radio', { name: typed.rail }).focus();
  await page.keyboard.press('Space');
  await typeInto(page, 'Find a counterparty', typed.counterparty.slice(0, 6));
  await expect.poll(() => panel.locator('#payment-search-hint').innerText()).toMatch(/match/);
  // The search leaves one counterparty: the first option after "Choose…".
  const select = page.getByLabel('Counterparty', { exact: true });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedText(select)).toBe(typed.counterparty);
  if (typed.method === undefined) {
    await expect.poll(() => panel.locator('input[name="paymentMethodId"]:checked').count(), { timeout: 15_000 }).toBe(1);
  } else {
    const radio = panel.getByRole('radio', { name: typed.method });
    await radio.waitFor({ timeout: 15_000 });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => radio.isChecked()).toBe(true);
  }
  await chooseByTyping(page, 'From account', typed.account);
  await expect.poll(() => panel.locator('#payment-source-hint').innerText()).toMatch(/as of/);
  await panel.locator('#payment-amount').focus();
  await page.keyboard.type(typed.amount);
  return panel;
}

/** Types the reference and presses Enter in it: the form is prepared; answers the review. */
export async function submitForReview(page: Page, reference: string): Promise<Locator> {
  await typeInto(page, 'Reference (optional)', reference);
  await page.keyboard.press('Enter');
  const review = reviewOf(paymentPanel(page));
  await review.waitFor({ timeout: 30_000 });
  return review;
}

/** Ticks every warning's own checkbox by keyboard (Space). */
export async function acknowledgeAll(page: Page, review: Locator): Promise<void> {
  for (const box of await review.getByRole('checkbox').all()) {
    await box.focus();
    await page.keyboard.press('Space');
  }
}

/** The confirm button (named by what it does), once enabled, pressed by Enter twice (one confirm); answers the outcome. */
export async function confirmByKeyboard(page: Page, review: Locator, confirmWords: RegExp | string, outcomeName: RegExp = /^Payment sent/): Promise<Locator> {
  const button = review.getByRole('button', { name: confirmWords });
  await expect.poll(() => button.isDisabled()).toBe(false);
  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const outcome = paymentPanel(page).getByRole('region', { name: outcomeName });
  await outcome.waitFor({ timeout: 60_000 });
  await waitForRpcIdle(page);
  return outcome;
}

/** Submits by Enter in the reference, acknowledges every warning, confirms by keyboard; answers the review's text and the outcome. */
export async function reviewAndConfirm(page: Page, reference: string, confirmWords: RegExp, outcomeName: RegExp = /^Payment sent/): Promise<{ review: string; outcome: Locator }> {
  const review = await submitForReview(page, reference);
  const text = await review.innerText();
  await acknowledgeAll(page, review);
  return { review: text, outcome: await confirmByKeyboard(page, review, confirmWords, outcomeName) };
}

/** "Done" on the outcome: the panel closes. */
export async function finishPayment(page: Page): Promise<void> {
  await paymentPanel(page).getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => paymentPanel(page).count()).toBe(0);
}
