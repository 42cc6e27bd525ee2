// Collection (inbound pull payment), spec 2.3. Status, rail, cancellation state and
// requires-action reason keep an unknown value (known-or-unknown.ts); amounts are magnitudes (the direction is `inbound`).
import { z } from 'zod';
import { accountId, collectionId, counterpartyId, customerId, paymentMethodId } from '../ids';
import { dateTime, metadata, responseText } from '../formats';
import { opaqueObject, responseObject } from './json-depth';
import { knownOrUnknown, ACH_RETURN_CODE_RE } from './known-or-unknown';
import { moneyMagnitudeSchema } from './response-money';
import { ACH_RETURN_CODES, CANCELLATION_STATES, COLLECTION_RAILS, COLLECTION_REQUIRES_ACTION_REASONS, COLLECTION_STATUSES } from './enums';

export const collectionSchema = responseObject({
  id: collectionId,
  customerId: customerId,
  destinationAccountId: accountId,
  counterpartyId: counterpartyId,
  paymentMethodId: paymentMethodId,
  rail: knownOrUnknown(COLLECTION_RAILS),
  amount: moneyMagnitudeSchema,
  direction: z.literal('inbound'),
  status: knownOrUnknown(COLLECTION_STATUSES),
  createdAt: dateTime,
  cancellationState: knownOrUnknown(CANCELLATION_STATES).optional(),
  requiresActionReason: knownOrUnknown(COLLECTION_REQUIRES_ACTION_REASONS).nullable().optional(),
  compliance: opaqueObject.optional(),
  fees: opaqueObject.optional(),
  totalCreditAmount: moneyMagnitudeSchema.optional(),
  reference: responseText.optional(),
  purpose: responseText.optional(),
  railDetails: opaqueObject.optional(),
  achReturnCode: knownOrUnknown(ACH_RETURN_CODES, ACH_RETURN_CODE_RE).nullable().optional(),
  metadata: metadata.optional(),
  updatedAt: dateTime.optional(),
  submittedAt: dateTime.nullable().optional(),
  completedAt: dateTime.nullable().optional(),
});
export type Collection = z.infer<typeof collectionSchema>;
