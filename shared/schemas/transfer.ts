// Transfer (internal balance move), spec 2.5. Its status keeps an unknown value
// (known-or-unknown.ts); the amount moved is a magnitude.
import type { z } from 'zod';
import { accountId, transferId } from '../ids';
import { dateTime, metadata, responseText } from '../formats';
import { responseObject } from './json-depth';
import { knownOrUnknown } from './known-or-unknown';
import { moneyMagnitudeSchema } from './response-money';
import { TRANSFER_STATUSES } from './enums';

export const transferSchema = responseObject({
  id: transferId,
  sourceAccountId: accountId,
  destinationAccountId: accountId,
  amount: moneyMagnitudeSchema,
  status: knownOrUnknown(TRANSFER_STATUSES),
  createdAt: dateTime,
  reference: responseText.optional(),
  metadata: metadata.optional(),
  completedAt: dateTime.nullable().optional(),
});
export type Transfer = z.infer<typeof transferSchema>;
