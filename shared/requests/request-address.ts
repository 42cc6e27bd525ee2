// The address object as a request sends it: the sample's fields, line1, city and country required.
import { z } from 'zod';
import { countryCode } from '../formats';

export const requestAddressSchema = z.strictObject({
  line1: z.string().min(1).max(200),
  line2: z.string().min(1).max(200).optional(),
  city: z.string().min(1).max(100),
  state: z.string().min(1).max(100).optional(),
  postalCode: z.string().min(1).max(20).optional(),
  country: countryCode,
});
export type RequestAddress = z.infer<typeof requestAddressSchema>;
