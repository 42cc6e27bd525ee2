// The forms of the directory: a counterparty (business or individual) created, edited
// where the API allows (name, email, address, metadata) or archived, and a payment method
// of each type added to it. Each is the strict request schema of its endpoint with the
// form's ways: text left blank is a field not given, the counterparty chosen by id.
import { z } from 'zod';
import {
  createCounterpartyBodySchema, cryptoWalletPaymentMethodBodySchema, internationalBankPaymentMethodBodySchema, openPaymentMethodBodySchema,
  updateCounterpartyBodySchema, usBankPaymentMethodBodySchema,
} from '../requests';
import { walletAddressProblem } from '../bank-identifiers';
import { CRYPTO_NETWORKS, ENTITY_TYPES, type CryptoNetwork } from '../schemas/enums';
import { checkRequestBody, chosenId, formAddressSchema, withoutBlanks } from './form-fields';

const blanksOut = (value: unknown) => withoutBlanks(value) ?? {};

/** POST /counterparties: entityType, name, and optionally email, address, metadata. */
export const counterpartyFormSchema = z.preprocess(
  blanksOut,
  // The type is a choice of two radios: said in their words, not the schema's list of codes.
  createCounterpartyBodySchema.extend({ entityType: z.enum(ENTITY_TYPES, { message: 'Choose Business or Individual.' }), address: formAddressSchema.optional() }),
);
export type CounterpartyForm = z.output<typeof counterpartyFormSchema>;

const counterpartyChoice = chosenId('counterparty', 'Choose the counterparty.');

/** PATCH /counterparties/{id}: the fields to change (only those that differ are sent). */
export const counterpartyEditFormSchema = z.preprocess(
  blanksOut,
  z.strictObject({ counterpartyId: counterpartyChoice, ...updateCounterpartyBodySchema.shape, address: formAddressSchema.optional() }).omit({ status: true }).superRefine((form, ctx) => {
    const { counterpartyId: _id, ...changes } = form;
    checkRequestBody(updateCounterpartyBodySchema, changes, ctx);
  }),
);
export type CounterpartyEditForm = z.output<typeof counterpartyEditFormSchema>;

/** Archiving: the counterparty, nothing else (its status becomes `archived`). */
export const counterpartyArchiveFormSchema = z.strictObject({ counterpartyId: counterpartyChoice });

const METHOD_BODIES = {
  us_bank: usBankPaymentMethodBodySchema,
  international_bank: internationalBankPaymentMethodBodySchema,
  crypto_wallet: cryptoWalletPaymentMethodBodySchema,
  open: openPaymentMethodBodySchema,
} as const;

/**
 * A payment method form is the counterparty and the request body's fields of its type;
 * once every field passes (zod runs a refinement only then), the type's rules across
 * fields (an IBAN, or an account number with a BIC) by its body's own schema.
 */
function acrossFields(body: z.ZodType) {
  return (form: { counterpartyId: string }, ctx: z.RefinementCtx) => {
    const { counterpartyId: _id, ...rest } = form;
    checkRequestBody(body, rest, ctx);
  };
}

const withCounterparty = { counterpartyId: counterpartyChoice };
const usBankFields = z.strictObject({ ...withCounterparty, ...usBankPaymentMethodBodySchema.shape }).superRefine(acrossFields(usBankPaymentMethodBodySchema));
/** An IBAN (or an account number with a BIC) is said missing with every other missing field at once, not after them. */
const internationalBankFields = z
  .strictObject({ ...withCounterparty, ...internationalBankPaymentMethodBodySchema.shape, bankAddress: formAddressSchema.optional() })
  .superRefine(acrossFields(internationalBankPaymentMethodBodySchema), { when: (payload) => payload.value !== null && typeof payload.value === 'object' });
/**
 * The wallet address checked for its chain as soon as both are given, even while another
 * field (the currency) is still missing: a mistyped address is said as the person leaves it.
 * Its issue stops the check across fields, which would say the same.
 */
const walletAddressAsTyped = [
  (form: { chain: CryptoNetwork; walletAddress: string }, ctx: z.RefinementCtx) => {
    const problem = walletAddressProblem(form.chain, form.walletAddress);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', path: ['walletAddress'], message: problem });
  },
  {
    when: (payload: { value: unknown }) => {
      const value = payload.value as { chain?: unknown; walletAddress?: unknown } | null;
      return typeof value?.walletAddress === 'string' && (CRYPTO_NETWORKS as readonly unknown[]).includes(value.chain);
    },
  },
] as const;
const cryptoWalletFields = z
  .strictObject({ ...withCounterparty, ...cryptoWalletPaymentMethodBodySchema.shape })
  .superRefine(...walletAddressAsTyped)
  .superRefine(acrossFields(cryptoWalletPaymentMethodBodySchema));
const openFields = z.strictObject({ ...withCounterparty, ...openPaymentMethodBodySchema.shape }).superRefine(acrossFields(openPaymentMethodBodySchema));

export const usBankMethodFormSchema = z.preprocess(blanksOut, usBankFields);
export const internationalBankMethodFormSchema = z.preprocess(blanksOut, internationalBankFields);
export const cryptoWalletMethodFormSchema = z.preprocess(blanksOut, cryptoWalletFields);
export const openMethodFormSchema = z.preprocess(blanksOut, openFields);

/** Every type's form, keyed by `type` (the input of `paymentMethods.prepareAdd`). */
export const paymentMethodFormSchema = z.preprocess(blanksOut, z.discriminatedUnion('type', [usBankFields, internationalBankFields, cryptoWalletFields, openFields], {
  message: 'Choose the kind of payment method: us_bank, international_bank, crypto_wallet or open.',
}));
export type PaymentMethodForm = z.output<typeof paymentMethodFormSchema>;

/** The request body a payment method form makes (the counterparty goes in the path), read through its type's schema. */
export function paymentMethodBodyOf(form: PaymentMethodForm): { counterpartyId: string; body: Record<string, unknown> } {
  const { counterpartyId, ...body } = form;
  return { counterpartyId, body: METHOD_BODIES[form.type].parse(body) as Record<string, unknown> };
}
