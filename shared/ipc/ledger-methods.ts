// The ledger: keyset windows of rows (a million-row ledger never crosses IPC whole), the
// count and row-index windows a scaled scrollbar needs, and one row's detail with its
// transaction group and what it points to.
import { z } from 'zod';
import { LEDGER_DIRECTIONS, LEDGER_TRANSACTION_TYPES } from '../schemas/enums';
import { cursorText, dateOrDateTime, idText, listLimit, searchText, timestamp } from './common-schemas';
import { collectionViewSchema, ledgerRowViewSchema, paymentViewSchema, transferViewSchema } from './record-views';

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

/** What a window, a count, a row index and the export of the view are about: the filters plus direction and search. */
export const ledgerQueryFilters = {
  ...ledgerFilters,
  direction: z.enum(LEDGER_DIRECTIONS).optional(),
  search: searchText.optional(),
};

export const ledgerWindowInput = z
  .strictObject({
    ...ledgerQueryFilters,
    /** 1 to 500, default 100. */
    limit: listLimit(LEDGER_WINDOW_MAX).optional(),
    /** `olderCursor` or `newerCursor` of an earlier window; absent: start at an end (or at `startIndex`). */
    cursor: cursorText.optional(),
    /** Default `older`. */
    towards: z.enum(['older', 'newer']).optional(),
    /**
     * Start at the row of this index among the matching rows, 0 being the newest (what a
     * scaled scrollbar's position maps to; `ledger.count` gives the total); reads towards
     * older rows. Not with `cursor`, nor with `towards: 'newer'`. Past the end: no row.
     */
    startIndex: z.number().int().min(0).optional(),
  })
  .superRefine((input, context) => {
    if (input.startIndex === undefined) return;
    if (input.cursor !== undefined) {
      context.addIssue({ code: 'custom', path: ['startIndex'], message: 'give either startIndex or cursor, not both' });
    }
    if (input.towards === 'newer') {
      context.addIssue({ code: 'custom', path: ['towards'], message: 'a window from startIndex reads towards older rows: leave towards out' });
    }
  });

export const ledgerWindowViewSchema = z.object({
  /** Newest first; entries posted at one instant stay in posting order. */
  rows: z.array(ledgerRowViewSchema),
  olderCursor: z.string().nullable(),
  newerCursor: z.string().nullable(),
  /** The index of rows[0] among the matching rows (0 = the newest) when known: a window from `startIndex`, or from the newest end without cursor. */
  startIndex: z.number().int().min(0).nullable(),
  lastSyncedAt: timestamp.nullable(),
});

export const ledgerCountViewSchema = z.object({
  /** Rows matching the filters (the scrollbar's length). */
  total: z.number().int().min(0),
  lastSyncedAt: timestamp.nullable(),
});

/** What a ledger row points to (by its referenceType and referenceId), when cached. */
export const linkedRecordViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payment'), payment: paymentViewSchema }),
  z.object({ kind: z.literal('collection'), collection: collectionViewSchema }),
  z.object({ kind: z.literal('transfer'), transfer: transferViewSchema }),
]);

export const ledgerDetailViewSchema = z.object({
  row: ledgerRowViewSchema,
  /** Every cached entry of the row's transaction group (the row included; at most 500), oldest first in posting order; empty without a group. */
  group: z.array(ledgerRowViewSchema),
  /** The entry `linkedTransactionId` names, when cached. */
  linkedTransaction: ledgerRowViewSchema.nullable(),
  /** The payment, collection or transfer the row belongs to, when cached. */
  linked: linkedRecordViewSchema.nullable(),
});

export const ledgerMethods = {
  'ledger.window': { input: ledgerWindowInput, output: ledgerWindowViewSchema },
  /** How many rows match the filters: the first count of a filter set reads its matches once (about a count(*)), later ones are kept until the cache changes. */
  'ledger.count': { input: z.strictObject(ledgerQueryFilters), output: ledgerCountViewSchema },
  'ledger.detail': { input: z.strictObject({ id: idText }), output: ledgerDetailViewSchema },
} as const;
