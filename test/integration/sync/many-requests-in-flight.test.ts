// The default 16 requests in flight (sync-service.ts DEFAULT_CONCURRENCY): every request
// listens to the run's and the ledger lanes' abort signals, so more than Node's default
// of 10 listeners is expected there. A full sync with the default concurrency must not
// print Node's "possible EventTarget memory leak" warning (a user of `treasury sync`
// would see it on stderr), and must load the whole ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONCURRENCY } from '../../../electron/sync';
import type { SandboxFixture } from '../../support/sandbox-fixture';
import { bulkSeed, cachedLedgerIds, createHarness, rawLedger, readCredentials, removeTempDirs, startSyncSandbox } from './sync-fixture';

let f: SandboxFixture;

beforeAll(async () => {
  f = await startSyncSandbox(7);
  await bulkSeed(f, { accounts: 2, ledgerTransactions: 3000, seed: 33 });
});
afterAll(async () => {
  await f?.close();
  removeTempDirs();
});

describe('a full sync with the default requests in flight', () => {
  it('prints no MaxListenersExceededWarning and caches every entry', async () => {
    expect(DEFAULT_CONCURRENCY).toBeGreaterThan(10);
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => {
      warnings.push(`${warning.name}: ${warning.message}`);
    };
    process.on('warning', onWarning);
    const h = createHarness(f, readCredentials(f), { service: { pageSize: 20 } });
    try {
      const report = await h.service.run({ mode: 'full' });
      expect(report.state).toBe('synced');
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
      expect(cachedLedgerIds(h.cache).length).toBe((await rawLedger(f)).length);
    } finally {
      process.off('warning', onWarning);
      h.close();
    }
  });
});
