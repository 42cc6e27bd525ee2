// Issue 10, item 3 (no response size limit), through the app's real path: the sync pulls
// the ledger from a server whose page is too large, plain or as a small gzip that
// inflates past the cap (a gzip bomb), on both transports (node:http, which the host
// uses, and fetch). Each is a typed, unretried `response_too_large` failure of the
// ledger, the process stays up, the pages accepted before stay whole with their cursor,
// nothing of the huge page is written, and the client stops reading near the cap (the
// server counts what it managed to push).
import { describe, expect, it } from 'vitest';
import { MAX_RESPONSE_BYTES, ResponseTooLargeError } from '../../../electron/api/response-limits';
import type { Cache } from '../../../electron/cache';
import { firstPage } from '../../../electron/sync/pull-pages';
import { MiB, gzipBomb, sendEndless, sendJson, type HostileServer } from '../../support/hostile-server/hostile-server';
import { useHostileServer } from '../../support/hostile-server/hostile-suite';
import { ledgerEntries, serveLedger } from '../../support/hostile-server/ledger-book';
import { TRANSPORTS, cachedLedgerIds, type HostileHarness } from '../../support/hostile-server/sync-harness';

const PAGE = 5;
const entries = ledgerEntries(3 * PAGE);
/** The first page of the range (after the one-entry request that finds the oldest). */
const FIRST_PAGE_IDS = entries.slice(0, PAGE).map((e) => e.id);
/** The hostile page is the one after this cursor. */
const HOSTILE_AFTER = entries[PAGE - 1]?.id ?? '';
/** The server stops an endless body here: a client that never stops reading fails instead of hanging. */
const ENDLESS_GUARD_BYTES = 256 * MiB;

const suite = useHostileServer({ watchUncaught: true });

/** Serves the ledger well, except the page after HOSTILE_AFTER, which `hostile` answers. */
function ledgerWithHostilePage(hostile: Parameters<HostileServer['route']>[0]): void {
  suite.server.route((req, res) => {
    if (req.path === '/transactions' && req.query.get('starting_after') === HOSTILE_AFTER) hostile(req, res);
    else if (req.path === '/transactions') serveLedger(req, res, entries);
    else sendJson(res, 404, { error: { type: 'invalid_request_error', code: 'resource_not_found', message: 'no route', status: 404, requestId: 'req_x', retryable: false } });
  });
}

function rangeState(cache: Cache) {
  return cache.syncState.list('ledgerTransactions').find((s) => s.scope !== '');
}

/** The ledger's sync stopped on `response_too_large` after the first page, which is cached whole with its cursor. */
function expectTooLargeAfterFirstPage(h: HostileHarness, report: Awaited<ReturnType<HostileHarness['sync']['run']>>, status = 200): void {
  expect(report.state).toBe('failed');
  expect(report.error).toMatchObject({ kind: 'malformed_response', code: 'response_too_large', status, retryable: false, resource: 'ledgerTransactions' });
  expect(report.error?.message).toMatch(/more than this client reads/);
  expect(report.resources.ledgerTransactions.status).toBe('incomplete');
  expect(cachedLedgerIds(h.cache)).toEqual(FIRST_PAGE_IDS);
  expect(rangeState(h.cache)).toMatchObject({ cursor: HOSTILE_AFTER, completed: false });
  // Not retried: the same request would get the same answer.
  expect(suite.server.requests.filter((r) => r.query.get('starting_after') === HOSTILE_AFTER)).toHaveLength(1);
}

describe.each(TRANSPORTS)('huge response bodies over %s', (transport) => {
  const harness = (options: { maxResponseBytes?: number } = {}): HostileHarness => {
    return suite.harness({ transport, timeoutMs: 10_000, service: { pageSize: PAGE }, ...options });
  };

  it('a plain body that never ends fails the ledger with response_too_large; the client hangs up near the cap', async () => {
    let cutOff: Promise<boolean> = Promise.resolve(false);
    ledgerWithHostilePage((_req, res) => {
      cutOff = new Promise((resolve) => res.on('close', () => resolve(!res.writableFinished)));
      sendEndless(res, suite.server.written, Buffer.alloc(64 * 1024, 0x20), ENDLESS_GUARD_BYTES);
    });
    const h = harness({ maxResponseBytes: MiB });
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectTooLargeAfterFirstPage(h, report);
    // The client hung up before the body ended, long before the server's guard: what the
    // server pushed is the cap plus socket buffers.
    expect(await cutOff).toBe(true);
    expect(suite.server.written.bytes).toBeLessThan(32 * MiB);
  });

  it('a 48 KB gzip that inflates to 48 MiB (a gzip bomb) stops at the default 32 MiB cap: response_too_large, nothing of it cached', async () => {
    const bomb = gzipBomb(48);
    expect(bomb.length).toBeLessThan(MiB);
    ledgerWithHostilePage((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(bomb.length) });
      res.end(bomb);
    });
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectTooLargeAfterFirstPage(h, report);
  });

  it('the bomb read directly: a ResponseTooLargeError that stopped decoding within one chunk of the cap', async () => {
    const bomb = gzipBomb(40);
    suite.server.route((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(bomb);
    });
    const h = harness();
    const error = await firstPage(h.client.api.listTransactions({ limit: PAGE })).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    const tooLarge = error as ResponseTooLargeError;
    expect(tooLarge).toMatchObject({ code: 'response_too_large', kind: 'failed', stage: 'decoded', limitBytes: MAX_RESPONSE_BYTES, attempts: 1 });
    expect(tooLarge.bytesRead).toBeGreaterThan(MAX_RESPONSE_BYTES);
    expect(tooLarge.bytesRead).toBeLessThanOrEqual(MAX_RESPONSE_BYTES + MiB);
  });

  it('a declared Content-Length over the cap is refused before the body is read', async () => {
    ledgerWithHostilePage((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(8 * 1024 * MiB) });
      res.write('{"items":[');
    });
    const h = harness({ maxResponseBytes: MiB });
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectTooLargeAfterFirstPage(h, report);
  });

  it('a gzip bomb as the body of an HTTP 500 is the same typed failure, and is not retried', async () => {
    const bomb = gzipBomb(4);
    ledgerWithHostilePage((_req, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(bomb);
    });
    const h = suite.harness({ transport, maxResponseBytes: MiB, retry: { maxAttempts: 3 }, service: { pageSize: PAGE } });
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectTooLargeAfterFirstPage(h, report, 500);
  });

  it('afterwards the same client and cache sync a well-behaved ledger to its end (nothing was poisoned)', async () => {
    ledgerWithHostilePage((_req, res) => sendEndless(res, suite.server.written, Buffer.alloc(64 * 1024, 0x20), ENDLESS_GUARD_BYTES));
    const h = harness({ maxResponseBytes: MiB });
    expect((await h.sync.run({ resources: ['ledgerTransactions'] })).state).toBe('failed');
    suite.server.route((req, res) => serveLedger(req, res, entries));
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expect(report.state).toBe('synced');
    expect(cachedLedgerIds(h.cache)).toEqual(entries.map((e) => e.id));
  });
});

describe('the process', () => {
  it('saw no uncaught exception or unhandled rejection from any of it', () => {
    expect(suite.uncaught).toEqual([]);
  });
});
