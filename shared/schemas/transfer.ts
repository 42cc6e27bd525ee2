// Transfer (internal balance move), spec 2.5.
import { z } from 'zod';
import { accountId, transferId } from '../ids';
import { dateTime, metadata } from '../formats';
import { responseMoneySchema } from '../money';
import { TRANSFER_STATUSES } from './enums';

export const transferSchema = z.looseObject({
  id: transferId,
  sourceAccountId: accountId,
  destinationAccountId: accountId,
  amount: responseMoneySchema,
  status: z.enum(TRANSFER_STATUSES),
  createdAt: dateTime,
  reference: z.string().optional(),
  metadata: metadata.optional(),
  completedAt: dateTime.nullable().optional(),
});
export type Transfer = z.infer<typeof transferSchema>;
