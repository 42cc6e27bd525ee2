// Webhook subscription, spec 2.13. The status keeps an unknown value (known-or-unknown.ts).
import { z } from 'zod';
import { webhookSubscriptionId } from '../ids';
import { dateTime, MAX_RESPONSE_TEXT_LENGTH, metadata, opaqueId, responseText } from '../formats';
import { responseObject } from './json-depth';
import { knownOrUnknown } from './known-or-unknown';
import { WEBHOOK_SUBSCRIPTION_STATUSES } from './enums';

export const webhookSubscriptionSchema = responseObject({
  id: webhookSubscriptionId,
  /** Fully qualified (spec 2.13): an http(s) address, never `javascript:`, `mailto:` or a relative path. */
  url: z.url({ protocol: /^https?$/, message: 'must be a fully qualified http(s) URL' }).max(MAX_RESPONSE_TEXT_LENGTH),
  eventTypes: z.array(opaqueId.min(1)),
  status: knownOrUnknown(WEBHOOK_SUBSCRIPTION_STATUSES),
  createdAt: dateTime,
  description: responseText.optional(),
  metadata: metadata.optional(),
  updatedAt: dateTime.optional(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;
