// purpose_required_for_corridor: a SWIFT payment to a corridor that needs a payment
// purpose, without one. A block: the server refuses it (422 purpose_required).
//
// The corridors, as the sandbox applies them (sandbox/README.md, "Compliance rules"):
// the destination currency (the payment method's) is one of CNY, INR, AED, BRL, MYR,
// IDR, PHP, KRW, or the destination country is one of CN, IN, AE, BR, MY, ID, PH, KR.
// The country is the method's bank address country, else letters 5-6 of its BIC, else
// the first two letters of its IBAN.
import type { PaymentMethod } from '../../shared/schemas';
import { destinationCountry, PURPOSE_COUNTRIES, PURPOSE_CURRENCIES } from '../../shared/payment-rules';
import type { Check } from './check-types';

export { destinationCountry, PURPOSE_COUNTRIES, PURPOSE_CURRENCIES };

/** Why the corridor needs a purpose ("payments in INR", "payments to IN"), or undefined. */
export function corridorNeedingPurpose(method: PaymentMethod): string | undefined {
  if (PURPOSE_CURRENCIES.has(method.currency)) return `SWIFT payments in ${method.currency}`;
  const country = destinationCountry(method);
  if (country !== undefined && PURPOSE_COUNTRIES.has(country)) return `SWIFT payments to ${country}`;
  return undefined;
}

export function purposeRequiredForCorridorCheck(payment: { readonly method: PaymentMethod; readonly purpose: string | undefined }): Check | undefined {
  if (payment.purpose !== undefined) return undefined;
  const corridor = corridorNeedingPurpose(payment.method);
  if (corridor === undefined) return undefined;
  return {
    code: 'purpose_required_for_corridor',
    severity: 'block',
    message: `${corridor} need a payment purpose: choose one (for example Goods and services, or Salary and compensation).`,
  };
}
