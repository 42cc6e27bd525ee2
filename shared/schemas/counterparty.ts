// Counterparty, spec 2.11: an external party; rail details live on its payment methods.
// The status and the entity type keep an unknown value (known-or-unknown.ts).
import { z } from 'zod';
import { counterpartyId, customerId } from '../ids';
import { dateTime, metadata, responseText } from '../formats';
import { addressSchema } from './common';
import { opaqueObject, responseObject } from './json-depth';
import { knownOrUnknown } from './known-or-unknown';
import { COUNTERPARTY_STATUSES, ENTITY_TYPES } from './enums';

export const counterpartySchema = responseObject({
  id: counterpartyId,
  customerId: customerId,
  entityType: knownOrUnknown(ENTITY_TYPES),
  name: responseText,
  status: knownOrUnknown(COUNTERPARTY_STATUSES),
  createdAt: dateTime,
  updatedAt: dateTime,
  email: responseText.optional(),
  address: addressSchema.optional(),
  compliance: opaqueObject.optional(),
  metadata: metadata.optional(),
});
export type Counterparty = z.infer<typeof counterpartySchema>;
