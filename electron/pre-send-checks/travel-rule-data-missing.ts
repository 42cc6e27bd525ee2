// travel_rule_data_missing: a crypto payment above the travel-rule threshold without
// originator and beneficiary data. A block: the server refuses it (422
// travel_rule_required), so it is better not sent.
//
// The threshold applied, consistent with the sandbox's rule (sandbox/README.md,
// "Compliance rules") and spec 4.2: the jurisdiction is the paying customer's country;
// data is required when the USD value is STRICTLY ABOVE
//   - 3,000 USD for the US (the default: the organization is a US business),
//   - 0 for EU/EEA member states and GB (every transfer),
//   - 1,000 USD elsewhere (FATF recommendation 16).
// The app holds no exchange rates, so it values only USD-pegged stablecoins (USDC, USDT,
// PYUSD, USDG at 1 USD, exactly). For any other asset (EURC, ETH, SOL, BTC) it cannot
// tell the USD value offline and asks for the data whatever the amount: travel-rule data
// is accepted on any crypto payment, so adding it is always a way forward.
import { currencyExponent } from '../../shared/money';
import { countryInSentence } from '../../shared/country-names';
import { travelRuleThresholdUsd } from '../../shared/payment-rules';
import type { Check, CheckContext, MinorAmount } from './check-types';
import { amountText } from './check-text';

export const USD_PEGGED_ASSETS: ReadonlySet<string> = new Set(['USDC', 'USDT', 'PYUSD', 'USDG']);

export { travelRuleThresholdUsd };

/** True, false, or undefined when the app cannot value the asset in USD. */
export function exceedsTravelRuleThreshold(amount: MinorAmount, country: string): boolean | undefined {
  if (!USD_PEGGED_ASSETS.has(amount.currency)) return undefined;
  const threshold = travelRuleThresholdUsd(country) * 10n ** BigInt(currencyExponent(amount.currency));
  return amount.minor > threshold;
}

export function travelRuleDataMissingCheck(
  payment: { readonly amount: MinorAmount; readonly hasTravelRule: boolean },
  ctx: Pick<CheckContext, 'originCountry'>,
): Check | undefined {
  if (payment.hasTravelRule) return undefined;
  const country = ctx.originCountry ?? 'US';
  const above = exceedsTravelRuleThreshold(payment.amount, country);
  if (above === false) return undefined;
  const threshold = travelRuleThresholdUsd(country);
  const place = countryInSentence(country);
  const rule = threshold === 0n ? `${place} requires it for every crypto transfer` : `it is required above ${amountText({ currency: 'USD', minor: threshold * 100n })} for payments from ${place}`;
  const why = above === undefined
    ? `The app cannot value ${amountText(payment.amount)} in US dollars offline, and ${rule}.`
    : `${amountText(payment.amount)} is above the travel-rule threshold: ${rule}.`;
  return {
    code: 'travel_rule_data_missing',
    severity: 'block',
    message: `${why} Add travel-rule data: the originator's name and the beneficiary's name (and wallet address or institution).`,
  };
}
