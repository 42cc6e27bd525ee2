// The ledger's filters keep what the person types, however fast: a From day typed right
// after clearing a search that matched nothing is applied (it was dropped: the filter bar
// left the page for one render while the count of the old search was still shown, and
// took the focus and the typed day with it). On the embedded sandbox's demo ledger.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { dayField, shownDay } from './support/day-field';
import { startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let shell: WebShellProcess;

beforeAll(async () => {
  shell = await startWebShellProcess();
});
afterAll(async () => {
  const status = await shell?.stop();
  expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
});

async function count(filters: Record<string, unknown>): Promise<number> {
  const answer = await shell.rpc<{ total: number }>('ledger.count', filters);
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  return answer.value.total;
}

async function openLedger(page: Page): Promise<void> {
  await openApp(page, shell.url);
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Ledger', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /entries, newest first/ }).waitFor();
  await waitForRpcIdle(page);
}

describe('ledger filters typed quickly', () => {
  it('applies a From day typed right after clearing a search that matched nothing', async () => {
    const page = e2e.page;
    await openLedger(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('no-such-entry-anywhere');
    await search.press('Enter');
    await page.getByRole('heading', { name: 'No entries match these filters' }).waitFor();
    await waitForRpcIdle(page);

    // Clear the search and, at once, type a From day (YYYY-MM-DD, year first).
    const fromDay = dayField(page, 'From day').getByRole('spinbutton');
    await search.fill('');
    // Into the field (its first part, the year) as a click or Tab does, then keys go
    // wherever the focus is, as a person's do (no re-focusing between them).
    await fromDay.first().focus();
    await page.keyboard.type('20261101', { delay: 20 });
    await page.waitForTimeout(1000);
    await waitForRpcIdle(page);

    expect(await shownDay(page, 'From day')).toBe('2026-11-01');
    const expected = await count({ from: '2026-11-01T00:00:00.000Z' });
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ledger-count').innerText()).toBe(`${expected.toLocaleString('en-US')} ${expected === 1 ? 'entry' : 'entries'} match, newest first`);
    e2e.expectNoProblems();
  });
});
