// Webhook subscriptions (spec 2.13). Few rows: listed whole; one the server stopped
// listing is kept and marked gone (gone-rows.ts).
import type { Database } from 'better-sqlite3';
import type { WebhookSubscription } from '../../../shared/schemas';
import { createGoneRows, type GoneRows } from './gone-rows';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';

export interface WebhookSubscriptionsRepository extends ResourceRepository<WebhookSubscription>, GoneRows {
  all(): WebhookSubscription[];
}

/** `now`: the cache's clock, which times a row found gone. */
export function createWebhookSubscriptionsRepository(db: Database, now: () => Date = () => new Date()): WebhookSubscriptionsRepository {
  const base = createResourceRepository<WebhookSubscription>(db, {
    table: 'webhook_subscriptions',
    label: 'webhook subscription',
    createdAtRequired: true,
    tracksGone: true,
    columns: { status: (w) => w.status },
  });
  const all = db.prepare('SELECT json FROM webhook_subscriptions ORDER BY created_us, id');
  return { ...base, ...createGoneRows(db, { table: 'webhook_subscriptions', now }), all: () => [...parseJsonRows<WebhookSubscription>(() => all.iterate())] };
}
