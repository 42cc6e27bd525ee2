// A window left open tracks the server without a click: the shell syncs on its schedule
// (every 3 s here, TREASURY_SYNC_EVERY_MS; a minute by default), so when only the server
// stops the header turns "Offline" by itself, and when it comes back (probes backing off
// from 5 s) the header says "Synced" again, the page never touched. Screenshot
// header-offline-by-itself; axe on it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { startWebShellWithSandboxProcess, type WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;

beforeAll(async () => {
  process.env['TREASURY_SYNC_EVERY_MS'] = '3000';
  try {
    session = await startWebShellWithSandboxProcess();
  } finally {
    delete process.env['TREASURY_SYNC_EVERY_MS'];
  }
});
afterAll(async () => {
  await session?.stop();
});

async function headerText(page: Page): Promise<string> {
  return page.getByRole('banner', { name: 'Status' }).innerText();
}

describe('the window follows the server by itself', () => {
  it('turns offline when the server stops and synced when it is back, without a click', async () => {
    const { shell, sandbox } = session;
    const page = e2e.page;
    const syncStarts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/sync.start')) syncStarts.push(request.url());
    });
    await openApp(page, shell.url);
    await expect.poll(() => headerText(page), { timeout: 90_000 }).toMatch(/Synced/);
    const startsAfterOpen = syncStarts.length;

    // Scheduled syncs happen in the shell: the sync's lastSynced moves on while the page sits idle.
    const before = await shell.rpc<{ lastSynced: { payments: string | null } }>('sync.state');
    expect(before.ok).toBe(true);
    await expect.poll(async () => {
      const now = await shell.rpc<{ lastSynced: { payments: string | null } }>('sync.state');
      return now.ok && before.ok && now.value.lastSynced.payments !== before.value.lastSynced.payments;
    }, { timeout: 20_000 }).toBe(true);

    const stopped = await sandbox.stop();
    expect(stopped, sandbox.stderr()).toEqual({ code: 0, signal: null });
    await expect.poll(() => headerText(page), { timeout: 30_000 }).toMatch(/Offline/);
    expect(await headerText(page)).not.toMatch(/Synced just now/);
    await saveScreenshot(page, 'header-offline-by-itself');
    await expectNoSeriousAxeViolations(page, 'header offline by itself');

    await sandbox.restart();
    await expect.poll(() => headerText(page), { timeout: 60_000 }).toMatch(/Synced/);
    // Nothing in the page asked for any of it.
    expect(syncStarts.length).toBe(startsAfterOpen);
  });
});
