// Rail discovery (4.8: `{items}` only, filtered by status, currency and country) and
// webhook subscriptions (4.9; list in assumed-operations.md). Subscriptions are read-only
// here: they come from seeding, as their creation is not shown by the spec.
import type { WebhookSubscription } from '../../shared/schemas';
import { listRailsQuerySchema, listWebhookSubscriptionsQuerySchema } from '../../shared/requests';
import { RAIL_CATALOGUE } from '../bank/rail-catalogue';
import { listBody, parseListQuery } from '../http/list-query';
import { ok } from '../http/operation';
import type { Operation } from '../http/operation';
import { resourceFromPath } from '../http/path-ids';
import { parseOrThrow } from '../http/validation';
import { listResources } from '../store/list-resources';

export const railAndWebhookOperations: Operation[] = [
  {
    method: 'GET',
    path: '/rails',
    handle: ({ query }) => {
      const q = parseOrThrow(listRailsQuerySchema, query, 'query');
      const items = RAIL_CATALOGUE.filter(
        (rail) =>
          (q.status === undefined || rail.status === q.status) &&
          (q.currency === undefined || (rail.supportedCurrencies ?? []).includes(q.currency)) &&
          (q.country === undefined || (rail.supportedCountries ?? []).includes(q.country)),
      );
      return ok({ items });
    },
  },
  {
    method: 'GET',
    path: '/webhooks/subscriptions',
    handle: ({ services: { store }, query }) => {
      const { window } = parseListQuery(store, query, listWebhookSubscriptionsQuerySchema, { cursorKind: 'webhookSubscription', table: 'resources' });
      const page = listResources<WebhookSubscription>(store, { kind: 'webhookSubscription' }, window);
      return ok(listBody(page.items, page.hasMore));
    },
  },
  {
    method: 'GET',
    path: '/webhooks/subscriptions/:webhookSubscriptionId',
    handle: ({ services: { store }, params }) => ok(resourceFromPath<WebhookSubscription>(store, params, 'webhookSubscriptionId', 'webhookSubscription').body),
  },
];
