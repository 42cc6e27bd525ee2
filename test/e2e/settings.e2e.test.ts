// The Settings screen on a fresh data directory, as a person sets things up without docs:
// the sandbox works with no setup (connection test: the rails count main reports);
// switching to Production goes through a review and leaves the other screens in their
// "not set up" state (Balances links to Settings); the base URL form refuses http:// and a
// URL without /v1 with a message tied to the field, before anything is sent, and a second
// address is reviewed first (Escape cancels it); a generated
// key's public key is shown in Base64 and PEM exactly as keys.publicKey answers; a bad
// private key import gets main's message on its field and the field is emptied; an API
// key of the wrong form ("hello", too short, the other environment's, with a space) is
// refused at its field by the rule main applies too and stays there, masked with a Show
// toggle, until a good key is stored; a connection test before the API key says to add it
// first and leads to its field; an unreachable server fails the connection test in words
// (no code, no request id) with what to fix. A wrong API key against a reachable
// server (a sandbox server of its own: Production needs https, which a local server
// lacks) fails in words with the server's request id and what to fix; back to the
// embedded sandbox, the test passes again. The page never shows an API key or private key,
// and no /rpc answer carries one. Axe on every step; screenshots settings,
// settings-switch-review, balances-not-configured, settings-production-setup, settings-error.
// The palette's "Test connection", "Set up production" and "Switch to Production…" (from
// Balances: Settings' review, never a switch at once) are used on the way.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { rpcValue, runTreasuryCli, startSandboxProcess, startWebShellProcess, type SandboxProcess, type WebShellProcess } from './support/web-shell-process';

interface Status {
  environment: string;
  baseUrl: string | null;
  embedded: boolean;
  hasSigningKey: boolean;
  hasApiKey: boolean;
  publicKey: { base64: string; pem: string } | null;
}

const e2e = useBrowser();
let shell: WebShellProcess;
let sandbox: SandboxProcess;
let workDir: string;
let dataDir: string;

const alphanumerics = (length: number) => randomBytes(length * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length);
/** Secrets typed into the page in this file: none may come back in the DOM or an /rpc answer. */
const secrets = {
  wrongEnvironmentKey: `sk_sandbox_${alphanumerics(32)}`,
  productionKey: `sk_live_${alphanumerics(32)}`,
  wrongSandboxKey: `sk_sandbox_${alphanumerics(32)}`,
  badPrivateKey: `not-a-private-key-${alphanumerics(20)}`,
};

function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  return rpcValue<T>(shell, method, input);
}
const statusOf = (environment: 'sandbox' | 'production') => rpc<Status>('environment.statusOf', { environment });

/** Every /rpc answer body the page receives (to check that no secret comes back). */
function recordRpcAnswers(page: Page): Array<Promise<string>> {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/rpc/')) bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

async function expectNoSecretShown(page: Page, answers: Array<Promise<string>>): Promise<void> {
  const html = await page.content();
  const values = await page.evaluate(() => [...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value));
  const bodies = await Promise.all(answers);
  expect(bodies.length).toBeGreaterThan(0);
  for (const secret of Object.values(secrets)) {
    expect(html.includes(secret), 'a secret is in the DOM').toBe(false);
    expect(values.includes(secret), 'a secret is in a field').toBe(false);
    expect(bodies.some((body) => body.includes(secret)), 'a secret is in an /rpc answer').toBe(false);
  }
}

async function openSettings(page: Page): Promise<void> {
  await openApp(page, shell.url);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('region', { name: 'Sandbox', exact: true }).waitFor();
  await waitForRpcIdle(page);
}

/** Ctrl+K, the action's name, Enter: runs the shown screen's palette action. */
async function runPaletteAction(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill(label);
  await palette.getByRole('option', { name: label, exact: true }).waitFor();
  await palette.getByRole('option', { name: label, exact: true }).click();
  await palette.waitFor({ state: 'hidden' });
}

/** The field's error: aria-invalid set, and the message in an element the field's aria-describedby names. */
async function fieldError(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter((id) => id !== '');
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-e2e-settings-'));
  dataDir = path.join(workDir, 'data');
  // The keychain is one per environment for the whole run: start Production with no keys.
  await runTreasuryCli(dataDir, ['--env', 'production', 'keys', 'delete', '--yes']);
  sandbox = await startSandboxProcess();
  shell = await startWebShellProcess({ dataDir });
}, 120_000);
afterAll(async () => {
  const status = await shell?.stop();
  await sandbox?.dispose();
  if (dataDir !== undefined) await runTreasuryCli(dataDir, ['--env', 'production', 'keys', 'delete', '--yes']).catch(() => undefined);
  if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
  expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
}, 120_000);

describe('Settings', () => {
  it('the sandbox works with no setup: embedded, active, and its connection test passes', async () => {
    const page = e2e.page;
    await openSettings(page);
    const card = page.getByRole('region', { name: 'Sandbox', exact: true });
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('Embedded local sandbox (on this computer, demo data)').waitFor();
    expect(await page.getByText('This window runs in the web shell, in a browser.').count()).toBe(1);
    expect((await statusOf('sandbox')).embedded).toBe(true);

    // From the command palette: the screen's "Test connection" action.
    await runPaletteAction(page, 'Test connection');
    await card.getByText('Connected.').waitFor({ timeout: 60_000 });
    const { rails } = await rpc<{ rails: number }>('connection.test');
    expect(rails).toBeGreaterThan(0);
    expect(await card.getByRole('status').filter({ hasText: 'Connected.' }).innerText()).toContain(`${rails} payment rails are available`);
    const production = page.getByRole('region', { name: 'Production', exact: true });
    await production.getByText('Not active', { exact: true }).waitFor();
    await waitForRpcIdle(page);
    await saveScreenshot(page, 'settings');
    await expectNoSeriousAxeViolations(page, 'settings');
    e2e.expectNoProblems();
  });

  it('switching to Production goes through a review; Balances then says it is not set up and links to Settings', async () => {
    const page = e2e.page;
    await openSettings(page);
    await runPaletteAction(page, 'Set up production'); // opens the review while the sandbox is active
    const review = page.getByRole('region', { name: 'Review: switch to Production' });
    await review.getByText('Production moves real money.').waitFor();
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'hidden' });
    // The palette's "Switch to Production…" from another screen: the same review on Settings, focused; nothing switched.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Balances', exact: true }).click();
    await page.getByRole('main', { name: 'Balances' }).waitFor();
    await runPaletteAction(page, 'Switch to Production…');
    await review.getByText('Production moves real money.').waitFor();
    await expect.poll(() => review.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await rpc<{ environment: string }>('environment.current')).environment).toBe('sandbox'); // nothing switched yet
    await saveScreenshot(page, 'settings-switch-review');
    await expectNoSeriousAxeViolations(page, 'settings switch review');

    // By keyboard: switched, focus is on the Production setup (the next thing to do), not on the screen's heading.
    await review.getByRole('button', { name: 'Switch to Production', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status', { name: 'Environment: Production' }).waitFor();
    expect((await rpc<{ environment: string }>('environment.current')).environment).toBe('production');
    const setup = page.getByRole('region', { name: 'Production setup' });
    await setup.waitFor();
    await expect.poll(() => setup.evaluate((element) => element === document.activeElement)).toBe(true);
    await waitForRpcIdle(page);
    expect(await setup.evaluate((element) => element === document.activeElement)).toBe(true);
    // Tab goes on into the setup's first field.
    await page.keyboard.press('Tab');
    expect(await setup.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element)).toBe(true);

    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Balances', exact: true }).click();
    await page.getByRole('heading', { name: 'This environment is not set up' }).waitFor();
    await waitForRpcIdle(page);
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    await saveScreenshot(page, 'balances-not-configured');
    await expectNoSeriousAxeViolations(page, 'balances not configured');
    await page.getByRole('button', { name: 'Open Settings to set it up' }).click();
    await page.getByRole('heading', { name: 'Production setup' }).waitFor();
    e2e.expectNoProblems();
  });

  it('sets up Production step by step: URL rule, generated key shown as keys.publicKey, refused key and API key cleared, unreachable server explained', async () => {
    const page = e2e.page;
    const answers = recordRpcAnswers(page);
    await openSettings(page);
    await page.getByRole('heading', { name: 'Production setup' }).waitFor();

    // Step 1: http:// and a URL without /v1 are refused in the form, before anything is sent.
    const urlLabel = 'Base URL of the production server';
    const save = page.getByRole('button', { name: 'Save the Production server address' });
    await page.getByLabel(urlLabel, { exact: true }).fill('http://api.example.com/v1');
    await save.click();
    expect(await fieldError(page, urlLabel)).toContain('Production needs https: change http:// to https://');
    await page.getByLabel(urlLabel, { exact: true }).fill('https://api.example.com');
    await save.click();
    await expect.poll(() => fieldError(page, urlLabel)).toContain('The URL must end in the API version /v1');
    expect((await statusOf('production')).baseUrl).toBeNull();
    await expectNoSeriousAxeViolations(page, 'settings production url error');
    const unreachable = 'https://127.0.0.1:9/v1';
    await page.getByLabel(urlLabel, { exact: true }).fill(unreachable);
    await save.click();
    await page.getByRole('status').filter({ hasText: `Saved: ${unreachable}` }).waitFor();
    expect((await statusOf('production')).baseUrl).toBe(unreachable);
    // A different address now is reviewed first, as the sandbox's different server is; Escape cancels.
    const urlField = page.getByLabel(urlLabel, { exact: true });
    await urlField.fill('https://127.0.0.1:10/v1');
    await urlField.press('Enter');
    const addressReview = page.getByRole('region', { name: 'Review: a different Production server' });
    await addressReview.waitFor();
    await expect.poll(() => addressReview.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await addressReview.innerText()).toContain(`Production will use https://127.0.0.1:10/v1 instead of ${unreachable}.`);
    expect(await addressReview.innerText()).toContain('Its data is a different cache');
    await saveScreenshot(page, 'settings-production-address-review');
    await expectNoSeriousAxeViolations(page, 'settings production address review');
    await page.keyboard.press('Escape');
    await addressReview.waitFor({ state: 'detached' });
    await expect.poll(() => urlField.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await statusOf('production')).baseUrl).toBe(unreachable);

    // Step 2 and 3: generate; the public key is shown in both forms, as main has it.
    await page.getByRole('button', { name: 'Generate a Production signing key' }).click();
    const base64 = page.locator('[data-public-key="base64"]');
    await base64.waitFor();
    const { publicKey } = await rpc<{ publicKey: { base64: string; pem: string } }>('keys.publicKey');
    expect((await base64.innerText()).trim()).toBe(publicKey.base64);
    expect((await page.locator('[data-public-key="pem"]').innerText()).trim()).toBe(publicKey.pem.trim());
    await page.getByRole('button', { name: 'Copy the public key in Base64' }).waitFor();
    await page.getByRole('button', { name: 'Copy the public key in PEM' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Register this public key with the provider for the production environment' }).waitFor();
    await base64.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-production-setup');
    await expectNoSeriousAxeViolations(page, 'settings production key');

    // Replacing needs the box ticked; a bad private key gets main's message and the field is emptied.
    await page.getByRole('button', { name: 'Replace the Production signing key…' }).click();
    const keyLabel = 'Private key (PEM or Base64)';
    await page.getByLabel(keyLabel, { exact: true }).fill(secrets.badPrivateKey);
    await page.getByRole('button', { name: 'Import this private key' }).click();
    expect(await fieldError(page, 'Replace the stored Production signing key')).toContain('Tick this box to confirm');
    await page.getByLabel('Replace the stored Production signing key', { exact: true }).check();
    await page.getByRole('button', { name: 'Import this private key' }).click();
    await expect.poll(() => page.getByLabel(keyLabel, { exact: true }).inputValue()).toBe('');
    expect(await fieldError(page, keyLabel)).toMatch(/private key/i);
    expect((await rpc<{ publicKey: { base64: string } }>('keys.publicKey')).publicKey.base64).toBe(publicKey.base64);
    await expectNoSeriousAxeViolations(page, 'settings production import error');

    // Step 4: a key of the wrong form is refused at the field by the rule main applies too
    // (shared/api-key-rule.ts), and stays there, masked unless shown, beside what to fix; a
    // live key is stored and leaves the page.
    const apiKeyField = page.getByLabel('API key', { exact: true });
    const saveApiKey = page.getByRole('button', { name: 'Save the Production API key' });
    expect(await apiKeyField.getAttribute('type')).toBe('password');
    expect(await apiKeyField.getAttribute('autocomplete')).toBe('off');
    for (const [typed, message] of [
      ['hello', 'production API keys start with "sk_live_"'],
      ['sk_live_short', 'This key has 5 characters after "sk_live_"'],
      [secrets.wrongEnvironmentKey, 'This is a sandbox API key'],
      [`sk_live_${'a'.repeat(10)} ${'b'.repeat(10)}`, 'spaces or line breaks'],
    ] as const) {
      await apiKeyField.fill(typed);
      await saveApiKey.click();
      await expect.poll(() => fieldError(page, 'API key')).toContain(message);
      expect(await apiKeyField.inputValue()).toBe(typed);
      expect(await apiKeyField.getAttribute('type')).toBe('password');
    }
    expect(await apiKeyField.getAttribute('aria-invalid')).toBe('true');
    const show = page.getByRole('button', { name: 'Show key' });
    await show.click();
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    expect(await apiKeyField.getAttribute('type')).toBe('text');
    await saveScreenshot(page, 'settings-api-key-refused-shown');
    await expectNoSeriousAxeViolations(page, 'settings api key refused');
    await show.click();
    expect(await apiKeyField.getAttribute('type')).toBe('password');
    expect((await statusOf('production')).hasApiKey).toBe(false);
    // Main's handler applies the same rule to a call that skips the form.
    expect(await rpc<unknown>('keys.setApiKey', { apiKey: 'sk_live_short', role: 'write' }).catch((error: unknown) => String(error))).toMatch(/invalid_api_key.*5 characters after/);
    expect((await statusOf('production')).hasApiKey).toBe(false);
    // Step 5 before the API key: nothing is sent; the result says what to add first, in words, and leads to the field.
    await page.getByRole('button', { name: 'Test the Production connection' }).click();
    const noKey = page.getByRole('alert', { name: 'Add the API key first' });
    await noKey.waitFor({ timeout: 60_000 });
    expect(await noKey.innerText()).toContain('No API key is stored for Production yet, so nothing was sent.');
    expect(await noKey.innerText()).not.toMatch(/missing_api_key|Code|Request id/);
    await saveScreenshot(page, 'settings-test-no-api-key');
    await expectNoSeriousAxeViolations(page, 'settings test without an api key');
    await noKey.getByRole('button', { name: 'Go to the API key field' }).press('Enter');
    await expect.poll(() => apiKeyField.evaluate((element) => element === document.activeElement)).toBe(true);
    await apiKeyField.fill(secrets.productionKey);
    await saveApiKey.click();
    await page.getByRole('status').filter({ hasText: 'The Production API key is stored (write role).' }).waitFor();
    expect(await apiKeyField.inputValue()).toBe('');
    expect((await statusOf('production')).hasApiKey).toBe(true);

    // Step 5: nobody listens at that address.
    await page.getByRole('button', { name: 'Test the Production connection' }).click();
    const failure = page.getByRole('alert', { name: 'The connection test failed' });
    await failure.waitFor({ timeout: 60_000 });
    const text = await failure.innerText();
    expect(text).not.toContain('Request id');
    expect(text).toContain('Nothing answers at https://127.0.0.1:9: is the server running?');
    expect(text).toContain('What to fix: The server did not answer. Check the base URL in step 1');
    // The result has focus (the button kept it while the test ran).
    expect(await failure.evaluate((element) => element === document.activeElement)).toBe(true);
    const direct = await shell.rpc('connection.test');
    expect(direct.ok).toBe(false);
    if (!direct.ok) {
      expect(direct.error.kind).toBe('offline');
      // The code stays in the answer (and the audit trail), not in the window's words.
      expect(text).not.toContain(direct.error.code);
      expect(text).not.toMatch(/ECONN|_refused|host_not_found/);
    }
    await expectNoSeriousAxeViolations(page, 'settings production unreachable');
    await waitForRpcIdle(page);
    await expectNoSecretShown(page, answers);
    e2e.expectNoProblems();
  });

  it('a wrong API key against a reachable server fails in words, with the request id and what to fix', async () => {
    const page = e2e.page;
    const answers = recordRpcAnswers(page);
    await openSettings(page);
    const card = page.getByRole('region', { name: 'Sandbox', exact: true });
    await card.getByRole('button', { name: 'Switch to sandbox' }).click();
    await page.getByRole('status', { name: 'Environment: Sandbox' }).waitFor();
    await page.getByRole('region', { name: 'Sandbox', exact: true }).waitFor();
    await waitForRpcIdle(page);

    // Enter on the button opens the address field with focus in it; Enter there opens a
    // review (nothing changes yet), whose confirm button says what it does.
    await page.getByRole('button', { name: 'Use a different sandbox server' }).focus();
    await page.keyboard.press('Enter');
    const urlField = page.getByLabel('Base URL of the sandbox server', { exact: true });
    await expect.poll(() => urlField.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(sandbox.baseUrl);
    await page.keyboard.press('Enter');
    const review = page.getByRole('region', { name: 'Review: a different sandbox server' });
    await review.waitFor();
    expect(await review.innerText()).toContain(`The sandbox will use ${sandbox.baseUrl} instead of the embedded local sandbox.`);
    expect(await review.innerText()).toContain('The API key stored for the sandbox is forgotten in this window: you will enter it again');
    expect((await statusOf('sandbox')).embedded).toBe(true);
    await saveScreenshot(page, 'settings-sandbox-server-review');
    await expectNoSeriousAxeViolations(page, 'settings sandbox server review');
    await review.getByRole('button', { name: 'Use this server for the sandbox and forget its API key' }).click();
    await page.getByRole('heading', { name: 'Sandbox server setup' }).waitFor();
    const moved = page.getByRole('status').filter({ hasText: `The sandbox now uses ${sandbox.baseUrl}` });
    await moved.waitFor();
    await expect.poll(() => moved.evaluate((element) => element === document.activeElement)).toBe(true);
    const status = await statusOf('sandbox');
    expect([status.baseUrl, status.embedded]).toEqual([sandbox.baseUrl, false]);

    const apiKeyField = page.getByLabel('API key', { exact: true });
    await apiKeyField.fill(secrets.wrongSandboxKey);
    await page.getByRole('button', { name: 'Save the Sandbox API key' }).click();
    await page.getByRole('status').filter({ hasText: 'The Sandbox API key is stored' }).waitFor();
    expect(await apiKeyField.inputValue()).toBe('');

    await page.getByRole('button', { name: 'Test the Sandbox connection' }).click();
    const failure = page.getByRole('alert', { name: 'The connection test failed' });
    await failure.waitFor({ timeout: 60_000 });
    const direct = await shell.rpc('connection.test');
    expect(direct.ok).toBe(false);
    if (direct.ok) return;
    expect(direct.error.code).toBe('invalid_api_key');
    const text = await failure.innerText();
    expect(text).toContain(direct.error.message);
    expect(text).not.toContain('invalid_api_key');
    expect(text).toMatch(/Request id\s+req_[A-Za-z0-9]{24}/);
    expect(text).toContain('What to fix: The server does not know this API key.');
    expect(text).toContain('set it again in step 4');
    // The top bar no longer says the environment is synced: it says what keeps it from syncing.
    const syncLine = page.getByRole('banner', { name: 'Status' }).locator('.sync-state');
    await expect.poll(() => syncLine.innerText()).toBe(`Not synced: ${direct.error.message}`);
    await failure.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-error');
    await expectNoSeriousAxeViolations(page, 'settings wrong api key');
    await expectNoSecretShown(page, answers);

    // Back to the embedded sandbox: it registers this installation again and the test passes.
    // Focus then goes to the line saying so (the button went away), and after the test to its result.
    await page.getByRole('button', { name: 'Back to the embedded sandbox' }).click();
    await expect.poll(async () => (await statusOf('sandbox')).embedded).toBe(true);
    await page.getByRole('region', { name: 'Sandbox', exact: true }).getByText('Works out of the box').waitFor();
    const back = page.getByRole('status').filter({ hasText: 'The sandbox uses the embedded local sandbox again' });
    await expect.poll(() => back.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Test the Sandbox connection' }).click();
    await page.getByText('Connected.').waitFor({ timeout: 60_000 });
    const connected = page.getByRole('status').filter({ hasText: 'Connected.' });
    await expect.poll(() => connected.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => syncLine.innerText()).not.toContain('Not synced');
    await waitForRpcIdle(page);
    e2e.expectNoProblems();
  });
});
