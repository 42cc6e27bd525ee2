// The values of the "New payment" form as typed, one shape for every rail, and what the
// chosen rail's shared form schema (shared/forms/payment-forms.ts) is given: only that
// rail's fields. The form is checked by that schema as the person leaves each field and
// on submit; main's field errors ("amount.value", "travelRule.originator.name") land on
// the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { counterpartyFirst } from '../../components/forms/counterparty-first';
import {
  achPaymentFormSchema, cryptoPaymentFormSchema, fedwirePaymentFormSchema, openPaymentFormSchema, swiftPaymentFormSchema, type PaymentFormInput, type PaymentRail,
} from '../../../../shared/forms';

export interface PaymentFields {
  rail: '' | PaymentRail;
  counterpartyId: string;
  paymentMethodId: string;
  sourceAccountId: string;
  amount: string;
  currency: string;
  reference: string;
  achType: string;
  secCode: string;
  purpose: string;
  amountSide: string;
  chargeBearer: string;
  executionPreference: string;
  quoteId: string;
  intermediaryBank: { bic: string; name: string; country: string };
  network: string;
  travelRule: {
    originator: { name: string; address: string; accountId: string };
    beneficiary: { name: string; walletAddress: string; institutionName: string };
  };
}

export const EMPTY_PAYMENT: PaymentFields = {
  rail: '', counterpartyId: '', paymentMethodId: '', sourceAccountId: '', amount: '', currency: '', reference: '',
  achType: 'standard', secCode: '', purpose: '', amountSide: 'send', chargeBearer: '', executionPreference: '', quoteId: '',
  intermediaryBank: { bic: '', name: '', country: '' },
  network: '',
  travelRule: { originator: { name: '', address: '', accountId: '' }, beneficiary: { name: '', walletAddress: '', institutionName: '' } },
};

/** The form's fields in the order they are shown (focus goes to the first with a problem). */
export const PAYMENT_FIELD_ORDER = [
  'rail', 'counterpartyId', 'paymentMethodId', 'sourceAccountId', 'amountSide', 'amount',
  'achType', 'secCode', 'chargeBearer', 'executionPreference', 'quoteId',
  'intermediaryBank.bic', 'intermediaryBank.name', 'intermediaryBank.country', 'purpose', 'network',
  'travelRule.originator.name', 'travelRule.originator.address', 'travelRule.originator.accountId',
  'travelRule.beneficiary.name', 'travelRule.beneficiary.walletAddress', 'travelRule.beneficiary.institutionName',
  'reference',
] as const;
export type PaymentFieldName = (typeof PAYMENT_FIELD_ORDER)[number];

const ALIASES: Readonly<Record<string, PaymentFieldName>> = {
  // The currency comes with the source account (or, for an amount received, with the method).
  currency: 'sourceAccountId',
  sendAmount: 'amount',
  receiveAmount: 'amount',
  amountInputSide: 'amountSide',
  intermediaryBank: 'intermediaryBank.bic',
  travelRule: 'travelRule.originator.name',
  'travelRule.originator': 'travelRule.originator.name',
  'travelRule.beneficiary': 'travelRule.beneficiary.name',
};

/** The form's field that a main or schema error names ("amount.value" is "amount"), or null. */
export function paymentFieldOf(name: string): PaymentFieldName | null {
  const parts = name.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const prefix = parts.slice(0, length).join('.');
    if ((PAYMENT_FIELD_ORDER as readonly string[]).includes(prefix)) return prefix as PaymentFieldName;
    const alias = ALIASES[prefix];
    if (alias !== undefined) return alias;
  }
  return null;
}

/** What the chosen rail's form is given: its own fields only (each rail's schema is strict); null before a rail is chosen. */
export function railFormOf(values: PaymentFields): PaymentFormInput | null {
  const common = {
    sourceAccountId: values.sourceAccountId, paymentMethodId: values.paymentMethodId, counterpartyId: values.counterpartyId,
    amount: values.amount, currency: values.currency, reference: values.reference,
  };
  switch (values.rail) {
    case 'ach':
      return { rail: 'ach', ...common, achType: values.achType, secCode: values.secCode } as PaymentFormInput;
    case 'fedwire':
      return { rail: 'fedwire', ...common, purpose: values.purpose } as PaymentFormInput;
    case 'swift':
      return {
        rail: 'swift', ...common, amountSide: values.amountSide, chargeBearer: values.chargeBearer, purpose: values.purpose,
        executionPreference: values.executionPreference, quoteId: values.quoteId, intermediaryBank: values.intermediaryBank,
      } as PaymentFormInput;
    case 'crypto':
      return { rail: 'crypto', ...common, network: values.network, travelRule: values.travelRule } as PaymentFormInput;
    case 'open':
      return { rail: 'open', ...common } as PaymentFormInput;
    default:
      // '' before a choice, or null as react-hook-form reads a radio group none of whose radios is checked yet.
      return null;
  }
}

const RESOLVERS = {
  ach: zodResolver(achPaymentFormSchema),
  fedwire: zodResolver(fedwirePaymentFormSchema),
  swift: zodResolver(swiftPaymentFormSchema),
  crypto: zodResolver(cryptoPaymentFormSchema),
  open: zodResolver(openPaymentFormSchema),
} as const;

/** Checks the values with the chosen rail's shared schema; without a rail, says to choose one. */
const railResolver: Resolver<PaymentFields> = async (values, context, options) => {
  const form = railFormOf(values);
  if (form === null) {
    const errors = { rail: { type: 'required', message: 'Choose the rail first: ACH, Fedwire, SWIFT, crypto or open network.' } } as FieldErrors<PaymentFields>;
    return { values: {}, errors };
  }
  const resolve = RESOLVERS[form.rail] as unknown as Resolver<PaymentFields>;
  const result = await resolve(form as unknown as PaymentFields, context, options);
  return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
};

/** The rail's checks, and the counterparty chosen first (its methods are listed once it is). */
export const paymentResolver: Resolver<PaymentFields> = async (values, context, options) => {
  if (railFormOf(values) === null) return railResolver(values, context, options);
  return counterpartyFirst(railResolver, { message: 'Choose the counterparty to pay: its payment methods are then listed.' })(values, context, options);
};

/** "trade_of_goods" as words: "Trade of goods". */
export function choiceWords(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
