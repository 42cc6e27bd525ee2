// The 1,000,000-row ledger fixture (support/ledger-fixture.ts) is what the ledger screen's
// tests rely on: a shell on a copy of it reads both ends of the million rows from the
// cache, its embedded sandbox is online with nothing new to sync, and the app boots on
// it in the browser without a problem. The fixture is built once per run (about a
// minute and a half on 2 cores) by the first file that needs it; later files reuse it.
// Screenshot: `boot-1m-ledger`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, useBrowser } from './support/browser';
import { LEDGER_FIXTURE_ROWS, startWebShellOnLedgerFixture } from './support/ledger-fixture';
import { saveScreenshot } from './support/screenshots';
import type { WebShellProcess } from './support/web-shell-process';

const e2e = useBrowser();
let shell: Awaited<ReturnType<typeof startWebShellOnLedgerFixture>>;

// The fixture's build is the one step allowed past the project's 120 s hook timeout.
beforeAll(async () => {
  shell = await startWebShellOnLedgerFixture();
}, 600_000);
afterAll(async () => {
  const status = await shell?.stop();
  expect(status, shell?.stderr()).toEqual({ code: 0, signal: null });
});

interface LedgerWindow {
  rows: Array<{ id: string; createdAt: string; accountId: string }>;
  olderCursor: string | null;
  newerCursor: string | null;
}

async function ledgerWindow(on: WebShellProcess, input: Record<string, unknown>): Promise<LedgerWindow> {
  const answer = await on.rpc<LedgerWindow>('ledger.window', input);
  if (!answer.ok) throw new Error(`ledger.window ${JSON.stringify(input)}: ${JSON.stringify(answer.error)}`);
  return answer.value;
}

describe('the 1M-row ledger fixture', () => {
  it('holds a million rows in the cache, both ends readable, and its embedded sandbox is online with nothing new', async () => {
    expect(shell.fixture.ledgerRows).toBeGreaterThanOrEqual(LEDGER_FIXTURE_ROWS);
    expect(shell.fixture.accountIds).toHaveLength(4);

    const newest = await ledgerWindow(shell, { limit: 1 });
    const oldest = await ledgerWindow(shell, { limit: 1, towards: 'newer' });
    expect(newest.rows).toHaveLength(1);
    expect(oldest.rows).toHaveLength(1);
    expect(oldest.rows[0]?.id).not.toBe(newest.rows[0]?.id);
    // The seeded history spans about a year.
    const spanDays = (Date.parse(newest.rows[0]?.createdAt ?? '') - Date.parse(oldest.rows[0]?.createdAt ?? '')) / 86_400_000;
    expect(spanDays).toBeGreaterThan(300);

    const report = await shell.rpc<{ state: string; fetched: Record<string, number> }>('sync.start', { mode: 'auto' });
    expect(report, shell.stderr()).toMatchObject({ ok: true, value: { state: 'synced', fetched: { ledgerTransactions: 0 } } });
  });

  it('the app boots on it: no console error, no failed request', async () => {
    await openApp(e2e.page, shell.url, { timeoutMs: 60_000 });
    e2e.expectNoProblems();
    await saveScreenshot(e2e.page, 'boot-1m-ledger');
  });
});
