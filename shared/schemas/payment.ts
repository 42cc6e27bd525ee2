// Payment (outbound), spec 2.2: the resource every payment-creating endpoint returns.
import { z } from 'zod';
import { accountId, counterpartyId, customerId, paymentId, paymentMethodId, quoteId } from '../ids';
import { dateTime, metadata } from '../formats';
import { responseMoneySchema } from '../money';
import { opaqueObject } from './common';
import {
  ACH_RETURN_CODES, AMOUNT_INPUT_SIDES, CANCELLATION_STATES, CRYPTO_NETWORKS, CRYPTO_TRANSFER_STATUSES,
  EXECUTION_PREFERENCES, PAYMENT_REQUIRES_ACTION_REASONS, PAYMENT_STATUSES, PURPOSES, RAILS,
} from './enums';

/** Fee object; its sample shape is `feeAmount`, `feeCurrency`, `feeComponents[{type, amount, currency}]`. */
export const feesSchema = z.looseObject({
  feeAmount: responseMoneySchema.optional(),
  feeCurrency: z.string().optional(),
  feeComponents: z.array(z.looseObject({ type: z.string(), amount: z.unknown(), currency: z.string().optional() })).optional(),
});

export const paymentSchema = z.looseObject({
  id: paymentId,
  customerId: customerId,
  status: z.enum(PAYMENT_STATUSES),
  rail: z.enum(RAILS),
  createdAt: dateTime,
  updatedAt: dateTime,
  sourceAccountId: accountId.optional(),
  counterpartyId: counterpartyId.optional(),
  paymentMethodId: paymentMethodId.optional(),
  direction: z.literal('outbound').optional(),
  sendAmount: responseMoneySchema.optional(),
  receiveAmount: responseMoneySchema.optional(),
  amountInputSide: z.enum(AMOUNT_INPUT_SIDES).optional(),
  executionPreference: z.enum(EXECUTION_PREFERENCES).optional(),
  quoteId: quoteId.nullable().optional(),
  exchangeRate: opaqueObject.optional(),
  fees: feesSchema.optional(),
  totalDebitAmount: responseMoneySchema.optional(),
  cancellationState: z.enum(CANCELLATION_STATES).optional(),
  requiresActionReason: z.enum(PAYMENT_REQUIRES_ACTION_REASONS).nullable().optional(),
  compliance: opaqueObject.optional(),
  railDetails: opaqueObject.optional(),
  reference: z.string().optional(),
  purpose: z.enum(PURPOSES).optional(),
  metadata: metadata.optional(),
  completedAt: dateTime.nullable().optional(),
  achReturnCode: z.enum(ACH_RETURN_CODES).nullable().optional(),
  cryptoNetwork: z.enum(CRYPTO_NETWORKS).nullable().optional(),
  cryptoTransferStatus: z.enum(CRYPTO_TRANSFER_STATUSES).nullable().optional(),
  travelRule: opaqueObject.optional(),
  verificationResult: opaqueObject.optional(),
});
export type Payment = z.infer<typeof paymentSchema>;
