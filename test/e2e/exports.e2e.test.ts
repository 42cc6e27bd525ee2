// The Exports screen on the demo data (embedded sandbox), each file read back and
// compared with what the cache says over IPC:
//   - the ledger filtered on the Ledger screen (an account, and "debits only": the file
//     has the debits only, as the screen; export-view.e2e.test.ts covers every filter), no BOM;
//   - counterparties (from another screen: the palette opens Exports) and the audit trail
//     from the command palette, with the BOM;
//   - this session's list with the paths; the Outbox's empty state;
//   - Cancel on a 1M-row ledger export leaves no file (only when the contract has
//     exports.cancel).
// Axe on each state; screenshots exports, export-done, export-bom, outbox-empty,
// export-progress, export-cancelled.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIpcMethod } from '../../shared/ipc';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { startWebShellOnLedgerFixture } from './support/ledger-fixture';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let shell: WebShellProcess;
const BOM = [0xef, 0xbb, 0xbf];

interface LedgerRow {
  id: string;
  accountId: string;
  direction: 'debit' | 'credit';
  amount: string;
  balance: string;
}
type CsvRecord = Record<string, string>;

function rpc<T>(on: WebShellProcess, method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(on, method, input);
}

/** Every row of ledger.window for `filters`, newest first, page by page. */
async function ledgerRows(on: WebShellProcess, filters: Record<string, unknown>): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  let cursor: string | null = null;
  do {
    const page: { rows: LedgerRow[]; olderCursor: string | null } = await rpc(on, 'ledger.window', { ...filters, limit: 500, ...(cursor !== null ? { cursor } : {}) });
    rows.push(...page.rows);
    cursor = page.olderCursor;
  } while (cursor !== null);
  return rows;
}

async function waitForSynced(page: Page): Promise<void> {
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page);
}

async function goTo(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page);
}

/** The finished export as the screen states it: path (the copy button's name), rows (the heading) and bytes. */
async function finishedExport(page: Page): Promise<{ path: string; rows: number; bytes: number }> {
  const done = page.getByRole('status', { name: 'Export finished' });
  await done.waitFor({ timeout: 60_000 });
  const copyName = (await done.getByRole('button', { name: /^Copy path / }).getAttribute('aria-label')) ?? '';
  const heading = await done.getByRole('heading').innerText();
  const bytesText = await done.getByText(/\bbytes?\)?$/).innerText();
  const digits = (text: string | undefined) => Number((text ?? 'NaN').replaceAll(',', ''));
  return {
    path: copyName.replace(/^Copy path /, ''),
    rows: digits(/exported: ([\d,]+) rows?$/.exec(heading)?.[1]),
    bytes: digits((/\(([\d,]+) bytes\)/.exec(bytesText) ?? /^([\d,]+) bytes?$/.exec(bytesText))?.[1]),
  };
}

function readCsv(filePath: string): { bytes: Buffer; records: CsvRecord[] } {
  const bytes = readFileSync(filePath);
  return { bytes, records: parse(bytes, { columns: true, bom: true, skip_empty_lines: true }) as CsvRecord[] };
}

async function runPaletteAction(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.waitFor();
  await page.keyboard.type(label);
  await palette.getByRole('option', { name: label }).first().waitFor();
  await page.keyboard.press('Enter');
}

describe('exports on the demo data', () => {
  beforeAll(async () => {
    shell = await startWebShellProcess();
  });
  afterAll(async () => {
    const status = await shell?.stop();
    expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
  });

  it('exports the ledger view with the Ledger screen filters, and the file matches the cache', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await waitForSynced(page);
    await goTo(page, 'Outbox');
    await page.getByRole('region', { name: 'Nothing has been sent from this app yet' }).waitFor();
    await saveScreenshot(page, 'outbox-empty');
    await expectNoSeriousAxeViolations(page, 'outbox empty');

    // The account with the most entries, and its name as the screens show it.
    const { accounts } = await rpc<{ accounts: { accountId: string; accountName: string | null }[] }>(shell, 'balances.list');
    const counted = await Promise.all(accounts.map(async (account) => ({ account, rows: await ledgerRows(shell, { accountIds: [account.accountId], direction: 'debit' }) })));
    const { account, rows: windowRows } = counted.sort((a, b) => b.rows.length - a.rows.length)[0] as (typeof counted)[number];
    expect(windowRows.length).toBeGreaterThan(1);

    // Filter on the Ledger screen: the account, and debits only.
    await goTo(page, 'Ledger');
    await page.getByRole('combobox', { name: 'Account' }).selectOption(account.accountId);
    await page.getByRole('combobox', { name: 'Direction' }).selectOption('debit');
    await waitForRpcIdle(page);
    await page.getByRole('button', { name: 'Export this view' }).click();
    await page.getByRole('main', { name: 'Exports' }).waitFor();
    await waitForRpcIdle(page);

    const ledgerSection = page.getByRole('region', { name: 'Ledger' });
    // The names come from the accounts the Ledger screen already read: shown at once, not ids first.
    const applies = await ledgerSection.getByRole('list', { name: 'Filters the export applies' }).innerText();
    expect(applies).toContain(account.accountName !== null ? `Account: ${account.accountName} (${account.accountId})` : `Account: ${account.accountId}`);
    expect(applies).toContain('Debits only');
    await saveScreenshot(page, 'exports');
    await expectNoSeriousAxeViolations(page, 'exports with ledger filters');

    await expect.poll(() => page.getByRole('checkbox', { name: 'Optional BOM (for Excel)' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Export ledger to CSV' }).click();
    const shown = await finishedExport(page);
    await saveScreenshot(page, 'export-done');
    await expectNoSeriousAxeViolations(page, 'export done');

    // The file: in the data directory's exports/ folder, as big as the screen says, no BOM.
    expect(path.dirname(shown.path)).toBe(path.join(shell.dataDir, 'exports'));
    expect(statSync(shown.path).size).toBe(shown.bytes);
    const { bytes, records } = readCsv(shown.path);
    expect([...bytes.subarray(0, 3)]).not.toEqual(BOM);
    expect(records.length).toBe(shown.rows);

    // Row by row against ledger.window for the same filters (oldest first in the file). The
    // demo data moves in real time (a collection settling posts its fee, a debit, in the
    // account) and a sync may bring that in at any moment: the file is the ledger as it stood
    // at one moment between the read before the export and one after it, every row read
    // before in it, in order, and nothing but the oldest rows of the read after.
    const before = [...windowRows].reverse();
    const after = (await ledgerRows(shell, { accountIds: [account.accountId], direction: 'debit' })).reverse();
    const ids = records.map((record) => record['id']);
    expect(ids.slice(0, before.length)).toEqual(before.map((row) => row.id));
    expect(ids).toEqual(after.slice(0, ids.length).map((row) => row.id));
    expect(records.map((record) => [record['accountId'], record['direction'], record['amount'], record['balance']])).toEqual(
      after.slice(0, records.length).map((row) => [row.accountId, row.direction, row.amount, row.balance]),
    );
    expect(records.some((record) => record['direction'] === 'credit')).toBe(false);

    const history = page.getByRole('region', { name: "This session's exports" });
    expect(await history.locator('tbody tr').count()).toBe(1);
    expect(await history.locator('tbody tr').first().innerText()).toContain(shown.path);
    e2e.expectNoProblems();
  });

  it('exports counterparties and the audit trail from the palette with the BOM; the files match the cache', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await waitForSynced(page);
    await goTo(page, 'Exports');
    await page.getByRole('checkbox', { name: 'Optional BOM (for Excel)' }).check();

    // From another screen: the palette opens Exports, which runs the action.
    await goTo(page, 'Balances');
    await runPaletteAction(page, 'Export counterparties (Exports)');
    await page.getByRole('main', { name: 'Exports' }).waitFor();
    const counterpartiesFile = await finishedExport(page);
    const counterparties = readCsv(counterpartiesFile.path);
    expect([...counterparties.bytes.subarray(0, 3)]).toEqual(BOM);
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const page1: { rows: { id: string }[]; nextCursor: string | null } = await rpc(shell, 'counterparties.list', { limit: 1000, ...(cursor !== null ? { cursor } : {}) });
      listed.push(...page1.rows.map((row) => row.id));
      cursor = page1.nextCursor;
    } while (cursor !== null);
    expect(new Set(counterparties.records.map((record) => record['id']))).toEqual(new Set(listed));
    expect(counterparties.records.length).toBe(counterpartiesFile.rows);

    // The status tracker follows open payments meanwhile, so the trail may grow while the
    // export runs: the file is the trail up to its last entry, and holds every entry
    // recorded before the export began.
    const readTrail = async () => {
      const trail: { seq: number; hash: string }[] = [];
      let after: number | null = 0;
      while (after !== null) {
        const next: { entries: { seq: number; hash: string }[]; nextAfterSeq: number | null } = await rpc(shell, 'audit.page', { afterSeq: after, limit: 1000 });
        trail.push(...next.entries);
        after = next.nextAfterSeq;
      }
      return trail;
    };
    const before = await readTrail();
    await runPaletteAction(page, 'Export the audit trail');
    await page.getByRole('status', { name: 'Export finished' }).getByText('Audit trail exported').waitFor();
    const auditFile = await finishedExport(page);
    const audit = readCsv(auditFile.path);
    expect([...audit.bytes.subarray(0, 3)]).toEqual(BOM);
    const lastSeq = Number(audit.records.at(-1)?.['seq']);
    expect(lastSeq).toBeGreaterThanOrEqual(before.at(-1)?.seq ?? 0);
    const trail = (await readTrail()).filter((entry) => entry.seq <= lastSeq);
    expect(audit.records.map((record) => [Number(record['seq']), record['hash']])).toEqual(trail.map((entry) => [entry.seq, entry.hash]));
    await saveScreenshot(page, 'export-bom');
    await expectNoSeriousAxeViolations(page, 'exports with the BOM');

    // This page's session: both files, newest first, with their paths.
    const history = page.getByRole('region', { name: "This session's exports" }).locator('tbody tr');
    expect(await history.count()).toBe(2);
    expect(await history.nth(0).innerText()).toContain(auditFile.path);
    expect(await history.nth(1).innerText()).toContain(counterpartiesFile.path);

    // A screen's name typed whole and Enter goes to that screen, though Exports has an
    // action with the word ("Export the audit trail", "Export counterparties"): no file more.
    for (const name of ['Audit', 'Counterparties']) {
      await goTo(page, 'Exports');
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.waitFor();
      await page.keyboard.type(name);
      await expect.poll(() => palette.getByRole('option', { selected: true }).innerText()).toMatch(new RegExp(`^Go to ${name}`));
      if (name === 'Audit') await saveScreenshot(page, 'palette-screen-name-first');
      await page.keyboard.press('Enter');
      await page.getByRole('main', { name }).waitFor();
    }
    await goTo(page, 'Exports');
    expect(await history.count()).toBe(2);
    e2e.expectNoProblems();
  });
});

describe.skipIf(!isIpcMethod('exports.cancel'))('cancelling a large export', () => {
  let big: Awaited<ReturnType<typeof startWebShellOnLedgerFixture>>;
  beforeAll(async () => {
    big = await startWebShellOnLedgerFixture();
  }, 600_000);
  afterAll(async () => {
    const status = await big?.stop();
    expect(status, big?.stderr()).toEqual({ code: 0, signal: null });
  });

  it('shows progress on a 1M-row ledger, and Cancel leaves no file', async () => {
    const page = e2e.page;
    await openApp(page, big.url, { timeoutMs: 60_000 });
    await goTo(page, 'Exports');
    await page.getByRole('button', { name: 'Export ledger to CSV' }).click();
    const progress = page.getByRole('region', { name: 'Export in progress' });
    // Rows written so far, above zero ("· 10,000 of 1,000,004 rows").
    await progress.getByText(/\u00b7 [1-9][\d,]* (of|rows)/).waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'export-progress');
    await expectNoSeriousAxeViolations(page, 'export in progress');
    await progress.getByRole('button', { name: 'Cancel export' }).click();
    const cancelled = page.getByRole('status', { name: 'Export cancelled' });
    await cancelled.waitFor({ timeout: 30_000 });
    expect(await cancelled.innerText()).toContain('No file was left');
    await saveScreenshot(page, 'export-cancelled');
    await expectNoSeriousAxeViolations(page, 'export cancelled');
    const folder = path.join(big.dataDir, 'exports');
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    e2e.expectNoProblems();
  });
});
