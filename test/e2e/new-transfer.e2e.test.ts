// "New transfer" from the Transfers screen on the embedded sandbox's demo data, typed as a
// person would (keyboard only):
//   - the palette opens the form in a side panel beside the list (no dialog), and a fresh
//     form over the outcome; Escape on the review goes back to the form with all kept;
//   - an amount with too many decimals shows its error at the field when the person
//     leaves it, and submitting focuses it; what was typed stays; the To list offers only
//     the From account's currency and says so;
//   - an amount above the cached balance reaches the review with a warning that must be
//     acknowledged before the confirm button can be used; going back keeps every field;
//   - a good amount ("1,234.5") reads back as 1,234.50 USD, the review shows what will be
//     sent, and a double click on the confirm button makes exactly ONE transfer (one
//     outbox entry, one new transfer at the server after a sync) shown in the outcome,
//     and in the list beside it; another one confirmed by Enter pressed twice is one more.
// Axe on the form, the review and the outcome; screenshots new-transfer-form,
// new-transfer-review, new-transfer-warning, new-transfer-outcome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { chooseByTyping, rpcValue, type AccountRow } from './support/money-forms';
import { saveScreenshot } from './support/screenshots';
import { startSyncedWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let shell: WebShellProcess;

type Account = AccountRow;
type Outbox = { entries: Array<{ operation: string; resourceId: string | null }> };

const rpc = <T>(method: string, input: unknown = {}) => rpcValue<T>(shell, method, input);

async function transferIds(): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { rows: Array<{ id: string }>; nextCursor: string | null } = await rpc('transfers.list', { limit: 1000, ...(cursor === null ? {} : { cursor }) });
    ids.push(...page.rows.map((row) => row.id));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return ids;
}

describe('new transfer between own accounts', () => {
  beforeAll(async () => {
    shell = await startSyncedWebShellProcess();
  }, 180_000);
  afterAll(async () => {
    await shell?.stop();
  });

  it('is typed, reviewed and confirmed by a double click (then Enter twice) into exactly one transfer each time', async () => {
    const page = e2e.page;
    const accounts = (await rpc<{ accounts: Account[] }>('balances.list')).accounts.filter((a) => a.currency === 'USD' && a.goneAt === null && a.balance !== null && a.accountName !== null);
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    const [source, destination] = accounts as [Account, Account];
    const other = (await rpc<{ accounts: Account[] }>('balances.list')).accounts.find((a) => a.currency !== 'USD' && a.currency !== null && a.goneAt === null && a.accountName !== null);
    if (other === undefined) throw new Error('the demo data has no account in another currency');
    const label = (a: Account) => `${a.accountName} (${a.currency})`;
    const before = await transferIds();

    await openApp(page, shell.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Transfers', exact: true }).click();
    await waitForRpcIdle(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('New transfer');
    await page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name: 'New transfer' }).first().waitFor();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'New transfer' });
    await panel.getByRole('form', { name: 'New transfer' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await chooseByTyping(page, 'From account', label(source));
    await expect.poll(() => panel.innerText()).toContain('as of');
    await page.keyboard.press('Tab');
    await chooseByTyping(page, 'To account', label(destination));
    await page.keyboard.press('Tab');
    await page.keyboard.type('12.345');
    await page.keyboard.press('Tab'); // leaving the field shows its error
    const amount = page.getByLabel('Amount in USD');
    const amountError = panel.locator('#transfer-amount-error');
    await expect.poll(() => amountError.innerText()).toMatch(/decimal/i);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.type('Monthly sweep');
    await page.keyboard.press('Enter'); // submit: nothing sent, focus to the amount, nothing cleared
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('transfer-amount');
    expect(await amount.inputValue()).toBe('12.345');
    expect(await page.getByLabel('Reference (optional)').inputValue()).toBe('Monthly sweep');
    await saveScreenshot(page, 'new-transfer-form');
    await expectNoSeriousAxeViolations(page, 'new-transfer-form');

    // A transfer is same-currency between two accounts: the To list offers only the From account's currency, without the From account itself, and says so (main refuses any other too).
    await page.keyboard.press('Control+a');
    await page.keyboard.type('10');
    const offered = await page.getByLabel('To account', { exact: true }).evaluate((el) => [...(el as HTMLSelectElement).options].map((option) => option.textContent));
    expect(offered).toContain(label(destination));
    expect(offered).not.toContain(label(other));
    expect(offered).not.toContain(label(source));
    expect(await panel.locator('#transfer-destination-hint').innerText()).toBe('One of your own USD accounts: a transfer stays in the From account’s currency.');
    await chooseByTyping(page, 'To account', label(destination));

    // More than the cached balance: a warning to acknowledge before confirming.
    await amount.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('999,999,999.99');
    await page.keyboard.press('Enter');
    const review = panel.getByRole('region', { name: /^Review/ });
    await review.waitFor();
    const confirmButton = review.getByRole('button', { name: /^(Move|Send|Transfer)/ });
    await expect.poll(() => confirmButton.isDisabled()).toBe(true);
    const warning = review.getByRole('checkbox');
    expect(await warning.count()).toBe(1);
    expect(await review.getByRole('group', { name: /acknowledge/ }).innerText()).toMatch(/less than/);
    await saveScreenshot(page, 'new-transfer-warning');
    await expectNoSeriousAxeViolations(page, 'new-transfer-warning');
    await warning.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => confirmButton.isDisabled()).toBe(false);
    await review.getByRole('button', { name: 'Change the transfer' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => amount.inputValue()).toBe('999,999,999.99');
    expect(await page.getByLabel('From account', { exact: true }).inputValue()).toBe(source.accountId);
    expect(await page.getByLabel('To account', { exact: true }).inputValue()).toBe(destination.accountId);

    await amount.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('1,234.5');
    await expect.poll(() => panel.locator('output').innerText()).toBe('Reads as 1,234.50 USD');
    await page.keyboard.press('Enter');
    await review.waitFor();
    expect(await review.getByRole('checkbox').count()).toBe(0);
    const reviewText = await review.innerText();
    expect(reviewText).toContain('1,234.50');
    expect(reviewText).toContain(source.accountName);
    expect(reviewText).toContain(destination.accountName);
    expect(reviewText).toContain('Monthly sweep');
    await expect.poll(() => confirmButton.isDisabled()).toBe(false);
    await saveScreenshot(page, 'new-transfer-review');
    await expectNoSeriousAxeViolations(page, 'new-transfer-review');
    // Escape on the review goes back to the form with everything kept (it closed the whole panel).
    await page.keyboard.press('Escape');
    await expect.poll(() => amount.inputValue()).toBe('1,234.5');
    expect(await page.getByLabel('Reference (optional)').inputValue()).toBe('Monthly sweep');
    expect(await panel.count()).toBe(1);
    await amount.focus();
    await page.keyboard.press('Enter');
    await review.waitFor();
    await expect.poll(() => confirmButton.isDisabled()).toBe(false);

    const confirms: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/rpc/writes.confirm')) confirms.push(request.postData() ?? '');
    });
    await confirmButton.dblclick();
    const outcome = panel.getByRole('region', { name: /^Transfer sent/ });
    await outcome.waitFor({ timeout: 60_000 });
    await waitForRpcIdle(page);
    expect(confirms).toHaveLength(1);
    const outcomeText = await outcome.innerText();
    expect(outcomeText).toMatch(/Idempotency key/);
    const transferId = await outcome.getAttribute('data-resource-id');
    // The list beside the panel reads again: the new transfer is in it without a sync.
    await page.getByRole('grid', { name: 'Transfers' }).locator(`tr[data-id="${transferId}"]`).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'new-transfer-outcome');
    await expectNoSeriousAxeViolations(page, 'new-transfer-outcome');

    const outbox = await rpc<Outbox>('outbox.list', {});
    const entries = outbox.entries.filter((entry) => entry.operation === 'createTransfer');
    expect(entries).toHaveLength(1);
    expect(await rpc<{ state: string }>('sync.start')).toMatchObject({ state: 'synced' });
    const after = await transferIds();
    const added = after.filter((id) => !before.includes(id));
    expect(added).toEqual([entries[0]!.resourceId]);
    expect(transferId).toBe(entries[0]!.resourceId);

    // Another one by the palette's "New transfer" over the outcome (it did nothing there), confirmed by Enter pressed twice: one more confirm, one more transfer.
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('New transfer');
    await page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name: 'New transfer' }).first().waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('From account', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('From account', { exact: true }).evaluate((field) => field === document.activeElement)).toBe(true);
    await saveScreenshot(page, 'new-transfer-palette-over-outcome');
    await chooseByTyping(page, 'From account', label(source));
    await page.keyboard.press('Tab');
    await chooseByTyping(page, 'To account', label(destination));
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    await review.waitFor();
    await confirmButton.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await outcome.waitFor({ timeout: 60_000 });
    await waitForRpcIdle(page);
    expect(confirms).toHaveLength(2);
    const secondId = await outcome.getAttribute('data-resource-id');
    const entriesNow = (await rpc<Outbox>('outbox.list', {})).entries.filter((entry) => entry.operation === 'createTransfer');
    expect(entriesNow).toHaveLength(2);
    expect(await rpc<{ state: string }>('sync.start')).toMatchObject({ state: 'synced' });
    expect((await transferIds()).filter((id) => !before.includes(id)).sort()).toEqual([transferId, secondId].sort());
    e2e.expectNoProblems();
  }, 240_000);
});
