// Building blocks shared by the resource schemas: the list shape and the address object.
import { z } from 'zod';
import { countryCode } from '../formats';

/**
 * A list response `{items, pagination: {hasMore, nextCursor}}` (spec 2.1).
 * `nextCursor` is the id of the last item; it may be omitted on an empty page
 * (assumed-operations.md).
 */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({
    items: z.array(item),
    pagination: z.looseObject({
      hasMore: z.boolean(),
      // Omitted (or null, as some servers write it) on an empty or last page.
      nextCursor: z.string().min(1).nullish().transform((v) => v ?? undefined),
    }),
  });
}
export type List<T> = { items: T[]; pagination: { hasMore: boolean; nextCursor?: string | undefined } };

/** An address as the spec's sample shows it (line1, city, state, postalCode, country); other fields are kept. */
export const addressSchema = z.looseObject({
  line1: z.string().optional(),
  line2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  country: countryCode.optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** An object whose inner fields the spec does not show: any JSON object. */
export const opaqueObject = z.record(z.string(), z.unknown());
