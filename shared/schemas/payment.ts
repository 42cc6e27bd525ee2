// Payment (outbound), spec 2.2: the resource every payment-creating endpoint returns.
// Enums the API may grow (status, rail, requires-action reason, purpose, network...) keep an
// unknown value (known-or-unknown.ts): code that acts on the rail narrows it first and
// refuses a rail it does not know. Amounts are magnitudes, never negative; `direction` is
// a literal.
import { z } from 'zod';
import { accountId, counterpartyId, customerId, paymentId, paymentMethodId, quoteId } from '../ids';
import { dateTime, metadata, opaqueId, responseText } from '../formats';
import { boundedJsonValue, opaqueObject, responseObject } from './json-depth';
import { knownOrUnknown, ACH_RETURN_CODE_RE } from './known-or-unknown';
import { moneyMagnitudeSchema } from './response-money';
import {
  ACH_RETURN_CODES, AMOUNT_INPUT_SIDES, CANCELLATION_STATES, CRYPTO_NETWORKS, CRYPTO_TRANSFER_STATUSES,
  EXECUTION_PREFERENCES, PAYMENT_REQUIRES_ACTION_REASONS, PAYMENT_STATUSES, PURPOSES, RAILS,
} from './enums';

/** Fee object; its sample shape is `feeAmount`, `feeCurrency`, `feeComponents[{type, amount, currency}]`. */
export const feesSchema = responseObject({
  feeAmount: moneyMagnitudeSchema.optional(),
  feeCurrency: opaqueId.optional(),
  feeComponents: z.array(responseObject({ type: opaqueId, amount: boundedJsonValue, currency: opaqueId.optional() })).optional(),
});

export const paymentSchema = responseObject({
  id: paymentId,
  customerId: customerId,
  status: knownOrUnknown(PAYMENT_STATUSES),
  rail: knownOrUnknown(RAILS),
  createdAt: dateTime,
  updatedAt: dateTime,
  sourceAccountId: accountId.optional(),
  counterpartyId: counterpartyId.optional(),
  paymentMethodId: paymentMethodId.optional(),
  direction: z.literal('outbound').optional(),
  sendAmount: moneyMagnitudeSchema.optional(),
  receiveAmount: moneyMagnitudeSchema.optional(),
  amountInputSide: knownOrUnknown(AMOUNT_INPUT_SIDES).optional(),
  executionPreference: knownOrUnknown(EXECUTION_PREFERENCES).optional(),
  quoteId: quoteId.nullable().optional(),
  exchangeRate: opaqueObject.optional(),
  fees: feesSchema.optional(),
  totalDebitAmount: moneyMagnitudeSchema.optional(),
  cancellationState: knownOrUnknown(CANCELLATION_STATES).optional(),
  requiresActionReason: knownOrUnknown(PAYMENT_REQUIRES_ACTION_REASONS).nullable().optional(),
  compliance: opaqueObject.optional(),
  railDetails: opaqueObject.optional(),
  reference: responseText.optional(),
  purpose: knownOrUnknown(PURPOSES).optional(),
  metadata: metadata.optional(),
  completedAt: dateTime.nullable().optional(),
  achReturnCode: knownOrUnknown(ACH_RETURN_CODES, ACH_RETURN_CODE_RE).nullable().optional(),
  cryptoNetwork: knownOrUnknown(CRYPTO_NETWORKS).nullable().optional(),
  cryptoTransferStatus: knownOrUnknown(CRYPTO_TRANSFER_STATUSES).nullable().optional(),
  travelRule: opaqueObject.optional(),
  verificationResult: opaqueObject.optional(),
});
export type Payment = z.infer<typeof paymentSchema>;
