// Rail (discovery), spec 2.12. `GET /rails` returns `{items}` only.
import { z } from 'zod';
import { RAIL_STATUSES } from './enums';

export const railSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
  status: z.enum(RAIL_STATUSES),
  supportedCurrencies: z.array(z.string()).optional(),
  supportedCountries: z.array(z.string()).optional(),
  typicalSettlementTime: z.string().optional(),
  cutoffTime: z.string().optional(),
  capabilities: z.array(z.string()).optional(),
  requiredFields: z.array(z.string()).optional(),
});
export type RailInfo = z.infer<typeof railSchema>;

export const railListSchema = z.looseObject({ items: z.array(railSchema) });
