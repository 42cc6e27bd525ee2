// Account: not shown in the spec; fields fixed by assumed-operations.md. `balance` is
// optional: the running balance of the account's latest ledger entry is the balance of record.
import { z } from 'zod';
import { accountId, customerId } from '../ids';
import { currencyCode, dateTime, metadata } from '../formats';
import { responseMoneySchema } from '../money';
import { ACCOUNT_STATUSES } from './enums';

export const accountSchema = z.looseObject({
  id: accountId,
  customerId: customerId,
  name: z.string(),
  currency: currencyCode,
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: dateTime,
  balance: responseMoneySchema.optional(),
  metadata: metadata.optional(),
});
export type Account = z.infer<typeof accountSchema>;
