// Building blocks shared by the resource schemas: the list shape and the address object.
import { z } from 'zod';
import { countryCode, MAX_OPAQUE_ID_LENGTH, responseText } from '../formats';
import { responseObject } from './json-depth';

/**
 * A list response `{items, pagination: {hasMore, nextCursor}}` (spec 2.1).
 * `nextCursor` is the id of the last item; it may be omitted on an empty page
 * (assumed-operations.md).
 */
export function listSchema<T extends z.ZodType>(item: T) {
  return responseObject({
    items: z.array(item),
    pagination: responseObject({
      hasMore: z.boolean(),
      // Omitted (or null, as some servers write it) on an empty or last page.
      nextCursor: z.string().min(1).max(MAX_OPAQUE_ID_LENGTH).nullish().transform((v) => v ?? undefined),
    }),
  });
}
export type List<T> = { items: T[]; pagination: { hasMore: boolean; nextCursor?: string | undefined } };

/** An address as the spec's sample shows it (line1, city, state, postalCode, country); other fields are kept. */
export const addressSchema = responseObject({
  line1: responseText.optional(),
  line2: responseText.optional(),
  city: responseText.optional(),
  state: responseText.optional(),
  postalCode: responseText.optional(),
  country: countryCode.optional(),
});
export type Address = z.infer<typeof addressSchema>;
