// Rail (discovery), spec 2.12. `GET /rails` returns `{items}` only. The status keeps an
// unknown value (known-or-unknown.ts).
import { z } from 'zod';
import { opaqueId, responseText } from '../formats';
import { responseObject } from './json-depth';
import { knownOrUnknown } from './known-or-unknown';
import { RAIL_STATUSES } from './enums';

export const railSchema = responseObject({
  id: opaqueId.min(1),
  name: responseText,
  description: responseText.optional(),
  status: knownOrUnknown(RAIL_STATUSES),
  supportedCurrencies: z.array(opaqueId).optional(),
  supportedCountries: z.array(opaqueId).optional(),
  typicalSettlementTime: responseText.optional(),
  cutoffTime: responseText.optional(),
  capabilities: z.array(opaqueId).optional(),
  requiredFields: z.array(opaqueId).optional(),
});
export type RailInfo = z.infer<typeof railSchema>;

export const railListSchema = responseObject({ items: z.array(railSchema) });
