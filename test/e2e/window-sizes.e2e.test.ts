// The Ledger at 1024x640 shows every amount whole, its currency code included: a cut
// "−5,000.123456 USDC" would read as US dollars. Screenshot sizes/w1024-ledger-amounts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let shell: WebShellProcess;

beforeAll(async () => {
  shell = await startWebShellProcess();
  const answer = await shell.rpc<{ state: string }>('sync.start', {});
  expect(answer.ok && answer.value.state).toBe('synced');
}, 120_000);
afterAll(async () => {
  await shell?.stop();
});

async function goTo(page: Page, screen: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true });
  await link.click();
  await waitForRpcIdle(page, { quietMs: 400 });
}

it('shows the longest amounts whole in the Ledger at 1024x640, a USDC one among them', async () => {
  const page = e2e.page;
  await page.setViewportSize({ width: 1024, height: 640 });
  await openApp(page, shell.url);
  await goTo(page, 'Ledger');
  const grid = page.getByRole('grid', { name: /Ledger/ });
  await grid.locator('[role=row][data-row-id]').first().waitFor({ timeout: 30_000 });
  // Scroll the whole demo ledger through the grid and measure every amount cell it shows.
  const seen = new Map<string, { whole: boolean; size: string }>();
  for (let step = 0; step < 400; step += 1) {
    const cells = await grid.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('.ledger-grid-body .ledger-col-amount')].filter((cell) => cell.offsetParent !== null).map((cell) => ({ text: cell.innerText.trim(), whole: cell.scrollWidth <= cell.clientWidth, size: `${cell.scrollWidth}/${cell.clientWidth}` })),
    );
    for (const cell of cells) if (cell.text !== '') seen.set(cell.text, { whole: cell.whole, size: cell.size });
    const atEnd = await grid.evaluate((element) => {
      element.scrollTop += element.clientHeight;
      return element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
    });
    await waitForRpcIdle(page, { quietMs: 150 });
    if (atEnd && step > 0) break;
  }
  const texts = [...seen.keys()];
  expect(texts.some((text) => text.endsWith('USDC')), texts.slice(0, 20).join(' | ')).toBe(true);
  const longest = texts.sort((a, b) => b.length - a.length).slice(0, 5);
  await saveScreenshot(page, 'sizes/w1024-ledger-amounts');
  const cut = [...seen.entries()].filter(([, cell]) => !cell.whole).map(([text, cell]) => `${text} (${cell.size})`);
  expect(cut, `longest: ${longest.join(' | ')}`).toEqual([]);
  e2e.expectNoProblems();
});
