// How an account is funded: account numbers (2.6), deposit instructions (2.7) and
// blockchain addresses (2.8). Their types, kinds, statuses and chains keep a value the
// API adds later (known-or-unknown.ts).
import { z } from 'zod';
import { accountId, accountNumberId, blockchainAddressId } from '../ids';
import { currencyCode, dateTime, opaqueId, responseText } from '../formats';
import { opaqueObject, responseObject } from './json-depth';
import { knownOrUnknown } from './known-or-unknown';
import { ACCOUNT_NUMBER_STATUSES, ACCOUNT_NUMBER_TYPES, CRYPTO_NETWORKS, DEPOSIT_INSTRUCTION_KINDS } from './enums';

export const accountNumberSchema = responseObject({
  id: accountNumberId,
  accountId: accountId,
  type: knownOrUnknown(ACCOUNT_NUMBER_TYPES),
  status: knownOrUnknown(ACCOUNT_NUMBER_STATUSES),
  createdAt: dateTime,
  routingNumber: opaqueId.optional(),
  accountNumberLast4: z.string().regex(/^[0-9]{4}$/).optional(),
  iban: opaqueId.optional(),
  bic: opaqueId.optional(),
  sortCode: opaqueId.optional(),
  bankName: responseText.optional(),
  /** Deprecated (spec part 9): settlement routes replace it. */
  autoConvert: responseObject({ enabled: z.boolean().optional(), convertToCurrency: currencyCode.optional() }).optional(),
});
export type AccountNumber = z.infer<typeof accountNumberSchema>;

export const depositInstructionSchema = responseObject({
  /** Deposit instruction ids have no pattern (spec 2.1). */
  id: opaqueId.min(1),
  accountId: accountId,
  kind: knownOrUnknown(DEPOSIT_INSTRUCTION_KINDS),
  status: knownOrUnknown(ACCOUNT_NUMBER_STATUSES),
  createdAt: dateTime,
  /** An account number object when kind is `bank_account_number`; otherwise not shown. */
  details: opaqueObject.optional(),
});
export type DepositInstruction = z.infer<typeof depositInstructionSchema>;

export const blockchainAddressSchema = responseObject({
  id: blockchainAddressId,
  accountId: accountId,
  chain: knownOrUnknown(CRYPTO_NETWORKS),
  address: opaqueId.min(1),
  asset: opaqueId.min(1),
  /** `active` in the spec's sample; no enum is given. */
  status: opaqueId.min(1),
  createdAt: dateTime,
});
export type BlockchainAddress = z.infer<typeof blockchainAddressSchema>;
