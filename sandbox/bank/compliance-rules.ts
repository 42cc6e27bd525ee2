// The sandbox's compliance rules for payments, documented in sandbox/README.md.
//
// Purpose corridors (SWIFT): `purpose` is required when the destination currency is in
// PURPOSE_CURRENCIES or the destination country (the payment method's bank address
// country, else the BIC's country letters 5-6, else the IBAN's first two letters) is in
// PURPOSE_COUNTRIES, or in the corridors added through the control API
// (compliance-settings.ts). Otherwise 422 `purpose_required`.
//
// Travel rule (crypto): the originating jurisdiction is the country of the paying
// customer. The rule applies when the USD-equivalent amount is ABOVE the threshold:
// US 3,000 USD; EU/EEA member states and GB: every transfer (threshold 0); any other
// country (FATF recommendation 16): 1,000 USD. A payment that needs travel-rule data
// and has none is refused with 422 `travel_rule_required`.
import type { PaymentMethod } from '../../shared/schemas';
import { destinationCountry, PURPOSE_COUNTRIES, PURPOSE_CURRENCIES, travelRuleThresholdUsd } from '../../shared/payment-rules';
import type { ExtraPurposeCorridors } from './compliance-settings';
import { exceedsUsdCents } from './fx-rates';

export { destinationCountry, PURPOSE_COUNTRIES, PURPOSE_CURRENCIES };

export function purposeRequired(method: PaymentMethod, receiveCurrency: string, extra: ExtraPurposeCorridors = { currencies: [], countries: [] }): boolean {
  const country = destinationCountry(method);
  if (PURPOSE_CURRENCIES.has(receiveCurrency) || extra.currencies.includes(receiveCurrency)) return true;
  return country !== undefined && (PURPOSE_COUNTRIES.has(country) || extra.countries.includes(country));
}

/** Travel-rule threshold in US cents for an originating country: data is required ABOVE it. */
export function travelRuleThresholdCents(country: string): bigint {
  return travelRuleThresholdUsd(country) * 100n;
}

export function travelRuleRequired(country: string, minor: bigint, asset: string): { required: boolean; thresholdCents: bigint } {
  const thresholdCents = travelRuleThresholdCents(country);
  return { required: exceedsUsdCents(minor, asset, thresholdCents), thresholdCents };
}
