// Issue 10, item 4 (a cursor that cycles makes sync loop forever), over the node:http
// transport the host uses, for every kind of list the sync pages through: the ledger in
// a full sync and in an incremental one, a whole list (accounts) and an incremental
// mutable list (payments). The server answers at most GUARD_PAGES pages per list (then
// a 500), so a client that loops fails on the guard instead of hanging; each test
// asserts the client stopped far below it, with `cursor_cycle`, having written the
// pages before the loop whole, once, with their cursor, and nothing of the page that
// looped.
import { describe, expect, it } from 'vitest';
import type { SyncReport } from '../../../electron/sync';
import { errorBody, sendJson, type HostileRequest } from '../../support/hostile-server/hostile-server';
import { useHostileServer } from '../../support/hostile-server/hostile-suite';
import { ledgerEntries, serveLedger, type LedgerPageJson } from '../../support/hostile-server/ledger-book';
import { cachedLedgerIds, type HostileHarness } from '../../support/hostile-server/sync-harness';

const PAGE = 5;
/** The server answers at most this many pages of one list; the next ones are 500 `loop_guard`. */
const GUARD_PAGES = 50;

const suite = useHostileServer();

function harness(): HostileHarness {
  return suite.harness({ timeoutMs: 5_000, service: { pageSize: PAGE } });
}

/**
 * Answers `path` from `items`; asked for the page after `loopAfter`, it answers with the
 * page that ends at `loopTo` (and more to come): the walk, which goes on after a page's
 * last item, is led back to `loopTo`. (A `nextCursor` rewritten alone leads nowhere: the
 * sync follows the page's last item.)
 */
function serveLoopingList(path: string, items: ReadonlyArray<{ id: string }>, loopAfter: string | null, loopTo: string): void {
  suite.server.route((req: HostileRequest, res) => {
    if (req.path !== path) {
      sendJson(res, 404, errorBody(404, 'resource_not_found', 'no such route'));
      return;
    }
    // Count the pages of the walk (the ledger's one-entry request for the oldest is not one).
    if (suite.server.requests.filter((r) => r.path === path && r.query.get('limit') === String(PAGE)).length > GUARD_PAGES) {
      sendJson(res, 500, errorBody(500, 'loop_guard', 'test server: too many pages'));
      return;
    }
    serveLedger(req, res, items, (page: LedgerPageJson, after) => {
      if (after !== loopAfter || req.query.get('limit') !== String(PAGE)) return page;
      const end = items.findIndex((item) => item.id === loopTo) + 1;
      return { items: items.slice(Math.max(0, end - PAGE), end), pagination: { hasMore: true, nextCursor: loopTo } };
    });
  });
}

function pagesServed(path: string): number {
  return suite.server.requests.filter((r) => r.path === path && r.query.get('limit') === String(PAGE)).length;
}

function expectCycleFailure(report: SyncReport, resource: string): void {
  expect(report.state).toBe('failed');
  expect(report.error).toMatchObject({ kind: 'protocol', code: 'cursor_cycle', retryable: false, resource });
  expect(report.error?.message).toMatch(/stopping instead of looping/);
}

const ids = (items: ReadonlyArray<{ id: string }>, from: number, to: number): string[] => items.slice(from, to).map((e) => e.id);

describe('a ledger whose cursors cycle, in a full sync', () => {
  const entries = ledgerEntries(6 * PAGE);
  const A = entries[PAGE - 1]?.id ?? '';
  const B = entries[2 * PAGE - 1]?.id ?? '';

  it('A -> B -> A: stops on the third page with cursor_cycle; the two pages before it are cached once, with cursor B', async () => {
    serveLoopingList('/transactions', entries, B, A);
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectCycleFailure(report, 'ledgerTransactions');
    expect(pagesServed('/transactions')).toBe(3);
    expect(cachedLedgerIds(h.cache)).toEqual(ids(entries, 0, 2 * PAGE));
    expect(h.cache.syncState.list('ledgerTransactions').find((s) => s.scope !== '')).toMatchObject({ cursor: B, completed: false });
  });

  it('a cursor that never advances (A -> A): stops on the second page; only the first is cached', async () => {
    serveLoopingList('/transactions', entries, A, A);
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectCycleFailure(report, 'ledgerTransactions');
    expect(pagesServed('/transactions')).toBe(2);
    expect(cachedLedgerIds(h.cache)).toEqual(ids(entries, 0, PAGE));
  });

  it('the next sync, resuming inside the loop, stops again within two pages, and no row is ever cached twice', async () => {
    serveLoopingList('/transactions', entries, B, A);
    const h = harness();
    expectCycleFailure(await h.sync.run({ resources: ['ledgerTransactions'] }), 'ledgerTransactions');
    suite.server.reset();
    const again = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectCycleFailure(again, 'ledgerTransactions');
    // The walk resumes at B; the page asked after B is the one ending at A (new to this
    // walk: its rows are written again in place), the page after A ends at B: the loop.
    expect(pagesServed('/transactions')).toBe(2);
    const cached = cachedLedgerIds(h.cache);
    expect(new Set(cached).size).toBe(cached.length);
    expect(cached).toEqual(ids(entries, 0, 2 * PAGE));
  });
});

describe('a ledger whose cursors cycle in an incremental sync', () => {
  it('after a complete first sync, new pages that loop back stop the sync; the new pages before the loop stay, the cursor does not go back', async () => {
    const all = ledgerEntries(6 * PAGE);
    const first = all.slice(0, 2 * PAGE);
    suite.server.route((req, res) => serveLedger(req, res, first));
    const h = harness();
    expect((await h.sync.run({ resources: ['ledgerTransactions'] })).state).toBe('synced');
    const main = h.cache.getSyncState('ledgerTransactions', '');
    expect(main).toMatchObject({ completed: true, cursor: first.at(-1)?.id });

    suite.server.reset();
    const C = all[3 * PAGE - 1]?.id ?? '';
    const D = all[4 * PAGE - 1]?.id ?? '';
    serveLoopingList('/transactions', all, D, C);
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectCycleFailure(report, 'ledgerTransactions');
    expect(pagesServed('/transactions')).toBe(3);
    expect(cachedLedgerIds(h.cache)).toEqual(ids(all, 0, 4 * PAGE));
    expect(h.cache.getSyncState('ledgerTransactions', '')).toMatchObject({ completed: true, cursor: D, lastSyncedAt: main?.lastSyncedAt });
  });
});

describe('other lists whose cursors cycle', () => {
  const createdAt = (n: number): string => new Date(Date.UTC(2026, 1, 1) + n * 60_000).toISOString();

  it('accounts (listed whole): cursor_cycle, the accounts before the loop cached once', async () => {
    const accounts = Array.from({ length: 4 * PAGE }, (_, i) => ({
      id: `acc_loop${i + 1}`, customerId: 'cus_loop', name: `Account ${i + 1}`, currency: 'USD', status: 'active', createdAt: createdAt(i),
    }));
    const A = accounts[PAGE - 1]?.id ?? '';
    const B = accounts[2 * PAGE - 1]?.id ?? '';
    serveLoopingList('/accounts', accounts, B, A);
    const h = harness();
    const report = await h.sync.run({ resources: ['accounts'] });
    expectCycleFailure(report, 'accounts');
    expect(pagesServed('/accounts')).toBe(3);
    const cached = h.cache.accounts.all().map((a) => a.id).sort();
    expect(cached).toEqual(ids(accounts, 0, 2 * PAGE).sort());
    expect(h.cache.getSyncState('accounts', '')).toMatchObject({ cursor: B, completed: false });
  });

  it('payments (pulled incrementally): cursor_cycle, the payments before the loop cached once', async () => {
    const payments = Array.from({ length: 4 * PAGE }, (_, i) => ({
      id: `pmt_loop${i + 1}`, customerId: 'cus_loop', status: 'completed', rail: 'ach', createdAt: createdAt(i), updatedAt: createdAt(i),
    }));
    const A = payments[PAGE - 1]?.id ?? '';
    serveLoopingList('/payments', payments, A, A);
    const h = harness();
    const report = await h.sync.run({ resources: ['payments'] });
    expectCycleFailure(report, 'payments');
    expect(pagesServed('/payments')).toBe(2);
    for (const id of ids(payments, 0, PAGE)) expect(h.cache.payments.get(id)?.id).toBe(id);
    for (const id of ids(payments, PAGE, 2 * PAGE)) expect(h.cache.payments.get(id)).toBeUndefined();
    expect(h.cache.getSyncState('payments', '')).toMatchObject({ cursor: A, completed: false });
  });
});
