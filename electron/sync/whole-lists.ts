// The small lists that change by PATCH (accounts, counterparties, their payment
// methods, webhook subscriptions) are listed whole on every sync; rails (not
// paginated) replace the cached list. A listing interrupted mid-way resumes from its
// cursor on the next run; a finished one starts over.
//
// A walk that read a whole list from its first page marks the rows it did not see gone
// (gone-list-walk.ts), in the transaction of its last page: a walk that fails, is
// stopped or resumed mid-way marks nothing.
import { PaymentsApiError } from '../api/api-errors';
import type { PagedList } from '../api/operations';
import type { Account, Counterparty, PaymentMethod, WebhookSubscription } from '../../shared/schemas';
import type { GoneRows } from '../cache';
import { pullPages } from './pull-pages';
import { startGoneListWalk, type GoneListWalk } from './gone-list-walk';
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

function goneRowsOf(ctx: SyncContext, resource: WholeListResource): GoneRows {
  if (resource === 'accounts') return ctx.cache.accounts;
  if (resource === 'counterparties') return ctx.cache.counterparties;
  return ctx.cache.webhookSubscriptions;
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
  let walk: GoneListWalk | undefined;
  await pullWhole(ctx, resumeCursor(ctx, resource, ''), (from) => {
    const thisWalk = startGoneListWalk(goneRowsOf(ctx, resource), from);
    walk = thisWalk;
    return pullPages<WholeListItem>(ctx, {
      resource,
      startCursor: from,
      list: (after, signal) => listFor(ctx, resource, after, signal),
      commit: (items, cursor, done) => {
        const written = upsert(ctx, resource, items) + thisWalk.commitPage(items, done);
        ctx.cache.putSyncState({ resource, scope: '', cursor, completed: done, lastSyncedAt: done ? ctx.now().toISOString() : previous });
        return written;
      },
    });
  });
  noteGone(ctx, resource, walk?.markedGone() ?? 0);
}

const GONE_NOUNS: Record<WholeListResource | 'paymentMethods', [string, string]> = {
  accounts: ['account', 'accounts'],
  counterparties: ['counterparty', 'counterparties'],
  webhookSubscriptions: ['webhook subscription', 'webhook subscriptions'],
  paymentMethods: ['payment method', 'payment methods'],
};

/** Says how many rows a sync found gone (they are kept, marked). */
function noteGone(ctx: SyncContext, resource: WholeListResource | 'paymentMethods', count: number): void {
  if (count === 0) return;
  const [one, many] = GONE_NOUNS[resource];
  ctx.notice(`${count} ${count === 1 ? `${one} is` : `${many} are`} no longer on the server: kept in this app's records, marked "No longer on the server".`);
}

/** Payment methods of every cached counterparty, one scope per counterparty. Run after counterparties. */
export async function syncPaymentMethods(ctx: SyncContext): Promise<void> {
  const resource = 'paymentMethods';
  // A counterparty the server stopped listing has no methods to list (its list would answer 404).
  const goneCounterparties = ctx.cache.counterparties.goneSince();
  const counterpartyIds = [...ctx.cache.counterparties.iterateCounterparties()].map((c) => c.id).filter((id) => !goneCounterparties.has(id));
  let gone = 0;
  await runQueue(counterpartyIds, { concurrency: ctx.concurrency, signal: ctx.signal }, async (counterpartyId) => {
    const previous = ctx.cache.getSyncState(resource, counterpartyId)?.lastSyncedAt ?? null;
    let walk: GoneListWalk | undefined;
    try {
      await pullWhole(ctx, resumeCursor(ctx, resource, counterpartyId), (from) => {
        // The scope read is this counterparty's methods: only they can be found gone.
        const thisWalk = startGoneListWalk(ctx.cache.paymentMethods, from, counterpartyId);
        walk = thisWalk;
        return pullPages<PaymentMethod>(ctx, {
          resource,
          startCursor: from,
          list: (after, signal) =>
            ctx.api.listPaymentMethods(counterpartyId, { limit: ctx.pageSize, ...(after !== undefined ? { startingAfter: after } : {}) }, { signal }),
          commit: (items, cursor, done) => {
            const written = ctx.cache.paymentMethods.upsertMany(items).written + thisWalk.commitPage(items, done);
            ctx.cache.putSyncState({ resource, scope: counterpartyId, cursor, completed: done, lastSyncedAt: done ? ctx.now().toISOString() : previous });
            return written;
          },
        });
      });
      gone += walk?.markedGone() ?? 0;
    } catch (error) {
      // A counterparty the server no longer knows has no payment methods to list.
      if (error instanceof PaymentsApiError && error.status === 404 && error.code === 'resource_not_found' && !isUnknownCursor(error)) return;
      throw error;
    }
  });
  ctx.throwIfStopped();
  ctx.cache.putSyncState({ resource, scope: '', cursor: null, completed: true, lastSyncedAt: ctx.now().toISOString() });
  noteGone(ctx, resource, gone);
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
