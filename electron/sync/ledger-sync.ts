// The ledger: immutable and large. A FULL sync cuts the history into createdAt ranges
// (ledger-ranges.ts) and pulls them in parallel through a work queue, each range's
// cursor a sync-state scope of its own, so an interrupted sync resumes every range where
// it stopped and never refetches a finished one. The plan is stored in the main scope
// ('') before any range starts, so a resumed sync uses the same ranges. After a complete
// full sync, an INCREMENTAL sync pages forward from the last id seen (lists are in
// ascending creation order): with nothing new, that is one request. A full sync into an
// empty (or nearly empty) ledger loads it in bulk: the cache's secondary ledger indexes
// are dropped for the load and rebuilt at its end (see useBulkLoad; still one
// transaction per page, each with its range's cursor).
//
// Order: entries created at one instant (a payment and its fee) are ordered in the cache
// by the order they are first written (their rowid, 003-ledger-posting-order.ts), so the
// sync must write them in the server's order: pages are written in the order listed, an
// instant never straddles two ranges, and a page seen again only updates rows in place.
import { isLedgerReversal, type LedgerTransaction } from '../../shared/schemas';
import type { SyncState } from '../cache';
import {
  type LedgerRange, microsFromIso, planLedgerRanges, precisionStepUs, rangePageQuery, rangeScope,
} from './ledger-ranges';
import { firstPage, pullPages, walkPages } from './pull-pages';
import { childContext, type SyncContext } from './sync-context';
import { SyncStopped } from './sync-errors';
import { isUnknownCursor } from './unknown-cursor';
import { runQueue } from './work-queue';

const RESOURCE = 'ledgerTransactions' as const;
const MAIN = '';

interface FullPlan {
  phase: 'full';
  stepUs: number;
  ranges: LedgerRange[];
}

function readPlan(state: SyncState | undefined): FullPlan | undefined {
  const detail = state?.detail;
  if (detail?.['phase'] !== 'full' || !Array.isArray(detail['ranges']) || typeof detail['stepUs'] !== 'number') return undefined;
  return detail as unknown as FullPlan;
}

export async function syncLedger(ctx: SyncContext): Promise<void> {
  const main = ctx.cache.getSyncState(RESOURCE, MAIN);
  if (!ctx.full && main?.completed === true) {
    // A bulk load whose end failed on this connection (e.g. the file was locked): finish it now.
    if (ctx.cache.ledgerTransactions.isBulkLoading()) endBulkLoadQuietly(ctx);
    const resumed = await syncIncrementally(ctx, main);
    if (resumed) return;
    ctx.notice('The server no longer knows where the ledger sync stopped; the whole ledger was pulled again.');
  }
  const existing = ctx.full ? undefined : readPlan(main);
  const plan = existing ?? (await planFullSync(ctx, main?.lastSyncedAt ?? null));
  if (plan !== undefined) await runFullSync(ctx, plan);
}

/**
 * One request for the oldest entry, then the ranges, stored before any range starts.
 * "Now" only places the cuts: the last range has no upper bound, so entries created
 * during the sync, or a server clock ahead of ours, are still covered.
 */
async function planFullSync(ctx: SyncContext, lastSyncedAt: string | null): Promise<FullPlan | undefined> {
  ctx.throwIfStopped();
  const oldestPage = await ctx.limiter.run(() => firstPage(ctx.api.listTransactions({ limit: 1 }, { signal: ctx.signal })));
  ctx.throwIfStopped();
  const oldest = oldestPage.items[0];
  if (oldest === undefined) {
    ctx.cache.transaction(() => {
      forgetRanges(ctx);
      ctx.cache.putSyncState({ resource: RESOURCE, scope: MAIN, cursor: null, completed: true, lastSyncedAt: ctx.now().toISOString(), detail: { phase: 'incremental' } });
    });
    return undefined;
  }
  const stepUs = precisionStepUs(oldest.createdAt);
  const ranges = planLedgerRanges({ oldestUs: microsFromIso(oldest.createdAt), nowUs: ctx.now().getTime() * 1000, count: ctx.ledgerRanges, stepUs });
  const plan: FullPlan = { phase: 'full', stepUs, ranges };
  ctx.cache.transaction(() => {
    forgetRanges(ctx);
    ctx.cache.putSyncState({ resource: RESOURCE, scope: MAIN, cursor: null, completed: false, lastSyncedAt, detail: { ...plan } });
    for (const range of ranges) {
      ctx.cache.putSyncState({ resource: RESOURCE, scope: rangeScope(range, stepUs), cursor: null, completed: false, detail: { ...range } });
    }
  });
  return plan;
}

function forgetRanges(ctx: SyncContext): void {
  for (const state of ctx.cache.syncState.list(RESOURCE)) {
    if (state.scope !== MAIN) ctx.cache.syncState.delete(RESOURCE, state.scope);
  }
}

async function runFullSync(ctx: SyncContext, plan: FullPlan): Promise<void> {
  const { stepUs } = plan;
  const work = plan.ranges.map((range) => {
    const scope = rangeScope(range, stepUs);
    return { range, scope, state: ctx.cache.getSyncState(RESOURCE, scope) };
  });
  // Newest first: the entries a person looks at first arrive first.
  const pending = work.filter((w) => w.state?.completed !== true).reverse();
  const counters = ctx.counters[RESOURCE];
  counters.rangesTotal = work.length;
  counters.rangesDone = work.length - pending.length;
  ctx.progress(RESOURCE, 'page');

  // Bulk load (ledger-indexes.ts): see useBulkLoad.
  const bulk = useBulkLoad(ctx, pending.length);
  if (bulk) ctx.cache.ledgerTransactions.beginBulkLoad();
  // Each page read and written with its range's cursor in one transaction: on a worker thread
  // where the cache has one (the data process), which joins the bulk load begun above; else
  // on this thread.
  const pages = ctx.cache.openLedgerPageWriter();
  // Reversals without a reference met during a bulk load: their linked entry is read by id
  // once ledger_by_id is back (without it, each read would scan the table).
  const linkedReversals: string[] = [];
  // The ranges stop together: the first failing range aborts the others' requests.
  const lanes = childContext(ctx);
  try {
    await runQueue(pending, { concurrency: ctx.concurrency, signal: lanes.signal, onFirstError: () => lanes.stop() }, async ({ range, scope, state }) => {
      // Each page's body is read where it is written (the writer's thread): what comes back is what the walk needs.
      await walkPages(lanes.ctx, {
        resource: RESOURCE,
        startCursor: state?.cursor ?? null,
        request: (after, signal) => ctx.api.listTransactionsPageUnread({ ...rangePageQuery(range, stepUs, after), limit: ctx.pageSize }, { signal }),
        read: (body) => pages.read(body),
        write: (page, cursor, done) =>
          pages.commit(page, { deferSearchIndex: ctx.deferLedgerSearchIndex, state: { resource: RESOURCE, scope, cursor, completed: done, detail: { ...range } } }),
        afterCommit: (page) => noteReversals(ctx, page.reversals, bulk ? linkedReversals : undefined),
      });
      counters.rangesDone = (counters.rangesDone ?? 0) + 1;
      ctx.progress(RESOURCE, 'page');
    });
  } finally {
    lanes.release();
    // The pages handed in are written (or failed) before the indexes are built again.
    await pages.close();
    // Also after a failure or an abort: the UI reads at full speed again at once. (After a
    // crash, the next openCache rebuilds them.) A failure here must not hide the first one.
    if (bulk) {
      await endBulkLoadOffThread(ctx);
      noteLinkedReversalsQuietly(ctx, linkedReversals);
    }
  }

  // Every range is complete: the newest id seen is where incremental syncs start.
  const finished = work.map(({ scope }) => ctx.cache.getSyncState(RESOURCE, scope));
  if (finished.some((state) => state?.completed !== true)) throw new SyncStopped();
  const cursor = finished.reverse().find((state) => typeof state?.cursor === 'string')?.cursor ?? ctx.cache.ledgerTransactions.newest()?.id ?? null;
  ctx.cache.transaction(() => {
    forgetRanges(ctx);
    ctx.cache.putSyncState({ resource: RESOURCE, scope: MAIN, cursor, completed: true, lastSyncedAt: ctx.now().toISOString(), detail: { phase: 'incremental' } });
  });
  // The rows the sync left out of the search index (off this thread where the cache has a writer thread); stops when the sync is stopped (the next write indexes the rest).
  if (ctx.deferLedgerSearchIndex) await ctx.cache.ledgerIndexWriter.indexSearch(ctx.signal);
}

/**
 * The rule for a bulk load: a full sync whose ranges are not all done, into a ledger
 * that holds at most BULK_LOAD_MAX_ROWS rows when this run starts (a first sync, or a
 * resumed one that had barely begun). Rebuilding the indexes at the end costs a sort of
 * the whole table, so on a ledger already large (a forced full re-sync, a resume late
 * in the load) the ordinary per-row index upkeep is cheaper, and it is kept.
 */
export const BULK_LOAD_MAX_ROWS = 10_000;

function useBulkLoad(ctx: SyncContext, pendingRanges: number): boolean {
  if (pendingRanges === 0) return false;
  const ledger = ctx.cache.ledgerTransactions;
  return ledger.isBulkLoading() || ledger.countUpTo(BULK_LOAD_MAX_ROWS + 1) <= BULK_LOAD_MAX_ROWS;
}

/**
 * The end of a bulk load through the cache's index writer (ledger-index-writer.ts): on a
 * worker thread with its own connection where the cache has one (the data process), so
 * the window's reads are answered meanwhile (without the indexes not yet built: correct,
 * slower); else one index per turn of this thread's event loop. Then the repository's own
 * end, with nothing left to build, forgets the entries known before the load. Quietly, as
 * endBulkLoadQuietly.
 */
async function endBulkLoadOffThread(ctx: SyncContext): Promise<void> {
  try {
    await ctx.cache.ledgerIndexWriter.buildIndexes();
    ctx.cache.ledgerTransactions.endBulkLoad();
  } catch {
    // As endBulkLoadQuietly: the next openCache (or the next sync) builds what is missing.
  }
}

function endBulkLoadQuietly(ctx: SyncContext): void {
  try {
    ctx.cache.ledgerTransactions.endBulkLoad();
  } catch {
    // E.g. the cache was closed under the sync: the next openCache rebuilds the indexes.
  }
}

/**
 * After re-reads by id in this run showed payments, collections or transfers change status
 * (ctx.statusChanged): the ledger entries those changes posted (a settlement's credit, a
 * return's reversal), pulled in the same run by paging the ledger on from where this run
 * left it: one request when nothing is new. The re-reads follow the ledger's listing, so
 * a change that happened in between would otherwise show a settled item without its
 * entries until the next sync.
 */
export async function pullLedgerAfterStatusChanges(ctx: SyncContext): Promise<void> {
  if (ctx.statusChanged.size === 0) return;
  const main = ctx.cache.getSyncState(RESOURCE, MAIN);
  if (main?.completed !== true) return;
  await syncIncrementally(ctx, main);
}

/** Pages forward from the last id seen. False when the server does not know that id any more. */
async function syncIncrementally(ctx: SyncContext, main: SyncState): Promise<boolean> {
  const startCursor = main.cursor ?? ctx.cache.ledgerTransactions.newest()?.id ?? null;
  try {
    await pullPages<LedgerTransaction>(ctx, {
      resource: RESOURCE,
      startCursor,
      list: (after, signal) => ctx.api.listTransactions({ limit: ctx.pageSize, ...(after !== undefined ? { startingAfter: after } : {}) }, { signal }),
      commit: (items, cursor, done) => {
        const result = ctx.cache.ledgerTransactions.upsertMany(items);
        ctx.cache.putSyncState({
          resource: RESOURCE, scope: MAIN, cursor, completed: true,
          lastSyncedAt: done ? ctx.now().toISOString() : main.lastSyncedAt, detail: { phase: 'incremental' },
        });
        return result.written;
      },
      afterCommit: (items) => noteReversals(ctx, items),
    });
    return true;
  } catch (error) {
    if (startCursor !== null && ctx.counters[RESOURCE].pages === 0 && isUnknownCursor(error)) return false;
    throw error;
  }
}

/**
 * Reversals reveal returns after completion: remember what they refer to, to re-read it
 * by id. Notes the payments, collections and transfers that reversals in `items` reverse. A
 * reversal without a reference names the entry it reverses (linkedTransactionId), whose
 * reference is read from the cache by noteLinkedReversals: at once, or, given
 * `deferLinked`, later (the id is collected there).
 */
function noteReversals(ctx: SyncContext, items: readonly LedgerTransaction[], deferLinked?: string[]): void {
  const linked = deferLinked ?? [];
  for (const item of items) {
    if (!isLedgerReversal(item)) continue;
    if (item.referenceId !== undefined) ctx.reversedReferences.add(item.referenceId);
    else if (typeof item.linkedTransactionId === 'string') linked.push(item.linkedTransactionId);
  }
  if (deferLinked === undefined) noteLinkedReversals(ctx, linked);
}

/** Notes the references of the cached entries `linkedIds` (reversed by entries noteReversals saw). */
function noteLinkedReversals(ctx: SyncContext, linkedIds: readonly string[]): void {
  for (const id of linkedIds) {
    const reference = ctx.cache.ledgerTransactions.get(id)?.referenceId;
    if (reference !== undefined) ctx.reversedReferences.add(reference);
  }
}

/** noteLinkedReversals after a bulk load; a failure must not hide the sync's own. */
function noteLinkedReversalsQuietly(ctx: SyncContext, linkedIds: readonly string[]): void {
  try {
    noteLinkedReversals(ctx, linkedIds);
  } catch {
    // E.g. the cache was closed under the sync: the next sync reads the ledger again.
  }
}
