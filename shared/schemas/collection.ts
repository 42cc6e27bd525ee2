// Collection (inbound pull payment), spec 2.3.
import { z } from 'zod';
import { accountId, collectionId, counterpartyId, customerId, paymentMethodId } from '../ids';
import { dateTime, metadata } from '../formats';
import { responseMoneySchema } from '../money';
import { opaqueObject } from './common';
import { ACH_RETURN_CODES, CANCELLATION_STATES, COLLECTION_RAILS, COLLECTION_REQUIRES_ACTION_REASONS, COLLECTION_STATUSES } from './enums';

export const collectionSchema = z.looseObject({
  id: collectionId,
  customerId: customerId,
  destinationAccountId: accountId,
  counterpartyId: counterpartyId,
  paymentMethodId: paymentMethodId,
  rail: z.enum(COLLECTION_RAILS),
  amount: responseMoneySchema,
  direction: z.literal('inbound'),
  status: z.enum(COLLECTION_STATUSES),
  createdAt: dateTime,
  cancellationState: z.enum(CANCELLATION_STATES).optional(),
  requiresActionReason: z.enum(COLLECTION_REQUIRES_ACTION_REASONS).nullable().optional(),
  compliance: opaqueObject.optional(),
  fees: opaqueObject.optional(),
  totalCreditAmount: responseMoneySchema.optional(),
  reference: z.string().optional(),
  purpose: z.string().optional(),
  railDetails: opaqueObject.optional(),
  achReturnCode: z.enum(ACH_RETURN_CODES).nullable().optional(),
  metadata: metadata.optional(),
  updatedAt: dateTime.optional(),
  submittedAt: dateTime.nullable().optional(),
  completedAt: dateTime.nullable().optional(),
});
export type Collection = z.infer<typeof collectionSchema>;
