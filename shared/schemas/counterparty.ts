// Counterparty, spec 2.11: an external party; rail details live on its payment methods.
import { z } from 'zod';
import { counterpartyId, customerId } from '../ids';
import { dateTime, metadata } from '../formats';
import { addressSchema, opaqueObject } from './common';
import { COUNTERPARTY_STATUSES, ENTITY_TYPES } from './enums';

export const counterpartySchema = z.looseObject({
  id: counterpartyId,
  customerId: customerId,
  entityType: z.enum(ENTITY_TYPES),
  name: z.string(),
  status: z.enum(COUNTERPARTY_STATUSES),
  createdAt: dateTime,
  updatedAt: dateTime,
  email: z.string().optional(),
  address: addressSchema.optional(),
  compliance: opaqueObject.optional(),
  metadata: metadata.optional(),
});
export type Counterparty = z.infer<typeof counterpartySchema>;
