// Issue 10, item 5 (one bad `Date` header moved the client's clock without limit), through
// a whole sync over the node:http transport: the server writes wild or garbage `Date`
// headers and records the X-Timestamp of every request next to its own receipt time
// (the same machine's clock). The client's correction stays bounded: X-Timestamp stays
// on the local clock unless the server refused a timestamp, and a refusal from a server
// a year away is a typed error, never a year-shifted signature.
import { describe, expect, it } from 'vitest';
import { MAX_CLOCK_OFFSET_MS } from '../../../electron/api';
import type { SyncReport } from '../../../electron/sync';
import { errorBody, sendJson } from '../../support/hostile-server/hostile-server';
import { useHostileServer } from '../../support/hostile-server/hostile-suite';
import { ledgerEntries, serveLedger } from '../../support/hostile-server/ledger-book';
import { cachedLedgerIds, type HostileHarness } from '../../support/hostile-server/sync-harness';

const PAGE = 5;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const TEN_MINUTES_MS = 10 * 60 * 1000;
/** X-Timestamp has one-second resolution; the exchange itself takes a few ms on loopback. */
const SLACK_SECONDS = 2;
const entries = ledgerEntries(6 * PAGE);

/** Per request: the X-Timestamp sent and the server's (real) receipt time in ms. */
let stamps: Array<{ sent: number; receivedMs: number }> = [];
const suite = useHostileServer({
  afterEachTest: () => {
    stamps = [];
  },
});

interface ClockBehaviour {
  /** The `Date` header of the n-th response (0-based). */
  date: (n: number) => string;
  /** When set, the server's clock is this far from the real one and refuses X-Timestamps more than 60 s off it. */
  refusingOffsetMs?: number;
}

function serveWithClock(behaviour: ClockBehaviour): void {
  suite.server.route((req, res) => {
    const n = stamps.length;
    const receivedMs = Date.now();
    stamps.push({ sent: Number(req.headers['x-timestamp']), receivedMs });
    const headers = { Date: behaviour.date(n) };
    if (behaviour.refusingOffsetMs !== undefined) {
      const serverSeconds = Math.floor((receivedMs + behaviour.refusingOffsetMs) / 1000);
      if (Math.abs(Number(req.headers['x-timestamp']) - serverSeconds) > 60) {
        sendJson(res, 401, { error: { type: 'authentication_error', code: 'timestamp_out_of_range', message: 'X-Timestamp is more than 60 seconds from server time', status: 401, requestId: `req_clock_${n}`, retryable: false } }, headers);
        return;
      }
    }
    if (req.path === '/transactions') serveLedger(req, res, entries, undefined, headers);
    else sendJson(res, 404, errorBody(404, 'resource_not_found', 'no route'), headers);
  });
}

function harness(): HostileHarness {
  return suite.harness({ timeoutMs: 5_000, service: { pageSize: PAGE } });
}

/** Every X-Timestamp was within SLACK_SECONDS of the real clock plus `offsetMs` at receipt. */
function expectTimestampsNear(offsetMs: number, which = stamps): void {
  expect(which.length).toBeGreaterThan(0);
  for (const { sent, receivedMs } of which) {
    expect(Math.abs(sent - (receivedMs + offsetMs) / 1000)).toBeLessThanOrEqual(SLACK_SECONDS);
  }
}

function expectSyncedWhole(h: HostileHarness, report: SyncReport): void {
  expect(report.state).toBe('synced');
  expect(cachedLedgerIds(h.cache)).toEqual(entries.map((e) => e.id));
}

const httpDate = (ms: number): string => new Date(ms).toUTCString();
const GARBAGE_DATES = ['garbage', 'Thu, 99 Foo 2026 25:61:61 GMT', '0', '-1', 'Infinity', '1e309', 'Mon, 01 Jan 275760 00:00:00 GMT', 'x'.repeat(4096), 'Tue, 31 Feb 2026 10:00:00 GMT'];

describe('Date headers that lie, from a server that accepts any timestamp', () => {
  it('every response a year ahead: the sync completes and every X-Timestamp stays on the local clock', async () => {
    serveWithClock({ date: () => httpDate(Date.now() + YEAR_MS) });
    const h = harness();
    expectSyncedWhole(h, await h.sync.run({ resources: ['ledgerTransactions'] }));
    expect(stamps.length).toBeGreaterThanOrEqual(7);
    expectTimestampsNear(0);
    expect(h.client.core.serverClockOffsetMs()).toBe(0);
  });

  it('garbage Date headers (unparseable, out of range, 4 KB long): ignored, the offset stays 0', async () => {
    serveWithClock({ date: (n) => GARBAGE_DATES[n % GARBAGE_DATES.length] ?? 'garbage' });
    const h = harness();
    expectSyncedWhole(h, await h.sync.run({ resources: ['ledgerTransactions'] }));
    expectTimestampsNear(0);
    expect(h.client.core.serverClockOffsetMs()).toBe(0);
  });

  it('wild readings that alternate (a year ahead, a year behind, epoch 0, garbage): never adopted', async () => {
    const wild = [(): string => httpDate(Date.now() + YEAR_MS), (): string => httpDate(Date.now() - YEAR_MS), (): string => httpDate(0), (): string => 'garbage'];
    serveWithClock({ date: (n) => (wild[n % wild.length] ?? wild[0]!)() });
    const h = harness();
    expectSyncedWhole(h, await h.sync.run({ resources: ['ledgerTransactions'] }));
    expectTimestampsNear(0);
    expect(h.client.core.serverClockOffsetMs()).toBe(0);
  });
});

describe('a server that refuses timestamps off its own clock', () => {
  it('10 minutes ahead: one refusal, corrected once, the sync completes; later X-Timestamps follow the server clock, bounded', async () => {
    serveWithClock({ refusingOffsetMs: TEN_MINUTES_MS, date: () => httpDate(Date.now() + TEN_MINUTES_MS) });
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectSyncedWhole(h, report);
    // The first request used the local clock and was refused; every later one the server's.
    expectTimestampsNear(0, stamps.slice(0, 1));
    expectTimestampsNear(TEN_MINUTES_MS, stamps.slice(1));
    expect(h.attempts.filter((a) => a.outcome === 'clock_corrected')).toHaveLength(1);
    expect(Math.abs(h.client.core.serverClockOffsetMs() - TEN_MINUTES_MS)).toBeLessThanOrEqual(SLACK_SECONDS * 1000);
  });

  it('after that correction, a response a year ahead does not move the clock again', async () => {
    serveWithClock({ refusingOffsetMs: TEN_MINUTES_MS, date: (n) => httpDate(Date.now() + (n === 3 ? YEAR_MS : TEN_MINUTES_MS)) });
    const h = harness();
    expectSyncedWhole(h, await h.sync.run({ resources: ['ledgerTransactions'] }));
    expectTimestampsNear(TEN_MINUTES_MS, stamps.slice(1));
    expect(h.client.core.serverClockOffsetMs()).toBeLessThanOrEqual(MAX_CLOCK_OFFSET_MS);
  });

  it('a year ahead: a typed timestamp_out_of_range failure that says the clocks are a year apart; no request dated a year away', async () => {
    serveWithClock({ refusingOffsetMs: YEAR_MS, date: () => httpDate(Date.now() + YEAR_MS) });
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expect(report.state).toBe('failed');
    expect(report.error).toMatchObject({ kind: 'authentication', code: 'timestamp_out_of_range', status: 401, retryable: false, resource: 'ledgerTransactions' });
    expect(report.error?.message).toMatch(/365 days ahead of this computer's/);
    expect(stamps).toHaveLength(1);
    expectTimestampsNear(0);
    expect(h.client.core.serverClockOffsetMs()).toBe(0);
    expect(cachedLedgerIds(h.cache)).toEqual([]);
  });

  it('a refusal whose Date is garbage: nothing to correct with, a typed failure after one request, the offset unchanged', async () => {
    serveWithClock({ refusingOffsetMs: TEN_MINUTES_MS, date: () => 'garbage' });
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expect(report.state).toBe('failed');
    expect(report.error).toMatchObject({ kind: 'authentication', code: 'timestamp_out_of_range', retryable: false });
    expect(stamps).toHaveLength(1);
    expect(h.client.core.serverClockOffsetMs()).toBe(0);
  });
});
