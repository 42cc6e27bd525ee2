// The writes beside the payment form, and the outbox's decisions, in Chromium against a
// shell whose sandbox environment names a sandbox child of its own (so the server can be
// stopped, and its faults, keys and counts used through its control API):
//   - a payment that still can be canceled is canceled from its detail panel, through its
//     own review: the sandbox's payment becomes canceled, one cancel request;
//   - a new collection typed by keyboard on the Collections screen: one collection at the
//     sandbox;
//   - two transfers confirmed while the server is down, then the app's services stopped
//     and started again: nothing is resent until a person decides in the window; "Send now
//     with the same key" makes exactly one transfer at the sandbox, "Withdraw" none;
//   - a payment the sandbox made but whose answer was dropped after commit, its outcome
//     unknown once the key was refused: resolved in the Outbox's panel beside the evidence;
//   - the signing key rotated in Settings and confirmed with the API key issued for it.
// Axe on each form, review and outcome; screenshots looked at.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { createdAtSandbox, goTo, rpcValue, type AccountRow, type OutboxEntries } from './support/money-forms';
import { saveScreenshot } from './support/screenshots';
import { startWebShellProcess, startWebShellWithSandboxProcess, type WebShellProcess, type WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;
/** The shell now running (a second one after the restart). */
let shell: WebShellProcess;

type Outcome = { state: string; outboxEntry: { id: string } | null };

const rpc = <T>(method: string, input: unknown = {}) => rpcValue<T>(shell, method, input);
const created = (kind: 'payment' | 'collection' | 'transfer') => createdAtSandbox(session.sandbox, kind);

/** Reads the sandbox child's own database file. */
function sandboxDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(session.sandbox.dataDir, 'sandbox.sqlite'), { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    return read(db);
  } finally {
    db.close();
  }
}

async function account(name: string): Promise<string> {
  const found = (await rpc<{ accounts: AccountRow[] }>('balances.list')).accounts.find((a) => a.accountName === name);
  if (found === undefined) throw new Error(`no account ${name}`);
  return found.accountId;
}

async function prepareAndConfirm(method: string, form: Record<string, unknown>): Promise<Outcome> {
  const prepared = await rpc<{ ok: boolean; prepared: { id: string; checks: Array<{ code: string; severity: string }> } }>(method, form);
  if (!prepared.ok) throw new Error(`${method}: ${JSON.stringify(prepared)}`);
  const acknowledged = prepared.prepared.checks.filter((check) => check.severity === 'warning').map((check) => check.code);
  return rpc<Outcome>('writes.confirm', { preparedId: prepared.prepared.id, acknowledged });
}

async function openSynced(page: Page): Promise<void> {
  await openApp(page, shell.url);
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page);
}

beforeAll(async () => {
  session = await startWebShellWithSandboxProcess();
  shell = session.shell;
  expect((await rpc<{ state: string }>('sync.start')).state).toBe('synced');
}, 180_000);
afterAll(async () => {
  await session?.sandbox.control('faults', { failureRate: 0 }).catch(() => undefined);
  if (shell !== session?.shell) await shell?.stop();
  await session?.stop();
});

describe('cancel a payment', () => {
  it('is reviewed and confirmed from the detail panel, and the payment at the sandbox becomes canceled', async () => {
    const page = e2e.page;
    const waiting = await rpc<{ rows: Array<{ id: string }> }>('payments.list', { statuses: ['requires_action', 'in_review'], limit: 50 });
    let paymentId = '';
    for (const row of waiting.rows) {
      const detail = await rpc<{ payment: { cancellationState: string | null } }>('payments.detail', { id: row.id });
      if (detail.payment.cancellationState === 'cancelable') paymentId = row.id;
    }
    expect(paymentId).toMatch(/^pmt_/);
    await openSynced(page);
    await goTo(page, 'Payments');
    await page.getByRole('searchbox', { name: 'Search' }).fill(paymentId);
    const grid = page.getByRole('grid', { name: 'Payments' });
    const row = grid.locator(`tr[data-id="${paymentId}"]`);
    // The search's answer first: until then the row may be the unfiltered list's, which the answer replaces (a key pressed on it is lost).
    await expect.poll(() => grid.locator('tbody tr').count(), { timeout: 30_000 }).toBe(1);
    await row.waitFor();
    await row.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: /^Payment/ });
    await expect.poll(() => panel.innerText(), { timeout: 15_000 }).toContain('Can still be canceled');
    await panel.getByRole('button', { name: 'Review the cancellation' }).click();
    const confirm = panel.getByRole('button', { name: 'Cancel this payment' });
    await confirm.waitFor();
    await expect.poll(() => panel.getByRole('region', { name: 'Review (sandbox)' }).innerText()).toContain(`Cancel payment ${paymentId}`);
    await expectNoSeriousAxeViolations(page, 'cancel payment review');
    await saveScreenshot(page, 'cancel-payment-review');
    await confirm.dblclick();
    const heading = page.locator('#cancel-payment-outcome-title');
    await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe('Cancellation sent: the payment is canceled');
    await expectNoSeriousAxeViolations(page, 'cancel payment outcome');
    await saveScreenshot(page, 'cancel-payment-outcome');
    expect(sandboxDb((db) => (db.prepare('SELECT status FROM resources WHERE id = ?').get(paymentId) as { status: string }).status)).toBe('canceled');
    const cancels = (await rpc<OutboxEntries>('outbox.list', {})).entries.filter((entry) => entry.operation === 'cancelPayment');
    expect(cancels.map((entry) => entry.state)).toEqual(['succeeded']);
    e2e.expectNoProblems();
  });
});

describe('new collection', () => {
  it('typed by keyboard, reviewed and confirmed: one collection at the sandbox', async () => {
    const page = e2e.page;
    const before = await created('collection');
    await openSynced(page);
    await goTo(page, 'Collections');
    await page.getByRole('button', { name: 'New collection' }).click();
    await page.getByLabel('Into account').selectOption({ label: 'Operating USD (USD)' });
    await page.getByLabel('From counterparty').selectOption({ label: 'Acme Supplies LLC' });
    const method = page.getByLabel('From their US bank account');
    await expect.poll(() => method.locator('option').count()).toBe(2);
    await method.selectOption({ index: 1 });
    const amount = page.getByLabel('Amount in USD');
    await amount.fill('75.555');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('#collection-amount-error').textContent()).toMatch(/decimals/);
    await amount.fill('75.5');
    await page.getByLabel('Reference (optional)').fill('Invoice 2026-118');
    await expect.poll(() => page.locator('#collection-amount-error').textContent()).toBe('');
    await expectNoSeriousAxeViolations(page, 'new collection form');
    await saveScreenshot(page, 'new-collection-form');
    await page.getByRole('button', { name: 'Review the collection' }).press('Enter');
    const confirm = page.getByRole('button', { name: /^Collect 75\.50 USD from .+ by ACH debit$/ });
    await confirm.waitFor();
    await expectNoSeriousAxeViolations(page, 'new collection review');
    await saveScreenshot(page, 'new-collection-review');
    await confirm.dblclick();
    const heading = page.locator('#collection-outcome-title');
    await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe('Collection sent');
    await expectNoSeriousAxeViolations(page, 'new collection outcome');
    await saveScreenshot(page, 'new-collection-outcome');
    expect(await created('collection')).toBe(before + 1);
    e2e.expectNoProblems();
  });
});

/**
 * At 200 % zoom of a 1024x700 window (512x350 CSS px) the banner is its heading (two lines
 * at most) with "Show details" (it took two thirds of the height) and Balances does not scroll sideways; at
 * 640x400 the Ledger's detail panel sits wholly below it.
 */
async function expectBannerLeavesRoom(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: /from an earlier run/ });
  const shown = page.viewportSize();
  await page.setViewportSize({ width: 512, height: 350 });
  await goTo(page, 'Balances');
  await saveScreenshot(page, 'start-up-decision-512x350');
  // At most two lines of its heading (it was two thirds of the window's height).
  const height = await banner.evaluate((element) => element.getBoundingClientRect().height);
  expect(height, 'the banner\'s height at 512x350').toBeLessThanOrEqual(60);
  expect(await banner.getByRole('button', { name: 'Show details' }).getAttribute('aria-expanded')).toBe('false');
  expect(await page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth)).toBeLessThanOrEqual(1);

  await page.setViewportSize({ width: 640, height: 400 });
  await goTo(page, 'Ledger');
  await page.locator('.ledger-grid [role=row][data-row-id]').first().click({ timeout: 30_000 });
  const panel = page.locator('aside.side-panel').first();
  await panel.waitFor({ timeout: 15_000 });
  const [bannerBox, panelBox] = await Promise.all([banner.boundingBox(), panel.boundingBox()]);
  expect(panelBox?.y ?? 0, 'the panel\'s top under the banner\'s bottom').toBeGreaterThanOrEqual((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0));
  await saveScreenshot(page, 'start-up-decision-640x400-ledger-panel');
  await page.keyboard.press('Escape');
  if (shown !== null) await page.setViewportSize(shown);
}

describe('requests left by an earlier run', () => {
  it('wait for a decision at start: sent now with the same key once, or withdrawn', async () => {
    const page = e2e.page;
    const from = await account('Operating USD');
    const to = await account('Payroll USD');
    await session.sandbox.stop();
    const first = await prepareAndConfirm('transfers.prepare', { sourceAccountId: from, destinationAccountId: to, amount: '11', currency: 'USD' });
    const second = await prepareAndConfirm('transfers.prepare', { sourceAccountId: from, destinationAccountId: to, amount: '12', currency: 'USD' });
    expect([first.state, second.state]).toEqual(['pending', 'pending']);

    // The app's services stop and start again on the same data; the server is back.
    await shell.stop();
    await session.sandbox.restart();
    shell = await startWebShellProcess({ env: 'sandbox', dataDir: session.shell.dataDir });
    const before = await created('transfer');
    await openApp(page, shell.url);
    await page.getByRole('region', { name: '2 requests from an earlier run wait for your decision' }).waitFor({ timeout: 30_000 });
    const region = page.getByRole('region', { name: /from an earlier run/ });
    const waited = Date.now();
    await expectBannerLeavesRoom(page);
    // Past the schedule's first probe of the server (5 s): still nothing resent.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 7_000 - (Date.now() - waited))));
    expect(await created('transfer')).toBe(before);
    await region.getByRole('button', { name: 'Show details' }).click();
    await expectNoSeriousAxeViolations(page, 'start-up decision');
    await saveScreenshot(page, 'start-up-decision');

    await region.getByRole('listitem').filter({ hasText: '11.00' }).getByRole('button', { name: 'Send now with the same key' }).click();
    await region.getByRole('status').getByText(/^Sent: /).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: '1 request from an earlier run waits for your decision' }).getByRole('listitem').filter({ hasText: '12.00' }).getByRole('button', { name: 'Withdraw (never sent)' }).click();
    const done = page.getByRole('region', { name: 'Every request from an earlier run has a decision' });
    await done.getByText(/^Withdrawn, never sent: /).waitFor();
    await saveScreenshot(page, 'start-up-decision-done');
    expect(await created('transfer')).toBe(before + 1);
    const states = Object.fromEntries((await rpc<OutboxEntries>('outbox.list', {})).entries.map((entry) => [entry.id, entry.state]));
    expect([states[first.outboxEntry?.id as string], states[second.outboxEntry?.id as string]]).toEqual(['succeeded', 'failed']);
    await done.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => done.count()).toBe(0);
    e2e.expectNoProblems();
  }, 120_000);
});

describe('an unknown outcome', () => {
  it('is resolved in the Outbox beside what the ledger and the server say', async () => {
    const page = e2e.page;
    const northwind = (await rpc<{ rows: Array<{ id: string }> }>('counterparties.list', { search: 'Northwind', limit: 5 })).rows[0]?.id as string;
    const methodId = (await rpc<{ rows: Array<{ id: string; type: string }> }>('paymentMethods.list', { counterpartyId: northwind })).rows.find((m) => m.type === 'open')?.id;
    const before = await created('payment');
    await session.sandbox.control('faults', { failureRate: 1, kinds: ['drop_after_commit'] });
    const queued = await prepareAndConfirm('payments.prepare', { rail: 'open', sourceAccountId: await account('Operating USD'), counterpartyId: northwind, paymentMethodId: methodId, amount: '3.21', currency: 'USD' });
    expect(queued.state).toBe('pending');
    expect(await created('payment')).toBe(before + 1);
    // The key is revoked meanwhile: the resend is refused after an attempt that may have acted, so nobody knows.
    const keyIds = sandboxDb((db) => (db.prepare('SELECT key_id FROM api_keys WHERE revoked_at IS NULL').all() as Array<{ key_id: string }>).map((k) => k.key_id));
    for (const keyId of keyIds) await session.sandbox.control(`keys/${keyId}/revoke`, {});
    await session.sandbox.control('faults', { failureRate: 0 });
    await rpc('outbox.resume');
    const entryId = queued.outboxEntry?.id as string;
    await expect.poll(async () => (await rpc<OutboxEntries>('outbox.list', {})).entries.find((e) => e.id === entryId)?.state, { timeout: 30_000 }).toBe('unknown');
    // The same public key registered again, its new API key stored: the server can be asked.
    const publicKey = (await rpc<{ publicKey: { pem: string } }>('keys.publicKey')).publicKey.pem;
    const { apiKey } = await session.sandbox.control<{ apiKey: string }>('keys', { publicKey, role: 'write' });
    await rpc('keys.setApiKey', { apiKey, role: 'write' });

    await openApp(page, shell.url);
    await goTo(page, 'Outbox');
    await page.getByRole('region', { name: /needs? a person/ }).getByRole('button', { name: /3\.21/ }).click();
    const panel = page.getByRole('complementary', { name: 'Outbox entry' });
    const resolve = panel.getByRole('region', { name: 'Resolve this entry' });
    const evidence = resolve.getByLabel('Evidence');
    await expect.poll(() => evidence.innerText(), { timeout: 30_000 }).toMatch(/The server now: payment pmt_\w+, \w+/);
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('resolve-sent');
    expect(await page.locator('#resolve-choice-error').textContent()).toMatch(/Choose whether it went through/);
    expect(await page.locator('#resolve-note-error').textContent()).toMatch(/Say what you checked/);
    await page.keyboard.press('Space');
    await resolve.getByLabel('What you checked').fill('The server lists the payment of 3.21 USD to Northwind, made at the time of the send.');
    await expectNoSeriousAxeViolations(page, 'outbox resolve');
    await saveScreenshot(page, 'outbox-resolve');
    await resolve.getByRole('button', { name: 'Resolve as sent' }).click();
    await expect.poll(() => resolve.count(), { timeout: 15_000 }).toBe(0);
    await panel.getByRole('status').getByText(/^Resolved as sent/).waitFor();
    expect((await rpc<OutboxEntries>('outbox.list', {})).entries.find((e) => e.id === entryId)?.state).toBe('succeeded');
    expect(await created('payment')).toBe(before + 1);
    await saveScreenshot(page, 'outbox-resolved');
  }, 120_000);
});

describe('key rotation', () => {
  it('shows the new public key to register, and the new key signs once confirmed with its API key', async () => {
    const page = e2e.page;
    const before = (await rpc<{ publicKey: { base64: string } | null }>('environment.status')).publicKey?.base64;
    await openApp(page, shell.url);
    await goTo(page, 'Settings');
    const section = page.getByRole('region', { name: 'Rotate the signing key' });
    await section.getByRole('button', { name: 'Rotate the signing key' }).click();
    const shown = section.locator('[data-public-key="rotation-base64"]');
    await shown.waitFor();
    const newKey = (await shown.textContent()) ?? '';
    expect(newKey).not.toBe(before);
    expect((await rpc<{ pendingPublicKeyBase64?: string }>('environment.status')).pendingPublicKeyBase64).toBe(newKey);
    await expectNoSeriousAxeViolations(page, 'key rotation');
    await section.getByRole('button', { name: 'Cancel the rotation' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'key-rotation-pending');

    const { apiKey } = await session.sandbox.control<{ apiKey: string }>('keys', { publicKey: newKey, role: 'write' });
    const field = section.getByLabel('API key for the new key');
    await field.fill('not a key');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('#rotation-api-key-error').textContent()).not.toBe('');
    await field.fill(apiKey);
    await section.getByRole('button', { name: 'Confirm the rotation' }).click();
    await section.getByRole('status').getByText(/^Rotation confirmed/).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'key-rotation-confirmed');
    const after = await rpc<{ publicKey: { base64: string } | null; pendingPublicKeyBase64?: string }>('environment.status');
    expect(after.publicKey?.base64).toBe(newKey);
    expect(after.pendingPublicKeyBase64).toBeUndefined();
    expect((await rpc<{ state: string }>('sync.start')).state).toBe('synced');
  }, 120_000);
});
