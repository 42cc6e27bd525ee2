// Building blocks of the IPC contract's schemas: money as strings (never a JS number),
// dates as the cache's filters accept them, keyset cursors and limits.
import { z } from 'zod';
import { dateTime, isCalendarDate, isDateTime } from '../formats';
import { isTimeZone } from '../time-in-zone';

/** A signed decimal string such as "-1234.56": how every amount and balance crosses IPC. */
export const decimalString = z.string().regex(/^-?[0-9]+(\.[0-9]+)?$/, { message: 'must be a decimal string such as 1234.56' });

/** Minor units as a string of digits, e.g. "123456" (never a number). */
export const minorUnitsString = z.string().regex(/^-?[0-9]+$/, { message: 'must be a whole number of minor units written in digits' });

/** Money for display: the exact decimal at the money's own exponent, and its minor units. */
export const moneyViewSchema = z.object({
  currency: z.string(),
  /** Plain decimal, no grouping: "1234.50". */
  amount: decimalString,
  minorUnits: minorUnitsString,
  exponent: z.number().int().min(0),
});
export type MoneyView = z.infer<typeof moneyViewSchema>;

/** A filter bound: a day `YYYY-MM-DD` (midnight UTC) or an RFC 3339 date-time. */
export const dateOrDateTime = z.string().max(40).refine((v) => isCalendarDate(v) || isDateTime(v), {
  message: 'must be a date YYYY-MM-DD or an RFC 3339 date-time',
});

export const timestamp = dateTime;

/** An id as the filters take it (the cache matches it exactly). */
export const idText = z.string().min(1).max(100);

/** Opaque keyset cursor from an earlier answer. */
export const cursorText = z.string().min(1).max(1000);

/** Free text searched in a list. */
export const searchText = z.string().max(200);

/** A list limit, 1 to `max`. */
export const listLimit = (max: number) => z.number().int().min(1).max(max);

/** Which list a sync state or "as of" stamp is about (mirrors electron/cache CACHED_RESOURCES). */
export const CACHED_RESOURCE_NAMES = [
  'accounts', 'ledgerTransactions', 'payments', 'collections', 'transfers', 'counterparties', 'paymentMethods', 'rails', 'webhookSubscriptions',
] as const;
export type CachedResourceName = (typeof CACHED_RESOURCE_NAMES)[number];

/** A method that takes nothing: an empty object (a transport may send `undefined`, read as `{}`). */
export const noInput = z.strictObject({});

/** A method that answers nothing but success. */
export const doneOutput = z.object({ done: z.literal(true) });

/** The person's IANA time zone ("America/Chicago"), sent by the window so main writes times in it. */
export const timeZoneName = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: 'must be an IANA time zone such as America/Chicago' });

/**
 * A prepare's input: the write's form values (its shared form schema, strict as it is) and
 * the person's time zone beside them, which main's review and checks write times in.
 */
export function withTimeZone<S extends z.ZodType>(form: S) {
  return z.intersection(
    z.object({ timeZone: timeZoneName.optional() }),
    z.preprocess((raw: z.input<S>) => withoutTimeZone(raw), form),
  );
}

function withoutTimeZone(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !('timeZone' in raw)) return raw;
  const { timeZone: _zone, ...form } = raw as Record<string, unknown>;
  return form;
}
