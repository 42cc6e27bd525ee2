// Payments, collections and transfers from the offline cache: keyset lists newest first
// (the CLI's filters), one record by id with its payment method masked and, for payments
// and collections, the statuses the cache observed (cache/repositories/status-history.ts).
import type { activityMethods } from '../../../shared/ipc/activity-methods';
import type { Cache } from '../../cache';
import { NotInCacheError } from '../ipc-errors';
import { toCollectionView, toPaymentMethodView, toPaymentView, toTransferView } from '../record-views';
import type { HandlerTable } from '../handler-types';

const DEFAULT_LIMIT = 100;

function notCached(what: string, id: string): NotInCacheError {
  return new NotInCacheError(`${id.slice(0, 60)} is not in this app's records: sync, then choose a ${what} from the list.`);
}

function methodOf(cache: Cache, id: string | undefined) {
  const method = id === undefined ? undefined : cache.paymentMethods.get(id);
  return method === undefined ? null : toPaymentMethodView(method, cache.paymentMethods.goneAt(method.id) ?? null);
}

export const activityHandlers: HandlerTable<keyof typeof activityMethods> = {
  'payments.list': (input, context) => {
    const cache = context.services().cache;
    const page = cache.payments.listPayments({ ...input, limit: input.limit ?? DEFAULT_LIMIT });
    return {
      rows: page.items.map(({ payment, counterpartyName }) => toPaymentView(payment, counterpartyName)),
      nextCursor: page.nextCursor ?? null,
      lastSyncedAt: cache.syncState.lastSyncedAt('payments'),
    };
  },
  'payments.detail': (input, context) => {
    const cache = context.services().cache;
    const payment = cache.payments.get(input.id);
    if (payment === undefined) throw notCached('payment', input.id);
    const counterpartyName = payment.counterpartyId === undefined ? null : cache.counterparties.get(payment.counterpartyId)?.name ?? null;
    return {
      payment: toPaymentView(payment, counterpartyName),
      paymentMethod: methodOf(cache, payment.paymentMethodId),
      timeline: cache.payments.timeline(payment.id),
      lastSyncedAt: cache.syncState.lastSyncedAt('payments'),
    };
  },
  'collections.list': (input, context) => {
    const cache = context.services().cache;
    const page = cache.collections.listCollections({ ...input, limit: input.limit ?? DEFAULT_LIMIT });
    return {
      rows: page.items.map(({ collection, counterpartyName }) => toCollectionView(collection, counterpartyName)),
      nextCursor: page.nextCursor ?? null,
      lastSyncedAt: cache.syncState.lastSyncedAt('collections'),
    };
  },
  'collections.detail': (input, context) => {
    const cache = context.services().cache;
    const collection = cache.collections.get(input.id);
    if (collection === undefined) throw notCached('collection', input.id);
    const counterpartyName = cache.counterparties.get(collection.counterpartyId)?.name ?? null;
    return {
      collection: toCollectionView(collection, counterpartyName),
      paymentMethod: methodOf(cache, collection.paymentMethodId),
      timeline: cache.collections.timeline(collection.id),
      lastSyncedAt: cache.syncState.lastSyncedAt('collections'),
    };
  },
  'transfers.list': (input, context) => {
    const cache = context.services().cache;
    const page = cache.transfers.listTransfers({ ...input, limit: input.limit ?? DEFAULT_LIMIT });
    return { rows: page.items.map(toTransferView), nextCursor: page.nextCursor ?? null, lastSyncedAt: cache.syncState.lastSyncedAt('transfers') };
  },
  'transfers.detail': (input, context) => {
    const cache = context.services().cache;
    const transfer = cache.transfers.get(input.id);
    if (transfer === undefined) throw notCached('transfer', input.id);
    return { transfer: toTransferView(transfer), lastSyncedAt: cache.syncState.lastSyncedAt('transfers') };
  },
};
