// CSV exports from the offline cache (and the audit trail). The destination is decided by
// the main process (the data directory's `exports/` folder, a generated file name): no
// input names a path, so the renderer can never make main write somewhere else. One
// export runs at a time: another `exports.*` meanwhile is refused (`conflict`).
import { z } from 'zod';
import { LEDGER_TRANSACTION_TYPES } from '../schemas/enums';
import { activityFilters, paymentFilters } from './activity-methods';
import { noInput } from './common-schemas';
import { counterpartyFilters } from './directory-methods';
import { ledgerFilters } from './ledger-methods';

const bom = { bom: z.boolean().optional() };

export const exportResultView = z.object({
  /** Absolute path of the file written. */
  path: z.string(),
  fileName: z.string(),
  rowsWritten: z.number().int().min(0),
  bytesWritten: z.number().int().min(0),
});

/** What an `export.progress` event is about; a statement's rows are its entries (statement-methods.ts). */
export const EXPORT_KINDS = ['ledger', 'payments', 'counterparties', 'audit', 'statement'] as const;

export const exportMethods = {
  'exports.ledger': {
    input: z.strictObject({ ...ledgerFilters, types: z.array(z.enum(LEDGER_TRANSACTION_TYPES)).max(LEDGER_TRANSACTION_TYPES.length).optional(), ...bom }),
    output: exportResultView,
  },
  'exports.payments': { input: z.strictObject({ ...activityFilters, ...paymentFilters, ...bom }), output: exportResultView },
  'exports.counterparties': { input: z.strictObject({ statuses: counterpartyFilters.statuses, ...bom }), output: exportResultView },
  'exports.audit': { input: z.strictObject({ ...bom }), output: exportResultView },
  /**
   * Stops the running export (one runs at a time): it answers an `interrupted` error and
   * leaves no file. `cancelled` is false when no export was running.
   */
  'exports.cancel': { input: noInput, output: z.object({ cancelled: z.boolean() }) },
} as const;
