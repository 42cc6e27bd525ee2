// Offline is a state: a closed port or a sandbox stopped mid-sync gives `offline`, the
// cache keeps what was committed and stays readable, and lastSynced() still answers.
// A malformed page (schema failure, or an item the cache refuses) stops the sync with
// `failed` and leaves the cache exactly as it was before that page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchFunction } from '../../../electron/api/http-transport';
import type { PageWriterPlace, SyncState } from '../../../electron/cache';
import type { SandboxFixture } from '../../support/sandbox-fixture';
import {
  auditRows, bulkSeed, cachedLedgerIds, cachedNetByCurrency, createHarness, netByCurrency, rawLedger, readCredentials, removeTempDirs, startSyncSandbox,
  tempDataDir, withoutRequestIds, type AuditedRequest, type RawLedgerEntry, type SyncHarness,
} from './sync-fixture';
import { closedPort } from '../../support/closed-port';
import { firstPage } from '../../../electron/sync/pull-pages';

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
  function corruptNthLedgerPage(n: number, corrupt: Corrupt, onBefore: () => void, sent: { requests: number }) {
    let count = 0;
    return (inner: FetchFunction): FetchFunction => async (input, init) => {
      sent.requests += 1;
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

  /** `badPage`: the bad page's audit row (its request failed with the sync's error, or succeeded: the page was refused after it was read). */
  async function expectStopsCleanly(corrupt: Corrupt, expectedError: { kind: string; code: string; message?: string }, badPage: 'failed' | 'success' = 'failed') {
    const dataDir = tempDataDir();
    let before: ReturnType<typeof snapshot> | undefined;
    const holder: { h?: SyncHarness } = {};
    const sent = { requests: 0 };
    // One lane, so that nothing else is written between the snapshot and the bad page.
    const h = createHarness(f, credentials, {
      dataDir,
      service: { concurrency: 1, ledgerRanges: 4, pageSize: 100 },
      pageWriter,
      wrapFetch: corruptNthLedgerPage(7, corrupt, () => { if (holder.h) before = snapshot(holder.h); }, sent),
    });
    holder.h = h;
    const report = await h.service.run({ resources: ['ledgerTransactions'] });
    expect(report.state).toBe('failed');
    expect(report.error).toMatchObject({ ...expectedError, resource: 'ledgerTransactions' });
    // The audit trail: one row per request sent (none twice, none missing), the planning request
    // and six good pages a success, a bad page's body failed with the sync's own error, as a
    // page read by the client's pipeline is (the same rows on both threads: both equal these).
    const success = { method: 'GET', status: 200, outcome: 'success', errorKind: undefined, errorCode: undefined, requestId: true, attempt: 1, replayed: false };
    const rows = auditRows(h.requests);
    expect(sent.requests).toBe(8);
    const last = badPage === 'success' ? success : { ...success, outcome: 'failed', errorKind: expectedError.kind, errorCode: expectedError.code };
    expect(withoutRequestIds(rows)).toEqual([...Array.from({ length: 7 }, () => success), last]);
    if (badPage === 'failed') expect(rows.at(-1)?.requestId).toBe(report.error?.requestId);
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

  it('with an item the cache refuses (its request answered a page the client reads: a success)', async () => {
    await expectStopsCleanly((body) => {
      // Not the last item: its id must stay the page's nextCursor (a page where they differ is refused before the cache sees it).
      const item = body.items[50];
      if (item) item['id'] = `txn_${'A'.repeat(250)}`; // a valid id pattern, longer than the cache stores
      return undefined;
    }, { kind: 'cache', code: 'invalid_item' }, 'success');
  });

  it('that is not JSON', async () => {
    await expectStopsCleanly((body) => JSON.stringify(body).slice(0, 500), { kind: 'malformed_response', code: 'non_json_body', message: 'The Payments API answered HTTP 200 with a body that is not JSON.' });
  });
});

// The audit row of one ledger page's request, the page read at once by the client's pipeline
// (listTransactions: the CLI's and the web shell's other lists, an incremental sync) or left
// unread and read where it is written (the full sync: on this thread, or on the page writer's
// thread in the data process): the same row, field for field, its outcome the page's true one.
describe('one ledger page read by the client, or where it is written: the same audit row', () => {
  /** Every ledger page answered with `change` applied to its text and its X-Request-Id. */
  const changingPages = (change: (text: string, apiKey: string) => { text: string; requestId?: string }) => (inner: FetchFunction): FetchFunction => async (input, init) => {
    const response = await inner(input, init);
    if (!String(input).includes('/v1/transactions?')) return response;
    const changed = change(await response.text(), credentials.apiKey);
    const headers = new Headers(response.headers);
    if (changed.requestId !== undefined) headers.set('x-request-id', changed.requestId);
    return new Response(changed.text, { status: response.status, headers });
  };

  /** The page's audit rows, read each way. */
  async function rowsEachWay(change: Parameters<typeof changingPages>[0]): Promise<Record<string, AuditedRequest[]>> {
    const rows: Record<string, AuditedRequest[]> = {};
    const pipeline = createHarness(f, credentials, { wrapFetch: changingPages(change) });
    try {
      await firstPage(pipeline.client.api.listTransactions({ limit: 100 })).catch(() => undefined);
      rows['read by the pipeline'] = auditRows(pipeline.requests);
    } finally {
      pipeline.close();
    }
    for (const [where, pageWriter] of [['read on this thread', 'this-thread'], ['read on the page writer thread', {}]] as Array<[string, PageWriterPlace]>) {
      const h = createHarness(f, credentials, { wrapFetch: changingPages(change), pageWriter });
      const writer = h.cache.openLedgerPageWriter();
      try {
        const body = await h.client.api.listTransactionsPageUnread({ limit: 100 });
        // Not recorded until it is read.
        expect(h.requests).toEqual([]);
        await writer.read(body).catch(() => undefined);
        // Read once: a second read is refused and records nothing more.
        await expect(writer.read(body)).rejects.toThrow(/read already/);
        rows[where] = auditRows(h.requests);
      } finally {
        await writer.close();
        h.close();
      }
    }
    return rows;
  }

  const ok = { method: 'GET', status: 200, outcome: 'success', errorKind: undefined, errorCode: undefined, requestId: true, attempt: 1, replayed: false };
  it.each([
    ['a good page', (text: string) => ({ text }), ok],
    ['a page that is not JSON', (text: string) => ({ text: text.slice(0, 500) }), { ...ok, outcome: 'failed', errorKind: 'malformed_response', errorCode: 'non_json_body' }],
    ['a page that fails the schema', (text: string) => {
      const body = JSON.parse(text) as { items: Array<Record<string, unknown>> };
      (body.items[3] as Record<string, unknown>)['amount'] = 12.5;
      return { text: JSON.stringify(body) };
    }, { ...ok, outcome: 'failed', errorKind: 'response_validation', errorCode: 'unexpected_response_shape' }],
    ['a page echoing the API key in its data and its request id', (text: string, apiKey: string) => {
      const body = JSON.parse(text) as { items: Array<Record<string, unknown>> };
      (body.items[3] as Record<string, unknown>)['description'] = `paid ${apiKey}`;
      return { text: JSON.stringify(body), requestId: `req_${apiKey}` };
    }, ok],
  ] as const)('%s', async (what, change, expected) => {
    const rows = await rowsEachWay(change);
    expect(Object.keys(rows)).toHaveLength(3);
    for (const each of Object.values(rows)) {
      expect(withoutRequestIds(each)).toEqual([expected]);
      expect(JSON.stringify(each)).not.toContain(credentials.apiKey);
      if (what.includes('echoing')) expect(each[0]?.requestId).toBe('req_[redacted]');
    }
  });
});
