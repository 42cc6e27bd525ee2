// Payments (spec 4.2; list, read and cancel in assumed-operations.md). Every creating
// endpoint validates its own body, then shares one PaymentInstruction path.
import type { z } from 'zod';
import type { Payment, Rail } from '../../shared/schemas';
import {
  cancelPaymentBodySchema,
  createAchPaymentBodySchema,
  createCryptoPaymentBodySchema,
  createOpenPaymentBodySchema,
  createPaymentBodySchema,
  createSwiftPaymentBodySchema,
  listPaymentsQuerySchema,
} from '../../shared/requests';
import { cancelPayment } from '../bank/cancel-payment';
import { createPayment } from '../bank/create-payment';
import type { PaymentInternal } from '../bank/payment-model';
import { fromAchBody, fromCryptoBody, fromOpenBody, fromSwiftBody, fromUnifiedBody } from '../bank/payment-instruction';
import type { PaymentInstruction } from '../bank/payment-instruction';
import { notFound } from '../http/api-error';
import { listBody, parseListQuery } from '../http/list-query';
import { created, ok } from '../http/operation';
import type { Operation } from '../http/operation';
import { resourceFromPath } from '../http/path-ids';
import { parseOrThrow } from '../http/validation';
import { countCreated } from '../store/created-counts';
import { listResources } from '../store/list-resources';

function creating<S extends z.ZodType>(path: string, schema: S, toInstruction: (body: z.output<S>) => PaymentInstruction): Operation {
  return {
    method: 'POST',
    path,
    handle: ({ services: { store }, body, now }) => {
      const payment = createPayment(store, toInstruction(parseOrThrow(schema, body)), now);
      countCreated(store, 'payment');
      return created(payment);
    },
  };
}

function railRead(rail: Rail): Operation {
  return {
    method: 'GET',
    path: `/payments/${rail}/:paymentId`,
    handle: ({ services: { store }, params }) => {
      const payment = resourceFromPath<Payment>(store, params, 'paymentId', 'payment');
      if (payment.body.rail !== rail) throw notFound(`${rail.toUpperCase()} payment`, payment.id);
      return ok(payment.body);
    },
  };
}

export const paymentOperations: Operation[] = [
  {
    method: 'GET',
    path: '/payments',
    handle: ({ services: { store }, query }) => {
      const { window, query: q } = parseListQuery(store, query, listPaymentsQuerySchema, { cursorKind: 'payment', table: 'resources' });
      const page = listResources<Payment>(store, { kind: 'payment', status: q.status, tag: q.rail }, window);
      return ok(listBody(page.items, page.hasMore));
    },
  },
  {
    method: 'GET',
    path: '/payments/:paymentId',
    handle: ({ services: { store }, params }) => ok(resourceFromPath<Payment>(store, params, 'paymentId', 'payment').body),
  },
  creating('/payments', createPaymentBodySchema, fromUnifiedBody),
  creating('/payments/open', createOpenPaymentBodySchema, fromOpenBody),
  creating('/payments/swift', createSwiftPaymentBodySchema, fromSwiftBody),
  creating('/payments/crypto', createCryptoPaymentBodySchema, fromCryptoBody),
  creating('/payments/ach', createAchPaymentBodySchema, fromAchBody),
  railRead('ach'),
  railRead('swift'),
  {
    method: 'POST',
    path: '/payments/:paymentId/cancel',
    handle: ({ services: { store }, params, body, now }) => {
      const payment = resourceFromPath<Payment, PaymentInternal>(store, params, 'paymentId', 'payment');
      parseOrThrow(cancelPaymentBodySchema, body ?? {});
      return ok(cancelPayment(store, payment, now));
    },
  },
];
