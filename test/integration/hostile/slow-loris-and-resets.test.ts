// Slow-loris responses and connections cut mid-body, through a sync on both transports,
// with the client's own knobs turned down so the suite stays fast: a 250 ms per-attempt
// timeout (`timeoutMs`, which covers the headers and the whole body) and two attempts.
// Each ends the sync as `offline` with a typed timeout or network error, after exactly
// the configured attempts (counted by the server), with the page before it cached whole
// and nothing of the broken one.
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { SyncReport } from '../../../electron/sync';
import { sendNeverFinished, sendResetMidBody } from '../../support/hostile-server/hostile-server';
import { useHostileServer } from '../../support/hostile-server/hostile-suite';
import { ledgerEntries, pageAfter, serveLedger } from '../../support/hostile-server/ledger-book';
import { TRANSPORTS, cachedLedgerIds, type HostileHarness } from '../../support/hostile-server/sync-harness';

const PAGE = 5;
const TIMEOUT_MS = 250;
const ATTEMPTS = 2;
const entries = ledgerEntries(3 * PAGE);
const HOSTILE_AFTER = entries[PAGE - 1]?.id ?? '';
const FIRST_PAGE_IDS = entries.slice(0, PAGE).map((e) => e.id);
/** The hostile page, well-formed, as text: the slow answers send part of it. */
const HOSTILE_PAGE_TEXT = JSON.stringify(pageAfter(entries, HOSTILE_AFTER, PAGE));

/** Responses left open by a slow route, ended after each test (the server's side of a slow loris). */
const open = new Set<ServerResponse>();
const timers = new Set<NodeJS.Timeout>();
const suite = useHostileServer({
  afterEachTest: () => {
    for (const timer of timers) clearInterval(timer);
    timers.clear();
    for (const res of open) res.destroy();
    open.clear();
  },
});

function ledgerWithHostilePage(hostile: (res: ServerResponse) => void): void {
  suite.server.route((req, res) => {
    if (req.query.get('starting_after') === HOSTILE_AFTER) {
      open.add(res);
      hostile(res);
    } else serveLedger(req, res, entries);
  });
}

function hostileRequests(): number {
  return suite.server.requests.filter((r) => r.query.get('starting_after') === HOSTILE_AFTER).length;
}

function expectOfflineAfterFirstPage(h: HostileHarness, report: SyncReport, error: { kind: string; code: string }): void {
  expect(report.state).toBe('offline');
  expect(report.error).toMatchObject({ ...error, retryable: true, resource: 'ledgerTransactions' });
  expect(cachedLedgerIds(h.cache)).toEqual(FIRST_PAGE_IDS);
  expect(h.cache.syncState.list('ledgerTransactions').find((s) => s.scope !== '')).toMatchObject({ cursor: HOSTILE_AFTER, completed: false });
  // Retried as configured, then given up: no loop.
  expect(hostileRequests()).toBe(ATTEMPTS);
}

describe.each(TRANSPORTS)('slow and broken answers over %s', (transport) => {
  const harness = (): HostileHarness => {
    return suite.harness({ transport, timeoutMs: TIMEOUT_MS, retry: { maxAttempts: ATTEMPTS }, service: { pageSize: PAGE } });
  };

  it('headers sent, the body never finished: a typed timeout naming the configured limit', async () => {
    ledgerWithHostilePage((res) => sendNeverFinished(res, HOSTILE_PAGE_TEXT.slice(0, 40)));
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectOfflineAfterFirstPage(h, report, { kind: 'timeout', code: 'timeout' });
    expect(report.error?.message).toContain(`within ${TIMEOUT_MS} ms`);
  });

  it('the body trickled a byte at a time, never finishing: the timeout covers the whole body', async () => {
    ledgerWithHostilePage((res) => {
      sendNeverFinished(res, '');
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed || sent >= HOSTILE_PAGE_TEXT.length - 1) return;
        res.write(HOSTILE_PAGE_TEXT.charAt(sent));
        sent += 1;
      }, 10);
      timers.add(timer);
      res.on('close', () => clearInterval(timer));
    });
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectOfflineAfterFirstPage(h, report, { kind: 'timeout', code: 'timeout' });
  });

  it('no headers at all (the request is read, never answered): a typed timeout', async () => {
    ledgerWithHostilePage(() => undefined);
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectOfflineAfterFirstPage(h, report, { kind: 'timeout', code: 'timeout' });
  });

  it('a TCP reset in the middle of the body: a typed network error (connection_reset)', async () => {
    ledgerWithHostilePage((res) => sendResetMidBody(res, HOSTILE_PAGE_TEXT.slice(0, HOSTILE_PAGE_TEXT.length >> 1), Buffer.byteLength(HOSTILE_PAGE_TEXT)));
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectOfflineAfterFirstPage(h, report, { kind: 'network', code: 'connection_reset' });
  });

  it('the connection closed (FIN) before the promised Content-Length: a typed network error', async () => {
    ledgerWithHostilePage((res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(HOSTILE_PAGE_TEXT)) });
      res.write(HOSTILE_PAGE_TEXT.slice(0, 30), () => res.socket?.end());
    });
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectOfflineAfterFirstPage(h, report, { kind: 'network', code: 'connection_reset' });
  });

  it('the next sync against a healthy server resumes after the first page and completes', async () => {
    ledgerWithHostilePage((res) => sendNeverFinished(res, '{'));
    const h = harness();
    expect((await h.sync.run({ resources: ['ledgerTransactions'] })).state).toBe('offline');
    suite.server.route((req, res) => serveLedger(req, res, entries));
    suite.server.reset();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expect(report.state).toBe('synced');
    expect(cachedLedgerIds(h.cache)).toEqual(entries.map((e) => e.id));
    // Resumed: the first page was not asked for again.
    expect(suite.server.requests.every((r) => r.query.get('starting_after') !== null)).toBe(true);
  });
});
