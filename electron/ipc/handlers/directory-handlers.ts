// Counterparties and their payment methods from the offline cache, identifiers masked.
import type { directoryMethods } from '../../../shared/ipc/directory-methods';
import type { PaymentMethod } from '../../../shared/schemas';
import { NotInCacheError } from '../ipc-errors';
import { toCounterpartyView, toPaymentMethodView } from '../record-views';
import type { HandlerTable } from '../handler-types';

/** A method matches a search in its id, label, holder, bank or currency (ASCII case-insensitive); never in a full number. */
function matches(method: PaymentMethod, search: string | undefined): boolean {
  if (search === undefined || search.trim() === '') return true;
  const needle = search.trim().toLowerCase();
  return [method.id, method.label, method.accountHolderName, method.bankName, method.currency, method.type]
    .some((text) => text !== undefined && text.toLowerCase().includes(needle));
}

export const directoryHandlers: HandlerTable<keyof typeof directoryMethods> = {
  'counterparties.list': (input, context) => {
    const cache = context.services().cache;
    const page = cache.counterparties.listCounterparties({ ...input, limit: input.limit ?? 100 });
    return {
      rows: page.items.map(({ counterparty: c, paymentMethods, goneAt }) => ({
        id: c.id, name: c.name, entityType: c.entityType, status: c.status, email: c.email ?? null, country: c.address?.country ?? null, paymentMethods, goneAt,
      })),
      nextCursor: page.nextCursor ?? null,
      lastSyncedAt: cache.syncState.lastSyncedAt('counterparties'),
    };
  },
  'counterparties.detail': (input, context) => {
    const cache = context.services().cache;
    const counterparty = cache.counterparties.get(input.id);
    if (counterparty === undefined) throw new NotInCacheError(`${input.id.slice(0, 60)} is not in this app's records: sync, then choose a counterparty from the list.`);
    return {
      counterparty: toCounterpartyView(counterparty, cache.counterparties.goneAt(counterparty.id) ?? null),
      paymentMethods: cache.paymentMethods.listedForCounterparty(counterparty.id).map(({ method, goneAt }) => toPaymentMethodView(method, goneAt)),
      lastSyncedAt: cache.syncState.lastSyncedAt('counterparties'),
    };
  },
  'paymentMethods.list': (input, context) => {
    const cache = context.services().cache;
    if (cache.counterparties.get(input.counterpartyId) === undefined) {
      throw new NotInCacheError(`${input.counterpartyId.slice(0, 60)} is not in this app's records: sync, then choose a counterparty from the list.`);
    }
    return {
      rows: cache.paymentMethods.listedForCounterparty(input.counterpartyId)
        .filter(({ method }) => matches(method, input.search))
        .map(({ method, goneAt }) => toPaymentMethodView(method, goneAt)),
      lastSyncedAt: cache.syncState.lastSyncedAt('paymentMethods'),
    };
  },
};
