// Counterparties and payment methods (spec 4.7; list, create and update in assumed-operations.md).
import type { Counterparty, PaymentMethod } from '../../shared/schemas';
import {
  createCounterpartyBodySchema,
  createPaymentMethodBodySchema,
  listCounterpartiesQuerySchema,
  listPaymentMethodsQuerySchema,
  updateCounterpartyBodySchema,
} from '../../shared/requests';
import { createCounterparty, createPaymentMethod, updateCounterparty } from '../bank/counterparties';
import { notFound } from '../http/api-error';
import { listBody, parseListQuery } from '../http/list-query';
import { created, ok } from '../http/operation';
import type { Operation } from '../http/operation';
import { resourceFromPath } from '../http/path-ids';
import { parseOrThrow } from '../http/validation';
import { countCreated } from '../store/created-counts';
import { listResources } from '../store/list-resources';
import { platformCustomerId } from '../seed/platform';

export const counterpartyOperations: Operation[] = [
  {
    method: 'GET',
    path: '/counterparties',
    handle: ({ services: { store }, query }) => {
      const { window, query: q } = parseListQuery(store, query, listCounterpartiesQuerySchema, { cursorKind: 'counterparty', table: 'resources' });
      const page = listResources<Counterparty>(store, { kind: 'counterparty', status: q.status }, window);
      return ok(listBody(page.items, page.hasMore));
    },
  },
  {
    method: 'POST',
    path: '/counterparties',
    handle: ({ services: { store }, body, now }) => {
      const counterparty = createCounterparty(store, platformCustomerId(store), parseOrThrow(createCounterpartyBodySchema, body), now);
      countCreated(store, 'counterparty');
      return created(counterparty);
    },
  },
  {
    method: 'GET',
    path: '/counterparties/:counterpartyId',
    handle: ({ services: { store }, params }) => ok(resourceFromPath<Counterparty>(store, params, 'counterpartyId', 'counterparty').body),
  },
  {
    method: 'PATCH',
    path: '/counterparties/:counterpartyId',
    handle: ({ services: { store }, params, body, now }) => {
      const counterparty = resourceFromPath<Counterparty>(store, params, 'counterpartyId', 'counterparty');
      return ok(updateCounterparty(store, counterparty, parseOrThrow(updateCounterpartyBodySchema, body), now));
    },
  },
  {
    method: 'GET',
    path: '/counterparties/:counterpartyId/payment-methods',
    handle: ({ services: { store }, params, query }) => {
      const counterparty = resourceFromPath<Counterparty>(store, params, 'counterpartyId', 'counterparty');
      const { window, query: q } = parseListQuery(store, query, listPaymentMethodsQuerySchema, { cursorKind: 'paymentMethod', table: 'resources' });
      const page = listResources<PaymentMethod>(store, { kind: 'paymentMethod', parentId: counterparty.id, status: q.status }, window);
      return ok(listBody(page.items, page.hasMore));
    },
  },
  {
    method: 'POST',
    path: '/counterparties/:counterpartyId/payment-methods',
    handle: ({ services: { store }, params, body, now }) => {
      const counterparty = resourceFromPath<Counterparty>(store, params, 'counterpartyId', 'counterparty');
      const method = createPaymentMethod(store, counterparty, parseOrThrow(createPaymentMethodBodySchema, body), now);
      countCreated(store, 'paymentMethod');
      return created(method);
    },
  },
  {
    method: 'GET',
    path: '/counterparties/:counterpartyId/payment-methods/:paymentMethodId',
    handle: ({ services: { store }, params }) => {
      const counterparty = resourceFromPath<Counterparty>(store, params, 'counterpartyId', 'counterparty');
      const method = resourceFromPath<PaymentMethod>(store, params, 'paymentMethodId', 'paymentMethod');
      if (method.body.counterpartyId !== counterparty.id) throw notFound('payment method', method.id);
      return ok(method.body);
    },
  },
];
