// Webhook subscription, spec 2.13.
import { z } from 'zod';
import { webhookSubscriptionId } from '../ids';
import { dateTime, metadata } from '../formats';
import { WEBHOOK_SUBSCRIPTION_STATUSES } from './enums';

export const webhookSubscriptionSchema = z.looseObject({
  id: webhookSubscriptionId,
  /** Fully qualified (spec 2.13): an http(s) address, never `javascript:`, `mailto:` or a relative path. */
  url: z.url({ protocol: /^https?$/, message: 'must be a fully qualified http(s) URL' }),
  eventTypes: z.array(z.string().min(1)),
  status: z.enum(WEBHOOK_SUBSCRIPTION_STATUSES),
  createdAt: dateTime,
  description: z.string().optional(),
  metadata: metadata.optional(),
  updatedAt: dateTime.optional(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;
