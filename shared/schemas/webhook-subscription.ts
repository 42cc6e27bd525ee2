// Webhook subscription, spec 2.13.
import { z } from 'zod';
import { webhookSubscriptionId } from '../ids';
import { dateTime, metadata } from '../formats';
import { WEBHOOK_SUBSCRIPTION_STATUSES } from './enums';

export const webhookSubscriptionSchema = z.looseObject({
  id: webhookSubscriptionId,
  url: z.url(),
  eventTypes: z.array(z.string().min(1)),
  status: z.enum(WEBHOOK_SUBSCRIPTION_STATUSES),
  createdAt: dateTime,
  description: z.string().optional(),
  metadata: metadata.optional(),
  updatedAt: dateTime.optional(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;
