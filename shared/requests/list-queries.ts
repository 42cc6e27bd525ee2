// Query parameters of the list operations (spec 4.1, 4.5, 4.6, 4.8 and assumed-operations.md).
// Values arrive as strings (as in a URL), so the server validates exactly what was sent;
// the client builds them from the typed `*Params` below.
import { z } from 'zod';
import { countryCode, currencyCode, dateTime, PAGE_LIMIT } from '../formats';
import { accountId } from '../ids';
import {
  ACCOUNT_NUMBER_STATUSES, COUNTERPARTY_STATUSES, DEPOSIT_INSTRUCTION_KINDS, LEDGER_TRANSACTION_TYPES,
  PAYMENT_METHOD_STATUSES, PAYMENT_STATUSES, RAIL_STATUSES, RAILS,
} from '../schemas/enums';

const limit = z
  .string()
  .regex(/^[0-9]+$/, { message: `must be a whole number from ${PAGE_LIMIT.min} to ${PAGE_LIMIT.max}` })
  .transform(Number)
  .refine((n) => n >= PAGE_LIMIT.min && n <= PAGE_LIMIT.max, { message: `must be from ${PAGE_LIMIT.min} to ${PAGE_LIMIT.max}` });
const cursor = z.string().regex(/^[A-Za-z0-9_]+$/, { message: 'must be the id of an item' });

/** limit, starting_after, ending_before (mutually exclusive). */
export const paginationQueryShape = {
  limit: limit.optional(),
  starting_after: cursor.optional(),
  ending_before: cursor.optional(),
};
/** createdAt[gte] / createdAt[lte]. */
export const createdAtQueryShape = {
  'createdAt[gte]': dateTime.optional(),
  'createdAt[lte]': dateTime.optional(),
};

type CursorQuery = { starting_after?: string | undefined; ending_before?: string | undefined };
const exclusiveCursors = (q: CursorQuery) => q.starting_after === undefined || q.ending_before === undefined;
const exclusiveMessage = { message: 'starting_after and ending_before cannot be used together', path: ['ending_before'] };
type RangeQuery = { 'createdAt[gte]'?: string | undefined; 'createdAt[lte]'?: string | undefined };
const orderedRange = (q: RangeQuery) =>
  q['createdAt[gte]'] === undefined || q['createdAt[lte]'] === undefined || Date.parse(q['createdAt[gte]']) <= Date.parse(q['createdAt[lte]']);
const rangeMessage = { message: 'createdAt[gte] must not be after createdAt[lte]', path: ['createdAt[gte]'] };

function listQuery<S extends z.ZodRawShape>(shape: S, options: { byTime: boolean }) {
  const base = z.strictObject({ ...paginationQueryShape, ...(options.byTime ? createdAtQueryShape : {}), ...shape });
  // The generic shape hides the field types from the checker; the fields exist on every list.
  return base
    .refine((q) => exclusiveCursors(q as CursorQuery), exclusiveMessage)
    .refine((q) => orderedRange(q as RangeQuery), rangeMessage);
}

export const listAccountsQuerySchema = listQuery({}, { byTime: false });
export const listTransactionsQuerySchema = listQuery({ accountId: accountId.optional(), type: z.enum(LEDGER_TRANSACTION_TYPES).optional() }, { byTime: true });
export const listPaymentsQuerySchema = listQuery({ status: z.enum(PAYMENT_STATUSES).optional(), rail: z.enum(RAILS).optional() }, { byTime: true });
export const listCollectionsQuerySchema = listQuery({}, { byTime: true });
export const listTransfersQuerySchema = listQuery({}, { byTime: true });
export const listCounterpartiesQuerySchema = listQuery({ status: z.enum(COUNTERPARTY_STATUSES).optional() }, { byTime: false });
export const listPaymentMethodsQuerySchema = listQuery({ status: z.enum(PAYMENT_METHOD_STATUSES).optional() }, { byTime: false });
export const listWebhookSubscriptionsQuerySchema = listQuery({}, { byTime: false });
/** Deposit instructions and blockchain addresses page forward only (spec 4.6: no ending_before). */
export const listDepositInstructionsQuerySchema = z.strictObject({
  limit: limit.optional(),
  starting_after: cursor.optional(),
  kind: z.enum(DEPOSIT_INSTRUCTION_KINDS).optional(),
  rail: z.enum(RAILS).optional(),
  status: z.enum(ACCOUNT_NUMBER_STATUSES).optional(),
});
export const listBlockchainAddressesQuerySchema = z.strictObject({ limit: limit.optional(), starting_after: cursor.optional() });
/** GET /rails is not paginated. */
export const listRailsQuerySchema = z.strictObject({
  status: z.enum(RAIL_STATUSES).optional(),
  currency: currencyCode.optional(),
  country: countryCode.optional(),
});

/** Typed parameters a caller gives for a list (numbers for limit, strings elsewhere). */
export type PaginationParams = { limit?: number; startingAfter?: string; endingBefore?: string };
export type CreatedAtParams = { createdAtGte?: string; createdAtLte?: string };
