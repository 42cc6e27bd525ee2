// Bank statements of one account and period from the offline cache (electron/statements/):
// a preview of the proved figures before anything is written, then the file, written by
// main into the data directory's exports/ folder under a generated name (no input names
// a path). The export runs in the one export slot: exports.cancel stops it, and progress
// comes as `export.progress` events of kind "statement". Days and the time zone are
// checked by main, whose refusals name the field (account, from, to, timeZone, format).
import { z } from 'zod';
import { exportResultViewSchema } from './export-methods';

export const STATEMENT_FORMAT_IDS = ['camt053', 'bai2', 'mt940', 'ofx', 'quickbooks-csv', 'xero-csv'] as const;
export type StatementFormatId = (typeof STATEMENT_FORMAT_IDS)[number];

const statementRequest = {
  accountId: z.string().min(1).max(200),
  /** First and last day, YYYY-MM-DD, both included. */
  from: z.string().max(40),
  to: z.string().max(40),
  /** IANA time zone name; default UTC. */
  timeZone: z.string().max(80).optional(),
};
/** A statement asked for: an account and a period of days in a time zone (what statements.preview takes). */
export const statementRequestSchema = z.strictObject(statementRequest);
export type StatementRequest = z.infer<typeof statementRequestSchema>;

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const statementSummaryViewSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  /** The canonical zone name the days were cut in. */
  timeZone: z.string(),
  /** Decimal strings at the currency's exponent; balances signed. */
  opening: decimal,
  closing: decimal,
  credits: decimal,
  debits: decimal,
  creditCount: z.number().int().min(0),
  debitCount: z.number().int().min(0),
  entryCount: z.number().int().min(0),
  /** The last sync of the ledger: the statement is as of then. */
  asOf: z.string().nullable(),
  /** The period's last day had not ended: the closing balance is as of the last sync, not the period's end. */
  interim: z.boolean(),
  /** The formats that can carry this statement (a USDC account: the CSV presets only). */
  formats: z.array(z.enum(STATEMENT_FORMAT_IDS)),
});

export const statementMethods = {
  'statements.preview': { input: statementRequestSchema, output: statementSummaryViewSchema },
  'statements.export': {
    input: z.strictObject({ ...statementRequest, format: z.enum(STATEMENT_FORMAT_IDS) }),
    output: exportResultViewSchema.extend({ summary: statementSummaryViewSchema }),
  },
} as const;
