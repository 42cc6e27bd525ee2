// Onboarding, spec 2.4 (states in 3.1). The status and the KYB status keep a value the
// API adds later (known-or-unknown.ts).
import { z } from 'zod';
import { customerId, entityId, entityRelationshipId, onboardingId } from '../ids';
import { dateTime } from '../formats';
import { responseObject } from './json-depth';
import { knownOrUnknown } from './known-or-unknown';
import { KYB_STATUSES, ONBOARDING_STATUSES } from './enums';

export const onboardingSchema = responseObject({
  id: onboardingId,
  status: knownOrUnknown(ONBOARDING_STATUSES),
  entityId: entityId,
  customerId: customerId,
  createdAt: dateTime,
  relationshipIds: z.array(entityRelationshipId).optional(),
  kybStatus: knownOrUnknown(KYB_STATUSES).optional(),
  updatedAt: dateTime.optional(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
