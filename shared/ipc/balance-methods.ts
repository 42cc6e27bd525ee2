// Balances: exactly the shape of the cache's `balances()` (electron/cache
// ledger-balances.ts): the balance of record (the server's when it gave one, else the
// ledger's), where it comes from, as of when, the ledger's own balance, and whether
// the two disagree. Plus the points of an account's balance over time.
import { z } from 'zod';
import { dateOrDateTime, decimalString, idText, timestamp } from './common-schemas';
import { goneAtView } from './record-views';

export const accountBalanceView = z.object({
  accountId: z.string(),
  accountName: z.string().nullable(),
  accountStatus: z.string().nullable(),
  currency: z.string().nullable(),
  /** The balance of record (decimal string), null when neither the server nor the ledger gave one. */
  balance: decimalString.nullable(),
  source: z.enum(['server', 'ledger']).nullable(),
  asOf: timestamp.nullable(),
  latestTransactionId: z.string().nullable(),
  server: z.object({ balance: decimalString, currency: z.string(), asOf: timestamp.nullable() }).nullable(),
  ledger: z.object({ balance: decimalString, currency: z.string(), asOf: timestamp, latestTransactionId: z.string() }).nullable(),
  disagrees: z.boolean(),
  /** The accounts list no longer has this account (since then): its balance is not counted in totals. */
  goneAt: goneAtView,
});

export const balancesView = z.object({
  accounts: z.array(accountBalanceView),
  lastSyncedAt: timestamp.nullable(),
  accountsSyncedAt: timestamp.nullable(),
});

export const balanceMethods = {
  'balances.list': { input: z.strictObject({}), output: balancesView },
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
