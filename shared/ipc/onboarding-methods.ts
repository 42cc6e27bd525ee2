// An onboarding's status and KYB status, read from the server now (an onboarding is not
// kept in the offline cache, and the status tracker follows payments and collections
// only): the window reads it again when a person asks ("Check status").
import { z } from 'zod';
import { onboardingId } from '../ids';

export const onboardingMethods = {
  'onboarding.status': {
    input: z.strictObject({ onboardingId }),
    output: z.object({
      onboardingId: z.string(),
      /** As the server sent it: `pending`, `processing`, `completed`, `failed`, or a value this app does not know. */
      status: z.string(),
      /** `not_started`, `pending`, `approved`, `rejected`, `requires_info`; null when the server gave none. */
      kybStatus: z.string().nullable(),
      entityId: z.string(),
      customerId: z.string(),
      relationshipIds: z.array(z.string()),
      createdAt: z.string(),
      updatedAt: z.string().nullable(),
      readAt: z.string(),
    }),
  },
} as const;

export type OnboardingMethod = keyof typeof onboardingMethods;
