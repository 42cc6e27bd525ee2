// Payments, collections and transfers from the offline cache: lists newest first by
// keyset (filters like the CLI's), and one record by id.
import { z } from 'zod';
import { COLLECTION_STATUSES, PAYMENT_STATUSES, RAILS, TRANSFER_STATUSES } from '../schemas/enums';
import { cursorText, dateOrDateTime, idText, listLimit, searchText, timestamp } from './common-schemas';
import { collectionViewSchema, paymentMethodViewSchema, paymentViewSchema, transferViewSchema } from './record-views';

export const LIST_MAX = 1000;

/** The filters every activity list shares. */
export const activityFilters = {
  accountIds: z.array(idText).max(100).optional(),
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
};
/**
 * How the time of a status step was learnt: `created` the record's createdAt (first seen
 * in its initial status), `completed_at` the server's completedAt, `sync` when this app
 * saw the status (a sync or a status check: the change happened then or before),
 * `cached` already cached before the app kept history (the time of the last sync then).
 */
export const STATUS_STEP_SOURCES = ['created', 'sync', 'completed_at', 'cached'] as const;

/** One status of a payment or collection as this app observed it, oldest first. */
export const statusStepViewSchema = z.object({ status: z.string(), at: timestamp, source: z.enum(STATUS_STEP_SOURCES) });
export type StatusStepView = z.infer<typeof statusStepViewSchema>;

const paging = { search: searchText.optional(), limit: listLimit(LIST_MAX).optional(), cursor: cursorText.optional() };

function listOutput<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), nextCursor: z.string().nullable(), lastSyncedAt: timestamp.nullable() });
}

export const paymentFilters = {
  ...activityFilters,
  statuses: z.array(z.enum(PAYMENT_STATUSES)).max(PAYMENT_STATUSES.length).optional(),
  rails: z.array(z.enum(RAILS)).max(RAILS.length).optional(),
};

export const collectionFilters = {
  ...activityFilters,
  statuses: z.array(z.enum(COLLECTION_STATUSES)).max(COLLECTION_STATUSES.length).optional(),
};

export const transferFilters = {
  ...activityFilters,
  statuses: z.array(z.enum(TRANSFER_STATUSES)).max(TRANSFER_STATUSES.length).optional(),
};

export const activityMethods = {
  'payments.list': { input: z.strictObject({ ...paymentFilters, ...paging }), output: listOutput(paymentViewSchema) },
  'payments.detail': {
    input: z.strictObject({ id: idText }),
    output: z.object({ payment: paymentViewSchema, paymentMethod: paymentMethodViewSchema.nullable(), timeline: z.array(statusStepViewSchema), lastSyncedAt: timestamp.nullable() }),
  },
  'collections.list': {
    input: z.strictObject({ ...collectionFilters, ...paging }),
    output: listOutput(collectionViewSchema),
  },
  'collections.detail': {
    input: z.strictObject({ id: idText }),
    output: z.object({ collection: collectionViewSchema, paymentMethod: paymentMethodViewSchema.nullable(), timeline: z.array(statusStepViewSchema), lastSyncedAt: timestamp.nullable() }),
  },
  'transfers.list': {
    input: z.strictObject({ ...transferFilters, ...paging }),
    output: listOutput(transferViewSchema),
  },
  'transfers.detail': { input: z.strictObject({ id: idText }), output: z.object({ transfer: transferViewSchema, lastSyncedAt: timestamp.nullable() }) },
} as const;
