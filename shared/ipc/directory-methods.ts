// The payee directory from the offline cache: counterparties (search, keyset pages) and
// their payment methods, identifiers masked.
import { z } from 'zod';
import { COUNTERPARTY_STATUSES, ENTITY_TYPES } from '../schemas/enums';
import { cursorText, idText, listLimit, searchText, timestamp } from './common-schemas';
import { counterpartyRowViewSchema, counterpartyViewSchema, paymentMethodViewSchema } from './record-views';

export const counterpartyFilters = {
  statuses: z.array(z.enum(COUNTERPARTY_STATUSES)).max(COUNTERPARTY_STATUSES.length).optional(),
  entityTypes: z.array(z.enum(ENTITY_TYPES)).max(ENTITY_TYPES.length).optional(),
};

export const directoryMethods = {
  'counterparties.list': {
    input: z.strictObject({ ...counterpartyFilters, search: searchText.optional(), limit: listLimit(1000).optional(), cursor: cursorText.optional() }),
    output: z.object({ rows: z.array(counterpartyRowViewSchema), nextCursor: z.string().nullable(), lastSyncedAt: timestamp.nullable() }),
  },
  'counterparties.detail': {
    input: z.strictObject({ id: idText }),
    output: z.object({ counterparty: counterpartyViewSchema, paymentMethods: z.array(paymentMethodViewSchema), lastSyncedAt: timestamp.nullable() }),
  },
  'paymentMethods.list': {
    input: z.strictObject({ counterpartyId: idText, search: searchText.optional() }),
    output: z.object({ rows: z.array(paymentMethodViewSchema), lastSyncedAt: timestamp.nullable() }),
  },
} as const;
