// POST /accounts/{accountId}/account-numbers (spec 4.6).
import { z } from 'zod';
import { currencyCode } from '../formats';
import { ACCOUNT_NUMBER_TYPES } from '../schemas/enums';

export const createAccountNumberBodySchema = z.strictObject({
  type: z.enum(ACCOUNT_NUMBER_TYPES),
  /** Deprecated (spec part 9); settlement routes replace it. */
  autoConvert: z.strictObject({ enabled: z.boolean(), convertToCurrency: currencyCode.optional() }).optional(),
});
export type CreateAccountNumberBody = z.infer<typeof createAccountNumberBodySchema>;
