// Payments, Collections, Transfers and Counterparties on the demo data, each list compared
// with what the cache says over IPC:
//   - the payments list shows exactly the rows of payments.list (ids in order, formatted
//     amounts, statuses), and each filter (status, rail, account, dates, search) narrows
//     it to exactly what payments.list answers for the same filter;
//   - a payment followed through created -> processing -> completed (a sandbox child whose
//     clock is frozen and moved by the test, so every step is seen by a sync) shows that
//     timeline in order; the list and the detail follow a sync made elsewhere without a
//     reload (sync.finished);
//   - the demo's requires_action payment shows its reason and what to do;
//   - collections, transfers and counterparties match their lists; a counterparty given an
//     unverified payment method shows it flagged, a verified one shows it verified.
// Axe on every screen and detail; screenshots payments, payment-detail, payments-empty,
// collections, collection-detail, transfers, transfer-detail, counterparties,
// counterparty-detail.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoneyText } from '../../renderer/lib/format-money';
import { generateSigningKey, RawSignedClient } from '../support/raw-signed-client';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { typeDay } from './support/day-field';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startWebShellWithSandboxProcess, type WebShellProcess, type WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;
let shell: WebShellProcess;
let api: RawSignedClient;
/** The counterparty given an unverified method, and the fedwire payment followed through its statuses. */
let flagged: { counterpartyId: string; methodId: string };
let followedId: string;

type Money = { amount: string; currency: string };
type PaymentRow = { id: string; status: string; sendAmount: Money | null; requiresActionReason: string | null; sourceAccountId: string | null; counterpartyName: string | null };
type List<T> = { rows: T[]; nextCursor: string | null };
type ShownRow = { id: string; cells: string[]; status: string | null };

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(shell, method, input);
}

async function sandboxPost(path: string, body: object): Promise<Record<string, unknown>> {
  const response = await api.post(path, body);
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${response.text}`);
  return response.body as Record<string, unknown>;
}

/** The rows of the screen's grid as shown: id, each cell's text, the status badge's value. */
async function shownRows(page: Page, grid: string): Promise<ShownRow[]> {
  return page.getByRole('grid', { name: grid }).evaluate((table) =>
    [...table.querySelectorAll('tbody tr')].map((row) => ({
      id: (row as HTMLElement).dataset['id'] ?? '',
      cells: [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.trim()),
      status: row.querySelector('[data-status]')?.getAttribute('data-status') ?? null,
    })),
  );
}

/** What the payments grid should show for `filters`: ids in order, "1,234.56 USD", statuses. */
async function expectedPayments(filters: Record<string, unknown>): Promise<Array<{ id: string; amount: string; status: string }>> {
  const list = await rpc<List<PaymentRow>>('payments.list', { ...filters, limit: 100 });
  return list.rows.map((row) => ({ id: row.id, amount: row.sendAmount === null ? 'Not given' : formatMoneyText(row.sendAmount.amount, row.sendAmount.currency), status: row.status }));
}

/**
 * Reads what is shown and what it should be until they agree (a sync may land between the
 * two reads), then asserts, so a failure shows the difference.
 */
async function expectAgreement<T>(read: () => Promise<{ shown: T; expected: T }>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last.shown) !== JSON.stringify(last.expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  expect(last.shown, what).toEqual(last.expected);
  return last.expected;
}

/** The payments grid equals payments.list for the same filters. */
async function expectPaymentsGrid(page: Page, filters: Record<string, unknown>): Promise<Array<{ id: string; amount: string; status: string }>> {
  return expectAgreement(async () => {
    const expected = await expectedPayments(filters);
    const shown = (await shownRows(page, 'Payments').catch(() => [])).map((row) => ({ id: row.id, amount: row.cells[4] ?? '', status: row.status ?? '' }));
    return { shown, expected };
  }, `payments grid for ${JSON.stringify(filters)}`);
}

async function waitForSynced(page: Page): Promise<void> {
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page);
}

async function goTo(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page);
}

async function openScreen(page: Page, screen: string): Promise<void> {
  await openApp(page, shell.url);
  await waitForSynced(page);
  await goTo(page, screen);
}

/** Ticks one option of a filter checklist ("Status", "Rail"...) and closes it. */
async function tick(page: Page, filter: string, option: string): Promise<void> {
  const group = page.locator('details', { has: page.locator('summary', { hasText: filter }) });
  await group.locator('summary').click();
  await group.getByRole('checkbox', { name: option, exact: true }).check();
  await page.keyboard.press('Escape');
  await waitForRpcIdle(page);
}

async function clearFilters(page: Page): Promise<void> {
  await page.getByRole('group', { name: /filters/ }).getByRole('button', { name: 'Clear filters' }).click();
  await waitForRpcIdle(page);
}

beforeAll(async () => {
  // Time frozen: nothing moves until the test advances the sandbox's clock.
  session = await startWebShellWithSandboxProcess({ sandbox: { seed: 'demo', timeScale: 0 } });
  shell = session.shell;
  const key = generateSigningKey();
  const registered = await session.sandbox.control<{ apiKey: string }>('/keys', { publicKey: key.publicKeyBase64, role: 'write' });
  api = new RawSignedClient(session.sandbox.baseUrl, registered.apiKey, key.privateKey);
  // A counterparty whose only method is an open-network account of another institution: the sandbox cannot verify it.
  const counterparty = await sandboxPost('/counterparties', { entityType: 'business', name: 'Zeta Unverified Ltd', email: 'ap@zeta.example' });
  const method = await sandboxPost(`/counterparties/${String(counterparty['id'])}/payment-methods`, { type: 'open', currency: 'USD', openId: 'acc_ZetaExternalAccount00001', label: 'Zeta open handle' });
  flagged = { counterpartyId: String(counterparty['id']), methodId: String(method['id']) };
  expect(method['validationResult']).not.toBe('verified');
  // A fedwire payment, synced while created, then after processing and completion.
  const accounts = (await api.get('/accounts?limit=100')).body as { items: Array<{ id: string; name: string }> };
  const usd = accounts.items.find((account) => account.name === 'Operating USD');
  const cps = (await api.get('/counterparties?limit=100')).body as { items: Array<{ id: string; name: string }> };
  const acme = cps.items.find((cp) => cp.name === 'Acme Supplies LLC');
  const methods = (await api.get(`/counterparties/${acme?.id ?? ''}/payment-methods`)).body as { items: Array<{ id: string }> };
  const payment = await sandboxPost('/payments', { rail: 'fedwire', sourceAccountId: usd?.id, paymentMethodId: methods.items[0]?.id, sendAmount: { currency: 'USD', value: '123456' }, reference: 'E2E timeline wire' });
  followedId = String(payment['id']);
  expect(payment['status']).toBe('created');
  await rpc('sync.start', {});
  // 15 s on: the wire is processing, and the demo's "today" payments reach their states
  // (one requires action for an hour, one is in review).
  await session.sandbox.control('/clock', { advanceSeconds: 15 });
}, 180_000);

afterAll(async () => {
  await session?.stop();
});

describe('payments', () => {
  it('the list is exactly payments.list: ids in order, formatted amounts, statuses; requires_action shows its reason', async () => {
    const page = e2e.page;
    await openScreen(page, 'Payments');
    const expected = await expectPaymentsGrid(page, {});
    expect(expected.length).toBe(100);
    await expect.poll(() => page.getByRole('status').filter({ hasText: /payments, newest first; more to load/ }).count()).toBe(1);
    const waiting = (await rpc<List<PaymentRow>>('payments.list', { statuses: ['requires_action'] })).rows;
    expect(waiting.length, 'the demo data has a payment that requires action').toBeGreaterThan(0);
    const row = page.getByRole('grid', { name: 'Payments' }).locator(`tr[data-id="${waiting[0]!.id}"]`);
    await expect.poll(() => row.innerText()).toContain('Confirmation of payee required');
    await saveScreenshot(page, 'payments');
    await expectNoSeriousAxeViolations(page, 'payments');

    // Load more: the next keyset page is appended, in the cache's order.
    await page.getByRole('button', { name: /^Load 100 more payments$/ }).click();
    await waitForRpcIdle(page);
    const first = await rpc<List<PaymentRow>>('payments.list', { limit: 100 });
    const second = await rpc<List<PaymentRow>>('payments.list', { limit: 100, cursor: first.nextCursor });
    const ids = (await shownRows(page, 'Payments')).map((shown) => shown.id);
    expect(ids).toEqual([...first.rows, ...second.rows].map((p) => p.id));
    e2e.expectNoProblems();
  });

  it('each filter narrows the list to exactly what payments.list answers for it', async () => {
    const page = e2e.page;
    await openScreen(page, 'Payments');
    const all = await rpc<List<PaymentRow>>('payments.list', { limit: 1000 });

    await tick(page, 'Status', 'Completed');
    const completed = await expectPaymentsGrid(page, { statuses: ['completed'] });
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((row) => row.status === 'completed')).toBe(true);
    await tick(page, 'Status', 'Failed');
    const completedOrFailed = await expectPaymentsGrid(page, { statuses: ['completed', 'failed'] });
    expect(completedOrFailed.every((row) => row.status === 'completed' || row.status === 'failed')).toBe(true);
    expect(completedOrFailed.length).toBeGreaterThanOrEqual(completed.length);
    await clearFilters(page);

    await tick(page, 'Rail', 'SWIFT');
    const swift = await expectPaymentsGrid(page, { rails: ['swift'] });
    expect(swift.length).toBeGreaterThan(0);
    expect(swift.length).toBeLessThan(all.rows.length);
    await clearFilters(page);

    const eur = (await rpc<{ accounts: Array<{ accountId: string; accountName: string | null }> }>('balances.list')).accounts.find((a) => a.accountName === 'Operating EUR');
    await tick(page, 'From account', 'Operating EUR (EUR)');
    const fromEur = await expectPaymentsGrid(page, { accountIds: [eur!.accountId] });
    expect(fromEur.length).toBeGreaterThan(0);
    expect(fromEur.every((row) => all.rows.find((p) => p.id === row.id)?.sourceAccountId === eur!.accountId)).toBe(true);
    await clearFilters(page);

    // Dates: the page runs in UTC, so "from" is that day's midnight and "to" the next midnight (the day included).
    const day = (all.rows[40] as PaymentRow & { createdAt: string }).createdAt.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
    await typeDay(page, 'Created from', day);
    await typeDay(page, 'Created to (inclusive)', day);
    await waitForRpcIdle(page);
    const oneDay = await expectPaymentsGrid(page, { from: `${day}T00:00:00.000Z`, to: next });
    expect(oneDay.length).toBeGreaterThan(0);
    expect(oneDay.length).toBeLessThan(all.rows.length);
    await clearFilters(page);

    await page.getByRole('searchbox', { name: 'Search' }).fill('Acme');
    await page.keyboard.press('Enter');
    await waitForRpcIdle(page);
    const acme = await expectPaymentsGrid(page, { search: 'Acme' });
    expect(acme.length).toBeGreaterThan(0);
    expect(acme.length).toBeLessThan(all.rows.length);

    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-payment-anywhere');
    await page.keyboard.press('Enter');
    await waitForRpcIdle(page);
    await page.getByRole('heading', { name: 'No payments match these filters' }).waitFor();
    await saveScreenshot(page, 'payments-empty');
    await expectNoSeriousAxeViolations(page, 'payments-empty');
    await page.getByRole('region', { name: 'No payments match these filters' }).getByRole('button', { name: 'Clear filters' }).click();
    await waitForRpcIdle(page);
    await expectPaymentsGrid(page, {});
    e2e.expectNoProblems();
  });

  it('a payment\u2019s detail shows its timeline in order; the list and the detail follow a sync made elsewhere', async () => {
    const page = e2e.page;
    await openScreen(page, 'Payments');
    await page.getByRole('searchbox', { name: 'Search' }).fill('E2E timeline wire');
    await page.keyboard.press('Enter');
    await waitForRpcIdle(page);
    await expectPaymentsGrid(page, { search: 'E2E timeline wire' });
    // Keyboard: the first row takes focus from the grid, Enter opens it.
    await page.getByRole('grid', { name: 'Payments' }).locator(`tr[data-id="${followedId}"]`).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: /^Payment to / });
    await panel.waitFor();
    const timeline = panel.getByRole('region', { name: 'Status timeline' });
    const steps = () => timeline.locator('li[data-status]').evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
    // Seen created by the first sync, processing by the sync of this page's opening.
    await expect.poll(steps).toEqual(['created', 'processing']);

    // A wire completes 30 min later; a sync from outside the page: the page hears
    // sync.finished and re-reads the list and the detail.
    await session.sandbox.control('/clock', { advanceSeconds: 31 * 60 });
    await rpc('sync.start', {});
    await expect.poll(steps, { timeout: 20_000 }).toEqual(['created', 'processing', 'completed']);
    const detail = await rpc<{ payment: { status: string }; timeline: Array<{ status: string; at: string; source: string }> }>('payments.detail', { id: followedId });
    expect(detail.timeline.map((step) => [step.status, step.source])).toEqual([['created', 'created'], ['processing', 'sync'], ['completed', 'completed_at']]);
    expect(await timeline.locator('time').evaluateAll((items) => items.map((item) => item.getAttribute('datetime')))).toEqual(detail.timeline.map((step) => step.at));
    await expect.poll(async () => (await shownRows(page, 'Payments'))[0]?.status).toBe('completed');
    // Each step says how its time was learnt: the server's createdAt, when a sync saw it, the server's completedAt.
    const labels = await timeline.locator('li[data-status] .timeline-time').evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.split(' ').slice(0, 2).join(' ')));
    expect(labels).toEqual(['Created at', 'Observed at', 'Completed at']);
    await timeline.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'payment-detail-timeline');
    await expectNoSeriousAxeViolations(page, 'payment-detail-timeline');

    // Escape closes the panel; "Show ledger entries" goes to the ledger.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    e2e.expectNoProblems();
  });

  it('the requires_action payment says why and what to do, with its ledger entries one click away', async () => {
    const page = e2e.page;
    await openScreen(page, 'Payments');
    const waiting = (await rpc<List<PaymentRow>>('payments.list', { statuses: ['requires_action'] })).rows[0]!;
    await page.getByRole('grid', { name: 'Payments' }).locator(`tr[data-id="${waiting.id}"]`).click();
    const panel = page.getByRole('complementary', { name: `Payment to ${waiting.counterpartyName ?? ''}` });
    await panel.waitFor();
    const notice = panel.getByRole('note', { name: 'Action required' });
    await expect.poll(() => notice.innerText()).toContain('Confirmation of payee required');
    expect(await notice.innerText()).toContain(waiting.requiresActionReason as string);
    expect(await panel.innerText()).toContain(formatMoneyText(waiting.sendAmount!.amount, waiting.sendAmount!.currency));
    await saveScreenshot(page, 'payment-detail');
    await expectNoSeriousAxeViolations(page, 'payment-detail');
    await panel.getByRole('button', { name: 'Show ledger entries' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Ledger', exact: true }).getAttribute('aria-current')).toBe('page');
    e2e.expectNoProblems();
  });
});

describe('collections, transfers and counterparties', () => {
  it('collections match collections.list, and a collection opens with its timeline', async () => {
    const page = e2e.page;
    await openScreen(page, 'Collections');
    const list = await rpc<List<{ id: string; amount: Money; status: string }>>('collections.list', { limit: 100 });
    await expect
      .poll(async () => (await shownRows(page, 'Collections')).map((row) => [row.id, row.cells[4], row.status]))
      .toEqual(list.rows.map((row) => [row.id, formatMoneyText(row.amount.amount, row.amount.currency), row.status]));
    await saveScreenshot(page, 'collections');
    await expectNoSeriousAxeViolations(page, 'collections');
    const first = list.rows[0]!;
    await page.getByRole('grid', { name: 'Collections' }).locator(`tr[data-id="${first.id}"]`).click();
    const panel = page.getByRole('complementary', { name: /^Collection/ });
    await panel.getByRole('region', { name: 'Status timeline' }).waitFor();
    const detail = await rpc<{ timeline: Array<{ status: string }> }>('collections.detail', { id: first.id });
    expect(detail.timeline.length).toBeGreaterThan(0);
    expect(await panel.getByRole('region', { name: 'Status timeline' }).locator('li[data-status]').evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual(
      detail.timeline.map((step) => step.status),
    );
    await saveScreenshot(page, 'collection-detail');
    await expectNoSeriousAxeViolations(page, 'collection-detail');
    e2e.expectNoProblems();
  });

  it('transfers match transfers.list, and a transfer opens with both accounts', async () => {
    const page = e2e.page;
    await openScreen(page, 'Transfers');
    const list = await rpc<List<{ id: string; amount: Money; status: string; reference: string | null }>>('transfers.list', { limit: 100 });
    await expect
      .poll(async () => (await shownRows(page, 'Transfers')).map((row) => [row.id, row.cells[4], row.status]))
      .toEqual(list.rows.map((row) => [row.id, formatMoneyText(row.amount.amount, row.amount.currency), row.status]));
    await saveScreenshot(page, 'transfers');
    await expectNoSeriousAxeViolations(page, 'transfers');
    await page.getByRole('grid', { name: 'Transfers' }).locator(`tr[data-id="${list.rows[0]!.id}"]`).click();
    const panel = page.getByRole('complementary', { name: /^Transfer/ });
    await expect.poll(() => panel.innerText()).toContain('Operating USD');
    await saveScreenshot(page, 'transfer-detail');
    await expectNoSeriousAxeViolations(page, 'transfer-detail');
    e2e.expectNoProblems();
  });

  it('counterparties match counterparties.list; payment methods show their verification, unverified ones flagged', async () => {
    const page = e2e.page;
    await openScreen(page, 'Counterparties');
    const list = await rpc<List<{ id: string; name: string; paymentMethods: number }>>('counterparties.list', { limit: 100 });
    expect(list.rows.map((row) => row.id)).toContain(flagged.counterpartyId);
    await expect
      .poll(async () => (await shownRows(page, 'Counterparties')).map((row) => [row.id, row.cells[0], row.cells[5]]))
      .toEqual(list.rows.map((row) => [row.id, row.name, String(row.paymentMethods)]));
    await saveScreenshot(page, 'counterparties');
    await expectNoSeriousAxeViolations(page, 'counterparties');

    await tick(page, 'Type', 'Individual');
    const individuals = await rpc<List<{ id: string }>>('counterparties.list', { entityTypes: ['individual'] });
    await expect.poll(async () => (await shownRows(page, 'Counterparties')).map((row) => row.id)).toEqual(individuals.rows.map((row) => row.id));
    await clearFilters(page);

    await page.getByRole('grid', { name: 'Counterparties' }).locator(`tr[data-id="${flagged.counterpartyId}"]`).click();
    const panel = page.getByRole('complementary', { name: 'Zeta Unverified Ltd' });
    const card = panel.locator(`article[data-id="${flagged.methodId}"]`);
    await card.waitFor();
    const detail = await rpc<{ paymentMethods: Array<{ id: string; verification: string | null }> }>('counterparties.detail', { id: flagged.counterpartyId });
    const verification = detail.paymentMethods.find((method) => method.id === flagged.methodId)?.verification ?? null;
    expect(await card.locator('[data-verification]').first().getAttribute('data-verification')).toBe(verification ?? 'none');
    expect(await card.innerText()).toContain('Not verified');
    expect(await panel.getByRole('note').innerText()).toContain('This method is not verified');
    await saveScreenshot(page, 'counterparty-detail');
    await expectNoSeriousAxeViolations(page, 'counterparty-detail');

    // A demo counterparty's bank account is verified, and says so.
    const acme = list.rows.find((row) => row.name === 'Acme Supplies LLC')!;
    await page.getByRole('grid', { name: 'Counterparties' }).locator(`tr[data-id="${acme.id}"]`).click();
    const acmePanel = page.getByRole('complementary', { name: 'Acme Supplies LLC' });
    await expect.poll(() => acmePanel.locator('article [data-verification]').first().getAttribute('data-verification')).toBe('verified');
    expect(await acmePanel.locator('article').first().innerText()).toContain('Verified');
    e2e.expectNoProblems();
  });
});
