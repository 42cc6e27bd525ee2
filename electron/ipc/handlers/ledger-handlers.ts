// Balances and the ledger, from the offline cache: balances exactly as the cache says
// them, balance history points, keyset windows, and one row with its transaction group
// and the payment, collection or transfer it belongs to.
import type { balanceMethods } from '../../../shared/ipc/balance-methods';
import type { ledgerMethods } from '../../../shared/ipc/ledger-methods';
import type { IpcOutput } from '../../../shared/ipc';
import type { LedgerTransaction } from '../../../shared/schemas';
import type { Cache } from '../../cache';
import { NotInCacheError } from '../ipc-errors';
import { collectionView, ledgerRowView, paymentView, transferView } from '../record-views';
import type { HandlerTable } from '../handler-types';

/**
 * The cached entries of a row's transaction group. The cache has no read by group, so
 * the group is looked for among the entries that name the same payment, collection or
 * transfer (the ledger search covers referenceId) and the entries posted at the same
 * instant; both are keyset windows of at most 500 rows.
 */
function groupOf(cache: Cache, row: LedgerTransaction): LedgerTransaction[] {
  const group = row.transactionGroupId;
  if (group === undefined) return [];
  const found = new Map<string, LedgerTransaction>([[row.id, row]]);
  const instant = Date.parse(row.createdAt);
  const candidates = [
    ...(row.referenceId !== undefined && row.referenceId.length >= 3 ? cache.ledgerTransactions.ledgerWindow({ search: row.referenceId, limit: 500 }).rows : []),
    ...cache.ledgerTransactions.ledgerWindow({ from: new Date(instant).toISOString(), to: new Date(instant + 1).toISOString(), limit: 500 }).rows,
  ];
  for (const candidate of candidates) if (candidate.transactionGroupId === group) found.set(candidate.id, candidate);
  return [...found.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

function linkedRecord(cache: Cache, row: LedgerTransaction): IpcOutput<'ledger.detail'>['linked'] {
  const id = row.referenceId;
  if (id === undefined) return null;
  const nameOf = (counterpartyId: string | undefined) => (counterpartyId === undefined ? null : cache.counterparties.get(counterpartyId)?.name ?? null);
  if (row.referenceType === 'payment') {
    const payment = cache.payments.get(id);
    return payment === undefined ? null : { kind: 'payment', payment: paymentView(payment, nameOf(payment.counterpartyId)) };
  }
  if (row.referenceType === 'collection') {
    const collection = cache.collections.get(id);
    return collection === undefined ? null : { kind: 'collection', collection: collectionView(collection, nameOf(collection.counterpartyId)) };
  }
  if (row.referenceType === 'transfer') {
    const transfer = cache.transfers.get(id);
    return transfer === undefined ? null : { kind: 'transfer', transfer: transferView(transfer) };
  }
  return null;
}

export const ledgerHandlers: HandlerTable<keyof typeof balanceMethods | keyof typeof ledgerMethods> = {
  'balances.list': (_input, context) => context.services().cache.ledgerTransactions.balances(),
  'balances.history': (input, context) => ({
    accountId: input.accountId,
    points: context.services().cache.ledgerTransactions.balanceHistory(input),
  }),
  'ledger.window': (input, context) => {
    const cache = context.services().cache;
    const window = cache.ledgerTransactions.ledgerWindow(input);
    return {
      rows: window.rows.map(ledgerRowView),
      olderCursor: window.olderCursor ?? null,
      newerCursor: window.newerCursor ?? null,
      lastSyncedAt: cache.syncState.lastSyncedAt('ledgerTransactions'),
    };
  },
  'ledger.detail': (input, context) => {
    const cache = context.services().cache;
    const row = cache.ledgerTransactions.get(input.id);
    if (row === undefined) throw new NotInCacheError(`${input.id.slice(0, 60)} is not in this app's ledger: sync, then choose an entry from the ledger.`);
    const linkedId = row.linkedTransactionId ?? undefined;
    const linkedTransaction = linkedId === undefined ? undefined : cache.ledgerTransactions.get(linkedId);
    return {
      row: ledgerRowView(row),
      group: groupOf(cache, row).map(ledgerRowView),
      linkedTransaction: linkedTransaction === undefined ? null : ledgerRowView(linkedTransaction),
      linked: linkedRecord(cache, row),
    };
  },
};
