// Onboarding, spec 2.4 (states in 3.1).
import { z } from 'zod';
import { customerId, entityId, entityRelationshipId, onboardingId } from '../ids';
import { dateTime } from '../formats';
import { responseObject } from './json-depth';
import { KYB_STATUSES, ONBOARDING_STATUSES } from './enums';

export const onboardingSchema = responseObject({
  id: onboardingId,
  status: z.enum(ONBOARDING_STATUSES),
  entityId: entityId,
  customerId: customerId,
  createdAt: dateTime,
  relationshipIds: z.array(entityRelationshipId).optional(),
  kybStatus: z.enum(KYB_STATUSES).optional(),
  updatedAt: dateTime.optional(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
