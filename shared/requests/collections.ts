// POST /collections (spec 4.3): an ACH pull from a counterparty's payment method.
import { z } from 'zod';
import { accountId, counterpartyId, paymentMethodId } from '../ids';
import { metadata } from '../formats';
import { COLLECTION_RAILS } from '../schemas/enums';
import { paymentAmountSchema } from './request-money';
import { singleLine } from './single-line-text';

export const createCollectionBodySchema = z.strictObject({
  destinationAccountId: accountId,
  paymentMethodId: paymentMethodId,
  rail: z.enum(COLLECTION_RAILS),
  amount: paymentAmountSchema,
  counterpartyId: counterpartyId.optional(),
  reference: singleLine(z.string().min(1).max(140), 'the reference').optional(),
  purpose: singleLine(z.string().min(1), 'the purpose').optional(),
  metadata: metadata.optional(),
});
export type CreateCollectionBody = z.infer<typeof createCollectionBodySchema>;
