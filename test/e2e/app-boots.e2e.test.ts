// The app boots in a real browser from the web shell: the page loads with the token,
// nothing goes wrong on the way (no console error, no uncaught error, no failed request),
// it has a title, and axe finds no serious or critical accessibility violation.
// Generic: it holds for whatever screen the renderer opens on. Screenshot: `boot`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser } from './support/browser';
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

describe('the app in the browser', () => {
  it('boots with the token: no console error, no failed request, a title, no serious axe violation', async () => {
    const page = e2e.page;
    await openApp(page, shell.url);
    e2e.expectNoProblems();
    expect((await page.title()).trim()).not.toBe('');
    await saveScreenshot(page, 'boot');
    await expectNoSeriousAxeViolations(page, 'boot');
    e2e.expectNoProblems();
  });
});
