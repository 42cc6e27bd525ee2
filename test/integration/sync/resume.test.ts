// An interrupted full ledger sync (aborted by its signal, or the connection dying after
// N requests) leaves page-exact state: every range's cached rows are exactly the
// server's rows up to its cursor. The next run finishes with no duplicate and no gap,
// and does not request a range that was already complete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchFunction } from '../../../electron/api/http-transport';
import { rangeQuery, rangeScope, type LedgerRange } from '../../../electron/sync';
import type { SandboxFixture } from '../../support/sandbox-fixture';
import {
  bulkSeed, cachedLedgerIds, cachedNetByCurrency, createHarness, netByCurrency, rawLedger, readCredentials, removeTempDirs, startSyncSandbox,
  tempDataDir, type RawLedgerEntry, type SyncHarness,
} from './sync-fixture';

let f: SandboxFixture;
let server: RawLedgerEntry[];
let credentials: { apiKey: string; seed: Uint8Array };
const service = { concurrency: 4, ledgerRanges: 16, pageSize: 50 };

beforeAll(async () => {
  f = await startSyncSandbox(7);
  await bulkSeed(f, { accounts: 3, ledgerTransactions: 8000, seed: 5 });
  server = await rawLedger(f);
  credentials = readCredentials(f);
});
afterAll(async () => {
  await f?.close();
  removeTempDirs();
});

interface PlannedRange { range: LedgerRange; scope: string }

/** The plan stored in the ledger's main sync-state scope. */
function storedPlan(h: SyncHarness): PlannedRange[] {
  const detail = h.cache.getSyncState('ledgerTransactions', '')?.detail as { stepUs: number; ranges: LedgerRange[] } | undefined;
  if (detail === undefined) throw new Error('no stored plan');
  return detail.ranges.map((range) => ({ range, scope: rangeScope(range, detail.stepUs) }));
}

/**
 * Which planned range a ledger request reads: the range of its `starting_after` item, or
 * the range whose bounds it names. Undefined for a request outside the ranges.
 */
function rangeOfRequest(path: string, plan: PlannedRange[]): PlannedRange | undefined {
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  const after = query.get('starting_after');
  if (after !== null) {
    const item = server.find((t) => t.id === after);
    return item === undefined ? undefined : plan.find((p) => inRange(p.range, item.createdAt));
  }
  const gte = query.get('createdAt[gte]');
  const lte = query.get('createdAt[lte]');
  if (gte === null && lte === null) return undefined;
  return plan.find((p) => {
    const bounds = rangeQuery(p.range, 1000);
    return (bounds.createdAtGte ?? null) === gte && (bounds.createdAtLte ?? null) === lte;
  });
}

const inRange = (range: LedgerRange, createdAt: string) => {
  const us = Date.parse(createdAt) * 1000;
  return (range.gteUs === null || us >= range.gteUs) && (range.lteUs === null || us <= range.lteUs);
};

/** Every range: cached rows == the server's rows of that range up to its cursor (never half a page, cursor exact). */
function expectPageExactState(h: SyncHarness, plan: PlannedRange[]): { completed: PlannedRange[]; partial: Array<PlannedRange & { cursor: string }> } {
  const cached = new Set(cachedLedgerIds(h.cache));
  const completed: PlannedRange[] = [];
  const partial: Array<PlannedRange & { cursor: string }> = [];
  let accounted = 0;
  for (const p of plan) {
    const state = h.cache.getSyncState('ledgerTransactions', p.scope);
    const rows = server.filter((t) => inRange(p.range, t.createdAt));
    const upTo = state?.cursor === null || state?.cursor === undefined ? 0 : rows.findIndex((t) => t.id === state.cursor) + 1;
    if (state?.cursor) expect(upTo).toBeGreaterThan(0);
    const expected = rows.slice(0, upTo).map((t) => t.id);
    expect(rows.filter((t) => cached.has(t.id)).map((t) => t.id)).toEqual(expected);
    accounted += expected.length;
    if (state?.completed) {
      expect(upTo).toBe(rows.length);
      completed.push(p);
    } else if (state?.cursor) partial.push({ ...p, cursor: state.cursor });
  }
  expect(cached.size).toBe(accounted);
  return { completed, partial };
}

function expectExactLedger(h: SyncHarness): void {
  const cached = cachedLedgerIds(h.cache);
  expect(cached.length).toBe(server.length);
  expect([...cached].sort()).toEqual(server.map((t) => t.id).sort());
  expect(cachedNetByCurrency(h.cache)).toEqual(netByCurrency(server));
}

/** The resumed run: nothing of a completed range is asked again; partial ranges continue after their cursor. */
function expectResumedWithoutRefetch(h: SyncHarness, before: number, plan: PlannedRange[], state: ReturnType<typeof expectPageExactState>, rowsBefore: number, fetched: number): void {
  const ledgerPaths = h.requests.slice(before).filter((e) => e.outcome === 'success' && e.path.startsWith('/v1/transactions?')).map((e) => e.path);
  expect(ledgerPaths.some((path) => path === '/v1/transactions?limit=1')).toBe(false); // no new plan
  const ranged = ledgerPaths.map((path) => ({ path, range: rangeOfRequest(path, plan) }));
  expect(ranged.filter((r) => r.range === undefined)).toEqual([]);
  for (const done of state.completed) expect(ranged.filter((r) => r.range?.scope === done.scope).map((r) => r.path)).toEqual([]);
  for (const p of state.partial) expect(ranged.find((r) => r.range?.scope === p.scope)?.path).toContain(`starting_after=${p.cursor}`);
  expect(fetched).toBe(server.length - rowsBefore);
}

describe('resuming an interrupted full ledger sync', () => {
  it('after an abort through the signal', async () => {
    const h = createHarness(f, credentials, { service });
    const controller = new AbortController();
    let abortedAt = -1;
    const first = await h.service.run({
      signal: controller.signal,
      onProgress: (p) => {
        if (p.resource === 'ledgerTransactions' && p.pages >= 60 && abortedAt < 0) {
          abortedAt = h.requests.length;
          controller.abort();
        }
      },
    });
    expect(first.state).toBe('aborted');
    expect(first.error?.kind).toBe('aborted');
    // Promptly: what was sent after the abort is at most what was already in flight.
    expect(h.requests.length - abortedAt).toBeLessThanOrEqual(service.concurrency + 2);

    const plan = storedPlan(h);
    const state = expectPageExactState(h, plan);
    expect(state.completed.length).toBeGreaterThan(0);
    expect(state.partial.length).toBeGreaterThan(0);
    expect(state.completed.length).toBeLessThan(plan.length);
    const rowsBefore = h.cache.ledgerTransactions.count();
    expect(h.service.lastSynced().ledgerTransactions).toBeNull();

    const before = h.requests.length;
    const second = await h.service.run();
    expect(second.state).toBe('synced');
    expectExactLedger(h);
    expectResumedWithoutRefetch(h, before, plan, state, rowsBefore, second.resources.ledgerTransactions.fetched);
    const stamp = h.service.lastSynced().ledgerTransactions;
    expect(stamp).toBe(second.resources.ledgerTransactions.lastSyncedAt);
    expect(stamp !== null && second.startedAt <= stamp && stamp <= second.finishedAt, `${stamp} within ${second.startedAt} .. ${second.finishedAt}`).toBe(true);
    h.close();
  });

  it('after the connection dies mid-sync (a fetch that fails from the Nth ledger request on), in a new process', async () => {
    const dataDir = tempDataDir();
    let ledgerCalls = 0;
    const dying = (inner: FetchFunction): FetchFunction => async (input, init) => {
      if (String(input).includes('/v1/transactions') && ++ledgerCalls > 70) {
        throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
      }
      return inner(input, init);
    };
    const h1 = createHarness(f, credentials, { dataDir, service, wrapFetch: dying, retry: { maxAttempts: 2 } });
    const first = await h1.service.run({ resources: ['ledgerTransactions'] });
    expect(first.state).toBe('offline');
    expect(first.error).toMatchObject({ kind: 'network', code: 'connection_reset', resource: 'ledgerTransactions' });
    const plan = storedPlan(h1);
    const state = expectPageExactState(h1, plan);
    expect(state.completed.length).toBeGreaterThan(0);
    expect(state.partial.length).toBeGreaterThan(0);
    const rowsBefore = h1.cache.ledgerTransactions.count();
    h1.close();

    // A restart: a new cache connection and a new service over the same file.
    const h2 = createHarness(f, credentials, { dataDir, service });
    const second = await h2.service.run();
    expect(second.state).toBe('synced');
    expectExactLedger(h2);
    expectResumedWithoutRefetch(h2, 0, plan, state, rowsBefore, second.resources.ledgerTransactions.fetched);
    h2.close();
  });
});
