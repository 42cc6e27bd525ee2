// How an account is funded: account numbers (2.6), deposit instructions (2.7) and
// blockchain addresses (2.8).
import { z } from 'zod';
import { accountId, accountNumberId, blockchainAddressId } from '../ids';
import { currencyCode, dateTime } from '../formats';
import { ACCOUNT_NUMBER_STATUSES, ACCOUNT_NUMBER_TYPES, CRYPTO_NETWORKS, DEPOSIT_INSTRUCTION_KINDS } from './enums';

export const accountNumberSchema = z.looseObject({
  id: accountNumberId,
  accountId: accountId,
  type: z.enum(ACCOUNT_NUMBER_TYPES),
  status: z.enum(ACCOUNT_NUMBER_STATUSES),
  createdAt: dateTime,
  routingNumber: z.string().optional(),
  accountNumberLast4: z.string().regex(/^[0-9]{4}$/).optional(),
  iban: z.string().optional(),
  bic: z.string().optional(),
  sortCode: z.string().optional(),
  bankName: z.string().optional(),
  /** Deprecated (spec part 9): settlement routes replace it. */
  autoConvert: z.looseObject({ enabled: z.boolean().optional(), convertToCurrency: currencyCode.optional() }).optional(),
});
export type AccountNumber = z.infer<typeof accountNumberSchema>;

export const depositInstructionSchema = z.looseObject({
  /** Deposit instruction ids have no pattern (spec 2.1). */
  id: z.string().min(1),
  accountId: accountId,
  kind: z.enum(DEPOSIT_INSTRUCTION_KINDS),
  status: z.enum(ACCOUNT_NUMBER_STATUSES),
  createdAt: dateTime,
  /** An account number object when kind is `bank_account_number`; otherwise not shown. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type DepositInstruction = z.infer<typeof depositInstructionSchema>;

export const blockchainAddressSchema = z.looseObject({
  id: blockchainAddressId,
  accountId: accountId,
  chain: z.enum(CRYPTO_NETWORKS),
  address: z.string().min(1),
  asset: z.string().min(1),
  /** `active` in the spec's sample; no enum is given. */
  status: z.string().min(1),
  createdAt: dateTime,
});
export type BlockchainAddress = z.infer<typeof blockchainAddressSchema>;
