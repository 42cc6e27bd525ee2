// The provider's payment rules that the spec states loosely and that the app's pre-send
// checks and the local sandbox must apply alike (one place to correct when the full
// reference arrives; documented in sandbox/README.md, "Compliance rules"):
// - which payment-method type each rail pays to;
// - SWIFT purpose corridors: `purpose` is required for some destination currencies and
//   countries (spec 2.2 "required for SWIFT and SEPA payments to certain corridors");
// - the crypto travel rule (spec 4.2): data is required ABOVE 3,000 USD for the US, for
//   every transfer from EU/EEA member states and GB, and above 1,000 USD elsewhere
//   (FATF recommendation 16).
import type { PaymentMethod, PaymentMethodType, Rail } from './schemas';

export const METHOD_TYPE_FOR_RAIL: Readonly<Record<Rail, PaymentMethodType>> = {
  ach: 'us_bank',
  fedwire: 'us_bank',
  swift: 'international_bank',
  crypto: 'crypto_wallet',
  open: 'open',
};

export const PURPOSE_CURRENCIES: ReadonlySet<string> = new Set(['CNY', 'INR', 'AED', 'BRL', 'MYR', 'IDR', 'PHP', 'KRW']);
export const PURPOSE_COUNTRIES: ReadonlySet<string> = new Set(['CN', 'IN', 'AE', 'BR', 'MY', 'ID', 'PH', 'KR']);

/** The destination country of a bank method: its bank address, else letters 5-6 of its BIC, else its IBAN's first two letters. */
export function destinationCountry(method: Pick<PaymentMethod, 'bankAddress' | 'bic' | 'iban'>): string | undefined {
  const fromAddress = (method.bankAddress as { country?: unknown } | undefined)?.country;
  if (typeof fromAddress === 'string') return fromAddress;
  if (method.bic !== undefined && method.bic.length >= 6) return method.bic.slice(4, 6);
  if (method.iban !== undefined && method.iban.length >= 2) return method.iban.slice(0, 2);
  return undefined;
}

const EU_EEA_UK: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB',
]);

/** Whole US dollars above which travel-rule data is required, for the paying customer's country. */
export function travelRuleThresholdUsd(country: string): bigint {
  if (country === 'US') return 3000n;
  if (EU_EEA_UK.has(country)) return 0n;
  return 1000n;
}
