// POST /counterparties/{id}/payment-methods (assumed-operations.md): `type`, `currency`,
// `label` and the type's fields (spec 2.9). A bank account's full number goes in the
// write-only `accountNumber`; responses only show `accountNumberLast4`.
import { z } from 'zod';
import { currencyCode } from '../formats';
import { BANK_ACCOUNT_TYPES, CRYPTO_NETWORKS } from '../schemas/enums';
import { isAbaRoutingNumber, isOpenId, isUsBankAccountNumber, walletAddressProblem } from '../bank-identifiers';
import { bicField, ibanField } from './bank-identifier-fields';
import { requestAddressSchema } from './request-address';
import { singleLine } from './single-line-text';

const label = singleLine(z.string().min(1).max(100), 'the label');
const holder = singleLine(z.string().trim().min(1, { message: 'must not be empty' }).max(140), 'the account holder name');
const bankName = singleLine(z.string().min(1).max(140), 'the bank name');

export const usBankPaymentMethodBodySchema = z.strictObject({
  type: z.literal('us_bank'),
  currency: z.literal('USD', { message: 'a us_bank method is in USD' }),
  label: label.optional(),
  accountHolderName: holder,
  bankName: bankName.optional(),
  routingNumber: z.string().refine(isAbaRoutingNumber, { message: 'must be a 9-digit ABA routing number with a valid check digit' }),
  accountNumber: z.string().refine(isUsBankAccountNumber, { message: 'must be 4 to 17 digits' }),
  bankAccountType: z.enum(BANK_ACCOUNT_TYPES).optional(),
});

/** A rule across fields run even while another field has a problem: the body is at least an object. */
function whenAnObject(payload: { value: unknown }): boolean {
  return payload.value !== null && typeof payload.value === 'object';
}

/**
 * An international bank account is identified by an IBAN (a BIC is optional with it: spec 2.9
 * lists both as optional, and SEPA is IBAN-only), or by an account number with a BIC.
 */
export const internationalBankPaymentMethodBodySchema = z
  .strictObject({
    type: z.literal('international_bank'),
    currency: currencyCode,
    label: label.optional(),
    accountHolderName: holder,
    bankName: bankName.optional(),
    iban: ibanField.optional(),
    accountNumber: z.string().regex(/^[A-Z0-9]{4,34}$/, { message: 'must be 4 to 34 letters or digits' }).optional(),
    bic: bicField.optional(),
    intermediaryBic: bicField.optional(),
    bankAddress: requestAddressSchema.optional(),
  })
  // Said with every other problem of the body, not only once the rest is right (`whenAnObject`).
  .refine((b) => b.iban !== undefined || b.accountNumber !== undefined, { message: 'give an IBAN, or an account number with its BIC', path: ['iban'], when: whenAnObject })
  .refine((b) => b.iban !== undefined || b.accountNumber === undefined || b.bic !== undefined, { message: 'an account number needs its BIC', path: ['bic'], when: whenAnObject });

export const cryptoWalletPaymentMethodBodySchema = z
  .strictObject({
    type: z.literal('crypto_wallet'),
    currency: currencyCode,
    label: label.optional(),
    chain: z.enum(CRYPTO_NETWORKS),
    walletAddress: z.string().min(1),
    destinationTag: singleLine(z.string().min(1).max(64), 'the destination tag').optional(),
  })
  .superRefine((b, ctx) => {
    const problem = walletAddressProblem(b.chain, b.walletAddress);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', path: ['walletAddress'], message: problem });
  });

export const openPaymentMethodBodySchema = z.strictObject({
  type: z.literal('open'),
  currency: currencyCode,
  label: label.optional(),
  openId: z.string().refine(isOpenId, { message: 'must be a network handle @<org>.<handle>.<currency>, a customer id (cus_...) or an account id (acc_...)' }),
});

export const createPaymentMethodBodySchema = z.discriminatedUnion('type', [
  usBankPaymentMethodBodySchema,
  internationalBankPaymentMethodBodySchema,
  cryptoWalletPaymentMethodBodySchema,
  openPaymentMethodBodySchema,
]);
export type CreatePaymentMethodBody = z.infer<typeof createPaymentMethodBodySchema>;
