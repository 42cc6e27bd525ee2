// The ledger, from the offline cache: keyset windows (from a cursor, an end or a row
// index), counts, and one row with its transaction group and the payment, collection or
// transfer it belongs to. Balances are balance-handlers.ts's.
import type { ledgerMethods } from '../../../shared/ipc/ledger-methods';
import type { IpcOutput } from '../../../shared/ipc';
import type { LedgerTransaction } from '../../../shared/schemas';
import { MAX_GROUP_ENTRIES, type Cache } from '../../cache';
import { NotInCacheError } from '../ipc-errors';
import { toCollectionView, toLedgerRowView, toPaymentView, toTransferView } from '../record-views';
import type { HandlerTable } from '../handler-types';

/**
 * The cached entries of a row's transaction group, oldest first in posting order: one
 * read by group id (ledger_by_group, 005-transaction-group.ts), whatever the entries'
 * timestamps and references. At most 500 (the oldest); the row itself is always in.
 */
function groupOf(cache: Cache, row: LedgerTransaction): LedgerTransaction[] {
  const group = row.transactionGroupId;
  if (group === undefined || group.length === 0) return [];
  const entries = cache.ledgerTransactions.byTransactionGroup(group);
  if (entries.some((entry) => entry.id === row.id)) return entries;
  // Not among the oldest 500: newer than all of them, so it goes last.
  return [...entries.slice(0, MAX_GROUP_ENTRIES - 1), row];
}

function linkedRecord(cache: Cache, row: LedgerTransaction): IpcOutput<'ledger.detail'>['linked'] {
  const id = row.referenceId;
  if (id === undefined) return null;
  const nameOf = (counterpartyId: string | undefined) => (counterpartyId === undefined ? null : cache.counterparties.get(counterpartyId)?.name ?? null);
  if (row.referenceType === 'payment') {
    const payment = cache.payments.get(id);
    return payment === undefined ? null : { kind: 'payment', payment: toPaymentView(payment, nameOf(payment.counterpartyId)) };
  }
  if (row.referenceType === 'collection') {
    const collection = cache.collections.get(id);
    return collection === undefined ? null : { kind: 'collection', collection: toCollectionView(collection, nameOf(collection.counterpartyId)) };
  }
  if (row.referenceType === 'transfer') {
    const transfer = cache.transfers.get(id);
    return transfer === undefined ? null : { kind: 'transfer', transfer: toTransferView(transfer) };
  }
  return null;
}

export const ledgerHandlers: HandlerTable<keyof typeof ledgerMethods> = {
  // A window from a row index and a count need the filter set's position index: its long
  // passes run in slices first (preparePositions), so the sync's pages and other reads are
  // served in between; the answer itself is then read at once.
  'ledger.window': async (input, context) => {
    const cache = context.services().cache;
    if (input.startIndex !== undefined && input.startIndex > 0) await cache.ledgerTransactions.preparePositions(input);
    const window = cache.ledgerTransactions.ledgerWindow(input);
    return {
      rows: window.rows.map(toLedgerRowView),
      olderCursor: window.olderCursor ?? null,
      newerCursor: window.newerCursor ?? null,
      startIndex: window.startIndex ?? null,
      lastSyncedAt: cache.syncState.lastSyncedAt('ledgerTransactions'),
    };
  },
  'ledger.count': async (input, context) => {
    const cache = context.services().cache;
    await cache.ledgerTransactions.preparePositions(input);
    return { total: cache.ledgerTransactions.ledgerCount(input), lastSyncedAt: cache.syncState.lastSyncedAt('ledgerTransactions') };
  },
  'ledger.detail': (input, context) => {
    const cache = context.services().cache;
    const row = cache.ledgerTransactions.get(input.id);
    if (row === undefined) throw new NotInCacheError(`${input.id.slice(0, 60)} is not in this app's ledger: sync, then choose an entry from the ledger.`);
    const linkedId = row.linkedTransactionId ?? undefined;
    const linkedTransaction = linkedId === undefined ? undefined : cache.ledgerTransactions.get(linkedId);
    return {
      row: toLedgerRowView(row),
      group: groupOf(cache, row).map(toLedgerRowView),
      linkedTransaction: linkedTransaction === undefined ? null : toLedgerRowView(linkedTransaction),
      linked: linkedRecord(cache, row),
    };
  },
};
