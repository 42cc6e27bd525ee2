// Out of the box: with no configuration at all, the sandbox environment runs against the
// embedded local sandbox, which the host starts on loopback and registers the key with.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppHost } from '../../../electron/host';
import { CliHarness } from './cli-harness';

const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-embedded-'));
const cli = new CliHarness(path.join(workDir, 'data'), { embeddedSandbox: { timeScale: 0 } });

afterAll(async () => {
  await cli.removeKeychainEntries();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the embedded local sandbox', () => {
  it('is the default: sync works with no set-up, and the demo data shows', async () => {
    const shown = JSON.parse((await cli.run(['env', 'show', '--json'])).out) as { environments: Array<{ environment: string; baseUrl: string | null }> };
    expect(shown.environments).toEqual(expect.arrayContaining([
      expect.objectContaining({ environment: 'sandbox', baseUrl: 'embedded' }),
      expect.objectContaining({ environment: 'production', baseUrl: null }),
    ]));
    const sync = await cli.run(['sync']);
    expect(sync.code, sync.err).toBe(0);
    const balances = JSON.parse((await cli.run(['balances', '--json'])).out) as { accounts: Array<{ currency: string; balance: string | null }> };
    expect(balances.accounts.map((a) => a.currency)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'USDC']));
    expect(balances.accounts.every((a) => a.balance !== null && /^[0-9]+(\.[0-9]+)?$/.test(a.balance))).toBe(true);
  });

  it('keeps its data and the registration across restarts', async () => {
    type Shown = { accounts: Array<{ accountId: string; balance: string | null; currency: string | null; ledger: { balance: string; latestTransactionId: string } | null }> };
    // The figures, not their "as of" (which moves to each accounts sync).
    const figures = (shown: Shown) => shown.accounts.map(({ accountId, balance, currency, ledger }) => ({ accountId, balance, currency, ledger: ledger && { balance: ledger.balance, latestTransactionId: ledger.latestTransactionId } }));
    const before = JSON.parse((await cli.run(['balances', '--json'])).out) as Shown;
    const again = await cli.run(['sync', '--json']);
    expect(again.code, again.err).toBe(0);
    expect(JSON.parse(again.out).resources.ledgerTransactions.status).toBe('synced');
    const after = JSON.parse((await cli.run(['balances', '--json'])).out) as Shown;
    expect(before.accounts.length).toBeGreaterThan(0);
    expect(figures(after)).toEqual(figures(before));
  });

  it('registers again when the sandbox no longer knows the stored key', async () => {
    await cli.storeFor('sandbox').set('api-key', `sk_sandbox_${'Z9'.repeat(16)}`);
    const sync = await cli.run(['sync']);
    expect(sync.code, sync.err).toBe(0);
    expect(await cli.storeFor('sandbox').get('api-key')).not.toBe(`sk_sandbox_${'Z9'.repeat(16)}`);
  });

  it('never lets production use the embedded sandbox, and swaps the whole graph on a switch', async () => {
    expect((await cli.run(['env', 'set-url', 'production', 'embedded'])).err).toMatch(/Only the sandbox environment/);
    const host = createAppHost({ dataDir: { root: cli.dataDir }, secretStoreFor: (e) => cli.storeFor(e) }, 'sandbox');
    try {
      const sandboxServices = host.services();
      expect(sandboxServices.cache.ledgerTransactions.count()).toBeGreaterThan(0);
      const production = await host.switchEnvironment('production');
      expect(production.environment).toBe('production');
      expect(production.cache.path).not.toBe(sandboxServices.cache.path);
      expect(production.cache.ledgerTransactions.count()).toBe(0);
      expect(() => sandboxServices.cache.ledgerTransactions.count()).toThrow();
      await expect(production.client()).rejects.toThrow(/No server is set for the production environment/);
    } finally {
      await host.close();
    }
  });
});
