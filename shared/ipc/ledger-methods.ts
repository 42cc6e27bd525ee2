// The ledger: keyset windows of rows (a million-row ledger never crosses IPC whole) and
// one row's detail with its transaction group and what it points to.
import { z } from 'zod';
import { LEDGER_DIRECTIONS, LEDGER_TRANSACTION_TYPES } from '../schemas/enums';
import { cursorText, dateOrDateTime, idText, listLimit, searchText, timestamp } from './common-schemas';
import { collectionView, ledgerRowView, paymentView, transferView } from './record-views';

/** The ledger's filters, shared by windows and the export. */
export const ledgerFilters = {
  accountIds: z.array(idText).max(100).optional(),
  types: z.array(z.enum(LEDGER_TRANSACTION_TYPES)).max(LEDGER_TRANSACTION_TYPES.length).optional(),
  /** Inclusive. */
  from: dateOrDateTime.optional(),
  /** Exclusive. */
  to: dateOrDateTime.optional(),
};

export const LEDGER_WINDOW_MAX = 500;

export const ledgerWindowInput = z.strictObject({
  ...ledgerFilters,
  direction: z.enum(LEDGER_DIRECTIONS).optional(),
  search: searchText.optional(),
  /** 1 to 500, default 100. */
  limit: listLimit(LEDGER_WINDOW_MAX).optional(),
  /** `olderCursor` or `newerCursor` of an earlier window; absent: start at an end. */
  cursor: cursorText.optional(),
  /** Default `older`. */
  towards: z.enum(['older', 'newer']).optional(),
});

export const ledgerWindowView = z.object({
  /** Newest first; entries posted at one instant stay in posting order. */
  rows: z.array(ledgerRowView),
  olderCursor: z.string().nullable(),
  newerCursor: z.string().nullable(),
  lastSyncedAt: timestamp.nullable(),
});

/** What a ledger row points to (by its referenceType and referenceId), when cached. */
export const linkedRecordView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payment'), payment: paymentView }),
  z.object({ kind: z.literal('collection'), collection: collectionView }),
  z.object({ kind: z.literal('transfer'), transfer: transferView }),
]);

export const ledgerDetailView = z.object({
  row: ledgerRowView,
  /** Every cached entry of the row's transaction group (the row included), oldest first; empty without a group. */
  group: z.array(ledgerRowView),
  /** The entry `linkedTransactionId` names, when cached. */
  linkedTransaction: ledgerRowView.nullable(),
  /** The payment, collection or transfer the row belongs to, when cached. */
  linked: linkedRecordView.nullable(),
});

export const ledgerMethods = {
  'ledger.window': { input: ledgerWindowInput, output: ledgerWindowView },
  'ledger.detail': { input: z.strictObject({ id: idText }), output: ledgerDetailView },
} as const;
