// Payment method (sub-resource of a counterparty), spec 2.9. The type, status, bank
// account type, chain and validation result keep a value the API adds later
// (known-or-unknown.ts).
import { z } from 'zod';
import { counterpartyId, paymentMethodId } from '../ids';
import { currencyCode, dateTime, opaqueId, responseText } from '../formats';
import { opaqueObject, responseObject } from './json-depth';
import { knownOrUnknown } from './known-or-unknown';
import { BANK_ACCOUNT_TYPES, CRYPTO_NETWORKS, PAYMENT_METHOD_STATUSES, PAYMENT_METHOD_TYPES, VALIDATION_RESULTS } from './enums';

/**
 * One flat schema with `type` as discriminator: the spec gives the field set per type
 * as a table of optional fields, and mentions `sepa_bank`/`fps_bank` fields for types
 * that are not in the enum, so fields are not tied to a type here.
 */
export const paymentMethodSchema = responseObject({
  id: paymentMethodId,
  counterpartyId: counterpartyId,
  type: knownOrUnknown(PAYMENT_METHOD_TYPES),
  status: knownOrUnknown(PAYMENT_METHOD_STATUSES),
  currency: currencyCode,
  createdAt: dateTime,
  label: responseText.optional(),
  accountHolderName: responseText.optional(),
  bankName: responseText.optional(),
  routingNumber: opaqueId.optional(),
  accountNumberLast4: z.string().regex(/^[0-9]{4}$/).optional(),
  bankAccountType: knownOrUnknown(BANK_ACCOUNT_TYPES).optional(),
  iban: opaqueId.optional(),
  bic: opaqueId.optional(),
  intermediaryBic: opaqueId.optional(),
  bankAddress: opaqueObject.optional(),
  chain: knownOrUnknown(CRYPTO_NETWORKS).optional(),
  walletAddress: opaqueId.optional(),
  destinationTag: opaqueId.optional(),
  openId: opaqueId.optional(),
  validationResult: knownOrUnknown(VALIDATION_RESULTS).optional(),
  validatedAt: dateTime.nullable().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
