// "Export this view" on the demo data: the file has exactly the rows the Ledger screen
// counts, for account + days + direction and for type + search (both filters the export
// ignored before), and the Collections and Transfers screens' views export too, with the
// names beside the ids; a day past its month's end typed in the filters is refused at its
// field. Screenshots export-view-applied, day-field-past-month-end; axe on both.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { dayField, shownDay, typeDay } from './support/day-field';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let shell: WebShellProcess;
type CsvRecord = Record<string, string>;

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(shell, method, input);
}

async function goTo(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page);
}

/** The Ledger screen's own count ("83 entries match, newest first"), once it has settled. */
async function screenCount(page: Page): Promise<number> {
  await waitForRpcIdle(page);
  const text = await page.locator('.ledger-count').innerText();
  const match = /^([\d,]+) entr(?:y|ies) match/.exec(text);
  if (match === null) throw new Error(`the ledger count reads "${text}"`);
  return Number((match[1] as string).replaceAll(',', ''));
}

/** Runs the export of `title` from the Exports screen and reads the file back. */
async function exportAndRead(page: Page, title: string): Promise<{ rows: number; records: CsvRecord[]; header: string[] }> {
  await page.getByRole('button', { name: `Export ${title} to CSV` }).click();
  const done = page.getByRole('status', { name: 'Export finished' });
  await done.waitFor({ timeout: 60_000 });
  const heading = await done.getByRole('heading').innerText();
  const filePath = ((await done.getByRole('button', { name: /^Copy path / }).getAttribute('aria-label')) ?? '').replace(/^Copy path /, '');
  const text = readFileSync(filePath, 'utf8');
  const rows = Number((/exported: ([\d,]+) rows?$/.exec(heading)?.[1] ?? 'NaN').replaceAll(',', ''));
  return { rows, records: parse(text, { columns: true, bom: true, skip_empty_lines: true }) as CsvRecord[], header: text.split('\r\n')[0]?.split(',') ?? [] };
}

async function exportLedgerView(page: Page): Promise<{ rows: number; records: CsvRecord[]; header: string[] }> {
  await page.getByRole('button', { name: 'Export this view' }).click();
  await page.getByRole('main', { name: 'Exports' }).waitFor();
  await waitForRpcIdle(page);
  expect(await page.getByRole('list', { name: 'Filters the export cannot apply' }).count()).toBe(0);
  expect(await page.getByRole('main', { name: 'Exports' }).innerText()).not.toContain('Not applied');
  return exportAndRead(page, 'ledger');
}

describe('export this view', () => {
  beforeAll(async () => {
    shell = await startWebShellProcess();
  });
  afterAll(async () => {
    const status = await shell?.stop();
    expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
  });

  it('ledger view by account, days and direction: the file has exactly the rows the screen counts', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
    const { accounts } = await rpc<{ accounts: { accountId: string; accountName: string | null }[] }>('balances.list');
    const newest = await rpc<{ rows: { createdAt: string }[] }>('ledger.window', { limit: 1 });
    // Sixty days ending two weeks before the newest entry (the page runs in UTC: a day is its UTC midnight).
    const end = new Date(Date.parse((newest.rows[0] as { createdAt: string }).createdAt) - 14 * 86_400_000);
    const start = new Date(end.getTime() - 60 * 86_400_000);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const range = { from: `${day(start)}T00:00:00.000Z`, to: `${day(new Date(end.getTime() + 86_400_000))}T00:00:00.000Z` };
    // The account with the most debits in those days that also has credits in them.
    const counts = await Promise.all(accounts.map(async (candidate) => {
      const all = await rpc<{ total: number }>('ledger.count', { accountIds: [candidate.accountId], ...range });
      const debits = await rpc<{ total: number }>('ledger.count', { accountIds: [candidate.accountId], ...range, direction: 'debit' });
      return { candidate, all: all.total, debits: debits.total };
    }));
    const chosen = counts.filter((c) => c.debits > 0 && c.debits < c.all).sort((a, b) => b.debits - a.debits)[0];
    if (chosen === undefined) throw new Error(`no account has debits and credits in ${JSON.stringify(range)}`);
    const account = chosen.candidate;

    await goTo(page, 'Ledger');
    const filters = page.getByRole('search', { name: 'Ledger filters' });
    await filters.getByRole('combobox', { name: 'Account' }).selectOption(account.accountId);
    await typeDay(filters, 'From day', day(start));
    await typeDay(filters, 'To day (inclusive)', day(end));
    await filters.getByRole('combobox', { name: 'Account' }).focus();
    await expect.poll(() => screenCount(page), { timeout: 15_000 }).toBe(chosen.all);
    await filters.getByRole('combobox', { name: 'Direction' }).selectOption('debit');
    await expect.poll(() => screenCount(page), { timeout: 15_000 }).toBe(chosen.debits);
    const counted = chosen.debits;

    const file = await exportLedgerView(page);
    await saveScreenshot(page, 'export-view-applied');
    await expectNoSeriousAxeViolations(page, 'exports with every ledger filter applied');
    expect(file.rows).toBe(counted);
    expect(file.records).toHaveLength(counted);
    expect(new Set(file.records.map((record) => record['direction']))).toEqual(new Set(['debit']));
    expect(new Set(file.records.map((record) => record['accountId']))).toEqual(new Set([account.accountId]));
    if (account.accountName !== null) expect(new Set(file.records.map((record) => record['accountName']))).toEqual(new Set([account.accountName]));
    expect(file.header).toContain('createdAt (UTC)');
    e2e.expectNoProblems();
  });

  it("a day past its month's end typed in the ledger's From day: refused at the field, kept as typed, no day filter until it is fixed", async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await goTo(page, 'Ledger');
    const filters = page.getByRole('search', { name: 'Ledger filters' });
    const clear = filters.getByRole('button', { name: 'Clear filters' });
    expect(await clear.isDisabled()).toBe(true);
    await typeDay(filters, 'From day', '2026-02-30');
    // Leaving the field keeps the day as typed (React Aria alone would turn it into 2026-02-28).
    await page.keyboard.press('Tab');
    expect(await shownDay(filters, 'From day')).toBe('2026-02-30');
    const problem = filters.getByText('2026-02-30 is not a day: that month has 28 days. Type a day from 01 to 28.');
    await problem.waitFor();
    expect(await problem.getAttribute('aria-live')).toBe('polite');
    const problemId = (await problem.getAttribute('id')) as string;
    expect((await dayField(filters, 'From day').getAttribute('aria-describedby'))?.split(' ')).toContain(problemId);
    await saveScreenshot(page, 'day-field-past-month-end');
    await expectNoSeriousAxeViolations(page, 'ledger with a day past its month\'s end');
    // No day reached the filters: nothing to clear, past the debounce.
    await waitForRpcIdle(page);
    expect(await clear.isDisabled()).toBe(true);
    await typeDay(filters, 'From day', '2026-02-28');
    await expect.poll(() => clear.isDisabled(), { timeout: 5_000 }).toBe(false);
    expect(await problem.count()).toBe(0);
    expect((await dayField(filters, 'From day').getAttribute('aria-describedby'))?.split(' ')).not.toContain(problemId);
    e2e.expectNoProblems();
  });

  it('ledger view by type and search: the file has exactly the rows the screen counts', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await goTo(page, 'Ledger');
    const filters = page.getByRole('search', { name: 'Ledger filters' });
    await filters.getByText('Types', { exact: true }).waitFor();
    await page.locator('.ledger-type-picker summary').click();
    await filters.getByRole('checkbox', { name: 'Fee', exact: true }).check();
    await page.keyboard.press('Escape');
    const allFees = (await rpc<{ total: number }>('ledger.count', { types: ['fee'] })).total;
    await expect.poll(() => screenCount(page), { timeout: 15_000 }).toBe(allFees);
    // The most common word of the fees' descriptions that not every fee has.
    const fees = await rpc<{ rows: { description?: string }[] }>('ledger.window', { types: ['fee'], limit: 500 });
    const words = new Map<string, number>();
    for (const row of fees.rows) for (const word of new Set((row.description ?? '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4))) words.set(word, (words.get(word) ?? 0) + 1);
    const [word] = [...words.entries()].filter(([, n]) => n < fees.rows.length).sort((a, b) => b[1] - a[1])[0] ?? ['swift'];
    await filters.getByRole('searchbox', { name: 'Search' }).fill(word);
    await filters.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const counted = (await rpc<{ total: number }>('ledger.count', { types: ['fee'], search: word })).total;
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(allFees);
    await expect.poll(() => screenCount(page), { timeout: 15_000 }).toBe(counted);

    const file = await exportLedgerView(page);
    expect(file.rows).toBe(counted);
    expect(file.records).toHaveLength(counted);
    expect(new Set(file.records.map((record) => record['type']))).toEqual(new Set(['fee']));
    e2e.expectNoProblems();
  });

  it('collections and transfers export their screens\' views, with names beside the ids', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await goTo(page, 'Exports');
    const collections = await exportAndRead(page, 'collections');
    const listedCollections = await rpc<{ rows: { id: string }[] }>('collections.list', { limit: 1000 });
    expect(collections.records.map((record) => record['id']).sort()).toEqual(listedCollections.rows.map((row) => row.id).sort());
    expect(collections.header).toEqual(expect.arrayContaining(['destinationAccountName', 'counterpartyName', 'createdAt (UTC)']));
    const transfers = await exportAndRead(page, 'transfers');
    const listedTransfers = await rpc<{ rows: { id: string }[] }>('transfers.list', { limit: 1000 });
    expect(transfers.records.map((record) => record['id']).sort()).toEqual(listedTransfers.rows.map((row) => row.id).sort());
    expect(transfers.header).toEqual(expect.arrayContaining(['sourceAccountName', 'destinationAccountName']));
    if (transfers.records.length > 0) expect(transfers.records.every((record) => record['sourceAccountName'] !== '')).toBe(true);
    e2e.expectNoProblems();
  });
});
