// The address object as a request sends it: the sample's fields, line1, city and country required.
import { z } from 'zod';
import { countryCode } from '../formats';
import { singleLine } from './single-line-text';

const line = (max: number, what: string) => singleLine(z.string().min(1).max(max), what);

export const requestAddressSchema = z.strictObject({
  line1: line(200, 'the address line'),
  line2: line(200, 'the address line').optional(),
  city: line(100, 'the city'),
  state: line(100, 'the state').optional(),
  postalCode: line(20, 'the postal code').optional(),
  country: countryCode,
});
export type RequestAddress = z.infer<typeof requestAddressSchema>;
