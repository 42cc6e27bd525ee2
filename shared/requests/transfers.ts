// POST /transfers (spec 4.5): an internal move between two accounts.
import { z } from 'zod';
import { accountId } from '../ids';
import { metadata } from '../formats';
import { paymentAmountSchema } from './request-money';
import { singleLine } from './single-line-text';

export const createTransferBodySchema = z
  .strictObject({
    sourceAccountId: accountId,
    destinationAccountId: accountId,
    amount: paymentAmountSchema,
    reference: singleLine(z.string().min(1).max(140), 'the reference').optional(),
    metadata: metadata.optional(),
  })
  .refine((b) => b.sourceAccountId !== b.destinationAccountId, { message: 'must differ from sourceAccountId', path: ['destinationAccountId'] });
export type CreateTransferBody = z.infer<typeof createTransferBodySchema>;
