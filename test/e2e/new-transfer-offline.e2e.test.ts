// A transfer confirmed while the server is down (a sandbox child of the shell's own,
// stopped mid-session): the outcome says it is queued with its idempotency key; once the
// server answers again the app resends it with the same key by itself, the outcome turns
// to "Transfer sent" without a click, and the server holds exactly one new transfer.
// Reference text in Arabic and Hebrew with a long word, as a person may type it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { startWebShellWithSandboxProcess, type WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;

beforeAll(async () => {
  session = await startWebShellWithSandboxProcess();
}, 180_000);
afterAll(async () => {
  await session?.stop();
});

async function transferCount(): Promise<number> {
  const answer = await session.shell.rpc<{ rows: unknown[] }>('transfers.list', { limit: 1000 });
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  return answer.value.rows.length;
}

describe('a new transfer confirmed while the server is down', () => {
  it('is queued, then sent once by itself when the server is back, and the outcome says so', async () => {
    const page = e2e.page;
    expect((await session.shell.rpc<{ state: string }>('sync.start', {})).ok).toBe(true);
    const before = await transferCount();
    await openApp(page, session.shell.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Transfers', exact: true }).click();
    await waitForRpcIdle(page);
    await page.getByRole('button', { name: 'New transfer' }).first().click();
    await page.getByLabel('From account').selectOption({ label: 'Operating USD (USD)' });
    await page.getByLabel('To account').selectOption({ label: 'Payroll USD (USD)' });
    await page.getByLabel(/^Amount/).fill('250');
    const reference = `تحويل شهري עברית ${'x'.repeat(100)}`;
    await page.getByLabel('Reference (optional)').fill(reference);

    await session.sandbox.stop();
    await page.getByRole('button', { name: 'Review the transfer' }).click();
    const confirm = page.getByRole('button', { name: 'Move 250.00 USD' });
    await confirm.waitFor();
    await confirm.click();
    const heading = page.locator('#transfer-outcome-title');
    await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe('Transfer queued: not sent yet');
    await page.getByLabel('Outcome').getByText('Idempotency key', { exact: true }).waitFor();
    // Nothing left this computer: the panel's Outbox line is the Outbox row's "Not sent yet", not a bare "Sent".
    expect(await page.getByLabel('Outcome').innerText()).toMatch(/Outbox state\s+Not sent yet: the server could not be reached/);
    await expectNoSeriousAxeViolations(page, 'new transfer queued');
    await saveScreenshot(page, 'new-transfer-queued');

    await session.sandbox.restart();
    // The schedule's probe finds the server (5 s, then backing off), the queued entry goes out with its key.
    await expect.poll(() => heading.textContent(), { timeout: 90_000, interval: 1_000 }).toBe('Transfer sent');
    await saveScreenshot(page, 'new-transfer-sent-after-offline');
    expect((await session.shell.rpc<{ state: string }>('sync.start', {})).ok).toBe(true);
    expect(await transferCount()).toBe(before + 1);
    const outbox = await session.shell.rpc<{ entries: Array<{ operation: string; state: string; attempts: number }> }>('outbox.list', {});
    if (!outbox.ok) throw new Error(JSON.stringify(outbox.error));
    const transfers = outbox.value.entries.filter((entry) => entry.operation === 'createTransfer');
    expect(transfers.map((entry) => entry.state)).toEqual(['succeeded']);
    expect(transfers[0]?.attempts).toBeGreaterThanOrEqual(2);
  });
});
