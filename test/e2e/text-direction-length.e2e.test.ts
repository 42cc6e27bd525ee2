// Text in every direction and length on every list and detail screen. A web shell on a
// sandbox child of its own whose records get names and references in Arabic, Hebrew, a
// 200-character word without spaces and emoji (written into the sandbox's SQLite file
// before the first sync, the way gone-from-server.e2e.test.ts edits it), plus two
// transfers confirmed through main (outbox entries and audit confirmations whose summaries
// hold a Hebrew reference and a long word). On Balances, Ledger, Payments, Collections,
// Transfers, Counterparties, Outbox and Audit: the cell holding Arabic or Hebrew takes its
// direction from its text (dir="auto", computed rtl, so it is cut at its own end); the
// detail panel of the record with the long word never grows past its width and its Close
// button stays in the viewport; the page never scrolls sideways; summaries composed by
// main keep a Hebrew reference in Unicode isolates. Screenshots text/<screen>.png.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { ledgerFiguresOf } from './support/ledger-grid';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startSandboxProcess, startWebShellWithSandboxProcess, type WebShellWithSandbox } from './support/web-shell-process';

const ARABIC = 'شركة الأمل للتجارة والاستثمار';
const HEBREW = 'חברת אור ושות׳ בע״מ';
const HEBREW_REF = 'חשבונית מס 1042';
/** A Hebrew name after the server's left-to-right words, as the sandbox writes a payment's description. */
const MIXED_NAME = 'מסחר הצפון והדרום לייבוא ולייצוא בע״מ';
const MIXED = `OPEN payment to ${MIXED_NAME}`;
const LONG = 'Donaudampfschifffahrtsgesellschaftskapitaen'.repeat(5).slice(0, 200);
const LONG_REF = LONG.slice(0, 140);
const EMOJI = 'Café Olé 🚀🌍 Trading';
const FSI = '\u2068';
const PDI = '\u2069';

const e2e = useBrowser();
let session: WebShellWithSandbox;
let sandboxDir: string;

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(session.shell, method, input);
}

/** Names, references and descriptions in Arabic, Hebrew, a long word and emoji, in the sandbox child's own file. */
function seedTexts(): void {
  const db = new Database(path.join(sandboxDir, 'sandbox.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const rename = db.prepare("UPDATE resources SET body = json_set(body, '$.name', ?) WHERE kind = ? AND json_extract(body, '$.name') = ?");
    for (const [kind, from, to] of [
      ['account', 'Operating GBP', ARABIC],
      ['account', 'Operating EUR', LONG],
      ['account', 'Payroll USD', HEBREW],
      ['counterparty', 'Acme Supplies LLC', ARABIC],
      ['counterparty', 'Jane Cooper', HEBREW],
      ['counterparty', 'Müller Maschinenbau GmbH', LONG],
      ['counterparty', 'Thames Logistics Ltd', EMOJI],
    ] as const) {
      expect(rename.run(to, kind, from).changes, `${kind} ${from}`).toBe(1);
    }
    // Every record of a kind gets one of the texts in turn, so each list's first page holds all of them.
    for (const kind of ['payment', 'collection', 'transfer']) {
      const changed = db.prepare(`UPDATE resources SET body = json_set(body, '$.reference', CASE seq % 3 WHEN 0 THEN ? WHEN 1 THEN ? ELSE ? END) WHERE kind = ?`).run(HEBREW_REF, LONG_REF, ARABIC, kind).changes;
      expect(changed, kind).toBeGreaterThan(2);
    }
    // A ledger row is served from its stored JSON (item_json): both are changed.
    const described = db
      .prepare("UPDATE ledger SET description = CASE seq % 3 WHEN 0 THEN @hebrew WHEN 1 THEN @long ELSE @arabic END, item_json = json_set(item_json, '$.description', CASE seq % 3 WHEN 0 THEN @hebrew WHEN 1 THEN @long ELSE @arabic END)")
      .run({ hebrew: HEBREW, long: LONG, arabic: ARABIC }).changes;
    expect(described).toBeGreaterThan(2);
    // The oldest ledger row: a right-to-left name after left-to-right words (found by searching for it).
    const mixed = db.prepare("UPDATE ledger SET description = @mixed, item_json = json_set(item_json, '$.description', @mixed) WHERE seq = (SELECT min(seq) FROM ledger)").run({ mixed: MIXED }).changes;
    expect(mixed).toBe(1);
  } finally {
    db.close();
  }
}

interface Prepared {
  ok: boolean;
  prepared: { id: string; summary: string; review: { label: string; value: string }[]; checks: { code: string; severity: string }[] };
}

/** A transfer prepared and confirmed through main, as the window's New transfer does. */
async function confirmTransfer(from: string, to: string, reference: string): Promise<Prepared['prepared']> {
  const prepared = await rpc<Prepared>('transfers.prepare', { sourceAccountId: from, destinationAccountId: to, amount: '12.34', currency: 'USD', reference });
  expect(prepared.ok, JSON.stringify(prepared)).toBe(true);
  const outcome = await rpc<{ state: string }>('writes.confirm', {
    preparedId: prepared.prepared.id,
    acknowledged: prepared.prepared.checks.filter((check) => check.severity === 'warning').map((check) => check.code),
  });
  expect(outcome.state).toBe('succeeded');
  return prepared.prepared;
}

let hebrewTransfer: Prepared['prepared'];

beforeAll(async () => {
  // The sandbox's demo data is written once, then edited while no server runs, so the
  // shell's first sync (the ledger is read once, never again) already sees the texts.
  sandboxDir = mkdtempSync(path.join(os.tmpdir(), 'treasury-e2e-text-'));
  const seeding = await startSandboxProcess({ dataDir: sandboxDir });
  await seeding.stop();
  seedTexts();
  session = await startWebShellWithSandboxProcess({ sandbox: { dataDir: sandboxDir } });
  expect(await rpc<{ state: string }>('sync.start', { mode: 'full' })).toMatchObject({ state: 'synced' });
  const accounts = (await rpc<{ accounts: { accountId: string; accountName: string | null }[] }>('balances.list')).accounts;
  const idOf = (name: string) => accounts.find((a) => a.accountName === name)?.accountId as string;
  expect(idOf(HEBREW)).toBeDefined();
  hebrewTransfer = await confirmTransfer(idOf('Operating USD'), idOf(HEBREW), HEBREW_REF);
  await confirmTransfer(idOf('Operating USD'), idOf(HEBREW), LONG_REF);
  expect(await rpc<{ state: string }>('sync.start', { mode: 'auto' })).toMatchObject({ state: 'synced' });
}, 240_000);
afterAll(async () => {
  await session?.stop();
  if (sandboxDir !== undefined) rmSync(sandboxDir, { recursive: true, force: true });
});

async function openScreen(page: Page, screen: string): Promise<void> {
  await openApp(page, session.shell.url);
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page, { quietMs: 600 });
}

/** The element takes its direction from its text and reads right to left (so it is cut at its left, its own end). */
async function expectRightToLeft(element: Locator): Promise<void> {
  await element.waitFor();
  const seen = await element.evaluate((el) => ({ dir: el.getAttribute('dir'), direction: getComputedStyle(el).direction }));
  expect(seen).toEqual({ dir: 'auto', direction: 'rtl' });
}

/**
 * Every cell of `table` holding `text` that is not cut starts its text at its column's
 * start (the table reads left to right): an Arabic or Hebrew name reads right to left in its
 * cell, but the column stays aligned (it sat at the cell's right edge).
 */
async function expectStartAligned(table: Locator, text: string): Promise<void> {
  const cells = table.locator('td', { hasText: text });
  await cells.first().waitFor();
  const seen = await cells.evaluateAll((all) => all.map((cell) => {
    const row = cell.closest('tr') as HTMLTableRowElement;
    const header = (cell.closest('table') as HTMLTableElement).tHead?.rows[0]?.cells[[...row.cells].indexOf(cell as HTMLTableCellElement)];
    const range = document.createRange();
    range.selectNodeContents(cell);
    const padding = parseFloat(getComputedStyle(cell).paddingLeft);
    return {
      direction: getComputedStyle(cell).direction,
      cut: cell.scrollWidth > cell.clientWidth + 1,
      fromColumnStart: range.getBoundingClientRect().left - (header?.getBoundingClientRect().left ?? Number.NaN) - padding,
      fromCellStart: range.getBoundingClientRect().left - cell.getBoundingClientRect().left - padding,
    };
  }));
  const whole = seen.filter((cell) => !cell.cut);
  expect(whole.length, `a cell holding ${text} shown whole`).toBeGreaterThan(0);
  for (const cell of whole) {
    expect(cell.direction).toBe('rtl');
    expect(Math.abs(cell.fromColumnStart), 'text starts at the column start').toBeLessThanOrEqual(1);
    expect(Math.abs(cell.fromCellStart), 'text starts at the cell start').toBeLessThanOrEqual(1);
  }
}

/** Nothing wider than the window: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

/** The open side panel holds `text`, keeps to its width, and its Close button is in the viewport. */
async function expectPanelFits(page: Page, text: string): Promise<void> {
  const panel = page.locator('aside.side-panel');
  await panel.waitFor();
  await expect.poll(() => panel.innerText(), { timeout: 15_000 }).toContain(text.slice(0, 40));
  const sizes = await panel.evaluate((el) => {
    const body = el.querySelector('.side-panel-body') as HTMLElement;
    const close = (el.querySelector('.close-button') as HTMLElement).getBoundingClientRect();
    const widest = Math.max(...[...body.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right));
    const box = el.getBoundingClientRect();
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, bodyScroll: body.scrollWidth, bodyClient: body.clientWidth, widest, panelRight: box.right, closeLeft: close.left, closeRight: close.right, viewport: window.innerWidth };
  });
  expect(sizes.scrollWidth, 'the panel').toBeLessThanOrEqual(sizes.clientWidth + 1);
  expect(sizes.bodyScroll, "the panel's body").toBeLessThanOrEqual(sizes.bodyClient + 1);
  expect(sizes.widest, 'no element past the panel').toBeLessThanOrEqual(sizes.panelRight + 1);
  expect(sizes.closeLeft).toBeGreaterThanOrEqual(0);
  expect(sizes.closeRight).toBeLessThanOrEqual(sizes.viewport);
  await expectNoSidewaysScroll(page);
}

/** The list's row holding the long word is one line, cut with an ellipsis, the whole text in the cell's title (it wrapped into a dozen lines). */
async function expectOneLineRow(page: Page, cellSelector: string, text: string): Promise<void> {
  const cell = page.locator(cellSelector, { hasText: text.slice(0, 30) }).first();
  await cell.waitFor();
  const seen = await cell.evaluate((el) => ({ height: el.getBoundingClientRect().height, whiteSpace: getComputedStyle(el).whiteSpace, textOverflow: getComputedStyle(el).textOverflow, cut: el.scrollWidth > el.clientWidth }));
  expect(seen).toMatchObject({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', cut: true });
  expect(seen.height).toBeLessThanOrEqual(40);
  expect(await cell.getAttribute('title')).toContain(text.slice(0, 30));
}

async function finish(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `text/${name}`);
  await expectNoSeriousAxeViolations(page, `${name} with Arabic, Hebrew, long and emoji text`);
  e2e.expectNoProblems();
}

describe('text in every direction and length', () => {
  it("main's summary of a prepared transfer keeps the Hebrew name and reference in isolates", () => {
    expect(hebrewTransfer.summary).toBe(`Move 12.34 USD from Operating USD to ${FSI}${HEBREW}${PDI} (ref "${FSI}${HEBREW_REF}${PDI}")`);
    // A row that opens with a right-to-left name is marked left to right first (our words follow it).
    expect(hebrewTransfer.review.find((row) => row.label === 'Into')?.value).toBe(`\u200e${FSI}${HEBREW}${PDI} (USD)`);
  });

  it('Balances: an Arabic account name reads right to left; a long name wraps inside the table', async () => {
    const page = e2e.page;
    await openScreen(page, 'Balances');
    const table = page.getByRole('table', { name: 'Balances by account' });
    await expectRightToLeft(table.locator('th.account-name span[dir="auto"]', { hasText: ARABIC }));
    // The long name wraps in its cell: the row's balance stays in view, the table inside its screen.
    const longRow = table.locator('tr[data-account-id]', { hasText: LONG });
    const edges = await longRow.evaluate((row) => ({
      balanceRight: (row.querySelector('td[data-balance]') as HTMLElement).getBoundingClientRect().right,
      tableRight: (row.closest('table') as HTMLElement).getBoundingClientRect().right,
      mainRight: (document.querySelector('main') as HTMLElement).getBoundingClientRect().right,
      viewport: window.innerWidth,
    }));
    expect(edges.balanceRight).toBeLessThanOrEqual(edges.viewport);
    expect(edges.tableRight).toBeLessThanOrEqual(edges.mainRight + 1);
    await longRow.click();
    const history = page.locator('#balance-history-title');
    await expect.poll(() => history.innerText()).toContain(LONG.slice(0, 40));
    expect(await history.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expectNoSidewaysScroll(page);
    await finish(page, 'balances');
  });

  it('Ledger: an Arabic description cell reads right to left; the panel of a long description keeps its width', async () => {
    const page = e2e.page;
    await openScreen(page, 'Ledger');
    const grid = page.getByRole('grid', { name: 'Ledger entries, newest first' });
    await grid.locator('.ledger-col-description').first().waitFor();
    await saveScreenshot(page, 'text/ledger-list');
    await expectRightToLeft(grid.locator('.ledger-col-description', { hasText: ARABIC }).first());
    // Cut in a narrower window, a Hebrew name after left-to-right words keeps its first word in view
    // (one ellipsis for the cell cut it there: the name reads from its right end).
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.getByRole('searchbox', { name: 'Search' }).fill(MIXED_NAME);
    const mixedCell = grid.locator('.ledger-col-description', { hasText: MIXED_NAME }).first();
    await mixedCell.waitFor({ timeout: 15_000 });
    await waitForRpcIdle(page, { quietMs: 400 });
    const firstWord = await mixedCell.evaluate((cell, name) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(name.split(' ')[0] as string) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + (name.split(' ')[0] as string).length);
        const word = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return { cut: cell.scrollWidth > cell.clientWidth || [...cell.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth), inView: word.left >= box.left - 1 && word.right <= box.right + 1 };
      }
      return null;
    }, MIXED_NAME);
    expect(firstWord, 'the name\'s first word in its cell').toEqual({ cut: true, inView: true });
    await saveScreenshot(page, 'text/ledger-mixed-1024');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await grid.locator('.ledger-col-description', { hasText: LONG.slice(0, 30) }).first().waitFor({ timeout: 15_000 });
    await page.setViewportSize({ width: 1440, height: 900 });
    await grid.locator('[role="row"]', { hasText: LONG.slice(0, 30) }).first().click();
    await expectPanelFits(page, LONG);
    const panel = page.locator('aside.side-panel');
    // The type is its label only (the raw value on hover), never "Payment out payment_out".
    expect(await panel.getByText(/^[a-z]+_[a-z_]+$/).count()).toBe(0);
    await finish(page, 'ledger');
  });

  it('Ledger at 512x350 (200 % of a 1024x700 window): Arabic, Hebrew and 200-character descriptions give way; each amount and balance stays whole', async () => {
    const page = e2e.page;
    await page.setViewportSize({ width: 512, height: 350 });
    await openScreen(page, 'Ledger');
    const grid = page.getByRole('grid', { name: 'Ledger entries, newest first' });
    await grid.locator('[role=row][data-row-id]').first().waitFor();
    // The balance is heard under its own column header.
    expect(await grid.getByRole('columnheader').allInnerTexts()).toEqual(['Date and time', 'Description and reference', 'Amount', 'Running balance']);
    // Three rows fit: each kind of description is searched for, so its rows are the ones in view
    // (150 characters of the long word: the transfers' references hold its first 140).
    for (const [name, text] of [['arabic', ARABIC], ['hebrew', HEBREW], ['long', LONG]] as const) {
      await page.getByRole('searchbox', { name: 'Search' }).fill(text.slice(0, 150));
      await expect.poll(() => grid.locator('[role=row][data-row-id] .ledger-col-description').first().innerText(), { timeout: 15_000 }).toContain(text.slice(0, 30));
      await waitForRpcIdle(page, { quietMs: 400 });
      if (name !== 'long') await expectRightToLeft(grid.locator('.ledger-col-description', { hasText: text }).first());
      expect(await ledgerFiguresOf(page), name).toEqual([]);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `text/ledger-512-${name}`);
    }
    await finish(page, 'ledger-512');
  });

  for (const [screen, grid, rtlText] of [
    ['Payments', 'Payments', ARABIC],
    ['Collections', 'Collections', ARABIC],
    ['Transfers', 'Transfers', ARABIC],
    ['Counterparties', 'Counterparties', HEBREW],
  ] as const) {
    it(`${screen}: the right-to-left cell reads right to left; the panel of a record with the long word keeps its width`, async () => {
      const page = e2e.page;
      await openScreen(page, screen);
      const table = page.getByRole('grid', { name: grid });
      await expectRightToLeft(table.locator('td', { hasText: rtlText }).first());
      await expectStartAligned(table, rtlText);
      if (screen === 'Counterparties') await expectStartAligned(table, ARABIC);
      await table.locator('tbody tr', { hasText: LONG.slice(0, 30) }).first().click();
      await expectPanelFits(page, LONG);
      await finish(page, screen.toLowerCase());
    });
  }

  it('Outbox: the summary keeps its Hebrew parts isolated; the panel of the long reference keeps its width', async () => {
    const page = e2e.page;
    await openScreen(page, 'Outbox');
    const summary = page.locator('td.outbox-summary', { hasText: HEBREW_REF }).first();
    await summary.waitFor();
    expect(await summary.getAttribute('dir')).toBe('auto');
    expect(await summary.textContent()).toContain(`${FSI}${HEBREW_REF}${PDI}`);
    await expectOneLineRow(page, 'td.outbox-summary', LONG_REF);
    await page.locator('tr', { hasText: LONG_REF.slice(0, 30) }).first().click();
    await expectPanelFits(page, LONG_REF);
    await finish(page, 'outbox');
  });

  it('Audit: the confirmation keeps its Hebrew parts isolated; the panel of the long one keeps its width', async () => {
    const page = e2e.page;
    await openScreen(page, 'Audit');
    // The two confirmations sit among the syncs' requests: show confirmations only.
    await page.getByRole('checkbox', { name: 'Confirmations' }).check();
    await waitForRpcIdle(page, { quietMs: 600 });
    const what = page.locator('td.audit-what', { hasText: HEBREW_REF }).first();
    await what.waitFor({ timeout: 15_000 });
    expect(await what.getAttribute('dir')).toBe('auto');
    expect(await what.textContent()).toContain(`${FSI}${HEBREW_REF}${PDI}`);
    await expectOneLineRow(page, 'td.audit-what', LONG_REF);
    // Below 900 px Kind and Request id leave the table and What takes the rest of the row: still one line.
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.setViewportSize({ width: 880, height: 640 });
    await expect.poll(() => page.locator('table.audit-table-without-kind').count()).toBe(1);
    await expectOneLineRow(page, 'td.audit-what', LONG_REF);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'text/audit-880');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('tr', { hasText: LONG_REF.slice(0, 30) }).first().click();
    await expectPanelFits(page, LONG_REF);
    // The kind is its label, never the raw value.
    expect(await page.locator('aside.side-panel .detail-row', { hasText: 'Kind' }).locator('dd').innerText()).toBe('Confirmation');
    await finish(page, 'audit');
  });
});
