// Request bodies of the payment-creating endpoints (spec 4.2) and the assumed cancel.
// Bodies are strict: an unknown field is an error that names it, so a typo never
// silently drops an instruction. Where the spec does not say which fields are required,
// the choices are noted per field.
import { z } from 'zod';
import { accountId, counterpartyId, paymentMethodId, quoteId } from '../ids';
import { countryCode, metadata } from '../formats';
import {
  ACH_TYPES, AMOUNT_INPUT_SIDES, CHARGE_BEARERS, CRYPTO_NETWORKS, EXECUTION_PREFERENCES, PURPOSES, RAILS, SEC_CODES,
} from '../schemas/enums';
import { bicField } from './bank-identifier-fields';
import { anyPaymentAmountSchema, cryptoPaymentAmountSchema, paymentAmountSchema } from './request-money';
import { singleLine } from './single-line-text';

const reference = singleLine(z.string().min(1).max(140), 'the reference');
const text = (what: string) => singleLine(z.string().min(1), what);

/** travelRule (assumed-operations.md): originator and beneficiary. */
export const travelRuleSchema = z.strictObject({
  originator: z.strictObject({
    name: text("the originator's name"),
    address: text("the originator's address").optional(),
    accountId: text("the originator's account id").optional(),
  }),
  beneficiary: z.strictObject({
    name: text("the beneficiary's name"),
    walletAddress: text("the beneficiary's wallet address").optional(),
    institutionName: text("the beneficiary's institution name").optional(),
  }),
});
export type TravelRule = z.infer<typeof travelRuleSchema>;

const quoteRule = <T extends { executionPreference?: string | undefined; quoteId?: string | undefined }>(body: T) =>
  body.executionPreference !== 'use_quote' || body.quoteId !== undefined;
const quoteRuleMessage = { message: 'use_quote needs a quoteId (or choose at_market)', path: ['quoteId'] };

/** POST /payments: unified creation. At least one of sendAmount / receiveAmount is required. */
export const createPaymentBodySchema = z
  .strictObject({
    sourceAccountId: accountId,
    paymentMethodId: paymentMethodId,
    rail: z.enum(RAILS),
    counterpartyId: counterpartyId.optional(),
    sendAmount: anyPaymentAmountSchema.optional(),
    receiveAmount: anyPaymentAmountSchema.optional(),
    amountInputSide: z.enum(AMOUNT_INPUT_SIDES).optional(),
    executionPreference: z.enum(EXECUTION_PREFERENCES).optional(),
    quoteId: quoteId.optional(),
    reference: reference.optional(),
    purpose: z.enum(PURPOSES).optional(),
    travelRule: travelRuleSchema.optional(),
    metadata: metadata.optional(),
  })
  .refine((b) => b.sendAmount !== undefined || b.receiveAmount !== undefined, { message: 'give sendAmount or receiveAmount', path: ['sendAmount'] })
  .refine((b) => b.amountInputSide !== 'send' || b.sendAmount !== undefined, { message: "amountInputSide 'send' needs sendAmount", path: ['sendAmount'] })
  .refine((b) => b.amountInputSide !== 'receive' || b.receiveAmount !== undefined, { message: "amountInputSide 'receive' needs receiveAmount", path: ['receiveAmount'] })
  .refine(quoteRule, quoteRuleMessage);
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

/** POST /payments/open: internal network, instant, fee-free, same currency. */
export const createOpenPaymentBodySchema = z.strictObject({
  sourceAccountId: accountId,
  paymentMethodId: paymentMethodId,
  amount: paymentAmountSchema,
  counterpartyId: counterpartyId.optional(),
  reference: reference.optional(),
  metadata: metadata.optional(),
});
export type CreateOpenPaymentBody = z.infer<typeof createOpenPaymentBodySchema>;

/**
 * POST /payments/swift. The second money object is `receiveAmount` with `amountInputSide`,
 * intermediary bank details are `intermediaryBank` (assumed-operations.md). `reference` is
 * accepted as on the unified endpoint (the rail table does not list it).
 */
export const createSwiftPaymentBodySchema = z
  .strictObject({
    sourceAccountId: accountId,
    paymentMethodId: paymentMethodId,
    amount: paymentAmountSchema,
    receiveAmount: paymentAmountSchema.optional(),
    amountInputSide: z.enum(AMOUNT_INPUT_SIDES).optional(),
    counterpartyId: counterpartyId.optional(),
    chargeBearer: z.enum(CHARGE_BEARERS).optional(),
    purpose: z.enum(PURPOSES).optional(),
    executionPreference: z.enum(EXECUTION_PREFERENCES).optional(),
    quoteId: quoteId.optional(),
    intermediaryBank: z.strictObject({ bic: bicField, name: text('the intermediary bank name').optional(), country: countryCode.optional() }).optional(),
    reference: reference.optional(),
    metadata: metadata.optional(),
  })
  .refine((b) => b.amountInputSide !== 'receive' || b.receiveAmount !== undefined, { message: "amountInputSide 'receive' needs receiveAmount", path: ['receiveAmount'] })
  .refine(quoteRule, quoteRuleMessage);
export type CreateSwiftPaymentBody = z.infer<typeof createSwiftPaymentBodySchema>;

/** POST /payments/crypto. `network` is required here; the amount's `chain` must match it. */
export const createCryptoPaymentBodySchema = z
  .strictObject({
    sourceAccountId: accountId,
    paymentMethodId: paymentMethodId,
    amount: cryptoPaymentAmountSchema,
    counterpartyId: counterpartyId.optional(),
    network: z.enum(CRYPTO_NETWORKS),
    travelRule: travelRuleSchema.optional(),
    reference: reference.optional(),
    metadata: metadata.optional(),
  })
  .refine((b) => b.amount.chain === b.network, { message: 'amount.chain must be the same network as network', path: ['amount', 'chain'] });
export type CreateCryptoPaymentBody = z.infer<typeof createCryptoPaymentBodySchema>;

/** POST /payments/ach. `achType` defaults to `standard` on the server. */
export const createAchPaymentBodySchema = z.strictObject({
  sourceAccountId: accountId,
  paymentMethodId: paymentMethodId,
  amount: paymentAmountSchema,
  counterpartyId: counterpartyId.optional(),
  achType: z.enum(ACH_TYPES).optional(),
  secCode: z.enum(SEC_CODES).optional(),
  reference: reference.optional(),
  metadata: metadata.optional(),
});
export type CreateAchPaymentBody = z.infer<typeof createAchPaymentBodySchema>;

/** POST /payments/{paymentId}/cancel takes an empty body `{}` (assumed-operations.md). */
export const cancelPaymentBodySchema = z.strictObject({});
export type CancelPaymentBody = z.infer<typeof cancelPaymentBodySchema>;
