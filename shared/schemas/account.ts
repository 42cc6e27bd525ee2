// Account: not shown in the spec; fields fixed by assumed-operations.md. `balance` is
// optional: the running balance of the account's latest ledger entry is the balance of record.
// The status keeps an unknown value (known-or-unknown.ts); the balance may be negative.
import type { z } from 'zod';
import { accountId, customerId } from '../ids';
import { currencyCode, dateTime, metadata, responseText } from '../formats';
import { responseObject } from './json-depth';
import { knownOrUnknown } from './known-or-unknown';
import { signedMoneySchema } from './response-money';
import { ACCOUNT_STATUSES } from './enums';

export const accountSchema = responseObject({
  id: accountId,
  customerId: customerId,
  name: responseText,
  currency: currencyCode,
  status: knownOrUnknown(ACCOUNT_STATUSES),
  createdAt: dateTime,
  balance: signedMoneySchema.optional(),
  metadata: metadata.optional(),
});
export type Account = z.infer<typeof accountSchema>;
