// The small lists that change by PATCH (accounts, counterparties, their payment
// methods, webhook subscriptions) are listed whole on every sync; rails (not
// paginated) replace the cached list. A listing interrupted mid-way resumes from its
// cursor on the next run; a finished one starts over.
import { PaymentsApiError } from '../api/api-errors';
import type { PagedList } from '../api/operations';
import type { Account, Counterparty, PaymentMethod, WebhookSubscription } from '../../shared/schemas';
import { pullPages } from './pull-pages';
import type { SyncContext } from './sync-context';
import { isUnknownCursor } from './unknown-cursor';
import { runQueue } from './work-queue';

export type WholeListResource = 'accounts' | 'counterparties' | 'webhookSubscriptions';
type WholeListItem = Account | Counterparty | WebhookSubscription;

function listFor(ctx: SyncContext, resource: WholeListResource, after: string | undefined, signal: AbortSignal): PagedList<WholeListItem> {
  const params = { limit: ctx.pageSize, ...(after !== undefined ? { startingAfter: after } : {}) };
  if (resource === 'accounts') return ctx.api.listAccounts(params, { signal });
  if (resource === 'counterparties') return ctx.api.listCounterparties(params, { signal });
  return ctx.api.listWebhookSubscriptions(params, { signal });
}

function upsert(ctx: SyncContext, resource: WholeListResource, items: readonly WholeListItem[]): number {
  if (resource === 'accounts') return ctx.cache.accounts.upsertMany(items as Account[]).written;
  if (resource === 'counterparties') return ctx.cache.counterparties.upsertMany(items as Counterparty[]).written;
  return ctx.cache.webhookSubscriptions.upsertMany(items as WebhookSubscription[]).written;
}

/** Where a whole-list sync of one scope starts: after an interrupted listing, else at the beginning. */
function resumeCursor(ctx: SyncContext, resource: 'paymentMethods' | WholeListResource, scope: string): string | null {
  const state = ctx.cache.getSyncState(resource, scope);
  return !ctx.full && state !== undefined && !state.completed ? state.cursor : null;
}

/** Pulls a list whole; an interrupted listing whose cursor the server no longer knows starts over. */
async function pullWhole(ctx: SyncContext, start: string | null, pull: (from: string | null) => Promise<unknown>): Promise<void> {
  try {
    await pull(start);
  } catch (error) {
    if (start === null || !isUnknownCursor(error)) throw error;
    await pull(null);
  }
}

export async function syncWholeList(ctx: SyncContext, resource: WholeListResource): Promise<void> {
  const previous = ctx.cache.getSyncState(resource, '')?.lastSyncedAt ?? null;
  await pullWhole(ctx, resumeCursor(ctx, resource, ''), (from) =>
    pullPages<WholeListItem>(ctx, {
      resource,
      startCursor: from,
      list: (after, signal) => listFor(ctx, resource, after, signal),
      commit: (items, cursor, done) => {
        const written = upsert(ctx, resource, items);
        ctx.cache.putSyncState({ resource, scope: '', cursor, completed: done, lastSyncedAt: done ? ctx.now().toISOString() : previous });
        return written;
      },
    }),
  );
}

/** Payment methods of every cached counterparty, one scope per counterparty. Run after counterparties. */
export async function syncPaymentMethods(ctx: SyncContext): Promise<void> {
  const resource = 'paymentMethods';
  const counterpartyIds = [...ctx.cache.counterparties.iterateCounterparties()].map((c) => c.id);
  await runQueue(counterpartyIds, { concurrency: ctx.concurrency, signal: ctx.signal }, async (counterpartyId) => {
    const previous = ctx.cache.getSyncState(resource, counterpartyId)?.lastSyncedAt ?? null;
    try {
      await pullWhole(ctx, resumeCursor(ctx, resource, counterpartyId), (from) =>
        pullPages<PaymentMethod>(ctx, {
          resource,
          startCursor: from,
          list: (after, signal) =>
            ctx.api.listPaymentMethods(counterpartyId, { limit: ctx.pageSize, ...(after !== undefined ? { startingAfter: after } : {}) }, { signal }),
          commit: (items, cursor, done) => {
            const written = ctx.cache.paymentMethods.upsertMany(items).written;
            ctx.cache.putSyncState({ resource, scope: counterpartyId, cursor, completed: done, lastSyncedAt: done ? ctx.now().toISOString() : previous });
            return written;
          },
        }),
      );
    } catch (error) {
      // A counterparty the server no longer knows has no payment methods to list.
      if (error instanceof PaymentsApiError && error.status === 404 && error.code === 'resource_not_found' && !isUnknownCursor(error)) return;
      throw error;
    }
  });
  ctx.throwIfStopped();
  ctx.cache.putSyncState({ resource, scope: '', cursor: null, completed: true, lastSyncedAt: ctx.now().toISOString() });
}

export async function syncRails(ctx: SyncContext): Promise<void> {
  ctx.throwIfStopped();
  const result = await ctx.limiter.run(() => ctx.api.listRails({}, { signal: ctx.signal }));
  ctx.throwIfStopped();
  const items = result.data.items;
  const written = ctx.cache.transaction(() => {
    const replaced = ctx.cache.rails.replaceAll(items);
    ctx.cache.putSyncState({ resource: 'rails', scope: '', cursor: null, completed: true, lastSyncedAt: ctx.now().toISOString() });
    return replaced.written + replaced.removed;
  });
  ctx.count('rails', { fetched: items.length, written, pages: 1 });
  ctx.progress('rails', 'page');
}
