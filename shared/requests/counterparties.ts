// POST /counterparties and PATCH /counterparties/{id} (assumed-operations.md).
import { z } from 'zod';
import { metadata } from '../formats';
import { ENTITY_TYPES } from '../schemas/enums';
import { requestAddressSchema } from './request-address';
import { singleLine } from './single-line-text';

const name = singleLine(z.string().trim().min(1, { message: 'must not be empty' }).max(200), 'the counterparty name');
const email = z.email({ message: 'must be an email address such as ap@example.com' });

export const createCounterpartyBodySchema = z.strictObject({
  entityType: z.enum(ENTITY_TYPES),
  name,
  email: email.optional(),
  address: requestAddressSchema.optional(),
  metadata: metadata.optional(),
});
export type CreateCounterpartyBody = z.infer<typeof createCounterpartyBodySchema>;

/** PATCH: only the fields to change; `status` may only be set to `archived`. */
export const updateCounterpartyBodySchema = z
  .strictObject({
    name: name.optional(),
    email: email.optional(),
    address: requestAddressSchema.optional(),
    metadata: metadata.optional(),
    status: z.literal('archived', { message: "status can only be set to 'archived'" }).optional(),
  })
  // A key present with the value undefined is not a change (JSON.stringify drops it).
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'give at least one field to change' });
export type UpdateCounterpartyBody = z.infer<typeof updateCounterpartyBodySchema>;
