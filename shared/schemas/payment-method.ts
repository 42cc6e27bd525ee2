// Payment method (sub-resource of a counterparty), spec 2.9.
import { z } from 'zod';
import { counterpartyId, paymentMethodId } from '../ids';
import { currencyCode, dateTime } from '../formats';
import { opaqueObject } from './common';
import { BANK_ACCOUNT_TYPES, CRYPTO_NETWORKS, PAYMENT_METHOD_STATUSES, PAYMENT_METHOD_TYPES, VALIDATION_RESULTS } from './enums';

/**
 * One flat schema with `type` as discriminator: the spec gives the field set per type
 * as a table of optional fields, and mentions `sepa_bank`/`fps_bank` fields for types
 * that are not in the enum, so fields are not tied to a type here.
 */
export const paymentMethodSchema = z.looseObject({
  id: paymentMethodId,
  counterpartyId: counterpartyId,
  type: z.enum(PAYMENT_METHOD_TYPES),
  status: z.enum(PAYMENT_METHOD_STATUSES),
  currency: currencyCode,
  createdAt: dateTime,
  label: z.string().optional(),
  accountHolderName: z.string().optional(),
  bankName: z.string().optional(),
  routingNumber: z.string().optional(),
  accountNumberLast4: z.string().regex(/^[0-9]{4}$/).optional(),
  bankAccountType: z.enum(BANK_ACCOUNT_TYPES).optional(),
  iban: z.string().optional(),
  bic: z.string().optional(),
  intermediaryBic: z.string().optional(),
  bankAddress: opaqueObject.optional(),
  chain: z.enum(CRYPTO_NETWORKS).optional(),
  walletAddress: z.string().optional(),
  destinationTag: z.string().optional(),
  openId: z.string().optional(),
  validationResult: z.enum(VALIDATION_RESULTS).optional(),
  validatedAt: dateTime.nullable().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
