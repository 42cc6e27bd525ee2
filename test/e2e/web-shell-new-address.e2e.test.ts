// A web shell restarted on the same port prints a new address that differs from the old
// one only in its `#token=` fragment. The old tab says its session is not valid any more,
// the whole sentence readable at 1440 px; pasting the new address in that same tab (a
// fragment change: the browser loads nothing by itself) makes the page take the new
// token, load again and work, with the token gone from the address bar.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { freshWorkDir } from './support/child-processes';
import { saveScreenshot } from './support/screenshots';
import { startSyncedWebShellProcess, startWebShellProcess, type WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
const workDir = freshWorkDir('treasury-e2e-new-address-');
const dataDir = path.join(workDir, 'data');
const shells: WebShellProcess[] = [];

afterAll(async () => {
  for (const shell of shells) await shell.stop().catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
});

const REFUSED = 'Session not valid any more: open the new address the web shell printed';

describe('a restarted web shell and its old tab', () => {
  it('says so in full, and takes the new address pasted in the same tab', async () => {
    const page = e2e.page;
    const first = await startSyncedWebShellProcess({ dataDir });
    shells.push(first);
    await openApp(page, first.url, { timeoutMs: 60_000 });
    expect(page.url()).not.toContain('token');

    await first.stop();
    const second = await startWebShellProcess({ dataDir, extraArgs: ['--port', String(first.port)] });
    shells.push(second);
    expect(second.port).toBe(first.port);
    expect(second.token).not.toBe(first.token);

    // The old tab finds out (its event stream ends; coming back to the window asks again).
    const status = page.locator('#sync-state');
    await expect.poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      return status.innerText();
    }, { timeout: 30_000, interval: 1_100 }).toBe(REFUSED);
    // The whole sentence shows: nothing is cut off or hidden.
    const box = await status.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, overflow: getComputedStyle(element).textOverflow }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    expect(box.overflow).not.toBe('ellipsis');
    await saveScreenshot(page, 'web-shell/old-tab-session-refused');

    // The new address pasted in the same tab: only the fragment changes.
    expect(new URL(second.url).origin).toBe(new URL(page.url()).origin);
    await page.goto(second.url);
    await expect.poll(() => status.innerText(), { timeout: 30_000 }).not.toBe(REFUSED);
    await waitForRpcIdle(page, { timeoutMs: 60_000 });
    expect(page.url()).not.toContain('token');
    expect(await status.innerText()).not.toMatch(/Session not valid|Disconnected/);
    await expect.poll(() => page.getByRole('button', { name: 'Sync now' }).isEnabled(), { timeout: 30_000 }).toBe(true);
    await saveScreenshot(page, 'web-shell/old-tab-new-address');
    // The old session's refusals (401) are expected; nothing threw on the page.
    expect(e2e.problems.pageErrors).toEqual([]);
  });
});
