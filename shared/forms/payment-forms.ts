// The payment form of each rail, as typed (amounts as text), one schema the window's form
// (react-hook-form's zodResolver) and main's dispatcher both parse; `paymentFormSchema` is
// their union keyed by `rail`. Each is checked against the strict request schema of the
// endpoint it goes to (paymentRequestOf), so a value the form accepts is one main can send.
// What only main knows (the account's currency, the method's rail and chain, balances) is
// checked by main's prepare, its field errors named like these fields.
import { z } from 'zod';
import { metadata } from '../formats';
import { cryptoMoney, fiatMoney } from '../money';
import {
  createAchPaymentBodySchema, createCryptoPaymentBodySchema, createOpenPaymentBodySchema, createPaymentBodySchema, createSwiftPaymentBodySchema,
} from '../requests';
import { ACH_TYPES, CHARGE_BEARERS, CRYPTO_NETWORKS, EXECUTION_PREFERENCES, PURPOSES } from '../schemas/enums';
import { isBic } from '../bank-identifiers';
import { tidyBankIdentifier } from '../requests/bank-identifier-fields';
import { controlCharacterProblem } from '../requests/single-line-text';
import { amountText, checkRequestBody, checkTypedAmount, choice, chosenId, currencyText, formCountryCode, optional, optionalGroup } from './form-fields';

/** What every payment form asks for. */
const paymentFields = {
  sourceAccountId: chosenId('account', 'Choose the account to pay from.'),
  paymentMethodId: chosenId('paymentMethod', "Choose the recipient's payment method."),
  /** Optional: the payment method's counterparty is used when left out. */
  counterpartyId: optional(chosenId('counterparty', 'Choose the counterparty from the list, or leave it empty.')),
  amount: amountText,
  currency: currencyText,
  reference: optional(z.string().max(140, { message: 'A reference has at most 140 characters.' })),
  metadata: optional(metadata),
};

const achFields = z.strictObject({
  rail: z.literal('ach'),
  ...paymentFields,
  achType: optional(choice(ACH_TYPES, 'standard (next day) or same_day')),
  secCode: optional(choice(['WEB', 'PPD', 'CCD'] as const, 'the SEC code')),
});

const fedwireFields = z.strictObject({
  rail: z.literal('fedwire'),
  ...paymentFields,
  purpose: optional(choice(PURPOSES, 'the purpose')),
});

/** The intermediary bank's fields, each problem said as a sentence that names the field and what to type. */
const intermediaryBank = z.strictObject({
  bic: z
    .string({ message: "Enter the intermediary bank's BIC, such as CHASUS33, or leave the intermediary bank blank." })
    .refine((bic) => isBic(tidyBankIdentifier(bic)), { message: "The intermediary bank's BIC must be 8 or 11 letters and digits, such as CHASUS33 or DEUTDEFF500." }),
  name: optional(z.string().superRefine((name, ctx) => {
    const problem = controlCharacterProblem(name, "the intermediary bank's name");
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: `The intermediary bank's name ${problem}.`, input: name });
  })),
  country: optional(formCountryCode(z.string().regex(/^[A-Z]{2}$/, { message: "The intermediary bank's country must be its two-letter code, such as US, DE or GB." }))),
});

/** Travel-rule data as typed: who sends and who receives (the request schema then checks the text). */
const travelRuleFields = z.strictObject({
  originator: z.strictObject({
    name: z.string({ message: "Enter the originator's name (your organization's, as registered)." }),
    address: optional(z.string()),
    accountId: optional(z.string()),
  }),
  beneficiary: z.strictObject({
    name: z.string({ message: "Enter the beneficiary's name (the wallet owner's)." }),
    walletAddress: optional(z.string()),
    institutionName: optional(z.string()),
  }),
});

const swiftFields = z.strictObject({
  rail: z.literal('swift'),
  ...paymentFields,
  /** Which amount was typed: what leaves the account (default), or what the recipient receives. */
  amountSide: optional(choice(['send', 'receive'] as const, 'which amount you typed')),
  chargeBearer: optional(choice(CHARGE_BEARERS, 'who pays the fees')),
  purpose: optional(choice(PURPOSES, 'the purpose')),
  executionPreference: optional(choice(EXECUTION_PREFERENCES, 'how to convert')),
  quoteId: optional(chosenId('quote', 'Enter the id of a locked quote (qte_…), or leave it empty to convert at market.')),
  intermediaryBank: optionalGroup(intermediaryBank),
});

const cryptoFields = z.strictObject({
  rail: z.literal('crypto'),
  ...paymentFields,
  network: optional(choice(CRYPTO_NETWORKS, 'the network')),
  travelRule: optionalGroup(travelRuleFields),
});

const openFields = z.strictObject({ rail: z.literal('open'), ...paymentFields });

type AchForm = z.output<typeof achFields>;
type FedwireForm = z.output<typeof fedwireFields>;
type SwiftForm = z.output<typeof swiftFields>;
type CryptoForm = z.output<typeof cryptoFields>;
type OpenForm = z.output<typeof openFields>;
export type PaymentForm = AchForm | FedwireForm | SwiftForm | CryptoForm | OpenForm;
export type PaymentRail = PaymentForm['rail'];

/** The endpoint and body a payment form makes, given its amount in minor units (and the chain of a crypto payment). */
export interface PaymentRequest {
  readonly operation: 'createAchPayment' | 'createPayment' | 'createSwiftPayment' | 'createCryptoPayment' | 'createOpenPayment';
  readonly schema: z.ZodType;
  readonly body: Record<string, unknown>;
}

function commonBody(form: PaymentForm, counterpartyId: string | undefined): Record<string, unknown> {
  return {
    sourceAccountId: form.sourceAccountId,
    paymentMethodId: form.paymentMethodId,
    ...(counterpartyId !== undefined ? { counterpartyId } : {}),
    ...(form.reference !== undefined ? { reference: form.reference } : {}),
    ...(form.metadata !== undefined ? { metadata: form.metadata } : {}),
  };
}

/**
 * The request a payment form makes. `resolved` is what main fills in from its records: the
 * counterparty (the method's own when the form leaves it out), the ACH SEC code for the
 * counterparty's type, the crypto network (the wallet's chain). The form checks with what
 * it has; main sends exactly this body, read through the same schema.
 */
export function paymentRequestOf(form: PaymentForm, minor: bigint, resolved: { counterpartyId?: string; secCode?: string; network?: string } = {}): PaymentRequest {
  const counterpartyId = resolved.counterpartyId ?? form.counterpartyId;
  const common = commonBody(form, counterpartyId);
  switch (form.rail) {
    case 'ach':
      return {
        operation: 'createAchPayment',
        schema: createAchPaymentBodySchema,
        body: { ...common, amount: fiatMoney(form.currency, minor), achType: form.achType ?? 'standard', ...((resolved.secCode ?? form.secCode) !== undefined ? { secCode: resolved.secCode ?? form.secCode } : {}) },
      };
    case 'fedwire':
      return {
        operation: 'createPayment',
        schema: createPaymentBodySchema,
        body: { ...common, rail: 'fedwire', sendAmount: fiatMoney(form.currency, minor), amountInputSide: 'send', ...(form.purpose !== undefined ? { purpose: form.purpose } : {}) },
      };
    case 'swift': {
      const conversion = {
        ...(form.executionPreference !== undefined ? { executionPreference: form.executionPreference } : {}),
        ...(form.quoteId !== undefined ? { quoteId: form.quoteId } : {}),
      };
      if (form.amountSide === 'receive') {
        return {
          operation: 'createPayment',
          schema: createPaymentBodySchema,
          body: { ...common, rail: 'swift', receiveAmount: fiatMoney(form.currency, minor), amountInputSide: 'receive', ...conversion, ...(form.purpose !== undefined ? { purpose: form.purpose } : {}) },
        };
      }
      return {
        operation: 'createSwiftPayment',
        schema: createSwiftPaymentBodySchema,
        body: {
          ...common, amount: fiatMoney(form.currency, minor), chargeBearer: form.chargeBearer ?? 'SHA', ...(form.purpose !== undefined ? { purpose: form.purpose } : {}),
          ...conversion, ...(form.intermediaryBank !== undefined ? { intermediaryBank: form.intermediaryBank } : {}),
        },
      };
    }
    case 'crypto': {
      const network = (resolved.network ?? form.network ?? 'ethereum') as (typeof CRYPTO_NETWORKS)[number];
      return {
        operation: 'createCryptoPayment',
        schema: createCryptoPaymentBodySchema,
        body: { ...common, amount: cryptoMoney(form.currency, minor, network), network, ...(form.travelRule !== undefined ? { travelRule: form.travelRule } : {}) },
      };
    }
    case 'open':
      return { operation: 'createOpenPayment', schema: createOpenPaymentBodySchema, body: { ...common, amount: fiatMoney(form.currency, minor) } };
  }
}

/** The rail's own rules that need no records, then the request schema of its endpoint. */
function checkPaymentForm(form: PaymentForm, ctx: z.RefinementCtx): void {
  const minor = checkTypedAmount(form, ctx, form.rail === 'crypto' ? { kind: 'crypto' } : { kind: 'fiat' });
  if (form.rail === 'swift' && form.amountSide === 'receive') {
    if (form.chargeBearer !== undefined) ctx.addIssue({ code: 'custom', path: ['chargeBearer'], message: 'A payment of a fixed received amount is shared-charges only: leave the charge bearer empty, or type the amount that leaves your account.' });
    if (form.intermediaryBank !== undefined) ctx.addIssue({ code: 'custom', path: ['intermediaryBank'], message: 'An intermediary bank can be named only when you type the amount that leaves your account.' });
  }
  if (minor === undefined) return;
  const request = paymentRequestOf(form, minor);
  checkRequestBody(request.schema, request.body, ctx);
}

export const achPaymentFormSchema = achFields.superRefine(checkPaymentForm);
export const fedwirePaymentFormSchema = fedwireFields.superRefine(checkPaymentForm);
export const swiftPaymentFormSchema = swiftFields.superRefine(checkPaymentForm);
export const cryptoPaymentFormSchema = cryptoFields.superRefine(checkPaymentForm);
export const openPaymentFormSchema = openFields.superRefine(checkPaymentForm);

/** Every rail's payment form, keyed by `rail` (the input of `payments.prepare`). */
export const paymentFormSchema = z.discriminatedUnion('rail', [
  achPaymentFormSchema, fedwirePaymentFormSchema, swiftPaymentFormSchema, cryptoPaymentFormSchema, openPaymentFormSchema,
], { message: 'Choose the rail: ach, fedwire, swift, crypto or open.' });
export type PaymentFormInput = z.input<typeof paymentFormSchema>;
