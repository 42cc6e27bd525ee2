// An onboarding's status and KYB status, read from the server by id when the window asks
// (GET /onboardings/{id}, an assumed read: a provider without it answers with the
// operation's plain "does not offer" message).
import type { onboardingMethods } from '../../../shared/ipc/onboarding-methods';
import type { HandlerTable } from '../handler-types';

export const onboardingHandlers: HandlerTable<keyof typeof onboardingMethods> = {
  'onboarding.status': async (input, context) => {
    const client = await context.services().client();
    const onboarding = (await client.api.getOnboarding(input.onboardingId)).data;
    context.connection.set(true);
    return {
      onboardingId: onboarding.id,
      status: String(onboarding.status),
      kybStatus: onboarding.kybStatus === undefined ? null : String(onboarding.kybStatus),
      entityId: onboarding.entityId,
      customerId: onboarding.customerId,
      relationshipIds: onboarding.relationshipIds ?? [],
      createdAt: onboarding.createdAt,
      updatedAt: onboarding.updatedAt ?? null,
      readAt: new Date().toISOString(),
    };
  },
};
