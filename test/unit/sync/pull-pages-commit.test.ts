// pull-pages.ts: pullPages commits each page with its sync state in ONE cache transaction,
// in the order the pages come; a commit that fails rolls both back, stops the walk and
// rejects, the pages before it kept; the rows written are counted.
import { describe, expect, it } from 'vitest';
import { PagedList, type Page, type PaymentsApi } from '../../../electron/api/operations';
import type { Cache } from '../../../electron/cache';
import { pullPages } from '../../../electron/sync/pull-pages';
import { createSyncContext, type SyncContext } from '../../../electron/sync/sync-context';
import { createLimiter } from '../../../electron/sync/work-queue';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, tempCache } from '../cache/cache-fixtures';

function syncContext(cache: Cache): SyncContext {
  return createSyncContext({
    api: {} as PaymentsApi, cache, now: () => new Date(), limiter: createLimiter(1), concurrency: 1, ledgerRanges: 1,
    pageSize: 2, deferLedgerSearchIndex: false, full: false, signal: new AbortController().signal,
  });
}

/** The ledger in pages of two, each its own one-request list (as the API client's). */
function pagesOf(items: LedgerTransaction[]): (after: string | undefined) => PagedList<LedgerTransaction> {
  return (after) => new PagedList<LedgerTransaction>(async () => {
    const from = after === undefined ? 0 : items.findIndex((item) => item.id === after) + 1;
    const page = items.slice(from, from + 2);
    const hasMore = from + 2 < items.length;
    return { items: page, hasMore, nextCursor: hasMore ? page.at(-1)?.id : undefined, requestId: undefined } as Page<LedgerTransaction>;
  }, { maxPages: 1 });
}

describe('a page pulled by pullPages', () => {
  it('is written with its cursor in one transaction, in order, its rows counted', async () => {
    const cache = tempCache();
    const ctx = syncContext(cache);
    const cursors: Array<string | null> = [];
    const result = await pullPages<LedgerTransaction>(ctx, {
      resource: 'ledgerTransactions',
      startCursor: null,
      list: pagesOf([1, 2, 3].map((n) => ledgerTx(n))),
      commit: (items, cursor, done) => {
        cursors.push(cursor);
        const written = cache.ledgerTransactions.upsertMany(items).written;
        cache.putSyncState({ resource: 'ledgerTransactions', scope: 'test', cursor, completed: done });
        return written;
      },
    });
    expect(result.cursor).toBe('txn_000003');
    expect(cursors).toEqual(['txn_000002', 'txn_000003']);
    expect(cache.ledgerTransactions.count()).toBe(3);
    expect(ctx.counters.ledgerTransactions).toMatchObject({ fetched: 3, written: 3, pages: 2 });
    expect(cache.getSyncState('ledgerTransactions', 'test')).toMatchObject({ cursor: 'txn_000003', completed: true });
  });

  it('whose commit fails leaves neither the page nor its cursor, and the walk rejects', async () => {
    const cache = tempCache();
    let pages = 0;
    const walk = pullPages<LedgerTransaction>(syncContext(cache), {
      resource: 'ledgerTransactions',
      startCursor: null,
      list: pagesOf([1, 2, 3].map((n) => ledgerTx(n))),
      commit: (items, cursor, done) => {
        cache.ledgerTransactions.upsertMany(items);
        cache.putSyncState({ resource: 'ledgerTransactions', scope: 'test', cursor, completed: done });
        pages += 1;
        if (pages === 2) throw new Error('disk full');
        return items.length;
      },
    });
    await expect(walk).rejects.toThrow('disk full');
    expect(cache.ledgerTransactions.count()).toBe(2);
    expect(cache.getSyncState('ledgerTransactions', 'test')).toMatchObject({ cursor: 'txn_000002', completed: false });
  });
});
