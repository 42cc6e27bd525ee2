// A payment or collection that settles while a sync runs: the sync's re-read by id sees
// it completed after the ledger was already listed, so the ledger entries its settlement
// posted must be pulled in the same run (a little more of the incremental ledger, not a
// full sync), and the cache never shows a settled collection without its credit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchFunction } from '../../../electron/api/http-transport';
import { methodOf, seededData, type SandboxFixture, type SeededData } from '../../support/sandbox-fixture';
import { cachedLedgerIds, createHarness, rawLedger, readCredentials, removeTempDirs, startSyncSandbox, type SyncHarness } from './sync-fixture';

let f: SandboxFixture;
let d: SeededData;
let h: SyncHarness;
/** When set: the sandbox clock is advanced this many seconds just before the next re-read of this collection. */
let settleBeforeReading: { collectionId: string; seconds: number } | undefined;

/** Settles the collection on the server right before the sync re-reads it (after the ledger lane has listed). */
const settleOnRead = (inner: FetchFunction): FetchFunction => async (input, init) => {
  const path = new URL(String(input)).pathname;
  const plan = settleBeforeReading;
  if (plan !== undefined && path === `/v1/collections/ach/${plan.collectionId}`) {
    settleBeforeReading = undefined;
    await f.advance(plan.seconds);
  }
  return inner(input, init);
};

beforeAll(async () => {
  f = await startSyncSandbox('demo');
  d = await seededData(f);
  h = createHarness(f, readCredentials(f), { wrapFetch: settleOnRead, service: { concurrency: 4, pageSize: 50 } });
});
afterAll(async () => {
  h?.close();
  await f?.close();
  removeTempDirs();
});

describe('a collection that settles during a sync', () => {
  it('has its settlement entries pulled in the same run, in a few ledger requests', async () => {
    const jane = methodOf(d, 'Jane Cooper');
    const created = await f.write.post('/collections', { destinationAccountId: d.accounts.usd.id, paymentMethodId: jane.paymentMethodId, rail: 'ach', amount: { currency: 'USD', value: '9900' }, purpose: 'rent' });
    expect(created.status).toBe(201);
    const collectionId = created.body.id as string;
    expect((await h.service.run()).state).toBe('synced');
    expect(h.cache.collections.get(collectionId)?.status).not.toBe('completed');

    settleBeforeReading = { collectionId, seconds: 3 * 86400 };
    const before = h.requests.length;
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    expect(settleBeforeReading).toBeUndefined(); // the re-read happened, after the settlement
    expect(h.cache.collections.get(collectionId)?.status).toBe('completed');

    const serverEntries = (await rawLedger(f)).filter((t) => t.referenceId === collectionId).map((t) => t.id);
    expect(serverEntries.length).toBeGreaterThan(0);
    const cached = new Set(cachedLedgerIds(h.cache));
    expect(serverEntries.filter((id) => !cached.has(id))).toEqual([]);
    const ledgerRequests = h.requests.slice(before).filter((e) => e.outcome !== 'retrying' && e.path.split('?')[0] === '/v1/transactions');
    expect(ledgerRequests.length).toBeLessThanOrEqual(3);
  });

  it('once every change is seen, a sync with nothing new makes one ledger request; the ledger equals the server', async () => {
    // Items re-read before the clock moved show their new status in this run (and pull the ledger on again).
    expect((await h.service.run()).state).toBe('synced');
    const before = h.requests.length;
    expect((await h.service.run()).state).toBe('synced');
    expect(h.requests.slice(before).filter((e) => e.path.split('?')[0] === '/v1/transactions')).toHaveLength(1);
    const server = await rawLedger(f);
    const cached = cachedLedgerIds(h.cache);
    expect(new Set(cached).size).toBe(cached.length);
    expect([...cached].sort()).toEqual(server.map((t) => t.id).sort());
  });
});
