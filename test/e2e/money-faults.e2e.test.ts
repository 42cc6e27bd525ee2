// Paying from the window when things go wrong, against a sandbox server of its own (demo
// data) whose control API injects the faults, so every payment is counted AT THE SANDBOX
// (/_sandbox/stats): exactly one payment per confirm, whatever happened on the way.
//   - each fault (500, 503, 429, a connection dropped before the server acts, one dropped
//     after it committed) armed for the confirm's POST: the window says its outcome is not known yet (it may be made) with the
//     idempotency key, the fault clears, "Sync now" resends it under the same key, the
//     outcome turns to "Payment sent" without another click, one outbox entry, one payment;
//   - the page reloaded while the confirm is held at the server: after the reload the
//     Outbox shows the entry, it settles, one payment;
//   - two windows on the same shell: confirmed in one, the other's Outbox shows the entry
//     and offers no way to send it again; the same confirm replayed answers the same
//     outcome; one payment;
//   - a payment the status tracker sees completed refreshes the cached balance and the
//     Balances screen of another window without a click (no scheduled sync runs here: main
//     asks for a sync soon when money moved).
// Axe on every outcome. Screenshots money-faults-<fault>, -reloaded, -second-window,
// -balance-refreshed.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import {
  sandboxAccountOption, acknowledgeAll, createdAtSandbox, goTo, paymentPanel as panelOf, rpcValue, startPayment, startQuietShellWithSandbox, submitForReview, watchConfirms,
  type AccountRow as Account, type OutboxEntries,
} from './support/money-forms';
import { saveScreenshot } from './support/screenshots';
import type { WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;

const rpc = <T>(method: string, input: unknown = {}) => rpcValue<T>(session.shell, method, input);
const paymentsAtSandbox = () => createdAtSandbox(session.sandbox);

async function faults(settings: { failureRate: number; kinds?: string[]; latencyMs?: number }): Promise<void> {
  await session.sandbox.control('faults', { latencyMs: 0, seed: 7, ...settings });
}

const outboxEntries = async () => (await rpc<OutboxEntries>('outbox.list', {})).entries;

/** Opens the Payments screen; answers its confirm calls as they come, the payments at the sandbox and the outbox entries before. */
async function openPaymentsCounting(page: Page) {
  const confirms = watchConfirms(page);
  await openApp(page, session.shell.url);
  await goTo(page, 'Payments');
  return { confirms, before: await paymentsAtSandbox(), known: new Set((await outboxEntries()).map((e) => e.id)) };
}

/** Opens "New payment" by keyboard and types an open-network payment to Northwind Traders up to its review; answers the confirm button. */
async function typeOpenPayment(page: Page, amount: string, reference: string) {
  const account = await sandboxAccountOption(session.shell, 'USD', /Operating/);
  await startPayment(page, { rail: /^Open network/, counterparty: 'Northwind Traders', account, amount });
  const review = await submitForReview(page, reference);
  await acknowledgeAll(page, review);
  const button = review.getByRole('button', { name: new RegExp(`^Send ${amount}\\.00 USD to .+ on the open network$`) });
  await expect.poll(() => button.isDisabled()).toBe(false);
  return button;
}

describe('paying from the window under faults', () => {
  beforeAll(async () => {
    // No scheduled sync while the file runs: a resend comes from "Sync now" or the offline probe.
    session = await startQuietShellWithSandbox();
  }, 180_000);
  afterEach(async () => {
    await faults({ failureRate: 0 }).catch(() => undefined);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it.each([
    ['http_500', '11'],
    ['http_503', '12'],
    ['http_429', '13'],
    ['drop_connection', '14'],
    ['drop_after_commit', '15'],
  ])('%s on the confirm: "not known yet" with its key, resent by Sync now under the same key, exactly one payment', async (kind, amount) => {
    const page = e2e.page;
    const { confirms, before, known } = await openPaymentsCounting(page);
    const send = await typeOpenPayment(page, amount, `Fault ${kind}`);

    await faults({ failureRate: 1, kinds: [kind] });
    await send.focus();
    await page.keyboard.press('Enter');
    const outcome = panelOf(page).locator('section.write-outcome');
    await outcome.waitFor({ timeout: 60_000 });
    await faults({ failureRate: 0 });
    expect(await outcome.getAttribute('data-state')).toBe('pending');
    const queuedText = await outcome.innerText();
    // Every one of these may have reached the server: its outcome is not known yet, and the panel's Outbox line is the Outbox row's.
    expect(queuedText).toMatch(/^Outcome not known yet: the payment may already be made/);
    expect(queuedText).not.toMatch(/not sent yet/i);
    expect(queuedText).toMatch(/sent again with the same idempotency key/);
    const added = (await outboxEntries()).filter((e) => !known.has(e.id));
    expect(added).toHaveLength(1);
    const entry = added[0] as OutboxEntries['entries'][number];
    expect(queuedText).toContain(entry.idempotencyKey);
    expect(queuedText).toMatch(/Outbox state\s+(no answer|not settled|being sent now)/);
    await saveScreenshot(page, `money-faults-${kind}`);
    await expectNoSeriousAxeViolations(page, `money-faults-${kind}`);
    // A dropped-after-commit payment exists already; the others never reached the server's logic while
    // the fault held, though the outbox may have resent one (same key) the moment it cleared: never two.
    const now = await paymentsAtSandbox();
    if (kind === 'drop_after_commit') expect(now).toBe(before + 1);
    else expect(now).toBeLessThanOrEqual(before + 1);

    await page.getByRole('banner', { name: 'Status' }).getByRole('button', { name: 'Sync now' }).click({ timeout: 5_000 }).catch(() => undefined); // a sync already under way (the offline probe) resends it too
    await expect.poll(() => outcome.getAttribute('data-state'), { timeout: 60_000 }).toBe('succeeded');
    expect(await outcome.innerText()).toMatch(/^Payment sent[\s\S]*Sent once the server answered again, with the same idempotency key/);
    expect(await outcome.getAttribute('data-resource-id')).toMatch(/^pmt_/);
    await expectNoSeriousAxeViolations(page, `money-faults-${kind}-sent`);
    const after = (await outboxEntries()).filter((e) => !known.has(e.id));
    expect(after.map((e) => [e.id, e.state, e.idempotencyKey])).toEqual([[entry.id, 'succeeded', entry.idempotencyKey]]);
    expect(await paymentsAtSandbox()).toBe(before + 1);
    expect(confirms).toHaveLength(1);
    e2e.expectNoProblems();
  }, 150_000);

  it('a reload while the confirm is held at the server: the Outbox shows the entry after it, and it is one payment', async () => {
    const page = e2e.page;
    const { confirms, before, known } = await openPaymentsCounting(page);
    const send = await typeOpenPayment(page, '21', 'Reloaded');
    await faults({ failureRate: 0, latencyMs: 6_000 });
    const confirming = page.waitForRequest((request) => request.url().endsWith('/rpc/writes.confirm'));
    await send.focus();
    await page.keyboard.press('Enter');
    await confirming;
    await page.reload();
    await page.getByRole('navigation', { name: 'Screens' }).waitFor();
    await goTo(page, 'Outbox');
    // The entry was journaled before the POST: it is there after the reload, whatever the POST's fate.
    const added = (await outboxEntries()).filter((e) => !known.has(e.id));
    expect(added).toHaveLength(1);
    const entry = added[0] as OutboxEntries['entries'][number];
    const row = page.locator(`table.outbox-table tr[data-entry-id="${entry.id}"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.innerText()).toMatch(/21\.00 USD[\s\S]*Northwind Traders|Northwind Traders[\s\S]*21/);
    await faults({ failureRate: 0 });
    await expect.poll(() => row.innerText(), { timeout: 60_000 }).toMatch(/Succeeded/);
    await saveScreenshot(page, 'money-faults-reloaded');
    await expectNoSeriousAxeViolations(page, 'money-faults-reloaded');
    expect(await paymentsAtSandbox()).toBe(before + 1);
    expect(confirms).toHaveLength(1);
    expect((await outboxEntries()).filter((e) => !known.has(e.id))).toHaveLength(1);
    // The reload aborts the requests in flight (the confirm, the start-up decisions' read, a screen's
    // module still loading) and the event stream; nothing else failed.
    const { consoleErrors, pageErrors, failedRequests } = e2e.problems;
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
    expect(
      failedRequests.filter((line) => !/^(POST \S+\/rpc\/(writes\.confirm|outbox\.pendingAtStart|outbox\.list)|GET \S+\/events\?\S+|GET \S+\/assets\/[\w.-]+\.js): net::ERR_ABORTED$/.test(line)),
    ).toEqual([]);
  }, 150_000);

  it('two windows: confirmed in one, the other shows the entry in its Outbox and cannot send it again', async () => {
    const first = e2e.page;
    const second = await e2e.newPage();
    const confirms = watchConfirms(first);
    await openApp(first, session.shell.url);
    await openApp(second, session.shell.url);
    await goTo(first, 'Payments');
    await goTo(second, 'Outbox');
    const before = await paymentsAtSandbox();
    const known = new Set((await outboxEntries()).map((e) => e.id));
    const send = await typeOpenPayment(first, '31', 'Two windows');
    await send.focus();
    await first.keyboard.press('Enter');
    const outcome = panelOf(first).locator('section.write-outcome');
    await outcome.waitFor({ timeout: 60_000 });
    expect(await outcome.getAttribute('data-state')).toBe('succeeded');
    const entry = (await outboxEntries()).find((e) => !known.has(e.id)) as OutboxEntries['entries'][number];

    // The second window's Outbox lists it without a click (the outbox.changed event), settled.
    const row = second.locator(`table.outbox-table tr[data-entry-id="${entry.id}"]`);
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toMatch(/Succeeded/);
    await row.click();
    const detail = second.getByRole('complementary', { name: 'Outbox entry' });
    await detail.waitFor();
    await waitForRpcIdle(second);
    expect(await detail.getByRole('button', { name: /Send|Resend|Resolve|Withdraw/ }).count()).toBe(0);
    expect(await second.getByRole('button', { name: /Send now/ }).count()).toBe(0);
    await saveScreenshot(second, 'money-faults-second-window');
    await expectNoSeriousAxeViolations(second, 'money-faults-second-window');

    // The same confirm again (as a second window holding the review would send it) answers the same outcome.
    expect(confirms).toHaveLength(1);
    const again = await rpc<{ state: string; outboxEntry: { id: string } | null }>('writes.confirm', JSON.parse(confirms[0] as string));
    expect(again).toMatchObject({ state: 'succeeded', outboxEntry: { id: entry.id } });
    const sendNow = await session.shell.rpc('outbox.sendNow', { entryId: entry.id });
    expect(sendNow.ok).toBe(false);
    expect(await paymentsAtSandbox()).toBe(before + 1);
    expect((await outboxEntries()).filter((e) => !known.has(e.id))).toHaveLength(1);
    e2e.expectNoProblems();
  }, 150_000);

  it('a payment seen completed refreshes balances without a click: main syncs soon, the other window shows the new balance', async () => {
    const first = e2e.page;
    const second = await e2e.newPage();
    await openApp(first, session.shell.url);
    await openApp(second, session.shell.url);
    await goTo(first, 'Payments');
    await goTo(second, 'Balances');
    const cached = async () => (await rpc<{ accounts: Array<Account & { balance: string | null }> }>('balances.list')).accounts.find((a) => a.accountName === 'Operating USD' && a.goneAt === null);
    const account = await cached();
    if (account === undefined || account.balance === null) throw new Error('no cached Operating USD balance');
    const cents = (value: string) => BigInt(value.replace('.', ''));
    expect(account.balance).toMatch(/^\d+\.\d\d$/);
    const row = second.locator(`table.balances-table tr[data-account-id="${account.accountId}"]`);
    const rowBefore = await row.innerText();
    const send = await typeOpenPayment(first, '41', 'Balance refresh');
    await send.focus();
    await first.keyboard.press('Enter');
    const outcome = panelOf(first).locator('section.write-outcome');
    await outcome.waitFor({ timeout: 60_000 });
    expect(await outcome.getAttribute('data-state')).toBe('succeeded');
    // Only a sync writes the cached balance, and none is scheduled within the hour here.
    await expect.poll(async () => cents((await cached())?.balance ?? account.balance as string) <= cents(account.balance as string) - 4100n, { timeout: 45_000 }).toBe(true);
    const now = (await cached())?.balance as string;
    const [whole, fraction] = now.split('.') as [string, string];
    const shown = `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain(shown);
    expect(await row.innerText()).not.toBe(rowBefore);
    await saveScreenshot(second, 'money-faults-balance-refreshed');
    await expectNoSeriousAxeViolations(second, 'money-faults-balance-refreshed');
    e2e.expectNoProblems();
  }, 150_000);
});
