// Balances: the one declaration of an account's balances (`AccountBalance`), which the
// cache's `balances()` (electron/cache ledger-balances.ts) builds and the window reads:
// the balance of record (the server's when it gave one, else the ledger's), where it
// comes from, as of when, the ledger's own balance, and whether the two disagree. Plus
// the points of an account's balance over time.
import { z } from 'zod';
import { dateOrDateTime, decimalString, idText, timestamp } from './common-schemas';
import { goneAtViewSchema } from './record-views';

/** The server's balance: the account's own `balance`, as of the accounts list's last sync (null: unknown). */
const serverBalanceSchema = z.object({ balance: decimalString, currency: z.string(), asOf: timestamp.nullable() });

/** The ledger's balance: the running balance after the account's latest entry, as of that entry's createdAt. */
const ledgerBalanceSchema = z.object({ balance: decimalString, currency: z.string(), asOf: timestamp, latestTransactionId: z.string() });

export const accountBalanceSchema = z.object({
  accountId: z.string(),
  /** From the cached account, when it is cached. */
  accountName: z.string().nullable(),
  accountStatus: z.string().nullable(),
  /** The balance of record's currency, else the account's; null when neither is known. */
  currency: z.string().nullable(),
  /** The balance of record (decimal string): the server's when given, else the ledger's; null when neither. */
  balance: decimalString.nullable(),
  /** Where `balance` comes from; null when there is none. */
  source: z.enum(['server', 'ledger']).nullable(),
  /** When `balance` was true: the accounts list's last sync (server) or the latest entry's createdAt (ledger). */
  asOf: timestamp.nullable(),
  /** The latest ledger entry's id (whatever the source of record); null when the account has no entry. */
  latestTransactionId: z.string().nullable(),
  server: serverBalanceSchema.nullable(),
  ledger: ledgerBalanceSchema.nullable(),
  /** Both balances exist and differ (value or currency): the cached ledger is incomplete or behind. */
  disagrees: z.boolean(),
  /** When the accounts list was found without this account (gone-rows.ts): its balance is not counted in totals; null while listed or not cached. */
  goneAt: goneAtViewSchema,
});
export type AccountBalance = z.infer<typeof accountBalanceSchema>;
export type ServerBalance = z.infer<typeof serverBalanceSchema>;
export type LedgerBalance = z.infer<typeof ledgerBalanceSchema>;
export type BalanceSource = NonNullable<AccountBalance['source']>;

export const balancesSchema = z.object({
  /** Every account cached or present in the ledger, by account id. */
  accounts: z.array(accountBalanceSchema),
  /** When the ledger was last synced (latest `lastSyncedAt` of its sync states), or null. */
  lastSyncedAt: timestamp.nullable(),
  /** When the accounts list (and so the server's balances) was last synced, or null. */
  accountsSyncedAt: timestamp.nullable(),
});
export type Balances = z.infer<typeof balancesSchema>;

export const balanceMethods = {
  'balances.list': { input: z.strictObject({}), output: balancesSchema },
  'balances.history': {
    input: z.strictObject({
      accountId: idText,
      from: dateOrDateTime.optional(),
      to: dateOrDateTime.optional(),
      maxPoints: z.number().int().min(1).max(100_000).optional(),
    }),
    output: z.object({
      accountId: z.string(),
      points: z.array(z.object({ at: timestamp, balance: decimalString })),
    }),
  },
} as const;
