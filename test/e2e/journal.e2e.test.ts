// The Outbox and Audit screens show what the journal holds: a data directory where the
// `treasury` CLI added a counterparty and a US bank account (two outbox entries, their
// confirmations and requests in the audit trail), then the web shell on it.
//   Outbox: every entry of outbox.list (newest first, state, summary, ids), the detail
//   panel by keyboard with the idempotency key and the masked body (no full account
//   number), the state filter.
//   Audit: newest first with a sync's requests as one row, the kind filter (the CLI's two
//   confirmations at once), the export with the same filter, an id search, "Verify the
//   chain" against audit.verify (entries and head hash), the hashes in the detail panel.
// Axe on each state; screenshots outbox, outbox-detail, audit, audit-verified.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, runTreasuryCli, startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let shell: WebShellProcess;
let workDir: string;
const ACCOUNT_NUMBER = '123456789012';

interface OutboxEntry {
  id: string;
  state: string;
  summary: string;
  operation: string;
  idempotencyKey: string;
  requestId: string | null;
  resourceId: string | null;
  maskedBody: string;
}
interface AuditEntry {
  seq: number;
  kind: string;
  requestId: string | null;
  path: string | null;
  hash: string;
  prevHash: string;
}

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(shell, method, input);
}

/** The top bar says "Synced ..." (the sync the window starts on opening has ended). */
async function waitForSynced(page: Page): Promise<void> {
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page);
}

async function goTo(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await waitForRpcIdle(page);
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-e2e-journal-'));
  const dataDir = path.join(workDir, 'data');
  const created = await runTreasuryCli(dataDir, ['counterparty', 'create', '--name', 'Journal Test Ltd', '--type', 'business', '--yes']);
  const counterpartyId = /Done: (cpt_[A-Za-z0-9]+)/.exec(created.stdout)?.[1];
  if (counterpartyId === undefined) throw new Error(`no counterparty id in: ${created.stdout}`);
  await runTreasuryCli(dataDir, [
    'payment-method', 'add', counterpartyId, '--type', 'us_bank', '--currency', 'USD', '--holder', 'Journal Test Ltd',
    '--routing', '021000021', '--account-number', ACCOUNT_NUMBER, '--account-type', 'checking', '--yes',
  ]);
  shell = await startWebShellProcess({ dataDir });
});
afterAll(async () => {
  const status = await shell?.stop();
  rmSync(workDir, { recursive: true, force: true });
  expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
});

describe('the Outbox screen', () => {
  it('shows every entry of outbox.list, newest first, opens one by keyboard with its masked body, and filters by state', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await waitForSynced(page);
    await goTo(page, 'Outbox');
    const { entries } = await rpc<{ entries: OutboxEntry[] }>('outbox.list', {});
    expect(entries.map((entry) => entry.operation)).toEqual(['createPaymentMethod', 'createCounterparty']);

    const rows = page.getByRole('table', { name: /Outbox entries/ }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(entries.length);
    for (const [index, entry] of entries.entries()) {
      const row = rows.nth(index);
      expect(await row.getAttribute('data-entry-id')).toBe(entry.id);
      const text = await row.innerText();
      expect(text).toContain(entry.summary.slice(0, 20));
      expect(text).toContain('Succeeded');
      expect(entry.state).toBe('succeeded');
      // Identifiers are cut in the middle; the whole value is the accessible name.
      await expect.poll(() => row.locator(`[aria-label="${entry.idempotencyKey}"]`).count()).toBe(1);
      if (entry.requestId !== null) expect(await row.locator(`[aria-label="${entry.requestId}"]`).count()).toBe(1);
    }
    await saveScreenshot(page, 'outbox');
    await expectNoSeriousAxeViolations(page, 'outbox');

    // Keyboard: the first row is in the tab order; Down then Up then Enter opens the newest entry.
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-entry-id'))).toBe(entries[1]?.id);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Outbox entry' });
    await panel.waitFor();
    const newest = entries[0] as OutboxEntry;
    expect(await panel.locator(`[aria-label="${newest.idempotencyKey}"]`).count()).toBe(1);
    const body = await panel.getByRole('region', { name: /Request body/ }).innerText();
    expect(JSON.parse(body)).toEqual(JSON.parse(newest.maskedBody));
    expect(body).toContain('9012');
    expect(body).not.toContain(ACCOUNT_NUMBER);
    await saveScreenshot(page, 'outbox-detail');
    await expectNoSeriousAxeViolations(page, 'outbox with the detail panel');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);

    // Filter: no entry failed, as outbox.list says.
    const failed = await rpc<{ entries: OutboxEntry[] }>('outbox.list', { states: ['failed'] });
    expect(failed.entries).toEqual([]);
    await page.getByRole('checkbox', { name: 'Failed' }).check();
    await page.getByRole('region', { name: 'No entry in these states' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'outbox filtered to nothing');
    await page.getByRole('checkbox', { name: 'Succeeded' }).check();
    await expect.poll(() => rows.count()).toBe(entries.length);
    e2e.expectNoProblems();
  });
});

describe('the Audit screen', () => {
  it('lists newest first with sync traffic grouped by run, filters by kind and id, exports what it shows, verifies the chain and shows the hashes', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    await waitForSynced(page);
    // A full sync more: some 55 requests, one run.
    const report = await rpc<{ state: string }>('sync.start', { mode: 'full' });
    expect(report.state).toBe('synced');
    await goTo(page, 'Audit');
    const table = page.getByRole('table', { name: 'Audit trail, newest first' });
    await table.waitFor();

    // Newest first; the sync's GET requests are one row that opens to them.
    const newest = await rpc<{ entries: AuditEntry[] }>('audit.page', { newest: true, limit: 200 });
    const runButton = table.getByRole('button', { name: /^Show Sync: \d+ requests/ }).first();
    await runButton.waitFor();
    const runSize = Number(/Sync: (\d+) requests/.exec((await runButton.textContent()) ?? '')?.[1]);
    expect(runSize).toBeGreaterThanOrEqual(3);
    const entryRows = table.locator('tbody tr[data-seq]');
    const before = await entryRows.count();
    await runButton.click();
    await expect.poll(() => entryRows.count()).toBe(before + runSize);
    const shown = await entryRows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-seq'))));
    expect(shown).toEqual([...shown].sort((x, y) => y - x));
    expect(shown[0]).toBeLessThanOrEqual(newest.entries[0]?.seq ?? 0);
    await saveScreenshot(page, 'audit');
    await expectNoSeriousAxeViolations(page, 'audit');

    // A person's confirmations, at once, whatever the sync traffic since.
    const filters = page.getByRole('search', { name: 'Audit filters' });
    await filters.getByRole('checkbox', { name: 'Confirmations' }).check();
    const confirmations = await rpc<{ entries: AuditEntry[] }>('audit.page', { newest: true, kinds: ['confirmation'] });
    expect(confirmations.entries).toHaveLength(2);
    await expect.poll(() => entryRows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-seq'))))).toEqual(confirmations.entries.map((entry) => entry.seq));
    await saveScreenshot(page, 'audit-confirmations');

    // The export takes the same filters: the file has those two entries.
    await page.getByRole('button', { name: 'Export entries' }).click();
    const auditSection = page.getByRole('region', { name: 'Audit trail' });
    expect(await auditSection.getByRole('list', { name: 'Filters the export applies' }).innerText()).toContain('Kinds: confirmations');
    await page.getByRole('button', { name: 'Export audit trail to CSV' }).click();
    const done = page.getByRole('status', { name: 'Export finished' });
    await done.waitFor({ timeout: 60_000 });
    expect(await done.getByRole('heading').innerText()).toMatch(/exported: 2 rows$/);
    await goTo(page, 'Audit');

    // An id: the one entry that carries it.
    await filters.getByRole('checkbox', { name: 'Confirmations' }).uncheck();
    const request = newest.entries.find((entry) => entry.requestId !== null) as AuditEntry;
    const search = filters.getByRole('searchbox', { name: 'Find an id' });
    await search.fill(request.requestId as string);
    await search.press('Enter');
    await expect.poll(() => entryRows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-seq'))))).toEqual([request.seq]);
    // Said for people ("Read the ledger entries: answered"); the request line stays in the panel.
    const what = await entryRows.first().locator('td.audit-what').innerText();
    expect(what).toMatch(/^(Read|[A-Z][a-z]+ (sent|added|changed|asked for)).*: [a-z]/);
    expect(what).not.toMatch(/→|\/v1\/|GET|POST/);

    // Verify the chain (always the whole chain, whatever the filters).
    await page.getByRole('button', { name: 'Verify the chain' }).click();
    const verified = page.getByRole('status', { name: 'Chain verified' });
    await verified.waitFor();
    // The trail keeps growing (sync traffic is audited), so the window's figures are
    // checked against the entry they name, not against a later verify's head.
    const verifiedText = await verified.innerText();
    const checkedCount = Number(/([\d,]+) entries checked/.exec(verifiedText)?.[1]?.replaceAll(',', ''));
    const shownHead = /Head hash: ([0-9a-f]{64})/.exec(verifiedText)?.[1];
    expect(checkedCount).toBeGreaterThan(0);
    const check = await rpc<{ ok: true; entries: number; headHash: string }>('audit.verify', {});
    expect(check.ok).toBe(true);
    expect(check.entries).toBeGreaterThanOrEqual(checkedCount);
    const headEntry = await rpc<{ entries: AuditEntry[] }>('audit.page', { afterSeq: checkedCount - 1, limit: 1 });
    expect(headEntry.entries[0]?.seq).toBe(checkedCount);
    expect(shownHead).toBe(headEntry.entries[0]?.hash);

    // The entry's hashes in the detail panel, opened by keyboard.
    await entryRows.first().focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: `Audit entry ${request.seq}` });
    await panel.waitFor();
    const panelText = await panel.innerText();
    expect(panelText).toContain(request.hash);
    expect(panelText).toContain(request.prevHash);
    expect(panelText).toContain(request.path as string);
    await saveScreenshot(page, 'audit-verified');
    await expectNoSeriousAxeViolations(page, 'audit verified, with the detail panel');
    e2e.expectNoProblems();
  });
});
