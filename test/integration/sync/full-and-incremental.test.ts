// Full and incremental sync against the real sandbox ('demo' history plus bulk ledger
// rows) into the real cache: the cache equals the server, an incremental sync with
// nothing new makes one ledger request, new payments and ledger entries are picked up,
// and status changes (completion, a return revealed by a reversal) arrive by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock, type Clock } from '../../../electron/clock';
import type { SyncProgress, SyncReport } from '../../../electron/sync';
import { methodOf, seededData, type SandboxFixture, type SeededData } from '../../support/sandbox-fixture';
import {
  bulkSeed, cachedLedgerIds, cachedNetByCurrency, createHarness, netByCurrency, rawLedger, rawList, readCredentials, removeTempDirs,
  startSyncSandbox, type SyncHarness,
} from './sync-fixture';

let f: SandboxFixture;
let d: SeededData;
let h: SyncHarness;

/** The sync's clock: real time, strictly increasing, every reading kept (so a stamp can be traced to it). */
function recordingClock(): Clock & { readings: string[] } {
  const readings: string[] = [];
  let last = 0;
  const read = (): number => {
    last = Math.max(Date.now(), last + 1);
    readings.push(new Date(last).toISOString());
    return last;
  };
  return { now: () => new Date(read()), nowMs: read, sleep: (ms, signal) => systemClock.sleep(ms, signal), readings };
}
const clock = recordingClock();

/** Every resource the cache keeps (the sync-state table's resources), written out. */
const SYNCED_RESOURCES = ['accounts', 'collections', 'counterparties', 'ledgerTransactions', 'paymentMethods', 'payments', 'rails', 'transfers', 'webhookSubscriptions'];

/** lastSynced() names every resource, each stamped by the sync's clock strictly inside the run that reported `report`. */
function expectStampedWithin(report: SyncReport): void {
  const stamps = h.service.lastSynced();
  expect(Object.keys(stamps).sort()).toEqual(SYNCED_RESOURCES);
  const during = clock.readings.slice(clock.readings.indexOf(report.startedAt) + 1, clock.readings.indexOf(report.finishedAt));
  expect(during.length).toBeGreaterThan(0);
  for (const resource of SYNCED_RESOURCES) {
    const stamp = stamps[resource as keyof typeof stamps];
    expect({ resource, stamp, inRun: during.includes(stamp as string) }).toEqual({ resource, stamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/), inRun: true });
    expect(report.startedAt < (stamp as string) && (stamp as string) < report.finishedAt, `${resource}: ${stamp} within ${report.startedAt} .. ${report.finishedAt}`).toBe(true);
    expect(report.resources[resource as keyof typeof stamps].lastSyncedAt).toBe(stamp);
  }
}

beforeAll(async () => {
  f = await startSyncSandbox('demo');
  await bulkSeed(f, { accounts: 3, counterparties: 2, ledgerTransactions: 6000, seed: 11 });
  d = await seededData(f);
  h = createHarness(f, readCredentials(f), { service: { concurrency: 4, ledgerRanges: 12, pageSize: 50, clock } });
});
afterAll(async () => {
  h?.close();
  await f?.close();
  removeTempDirs();
});

async function expectLedgerEqualsServer(): Promise<number> {
  const server = await rawLedger(f);
  const cached = cachedLedgerIds(h.cache);
  expect(cached.length).toBe(server.length);
  expect(new Set(cached).size).toBe(cached.length);
  expect([...cached].sort()).toEqual(server.map((t) => t.id).sort());
  expect(cachedNetByCurrency(h.cache)).toEqual(netByCurrency(server));
  return server.length;
}

async function expectStatusesEqualServer(path: string, get: (id: string) => { status?: string } | undefined): Promise<void> {
  const server = await rawList(f, path);
  expect(server.length).toBeGreaterThan(0);
  for (const item of server) expect({ id: item.id, status: get(item.id)?.status }).toEqual({ id: item.id, status: item.status });
}

describe('a full sync', () => {
  it('makes the cache equal the server, ledger ranges pulled in parallel without overlap', async () => {
    const progress: SyncProgress[] = [];
    const report = await h.service.run({ onProgress: (p) => progress.push(p) });
    expect(report.state).toBe('synced');
    expect(report.error).toBeUndefined();

    const rows = await expectLedgerEqualsServer();
    expect(rows).toBeGreaterThan(6000);
    // Every entry was fetched exactly once: the ranges are disjoint on the wire.
    expect(report.resources.ledgerTransactions.fetched).toBe(rows);
    const rangeRequests = h.requestsTo('/transactions').filter((e) => e.path.includes('createdAt'));
    expect(rangeRequests.length).toBeGreaterThanOrEqual(12);
    const ledgerProgress = progress.filter((p) => p.resource === 'ledgerTransactions' && p.rangesTotal !== undefined);
    expect(ledgerProgress.at(-1)).toMatchObject({ rangesTotal: 12, rangesDone: 12 });

    await expectStatusesEqualServer('/payments', (id) => h.cache.payments.get(id));
    await expectStatusesEqualServer('/collections', (id) => h.cache.collections.get(id));
    await expectStatusesEqualServer('/transfers', (id) => h.cache.transfers.get(id));
    await expectStatusesEqualServer('/counterparties', (id) => h.cache.counterparties.get(id));
    await expectStatusesEqualServer('/webhooks/subscriptions', (id) => h.cache.webhookSubscriptions.get(id));
    expect(h.cache.accounts.all().map((a) => a.id).sort()).toEqual((await rawList(f, '/accounts')).map((a) => a.id).sort());
    for (const counterparty of await rawList(f, '/counterparties')) {
      const methods = await rawList(f, `/counterparties/${counterparty.id}/payment-methods`);
      expect(h.cache.paymentMethods.forCounterparty(counterparty.id).map((m) => m.id)).toEqual(methods.map((m) => m.id));
    }
    expect(h.cache.rails.all().map((r) => r.id).sort()).toEqual(((await f.read.get('/rails')).body.items as { id: string }[]).map((r) => r.id).sort());

    expectStampedWithin(report);
    expect(report.resources.payments.status).toBe('synced');
    expect(report.resources.payments.pages).toBeGreaterThan(0);
    expect(report.notices).toEqual([]);
  });

  it('then, with nothing new, makes exactly one ledger request', async () => {
    const before = h.requests.length;
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    const ledgerRequests = h.requests.slice(before).filter((e) => e.path.split('?')[0] === '/v1/transactions');
    expect(ledgerRequests).toHaveLength(1);
    expect(ledgerRequests[0]?.path).toContain('starting_after=');
    expect(report.resources.ledgerTransactions).toMatchObject({ fetched: 0, written: 0, pages: 1 });
    expect(report.resources.payments.written).toBe(0);
    expectStampedWithin(report);
  });
});

describe('an incremental sync', () => {
  let paymentId: string;

  it('picks up a payment and ledger entries created after the first sync', async () => {
    const acme = methodOf(d, 'Acme Supplies LLC');
    const created = await f.write.post('/payments/ach', {
      sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: { currency: 'USD', value: '12345' }, reference: 'sandbox:return:R01',
    });
    expect(created.status).toBe(201);
    paymentId = created.body.id as string;

    const before = h.requests.length;
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    expect(h.cache.payments.get(paymentId)?.status).toBe('created');
    expect(report.resources.ledgerTransactions.fetched).toBe(2); // payment_out and fee
    await expectLedgerEqualsServer();
    expect(h.requests.slice(before).filter((e) => e.path.split('?')[0] === '/v1/transactions')).toHaveLength(1);
  });

  it('re-reads open payments by id, so a completion shows up', async () => {
    await f.advance(10 + 86400);
    const before = h.requests.length;
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    expect(h.cache.payments.get(paymentId)?.status).toBe('completed');
    expect(report.resources.payments.refreshed).toBeGreaterThan(0);
    expect(h.requests.slice(before).some((e) => e.path === `/v1/payments/${paymentId}`)).toBe(true);
    await expectStatusesEqualServer('/payments', (id) => h.cache.payments.get(id));
    await expectStatusesEqualServer('/collections', (id) => h.cache.collections.get(id));
  });

  it('re-reads a completed payment when a new reversal entry shows it was returned', async () => {
    await f.advance(2 * 86400);
    const before = h.requests.length;
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    // Completed is terminal: only the new `reversal` ledger entry says to look again.
    expect(h.cache.payments.get(paymentId)).toMatchObject({ status: 'returned', achReturnCode: 'R01' });
    expect(h.requests.slice(before).filter((e) => e.path === `/v1/payments/${paymentId}`)).toHaveLength(1);
    const reversal = [...h.cache.ledgerTransactions.iterateLedger({ types: ['reversal'] })].find((t) => t.referenceId === paymentId);
    expect(reversal).toBeDefined();
    await expectLedgerEqualsServer();
    await expectStatusesEqualServer('/payments', (id) => h.cache.payments.get(id));
    await expectStatusesEqualServer('/collections', (id) => h.cache.collections.get(id));
    await expectStatusesEqualServer('/transfers', (id) => h.cache.transfers.get(id));
  });

  it('in mode full pulls everything again without duplicating a row', async () => {
    const report = await h.service.run({ mode: 'full', resources: ['ledgerTransactions'] });
    expect(report.state).toBe('synced');
    expect(report.resources.ledgerTransactions.written).toBe(0);
    expect(report.resources.payments.status).toBe('not_requested');
    const rows = await expectLedgerEqualsServer();
    expect(report.resources.ledgerTransactions.fetched).toBe(rows);
  });
});
