// Offline is a state: a closed port or a sandbox stopped mid-sync gives `offline`, the
// cache keeps what was committed and stays readable, and lastSynced() still answers.
// A malformed page (schema failure, or an item the cache refuses) stops the sync with
// `failed` and leaves the cache exactly as it was before that page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchFunction } from '../../../electron/api/http-transport';
import type { PageWriterPlace, SyncState } from '../../../electron/cache';
import type { SandboxFixture } from '../../support/sandbox-fixture';
import {
  bulkSeed, cachedLedgerIds, cachedNetByCurrency, createHarness, netByCurrency, rawLedger, readCredentials, removeTempDirs, startSyncSandbox,
  tempDataDir, type RawLedgerEntry, type SyncHarness,
} from './sync-fixture';
import { closedPort } from '../../support/closed-port';

let f: SandboxFixture;
let server: RawLedgerEntry[];
let credentials: { apiKey: string; seed: Uint8Array };

beforeAll(async () => {
  f = await startSyncSandbox(7);
  await bulkSeed(f, { accounts: 2, ledgerTransactions: 3000, seed: 3 });
  server = await rawLedger(f);
  credentials = readCredentials(f);
});
afterAll(async () => {
  await f?.close();
  removeTempDirs();
});

function snapshot(h: SyncHarness): { ids: string[]; states: SyncState[]; payments: number } {
  return { ids: cachedLedgerIds(h.cache), states: h.cache.syncState.list(), payments: h.cache.payments.count() };
}

describe('offline', () => {
  it('a closed port: state offline, nothing written, the cache still reads and says as of when', async () => {
    const dataDir = tempDataDir();
    const online = createHarness(f, credentials, { dataDir });
    expect((await online.service.run()).state).toBe('synced');
    const stamps = online.service.lastSynced();
    const before = snapshot(online);
    online.close();

    const offline = createHarness(f, credentials, { dataDir, baseUrl: `http://127.0.0.1:${await closedPort()}/v1`, retry: { maxAttempts: 2 } });
    const report = await offline.service.run();
    expect(report.state).toBe('offline');
    expect(report.error).toMatchObject({ kind: 'network', code: 'connection_refused', retryable: true });
    expect(JSON.stringify(report)).not.toContain(credentials.apiKey);
    expect(snapshot(offline)).toEqual(before);
    expect(offline.service.lastSynced()).toEqual(stamps);
    for (const [resource, entry] of Object.entries(report.resources)) expect({ resource, at: entry.lastSyncedAt }).toEqual({ resource, at: stamps[resource as keyof typeof stamps] });
    expect(offline.cache.ledgerTransactions.balances().accounts.length).toBeGreaterThan(0);
    expect(offline.cache.ledgerTransactions.count()).toBe(server.length);
    offline.close();
  });

  it('the sandbox stopped mid-sync: offline, the pages already committed stay', async () => {
    const g = await startSyncSandbox(7);
    await bulkSeed(g, { accounts: 2, ledgerTransactions: 3000, seed: 3 });
    const h = createHarness(g, readCredentials(g), { service: { concurrency: 2, ledgerRanges: 4, pageSize: 50 }, retry: { maxAttempts: 2 } });
    let stopping: Promise<void> | undefined;
    const report = await h.service.run({
      onProgress: (p) => {
        if (p.resource === 'ledgerTransactions' && p.pages >= 10 && stopping === undefined) stopping = g.close();
      },
    });
    await stopping;
    expect(report.state).toBe('offline');
    expect(['network', 'timeout']).toContain(report.error?.kind);
    const rows = h.cache.ledgerTransactions.count();
    expect(rows).toBeGreaterThanOrEqual(500);
    expect(rows).toBeLessThan(server.length);
    expect(h.service.lastSynced().ledgerTransactions).toBeNull();
    expect(h.cache.ledgerTransactions.ledgerWindow({ limit: 20 }).rows).toHaveLength(20);
    h.close();
  });
});

// On this thread, and on the cache's page writer thread, where the data process reads the pages (electron/cache/ledger-page-writer.ts): the same refusal.
describe.each([['read on this thread', 'this-thread'], ['read on the page writer thread', {}]] as Array<[string, PageWriterPlace]>)('a malformed page, %s', (_where, pageWriter) => {
  /** Rewrites the body of the Nth ledger page (the one-item planning request aside); takes a snapshot of the cache just before it arrives. */
  function corruptNthLedgerPage(n: number, corrupt: Corrupt, onBefore: () => void) {
    let count = 0;
    return (inner: FetchFunction): FetchFunction => async (input, init) => {
      const response = await inner(input, init);
      const url = String(input);
      if (!url.includes('/v1/transactions?') || url.endsWith('?limit=1') || ++count !== n) return response;
      onBefore();
      const body = JSON.parse(await response.text()) as { items: Array<Record<string, unknown>> };
      const text = corrupt(body);
      return new Response(text ?? JSON.stringify(body), { status: response.status, headers: response.headers });
    };
  }

  /** Changes the page's parsed body, or returns the text to send instead. */
  type Corrupt = (body: { items: Array<Record<string, unknown>> }) => string | undefined;

  async function expectStopsCleanly(corrupt: Corrupt, expectedError: object) {
    const dataDir = tempDataDir();
    let before: ReturnType<typeof snapshot> | undefined;
    const holder: { h?: SyncHarness } = {};
    // One lane, so that nothing else is written between the snapshot and the bad page.
    const h = createHarness(f, credentials, {
      dataDir,
      service: { concurrency: 1, ledgerRanges: 4, pageSize: 100 },
      pageWriter,
      wrapFetch: corruptNthLedgerPage(7, corrupt, () => { if (holder.h) before = snapshot(holder.h); }),
    });
    holder.h = h;
    const report = await h.service.run({ resources: ['ledgerTransactions'] });
    expect(report.state).toBe('failed');
    expect(report.error).toMatchObject({ ...expectedError, resource: 'ledgerTransactions' });
    expect(before?.ids.length).toBe(600);
    expect(snapshot(h)).toEqual(before);
    const rowsBefore = h.cache.ledgerTransactions.count();
    h.close();

    const again = createHarness(f, credentials, { dataDir, service: { concurrency: 1, ledgerRanges: 4, pageSize: 100 }, pageWriter });
    const second = await again.service.run({ resources: ['ledgerTransactions'] });
    expect(second.state).toBe('synced');
    // Resumed right before the bad page: everything after it is fetched once, nothing before it again.
    expect(second.resources.ledgerTransactions.fetched).toBe(server.length - rowsBefore);
    expect(cachedLedgerIds(again.cache).sort()).toEqual(server.map((t) => t.id).sort());
    expect(cachedNetByCurrency(again.cache)).toEqual(netByCurrency(server));
    again.close();
  }

  it('that fails the response schema', async () => {
    await expectStopsCleanly((body) => {
      const item = body.items[40];
      if (item) item['amount'] = 12.5; // a number, never allowed for money
      return undefined;
    }, { kind: 'response_validation', code: 'unexpected_response_shape', message: 'The Payments API answered to listTransactions with a body this client does not understand (items.40.amount: Invalid input: expected string, received number).' });
  });

  it('with an item the cache refuses', async () => {
    await expectStopsCleanly((body) => {
      // Not the last item: its id must stay the page's nextCursor (a page where they differ is refused before the cache sees it).
      const item = body.items[50];
      if (item) item['id'] = `txn_${'A'.repeat(250)}`; // a valid id pattern, longer than the cache stores
      return undefined;
    }, { kind: 'cache', code: 'invalid_item' });
  });

  it('that is not JSON', async () => {
    await expectStopsCleanly((body) => JSON.stringify(body).slice(0, 500), { kind: 'malformed_response', code: 'non_json_body', message: 'The Payments API answered HTTP 200 with a body that is not JSON.' });
  });
});
