// `treasury start` (what `npm start` runs): on a fresh data directory it syncs the
// embedded sandbox's demo data and shows every account's balance, formatted for its
// currency; production that is not set up says what to set up instead of failing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CliHarness } from '../host/cli-harness';

const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-start-'));
const cli = new CliHarness(path.join(workDir, 'data'), { embeddedSandbox: { timeScale: 0 } });

afterAll(async () => {
  await cli.removeKeychainEntries();
  rmSync(workDir, { recursive: true, force: true });
});

describe('treasury start', () => {
  it('syncs the demo data and shows each balance with its currency decimals and thousands grouped', async () => {
    const started = await cli.run(['start']);
    expect(started.code, started.err).toBe(0);
    const shown = JSON.parse((await cli.run(['balances', '--json'])).out) as { accounts: Array<{ accountName: string; balance: string; currency: string }> };
    expect(shown.accounts).toHaveLength(6);
    // Yen has no minor unit: its balance is whole yen, with no decimals.
    const yen = shown.accounts.find((account) => account.currency === 'JPY');
    expect(yen?.accountName).toBe('Operating JPY');
    expect(yen?.balance).toMatch(/^[0-9]+$/);
    for (const account of shown.accounts) {
      const [whole, fraction] = account.balance.split('.');
      const grouped = `${BigInt(whole ?? '0').toLocaleString('en-US')}${fraction === undefined ? '' : `.${fraction}`}`;
      const row = started.out.split('\n').find((line) => line.includes(account.accountName));
      expect(row, account.accountName).toMatch(new RegExp(`\\s${grouped.replace(/[.,]/g, '\\$&')}\\s+${account.currency}\\s`));
    }
    expect(started.out).toMatch(/npx treasury export ledger/);
  });

  it('refuses production that is not set up, naming what to set up (exit 3)', async () => {
    const started = await cli.run(['--env', 'production', 'start']);
    expect(started.code).toBe(3);
    expect(started.err).toMatch(/env set-url production|keys/);
  });
});
