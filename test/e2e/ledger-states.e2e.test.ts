// The Ledger's states other than "rows": never synced with the server down (offline, not
// an error), the first sync from the empty state's own button once the server is back,
// the loading state while main is slow to answer, and a read main refuses (the error
// with what happened and Try again). Then a row's detail: its id copied to the real
// clipboard. The shell's sandbox environment names a sandbox child of its own (demo
// seed), stopped before the window first opens so nothing is cached yet.
//
// Slow and refused answers are made by holding or answering the page's own /rpc request
// in the browser (Playwright's route): main cannot be made to refuse a healthy cache's
// count on purpose, and the screen's job here is only to show what an envelope says.
// Everything else is the real shell, host, cache and sandbox. Axe on each state;
// screenshots ledger-never-synced, ledger-loading, ledger-error.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { startWebShellWithSandboxProcess, type WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let setup: WebShellWithSandbox;

beforeAll(async () => {
  setup = await startWebShellWithSandboxProcess();
  const stopped = await setup.sandbox.stop();
  expect(stopped, setup.sandbox.stderr()).toEqual({ code: 0, signal: null });
});
afterAll(async () => {
  await setup?.stop();
});

async function openLedger(page: Page): Promise<void> {
  await openApp(page, setup.shell.url);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Ledger', exact: true }).click();
  await page.getByRole('main', { name: 'Ledger' }).waitFor();
}

const syncLine = (page: Page) => page.getByRole('banner', { name: 'Status' }).locator('.sync-state');

async function ledgerTotal(): Promise<number> {
  const answer = await setup.shell.rpc<{ total: number }>('ledger.count', {});
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  return answer.value.total;
}

describe('the ledger before any sync, and when main is slow or refuses', () => {
  it('says nothing is synced yet while the server is down (offline, no error), then fills from its own Sync now', async () => {
    const page = e2e.page;
    await openLedger(page);
    // The sync on start went offline: a state with the cache's age, not an alert.
    await expect.poll(() => syncLine(page).innerText(), { timeout: 60_000 }).toBe('Offline: nothing cached yet');
    const empty = page.getByRole('region', { name: 'Nothing synced yet' });
    await empty.waitFor();
    await page.getByText(/^Offline: the server does not answer and nothing has been synced here yet\./).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('grid').count()).toBe(0);
    await waitForRpcIdle(page);
    await saveScreenshot(page, 'ledger-never-synced');
    await expectNoSeriousAxeViolations(page, 'ledger never synced, offline');

    await setup.sandbox.restart();
    await empty.getByRole('button', { name: 'Sync now' }).click();
    const grid = page.getByRole('grid', { name: 'Ledger entries, newest first' });
    await grid.waitFor({ timeout: 90_000 });
    const total = await ledgerTotal();
    expect(total).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ledger-count').innerText(), { timeout: 30_000 }).toBe(`${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'}, newest first`);
    await expect.poll(() => syncLine(page).innerText()).toMatch(/^Synced /);
    expect(await grid.locator('[role="row"][data-row-id]').count()).toBeGreaterThan(0);
    e2e.expectNoProblems();
  });

  it('shows skeleton rows while main is slow, and the error with Try again when it refuses the count', async () => {
    const page = e2e.page;
    // Hold the first rows' answer until the loading state has been looked at.
    let releaseRows: () => void = () => undefined;
    const rowsHeld = new Promise<void>((resolve) => (releaseRows = resolve));
    await page.route('**/rpc/ledger.window', async (route) => {
      await rowsHeld;
      await route.continue();
    });
    let refuseCount = true;
    await page.route('**/rpc/ledger.count', async (route) => {
      if (!refuseCount) return route.continue();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, error: { kind: 'damaged', code: 'cache_damaged', message: 'The cache file could not be read: rebuild it from Settings.', retryable: true } }),
      });
    });
    // Not openApp: its wait for /rpc to be idle cannot end while the rows are held.
    await page.goto(setup.shell.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Ledger', exact: true }).click();
    const loading = page.getByRole('status', { name: 'Loading the ledger' });
    await loading.waitFor();
    expect(await loading.getAttribute('aria-busy')).toBe('true');
    await saveScreenshot(page, 'ledger-loading');
    await expectNoSeriousAxeViolations(page, 'ledger loading');
    releaseRows();

    const failure = page.getByRole('alert', { name: 'The ledger could not be read' });
    await failure.waitFor();
    expect(await failure.innerText()).toContain('The cache file could not be read: rebuild it from Settings.');
    await saveScreenshot(page, 'ledger-error');
    await expectNoSeriousAxeViolations(page, 'ledger error');

    refuseCount = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    const total = await ledgerTotal();
    await expect.poll(() => page.locator('.ledger-count').innerText()).toBe(`${total.toLocaleString('en-US')} entries, newest first`);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('grid', { name: 'Ledger entries, newest first' }).locator('[role="row"][data-row-id]').first().waitFor();
  });

  it('copies an entry\'s id to the clipboard from its detail', async () => {
    const page = e2e.page;
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: setup.shell.origin });
    await openLedger(page);
    const grid = page.getByRole('grid', { name: 'Ledger entries, newest first' });
    const first = grid.locator('[role="row"][data-row-id]').first();
    await first.waitFor();
    const id = (await first.getAttribute('data-row-id')) as string;
    await first.click();
    const panel = page.getByRole('complementary').filter({ hasText: id });
    await panel.getByRole('button', { name: `Copy ${id}` }).click();
    await panel.getByRole('button', { name: `Copied ${id}` }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
    e2e.expectNoProblems();
  });
});
