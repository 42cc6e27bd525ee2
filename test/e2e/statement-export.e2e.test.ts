// The Exports screen's Statement on the demo data (embedded sandbox): last month of the
// account with the most entries, in Asia/Kolkata, previewed (opening, entries, closing,
// as of) and written as camt.053; the file checked against the message definition, the
// published camt.053.001.08 XSD, and the ledger the window reads (ledger.window over the
// same instants). Then the USDC account in camt.053: refused with the formats that fit,
// one chosen, written.
// Axe on each state; screenshots statement-preview, statement-refused, statement-written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMT053_DEFINITION } from '../support/statement-readers/camt053-definition';
import { camt053XsdProblems } from '../support/statement-readers/camt053-xsd';
import { checkNode, childrenOf, elements, nameOf, parseOrdered, textOf, type XmlNode } from '../support/statement-readers/xml-structure';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let shell: WebShellProcess;

interface Account { accountId: string; accountName: string | null; currency: string | null }
interface LedgerRow { id: string; direction: 'debit' | 'credit'; amount: string; balance: string }

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(shell, method, input);
}

async function ledgerRows(filters: Record<string, unknown>): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  let cursor: string | null = null;
  do {
    const page: { rows: LedgerRow[]; olderCursor: string | null } = await rpc('ledger.window', { ...filters, limit: 500, ...(cursor !== null ? { cursor } : {}) });
    rows.push(...page.rows);
    cursor = page.olderCursor;
  } while (cursor !== null);
  return rows.reverse(); // oldest first, as a statement lists them
}

const child = (node: XmlNode, ...names: string[]) => names.reduce((at, name) => childrenOf(at).find((c) => nameOf(c) === name) as XmlNode, node);
const all = (node: XmlNode, name: string) => childrenOf(node).filter((c) => nameOf(c) === name);
const cents = (decimal: string) => BigInt(decimal.replace('-', '').replace('.', '')) * (decimal.startsWith('-') ? -1n : 1n);

async function writtenPath(page: Page): Promise<string> {
  const done = page.getByRole('status', { name: 'Statement written' });
  await done.waitFor({ timeout: 60_000 });
  return ((await done.getByRole('button', { name: /^Copy path / }).getAttribute('aria-label')) ?? '').replace(/^Copy path /, '');
}

describe('the Statement section', () => {
  beforeAll(async () => {
    shell = await startWebShellProcess();
  });
  afterAll(async () => {
    await shell?.stop();
  });

  it('previews last month, writes camt.053 that agrees with the ledger, and offers other formats for USDC', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Exports', exact: true }).click();
    await waitForRpcIdle(page);

    const { accounts } = await rpc<{ accounts: Account[] }>('balances.list');
    const section = page.getByRole('region', { name: 'Statement' });
    await section.getByRole('radio', { name: 'Last month' }).check();
    // "Last month" is Kolkata's (read once the zone is set): from 18:30 UTC on a month's last day it is already the next month there.
    await section.getByRole('combobox', { name: 'Time zone of the days' }).fill('Asia/Kolkata');
    const periodText = await section.getByText(/^\d{4}-\d{2}-01 to \d{4}-\d{2}-\d{2}$/).innerText();
    const [from, to] = periodText.split(' to ') as [string, string];

    // The USD account with the most entries in the month (Kolkata's days start at 18:30 UTC the day before).
    const start = new Date(`${from}T00:00:00+05:30`).toISOString();
    const end = new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();
    const usd = accounts.filter((a) => a.currency === 'USD');
    const counted = await Promise.all(usd.map(async (account) => ({ account, rows: await ledgerRows({ accountIds: [account.accountId], from: start, to: end }) })));
    const { account, rows } = counted.sort((a, b) => b.rows.length - a.rows.length)[0] as (typeof counted)[number];
    expect(rows.length).toBeGreaterThan(0);
    await section.getByRole('combobox', { name: 'Account' }).selectOption(account.accountId);
    await section.getByRole('combobox', { name: 'Format' }).selectOption('camt053');

    const figures = section.getByRole('list', { name: 'Statement preview' }).or(section.getByLabel('Statement preview'));
    await figures.waitFor();
    await expect.poll(() => figures.innerText()).toContain(`${rows.length.toLocaleString('en-US')} (`);
    const closing = rows[rows.length - 1]?.balance as string;
    expect(await figures.innerText()).toMatch(new RegExp(`Closing balance, ${to}\\s+${Number(closing).toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`));
    expect(await figures.innerText()).toMatch(/As of\s+the last sync, .*\(days in Asia\/Kolkata\)/);
    await figures.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'statement-preview');
    await expectNoSeriousAxeViolations(page, 'statement preview');

    await section.getByRole('button', { name: 'Write the camt.053 (ISO 20022 XML) statement' }).click();
    const file = await writtenPath(page);
    expect(path.dirname(file)).toBe(path.join(shell.dataDir, 'exports'));
    expect(file).toMatch(/\.xml$/);
    const written = readFileSync(file, 'utf8');
    const parsed = parseOrdered(written);
    const document = elements(parsed.nodes)[0] as XmlNode;
    expect(checkNode(CAMT053_DEFINITION, document, 'Document', 'Document')).toEqual([]);
    expect(camt053XsdProblems(written)).toEqual([]);
    const stmt = child(document, 'BkToCstmrStmt', 'Stmt');
    const entries = all(stmt, 'Ntry');
    expect(entries.map((n) => textOf(child(n, 'NtryRef')))).toEqual(rows.map((r) => r.id));
    expect(entries.map((n) => (textOf(child(n, 'CdtDbtInd')) === 'CRDT' ? 1n : -1n) * cents(textOf(child(n, 'Amt'))))).toEqual(rows.map((r) => (r.direction === 'credit' ? 1n : -1n) * cents(r.amount)));
    expect(cents(textOf(child(all(stmt, 'Bal')[1] as XmlNode, 'Amt')))).toBe(cents(closing.replace('-', '')));
    await page.getByRole('status', { name: 'Statement written' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'statement-written');
    await expectNoSeriousAxeViolations(page, 'statement written');
    // Another time zone is another statement: the written file's panel goes (it would describe the last one).
    const zone = section.getByRole('combobox', { name: 'Time zone of the days' });
    await zone.fill('UTC');
    await expect.poll(() => page.getByRole('status', { name: 'Statement written' }).count()).toBe(0);

    // USDC cannot be carried by camt.053: the section says so and offers the CSV presets.
    const usdc = accounts.find((a) => a.currency === 'USDC') as Account;
    await section.getByRole('combobox', { name: 'Account' }).selectOption(usdc.accountId);
    const refusal = section.getByText(/camt\.053 \(ISO 20022 XML\) cannot carry this statement: it only carries three-letter ISO 4217 currencies, and this account is in USDC/);
    await refusal.waitFor();
    await expect.poll(() => section.getByRole('button', { name: /^Write the / }).isDisabled()).toBe(true);
    await refusal.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'statement-refused');
    await expectNoSeriousAxeViolations(page, 'statement refused');
    await section.getByRole('button', { name: 'Use Xero CSV' }).click();
    await section.getByRole('button', { name: 'Write the Xero CSV statement' }).click();
    expect(await writtenPath(page)).toMatch(/\.csv$/);
    e2e.expectNoProblems();
  });
});
