// Typed functions for transfers, onboarding and webhook subscriptions (spec 4.4, 4.5,
// 4.9 and the assumed subscription list).
import type { CreatedAtParams, CreateOnboardingBody, CreateTransferBody, PaginationParams } from '../../../shared/requests';
import { listTransfersQuerySchema, listWebhookSubscriptionsQuerySchema } from '../../../shared/requests';
import type { Transfer, WebhookSubscription } from '../../../shared/schemas';
import { callOperation, type CallOptions } from './call-operation';
import { listOperation, type ListOptions } from './list-operation';
import { createdAtPairs, paginationPairs } from './query-params';
import type { ApiClientCore } from '../request-pipeline';

export type ListTransfersParams = PaginationParams & CreatedAtParams;

export function platformOperations(core: ApiClientCore, listDefaults: ListOptions = {}) {
  return {
    createTransfer: (body: CreateTransferBody, options?: CallOptions) => callOperation(core, 'createTransfer', { body, options }),
    getTransfer: (transferId: string, options?: CallOptions) => callOperation(core, 'getTransfer', { pathParams: { transferId }, options }),
    listTransfers: (params: ListTransfersParams = {}, options: ListOptions = listDefaults) =>
      listOperation<Transfer>(core, 'listTransfers', {}, params, [...paginationPairs(params), ...createdAtPairs(params)], listTransfersQuerySchema, options),

    createOnboarding: (body: CreateOnboardingBody, options?: CallOptions) => callOperation(core, 'createOnboarding', { body, options }),
    getOnboarding: (onboardingId: string, options?: CallOptions) => callOperation(core, 'getOnboarding', { pathParams: { onboardingId }, options }),

    getWebhookSubscription: (webhookSubscriptionId: string, options?: CallOptions) =>
      callOperation(core, 'getWebhookSubscription', { pathParams: { webhookSubscriptionId }, options }),
    listWebhookSubscriptions: (params: PaginationParams = {}, options: ListOptions = listDefaults) =>
      listOperation<WebhookSubscription>(core, 'listWebhookSubscriptions', {}, params, paginationPairs(params), listWebhookSubscriptionsQuerySchema, options),
  };
}
