// CSV exports from the offline cache (and the audit trail). The destination is decided by
// the main process (the data directory's `exports/` folder, a generated file name): no
// input names a path, so the renderer can never make main write somewhere else. One
// export runs at a time: another `exports.*` meanwhile is refused (`conflict`).
import { z } from 'zod';
import { collectionFilters, paymentFilters, transferFilters } from './activity-methods';
import { searchText } from './common-schemas';
import { noInput } from './common-schemas';
import { auditFilters } from './journal-methods';
import { counterpartyFilters } from './directory-methods';
import { ledgerQueryFilters } from './ledger-methods';

const bom = { bom: z.boolean().optional() };
const search = searchText.optional();

export const exportResultViewSchema = z.object({
  /** Absolute path of the file written. */
  path: z.string(),
  fileName: z.string(),
  rowsWritten: z.number().int().min(0),
  bytesWritten: z.number().int().min(0),
});

/** What an `export.progress` event is about; a statement's rows are its entries (statement-methods.ts). */
export const EXPORT_KINDS = ['ledger', 'payments', 'collections', 'transfers', 'counterparties', 'audit', 'statement'] as const;

export const exportMethods = {
  /** Exactly the rows `ledger.count` counts for the same filters (direction and search included). */
  'exports.ledger': { input: z.strictObject({ ...ledgerQueryFilters, ...bom }), output: exportResultViewSchema },
  /** The rows `payments.list` pages through for the same filters and search. */
  'exports.payments': { input: z.strictObject({ ...paymentFilters, search, ...bom }), output: exportResultViewSchema },
  /** The rows `collections.list` pages through for the same filters and search. */
  'exports.collections': { input: z.strictObject({ ...collectionFilters, search, ...bom }), output: exportResultViewSchema },
  /** The rows `transfers.list` pages through for the same filters and search. */
  'exports.transfers': { input: z.strictObject({ ...transferFilters, search, ...bom }), output: exportResultViewSchema },
  'exports.counterparties': { input: z.strictObject({ statuses: counterpartyFilters.statuses, ...bom }), output: exportResultViewSchema },
  /** The entries `audit.page` selects for the same filters (all of them without), oldest first. */
  'exports.audit': { input: z.strictObject({ ...auditFilters, ...bom }), output: exportResultViewSchema },
  /**
   * Stops the running export (one runs at a time): it answers an `interrupted` error and
   * leaves no file. `cancelled` is false when no export was running.
   */
  'exports.cancel': { input: noInput, output: z.object({ cancelled: z.boolean() }) },
} as const;
