// Webhook subscriptions (spec 2.13). Few rows: listed whole.
import type { Database } from 'better-sqlite3';
import type { WebhookSubscription } from '../../../shared/schemas';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';

export interface WebhookSubscriptionsRepository extends ResourceRepository<WebhookSubscription> {
  all(): WebhookSubscription[];
}

export function createWebhookSubscriptionsRepository(db: Database): WebhookSubscriptionsRepository {
  const base = createResourceRepository<WebhookSubscription>(db, {
    table: 'webhook_subscriptions',
    label: 'webhook subscription',
    createdAtRequired: true,
    columns: { status: (w) => w.status },
  });
  const all = db.prepare('SELECT json FROM webhook_subscriptions ORDER BY created_us, id');
  return { ...base, all: () => [...parseJsonRows<WebhookSubscription>(() => all.iterate())] };
}
