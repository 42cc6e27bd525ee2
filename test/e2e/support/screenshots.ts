// Screenshots for people to look at (CI keeps test-artifacts/ as an artifact; the folder
// is git-ignored): test-artifacts/screenshots/<name>.png at the repository's root.
// A name may hold folders (`ledger/last-row`); a new screenshot replaces the old one.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './web-shell-process';

export const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'test-artifacts', 'screenshots');

/** Saves what the page shows (the viewport, or the whole page with fullPage) and returns the file's path. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(name) || name.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`saveScreenshot: ${JSON.stringify(name)} is not a name (letters, digits, . _ - and / between folders)`);
  }
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: options.fullPage ?? false, animations: 'disabled' });
  return file;
}
