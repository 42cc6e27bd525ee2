// The window in both colour themes and with more contrast: the tokens (styles/tokens.css)
// follow the OS's prefers-color-scheme and prefers-contrast, and axe finds no serious or
// critical violation (contrast included) on every screen in either theme. Screenshots:
// `theme-<light|dark>-<screen>`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
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

const SCREENS = ['Balances', 'Ledger', 'Payments', 'Collections', 'Transfers', 'Counterparties', 'Exports', 'Outbox', 'Settings'];

async function goTo(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen, exact: true }).click();
  await page.getByRole('main', { name: screen }).waitFor();
  await waitForRpcIdle(page);
}

const token = (page: Page, name: string) => page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

async function openSynced(page: Page): Promise<void> {
  await openApp(page, shell.url);
  await page.getByRole('banner', { name: 'Status' }).getByText(/^Synced/).waitFor({ timeout: 90_000 });
  await waitForRpcIdle(page);
}

describe('colour themes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: the tokens follow the OS and every screen is axe clean`, async () => {
      const page = e2e.page;
      await page.emulateMedia({ colorScheme: scheme });
      await openSynced(page);
      expect(await background(page)).toBe(scheme === 'dark' ? 'rgb(13, 17, 23)' : 'rgb(255, 255, 255)');
      for (const screen of SCREENS) {
        await goTo(page, screen);
        await saveScreenshot(page, `theme-${scheme}-${screen.toLowerCase()}`);
        await expectNoSeriousAxeViolations(page, `${scheme} ${screen}`);
      }
      e2e.expectNoProblems();
    });
  }

  it('more contrast: muted text and borders take the text colour', async () => {
    const page = e2e.page;
    await page.emulateMedia({ colorScheme: 'dark', contrast: 'more' });
    await openSynced(page);
    expect(await token(page, '--muted')).toBe(await token(page, '--text'));
    await goTo(page, 'Ledger');
    await expectNoSeriousAxeViolations(page, 'dark, more contrast, Ledger');
    e2e.expectNoProblems();
  });
});
