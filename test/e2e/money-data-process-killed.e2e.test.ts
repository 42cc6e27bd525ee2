// The app's background process killed while a payment's confirm waits for a slow server.
// The web shell runs the host in a data process of its own (`--data-process`, as the
// desktop app does) on a sandbox child whose control API holds every request for a while
// (latencyMs). The person confirms an open-network payment by keyboard; once the outbox
// entry is written and its POST is at the server, the data process is killed (SIGKILL):
//   - the window says "Outcome unknown: it may have been sent" with "Open the Outbox", and
//     never a confirm button again;
//   - the shell starts the data process again; the held POST is carried out by the server
//     meanwhile (one payment at the sandbox, before anything is sent again);
//   - the Outbox shows the entry as a request from an earlier run waiting for a decision;
//     "Send now with the same key" settles it (the server answers the same key with the
//     payment it made): succeeded, and /_sandbox/stats still counts exactly one payment.
// Axe on the outcome and the Outbox; screenshots money-data-process-killed-outcome and
// money-data-process-killed-outbox.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openApp, useBrowser, waitForRpcIdle } from './support/browser';
import {
  acknowledgeAll, createdAtSandbox, goTo, paymentPanel, rpcValue, sandboxAccountOption, startPayment, startQuietShellWithSandbox, submitForReview, watchConfirms,
  type OutboxEntries,
} from './support/money-forms';
import { saveScreenshot } from './support/screenshots';
import type { WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;
/** How long the sandbox holds each request: the kill lands well inside it. */
const HELD_MS = 8_000;

const outboxEntries = async () => (await rpcValue<OutboxEntries>(session.shell, 'outbox.list', {})).entries;

/** The pid of the shell's data process (its child running data-process-entry), or undefined while there is none. */
function dataProcessPid(): number | undefined {
  const children = readdirSync(`/proc/${session.shell.pid}/task`).flatMap((task) => readFileSync(`/proc/${session.shell.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter((pid) => pid !== ''));
  return children.map(Number).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('data-process-entry');
    } catch {
      return false;
    }
  });
}

beforeAll(async () => {
  session = await startQuietShellWithSandbox(['--data-process']);
}, 180_000);
afterAll(async () => {
  await session?.sandbox.control('faults', { failureRate: 0, latencyMs: 0 }).catch(() => undefined);
  await session?.stop();
});

it('killed while the confirm waits for a slow server: "Outcome unknown", then the Outbox settles it, exactly one payment', async () => {
  const page = e2e.page;
  const confirms = watchConfirms(page);
  await openApp(page, session.shell.url);
  await goTo(page, 'Payments');
  const before = await createdAtSandbox(session.sandbox);
  const known = new Set((await outboxEntries()).map((e) => e.id));
  const firstPid = dataProcessPid();
  expect(firstPid).toBeGreaterThan(0);

  const account = await sandboxAccountOption(session.shell, 'USD', /Operating/);
  await startPayment(page, { rail: /^Open network/, counterparty: 'Northwind Traders', account, amount: '51' });
  const review = await submitForReview(page, 'Killed mid-confirm');
  await acknowledgeAll(page, review);
  const send = review.getByRole('button', { name: /^Send 51\.00 USD to .+ on the open network$/ });
  await expect.poll(() => send.isDisabled()).toBe(false);

  await session.sandbox.control('faults', { failureRate: 0, latencyMs: HELD_MS });
  await send.focus();
  await page.keyboard.press('Enter');
  // The entry is written, then leased for its first attempt ('sent') right before its POST goes out.
  await expect.poll(async () => (await outboxEntries()).filter((e) => !known.has(e.id)).map((e) => e.state), { timeout: 15_000, interval: 100 }).toEqual(['sent']);
  const entry = (await outboxEntries()).find((e) => !known.has(e.id)) as OutboxEntries['entries'][number];
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // the POST reaches the loopback server; it is held for HELD_MS there
  expect(await createdAtSandbox(session.sandbox)).toBe(before);
  process.kill(firstPid as number, 'SIGKILL');

  const outcome = paymentPanel(page).locator('section.write-outcome');
  await outcome.waitFor({ timeout: 30_000 });
  expect(await outcome.getAttribute('data-state')).toBe('unknown');
  expect(await outcome.getByRole('heading').innerText()).toBe('Outcome unknown: it may have been sent');
  expect(await outcome.innerText()).toMatch(/See its entry in the Outbox before doing anything else\./);
  expect(await paymentPanel(page).getByRole('button', { name: /^Send / }).count()).toBe(0);
  const openOutbox = outcome.getByRole('button', { name: 'Open the Outbox' });
  await saveScreenshot(page, 'money-data-process-killed-outcome');
  await expectNoSeriousAxeViolations(page, 'money-data-process-killed-outcome');

  // The shell started the data process again; the server carried out the held POST meanwhile: one payment, nothing resent.
  await expect.poll(() => { const pid = dataProcessPid(); return pid !== undefined && pid !== firstPid; }, { timeout: 60_000 }).toBe(true);
  await expect.poll(() => createdAtSandbox(session.sandbox), { timeout: 30_000 }).toBe(before + 1);
  await session.sandbox.control('faults', { failureRate: 0, latencyMs: 0 });

  await openOutbox.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('main', { name: 'Outbox' }).waitFor();
  const row = page.locator(`table.outbox-table tr[data-entry-id="${entry.id}"]`);
  await row.waitFor({ timeout: 30_000 });
  // A request from an earlier run of the data services: it waits for the person's decision (its details open from the banner's one line).
  await page.getByRole('region', { name: /from an earlier run/ }).getByRole('button', { name: 'Show details' }).click({ timeout: 30_000 });
  const decision = page.getByRole('listitem').filter({ hasText: entry.idempotencyKey });
  await decision.waitFor({ timeout: 30_000 });
  expect(await decision.innerText()).toMatch(/51\.00 USD/);
  expect(await decision.getByRole('button', { name: /^Withdraw/ }).count()).toBe(0);
  await decision.getByRole('button', { name: 'Send now with the same key' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => row.innerText(), { timeout: 60_000 }).toMatch(/Succeeded/);
  await page.getByText(/^Sent: .*51\.00 USD.*\(pmt_/).waitFor({ timeout: 30_000 });
  await waitForRpcIdle(page);
  await saveScreenshot(page, 'money-data-process-killed-outbox');
  await expectNoSeriousAxeViolations(page, 'money-data-process-killed-outbox');

  const after = (await outboxEntries()).filter((e) => !known.has(e.id));
  expect(after.map((e) => [e.id, e.state, e.idempotencyKey])).toEqual([[entry.id, 'succeeded', entry.idempotencyKey]]);
  expect(after[0]?.resourceId).toMatch(/^pmt_/);
  expect(await createdAtSandbox(session.sandbox)).toBe(before + 1);
  expect(confirms).toHaveLength(1);
  e2e.expectNoProblems();
}, 240_000);
