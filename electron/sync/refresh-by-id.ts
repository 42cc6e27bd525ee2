// Re-reads by id the payments, collections and transfers whose state can still change:
// the non-terminal ones, completed ACH collections still inside the 60-day return
// window, and completed ones that a new `reversal` / `collection_reversal` ledger entry
// shows were returned after all. Bounded concurrency; each answer is upserted at once.
import { PaymentsApiError } from '../api/api-errors';
import { OperationUnavailableError } from '../api/operations/operation-unavailable-error';
import type { Collection, Payment, Transfer } from '../../shared/schemas';
import { pendingTransferIds, type MutableResource } from './mutable-lists';
import type { SyncContext } from './sync-context';
import { runQueue } from './work-queue';

/** ACH debits can be returned for 60 days after completion; completion follows creation by days. */
export const ACH_RETURN_LOOKBACK_DAYS = 65;
const DAY_MS = 86_400_000;

const PREFIX: Record<MutableResource, string> = { payments: 'pmt_', collections: 'col_', transfers: 'trf_' };

/** Ids to re-read, oldest first, without those already received in this run (unless a reversal contradicts them). */
export function idsToRefresh(ctx: SyncContext, resource: MutableResource): string[] {
  const open = new Set<string>();
  if (resource === 'payments') for (const id of ctx.cache.payments.nonTerminalIds()) open.add(id);
  if (resource === 'collections') {
    const since = new Date(ctx.now().getTime() - ACH_RETURN_LOOKBACK_DAYS * DAY_MS).toISOString();
    for (const id of ctx.cache.collections.nonTerminalIds({ includeCompletedSince: since })) open.add(id);
  }
  if (resource === 'transfers') for (const id of pendingTransferIds(ctx)) open.add(id);
  for (const id of ctx.seenThisRun) open.delete(id);
  for (const id of ctx.reversedReferences) {
    if (!id.startsWith(PREFIX[resource])) continue;
    const cached = resource === 'payments' ? ctx.cache.payments.get(id) : resource === 'collections' ? ctx.cache.collections.get(id) : undefined;
    if (cached?.status === 'completed') open.add(id);
  }
  return [...open];
}

type Item = Payment | Collection | Transfer;

function cachedStatus(ctx: SyncContext, resource: MutableResource, id: string): string | undefined {
  if (resource === 'payments') return ctx.cache.payments.get(id)?.status;
  if (resource === 'collections') return ctx.cache.collections.get(id)?.status;
  return ctx.cache.transfers.get(id)?.status;
}

/** `stamp`: mark the resource as synced now (false when its list could not be read). */
export async function refreshById(ctx: SyncContext, resource: MutableResource, stamp = true): Promise<void> {
  const ids = idsToRefresh(ctx, resource);
  const stillPending = new Set(resource === 'transfers' ? pendingTransferIds(ctx) : []);
  let notFound = 0;
  let paymentReadUnavailable = false;
  let unreadable = 0;

  const read = async (id: string): Promise<Item | undefined> => {
    const options = { signal: ctx.signal };
    if (resource === 'collections') return (await ctx.api.getAchCollection(id, options)).data;
    if (resource === 'transfers') return (await ctx.api.getTransfer(id, options)).data;
    if (!paymentReadUnavailable) {
      try {
        return (await ctx.api.getPayment(id, options)).data;
      } catch (error) {
        if (!(error instanceof OperationUnavailableError)) throw error;
        paymentReadUnavailable = true;
        ctx.notice(`${error.message} Payments were re-read with the rail-specific reads where the spec offers one (ACH, SWIFT).`);
      }
    }
    const rail = ctx.cache.payments.get(id)?.rail;
    try {
      if (rail === 'ach') return (await ctx.api.getAchPayment(id, options)).data;
      if (rail === 'swift') return (await ctx.api.getSwiftPayment(id, options)).data;
    } catch (error) {
      if (!(error instanceof OperationUnavailableError)) throw error;
    }
    unreadable += 1;
    return undefined;
  };

  await runQueue(ids, { concurrency: ctx.concurrency, signal: ctx.signal }, async (id) => {
    ctx.throwIfStopped();
    let item: Item | undefined;
    try {
      item = await ctx.limiter.run(() => read(id));
    } catch (error) {
      if (!(error instanceof PaymentsApiError && error.status === 404 && error.code === 'resource_not_found')) throw error;
      notFound += 1;
      stillPending.delete(id);
      return;
    }
    ctx.throwIfStopped();
    if (item === undefined) return;
    const written = ctx.cache.transaction(() => {
      const previous = cachedStatus(ctx, resource, id);
      if (previous !== undefined && previous !== item.status) ctx.statusChanged.add(id);
      if (resource === 'payments') return ctx.cache.payments.upsertMany([item as Payment]).written;
      if (resource === 'collections') return ctx.cache.collections.upsertMany([item as Collection]).written;
      return ctx.cache.transfers.upsertMany([item as Transfer]).written;
    });
    if (resource === 'transfers') {
      if ((item as Transfer).status === 'pending') stillPending.add(id);
      else stillPending.delete(id);
    }
    ctx.count(resource, { fetched: 1, written, refreshed: 1 });
    ctx.progress(resource, 'refreshed');
  });

  ctx.throwIfStopped();
  if (notFound > 0) ctx.notice(`${notFound} ${resource} could not be re-read by id: the server does not know them any more.`);
  if (unreadable > 0) ctx.notice(`${unreadable} payments on rails without a rail-specific read were not refreshed.`);
  // The resource is now current: stamp it (the "as of" shown offline).
  ctx.cache.transaction(() => {
    const current = ctx.cache.getSyncState(resource, '');
    const detail = resource === 'transfers' ? { pendingIds: [...stillPending] } : (current?.detail ?? null);
    ctx.cache.putSyncState({
      resource, scope: '', cursor: current?.cursor ?? null, completed: current?.completed ?? false,
      lastSyncedAt: stamp ? ctx.now().toISOString() : (current?.lastSyncedAt ?? null), detail,
    });
  });
}
