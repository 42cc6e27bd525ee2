// Collections (4.3), transfers (4.5) and onboardings (4.4), plus their reads and lists.
import type { Collection, Onboarding, Transfer } from '../../shared/schemas';
import {
  createCollectionBodySchema,
  createOnboardingBodySchema,
  createTransferBodySchema,
  listCollectionsQuerySchema,
  listTransfersQuerySchema,
} from '../../shared/requests';
import { createCollection } from '../bank/create-collection';
import { createOnboarding } from '../bank/create-onboarding';
import { createTransfer } from '../bank/create-transfer';
import { listBody, parseListQuery } from '../http/list-query';
import { created, ok } from '../http/operation';
import type { Operation } from '../http/operation';
import { resourceFromPath } from '../http/path-ids';
import { parseOrThrow } from '../http/validation';
import { countCreated } from '../store/created-counts';
import { listResources } from '../store/list-resources';

export const collectionOperations: Operation[] = [
  {
    method: 'POST',
    path: '/collections',
    handle: ({ services: { store }, body, now }) => {
      const collection = createCollection(store, parseOrThrow(createCollectionBodySchema, body), now);
      countCreated(store, 'collection');
      return created(collection);
    },
  },
  {
    method: 'GET',
    path: '/collections',
    handle: ({ services: { store }, query }) => {
      const { window } = parseListQuery(store, query, listCollectionsQuerySchema, { cursorKind: 'collection', table: 'resources' });
      const page = listResources<Collection>(store, { kind: 'collection' }, window);
      return ok(listBody(page.items, page.hasMore));
    },
  },
  {
    method: 'GET',
    path: '/collections/ach/:collectionId',
    handle: ({ services: { store }, params }) => ok(resourceFromPath<Collection>(store, params, 'collectionId', 'collection').body),
  },
];

export const transferOperations: Operation[] = [
  {
    method: 'POST',
    path: '/transfers',
    handle: ({ services: { store }, body, now }) => {
      const transfer = createTransfer(store, parseOrThrow(createTransferBodySchema, body), now);
      countCreated(store, 'transfer');
      return created(transfer);
    },
  },
  {
    method: 'GET',
    path: '/transfers',
    handle: ({ services: { store }, query }) => {
      const { window } = parseListQuery(store, query, listTransfersQuerySchema, { cursorKind: 'transfer', table: 'resources' });
      const page = listResources<Transfer>(store, { kind: 'transfer' }, window);
      return ok(listBody(page.items, page.hasMore));
    },
  },
  {
    method: 'GET',
    path: '/transfers/:transferId',
    handle: ({ services: { store }, params }) => ok(resourceFromPath<Transfer>(store, params, 'transferId', 'transfer').body),
  },
];

export const onboardingOperations: Operation[] = [
  {
    method: 'POST',
    path: '/onboardings',
    handle: ({ services: { store }, body, now }) => {
      const onboarding = createOnboarding(store, parseOrThrow(createOnboardingBodySchema, body), now);
      countCreated(store, 'onboarding');
      return created(onboarding);
    },
  },
  {
    // Assumed (assumed-operations.md): the spec calls an onboarding "trackable" but shows
    // no read. The app reads an onboarding's status and KYB status with it.
    method: 'GET',
    path: '/onboardings/:onboardingId',
    handle: ({ services: { store }, params }) => ok(resourceFromPath<Onboarding>(store, params, 'onboardingId', 'onboarding').body),
  },
];
