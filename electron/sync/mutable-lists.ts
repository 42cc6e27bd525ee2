// Payments, collections and transfers change state after creation. Their lists are
// pulled incrementally (forward from the last id seen, one transaction per page with
// its cursor); refresh-by-id.ts then re-reads the ones whose state can still change.
import type { PagedList } from '../api/operations';
import type { Collection, Payment, Transfer } from '../../shared/schemas';
import { pullPages } from './pull-pages';
import type { SyncContext } from './sync-context';
import { isUnknownCursor } from './unknown-cursor';

export type MutableResource = 'payments' | 'collections' | 'transfers';
type MutableItem = Payment | Collection | Transfer;

/** Transfers have no "non-terminal" query in the cache: their pending ids live in the sync state. */
export function pendingTransferIds(ctx: SyncContext): string[] {
  const ids = ctx.cache.getSyncState('transfers', '')?.detail?.['pendingIds'];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

function listFor(ctx: SyncContext, resource: MutableResource, after: string | undefined, signal: AbortSignal): PagedList<MutableItem> {
  const params = { limit: ctx.pageSize, ...(after !== undefined ? { startingAfter: after } : {}) };
  if (resource === 'payments') return ctx.api.listPayments(params, { signal });
  if (resource === 'collections') return ctx.api.listCollections(params, { signal });
  return ctx.api.listTransfers(params, { signal });
}

function upsert(ctx: SyncContext, resource: MutableResource, items: readonly MutableItem[]): number {
  if (resource === 'payments') return ctx.cache.payments.upsertMany(items as Payment[]).written;
  if (resource === 'collections') return ctx.cache.collections.upsertMany(items as Collection[]).written;
  return ctx.cache.transfers.upsertMany(items as Transfer[]).written;
}

/** The pending transfer ids after a page: pending ones added, settled ones dropped. */
export function nextPendingIds(previous: readonly string[], items: readonly Transfer[]): string[] {
  const pending = new Set(previous);
  for (const item of items) {
    if (item.status === 'pending') pending.add(item.id);
    else pending.delete(item.id);
  }
  return [...pending];
}

export async function syncMutableList(ctx: SyncContext, resource: MutableResource): Promise<void> {
  const state = ctx.cache.getSyncState(resource, '');
  const startCursor = ctx.full ? null : (state?.cursor ?? null);
  const pull = (from: string | null) =>
    pullPages<MutableItem>(ctx, {
      resource,
      startCursor: from,
      list: (after, signal) => listFor(ctx, resource, after, signal),
      commit: (items, cursor, done) => {
        const written = upsert(ctx, resource, items);
        const current = ctx.cache.getSyncState(resource, '');
        const detail = resource === 'transfers' ? { pendingIds: nextPendingIds(pendingTransferIds(ctx), items as Transfer[]) } : (current?.detail ?? null);
        ctx.cache.putSyncState({ resource, scope: '', cursor, completed: done, lastSyncedAt: current?.lastSyncedAt ?? null, detail });
        return written;
      },
      afterCommit: (items) => {
        for (const item of items) ctx.seenThisRun.add(item.id);
      },
    });
  try {
    await pull(startCursor);
  } catch (error) {
    if (startCursor === null || ctx.counters[resource].pages > 0 || !isUnknownCursor(error)) throw error;
    ctx.notice(`The server no longer knows where the ${resource} sync stopped; the whole list was pulled again.`);
    await pull(null);
  }
}
