// The forms of the other writes: a transfer between the organization's own accounts, an
// ACH collection (a pull from a counterparty's US bank method), an account number for an
// account, the cancel of a payment, and an onboarding (individual or business). Amounts
// are typed text; each form is checked against the strict request schema it makes.
import { z } from 'zod';
import { metadata } from '../formats';
import { fiatMoney } from '../money';
import {
  businessOnboardingBodySchema, createAccountNumberBodySchema, createCollectionBodySchema, createTransferBodySchema, individualOnboardingBodySchema,
} from '../requests';
import { ACCOUNT_NUMBER_TYPES } from '../schemas/enums';
import { amountText, checkRequestBody, checkTypedAmount, choice, chosenId, currencyText, formAddressSchema, formCountryCode, optional, withoutBlanks } from './form-fields';

const reference = optional(z.string().max(140, { message: 'A reference has at most 140 characters.' }));

const transferFields = z.strictObject({
  sourceAccountId: chosenId('account', 'Choose the account to move the money from.'),
  destinationAccountId: chosenId('account', 'Choose the account to move the money to.'),
  amount: amountText,
  currency: currencyText,
  reference,
  metadata: optional(metadata),
});
export type TransferForm = z.output<typeof transferFields>;

/** POST /transfers: the request body a transfer form makes. */
export function transferBodyOf(form: TransferForm, minor: bigint): Record<string, unknown> {
  return {
    sourceAccountId: form.sourceAccountId,
    destinationAccountId: form.destinationAccountId,
    amount: fiatMoney(form.currency, minor),
    ...(form.reference !== undefined ? { reference: form.reference } : {}),
    ...(form.metadata !== undefined ? { metadata: form.metadata } : {}),
  };
}

export const transferFormSchema = transferFields.superRefine((form, ctx) => {
  if (form.sourceAccountId === form.destinationAccountId) {
    ctx.addIssue({ code: 'custom', path: ['destinationAccountId'], message: 'Choose a different account to move the money to.' });
  }
  const minor = checkTypedAmount(form, ctx, { kind: 'fiat' });
  if (minor !== undefined) checkRequestBody(createTransferBodySchema, transferBodyOf(form, minor), ctx, new Set(['destinationAccountId']));
});

const collectionFields = z.strictObject({
  destinationAccountId: chosenId('account', 'Choose the account the money goes to.'),
  paymentMethodId: chosenId('paymentMethod', "Choose the counterparty's US bank account to debit."),
  counterpartyId: optional(chosenId('counterparty', 'Choose the counterparty from the list, or leave it empty.')),
  amount: amountText,
  currency: currencyText,
  reference,
  purpose: optional(z.string().max(140)),
  metadata: optional(metadata),
});
export type CollectionForm = z.output<typeof collectionFields>;

/** POST /collections (ACH debit): the request body a collection form makes. */
export function collectionBodyOf(form: CollectionForm, minor: bigint, counterpartyId = form.counterpartyId): Record<string, unknown> {
  return {
    destinationAccountId: form.destinationAccountId,
    paymentMethodId: form.paymentMethodId,
    ...(counterpartyId !== undefined ? { counterpartyId } : {}),
    rail: 'ach',
    amount: fiatMoney(form.currency, minor),
    ...(form.reference !== undefined ? { reference: form.reference } : {}),
    ...(form.purpose !== undefined ? { purpose: form.purpose } : {}),
    ...(form.metadata !== undefined ? { metadata: form.metadata } : {}),
  };
}

export const collectionFormSchema = collectionFields.superRefine((form, ctx) => {
  const minor = checkTypedAmount(form, ctx, { kind: 'fiat' });
  if (minor !== undefined) checkRequestBody(createCollectionBodySchema, collectionBodyOf(form, minor), ctx);
});

/** POST /accounts/{id}/account-numbers: a US ACH or Fedwire number for a USD account. */
export const accountNumberFormSchema = z.strictObject({
  accountId: chosenId('account', 'Choose the account to number.'),
  type: choice(ACCOUNT_NUMBER_TYPES, 'the kind of account number'),
}).superRefine((form, ctx) => checkRequestBody(createAccountNumberBodySchema, { type: form.type }, ctx));
export type AccountNumberForm = z.output<typeof accountNumberFormSchema>;

/** POST /payments/{id}/cancel: the payment, nothing else. */
export const cancelPaymentFormSchema = z.strictObject({ paymentId: chosenId('payment', 'Choose the payment to cancel.') });
export type CancelPaymentForm = z.output<typeof cancelPaymentFormSchema>;

const governmentId = individualOnboardingBodySchema.shape.governmentId.unwrap();

/** POST /onboardings: an individual or a business, fields left blank left out; the request schema is the form's, its countries ones that exist. */
export const onboardingFormSchema = z.preprocess(
  (value) => withoutBlanks(value) ?? {},
  z.discriminatedUnion('entityType', [
    individualOnboardingBodySchema.extend({
      nationality: formCountryCode(),
      governmentId: governmentId.extend({ issuingCountry: formCountryCode() }).optional(),
      address: formAddressSchema.optional(),
    }),
    businessOnboardingBodySchema.extend({ jurisdiction: formCountryCode().optional(), address: formAddressSchema.optional() }),
  ], { message: 'Choose whether you onboard an individual or a business.' }),
);
export type OnboardingForm = z.output<typeof onboardingFormSchema>;
