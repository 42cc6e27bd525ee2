// An assumed operation the provider lacks (404 route_not_found, simulated by a fetch
// wrapper) is skipped with a notice while the rest syncs; and a parallel range sync
// through injected faults (503, 429 with Retry-After, dropped connections) still ends
// with the exact ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchFunction } from '../../../electron/api/http-transport';
import { OPERATIONS } from '../../../electron/api/operations';
import { methodOf, seededData, type SandboxFixture } from '../../support/sandbox-fixture';
import {
  bulkSeed, cachedLedgerIds, cachedNetByCurrency, createHarness, netByCurrency, rawLedger, rawList, readCredentials, removeTempDirs,
  startSyncSandbox,
} from './sync-fixture';

let f: SandboxFixture;
let credentials: { apiKey: string; seed: Uint8Array };

beforeAll(async () => {
  f = await startSyncSandbox(7);
  await bulkSeed(f, { accounts: 2, ledgerTransactions: 4000, seed: 9 });
  credentials = readCredentials(f);
});
afterAll(async () => {
  await f?.close();
  removeTempDirs();
});

/** Answers 404 route_not_found, as a provider without the route would, for GETs whose path matches. */
function withoutRoute(matches: (path: string) => boolean) {
  return (inner: FetchFunction): FetchFunction => async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (init?.method === 'GET' && matches(path)) {
      const body = { error: { type: 'not_found_error', code: 'route_not_found', message: `No route GET ${path}`, status: 404, requestId: 'req_test', retryable: false } };
      return new Response(JSON.stringify(body), { status: 404, headers: { 'content-type': 'application/json' } });
    }
    return inner(input, init);
  };
}

describe('an assumed operation the provider does not offer', () => {
  it('GET /counterparties: skipped with the operation message; everything else syncs', async () => {
    const h = createHarness(f, credentials, { wrapFetch: withoutRoute((path) => path === '/v1/counterparties') });
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    expect(report.resources.counterparties.status).toBe('skipped');
    expect(report.notices).toContain(OPERATIONS.listCounterparties.unavailableMessage);
    expect(report.resources.paymentMethods.status).toBe('synced');
    expect(report.resources.ledgerTransactions.status).toBe('synced');
    expect(h.cache.ledgerTransactions.count()).toBe((await rawLedger(f)).length);
    expect(h.cache.accounts.count()).toBeGreaterThan(0);
    expect(h.service.lastSynced().counterparties).toBeNull();
    h.close();
  });

  it('GET /transactions: the ledger is skipped, the other resources sync', async () => {
    const h = createHarness(f, credentials, { wrapFetch: withoutRoute((path) => path === '/v1/transactions') });
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    expect(report.resources.ledgerTransactions.status).toBe('skipped');
    expect(report.notices).toEqual([OPERATIONS.listTransactions.unavailableMessage]);
    expect(h.cache.ledgerTransactions.count()).toBe(0);
    expect(h.cache.counterparties.count()).toBe((await rawList(f, '/counterparties')).length);
    h.close();
  });

  it('GET /payments/{id}: open ACH payments are re-read with the spec ACH read instead', async () => {
    const d = await seededData(f);
    const acme = methodOf(d, 'Acme Supplies LLC');
    const created = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: { currency: 'USD', value: '500' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const h = createHarness(f, credentials, { wrapFetch: withoutRoute((path) => /^\/v1\/payments\/pmt_[A-Za-z0-9]+$/.test(path)) });
    expect((await h.service.run()).state).toBe('synced');
    expect(h.cache.payments.get(id)?.status).toBe('created');

    await f.advance(15);
    const report = await h.service.run();
    expect(report.state).toBe('synced');
    expect(h.cache.payments.get(id)?.status).toBe('processing');
    expect(report.notices.join(' ')).toContain(OPERATIONS.getPayment.unavailableMessage);
    expect(h.requestsTo(`/payments/ach/${id}`)).toHaveLength(1);
    h.close();
  });
});

describe('faults on the wire', () => {
  it('503s, 429s and dropped connections during a parallel range sync still give the exact ledger', async () => {
    const h = createHarness(f, credentials, { service: { concurrency: 8, ledgerRanges: 16, pageSize: 100 }, retry: { maxAttempts: 10 } });
    const faults = await f.control('POST', '/faults', { failureRate: 0.2, kinds: ['http_503', 'http_429', 'drop_connection'], seed: 42 });
    expect(faults.status).toBe(200);
    let report;
    try {
      report = await h.service.run();
    } finally {
      await f.control('POST', '/faults', { failureRate: 0, latencyMs: 0 });
    }
    expect(report.state).toBe('synced');
    const retried = h.requests.filter((e) => e.outcome === 'retrying');
    expect(new Set(retried.map((e) => e.errorKind))).toEqual(new Set(['server', 'rate_limit', 'network']));
    const server = await rawLedger(f);
    const cached = cachedLedgerIds(h.cache);
    expect(cached.length).toBe(server.length);
    expect([...cached].sort()).toEqual(server.map((t) => t.id).sort());
    expect(cachedNetByCurrency(h.cache)).toEqual(netByCurrency(server));
    expect(report.resources.ledgerTransactions.fetched).toBe(server.length);
    h.close();
  });
});
