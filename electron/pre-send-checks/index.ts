// Checks before sending: each a warning a person acknowledges or a block that stops
// the write, in words a person can act on. Import from here.
export { CHECK_CODES } from './check-types';
export type { Check, CheckCache, CheckCode, CheckContext, CheckSeverity, MinorAmount } from './check-types';
export { insufficientCachedBalanceCheck, type BalanceDemand } from './insufficient-cached-balance';
export { DUPLICATE_WINDOW_MS, possibleDuplicateCheck, type DuplicateQuestion } from './possible-duplicate';
export { paymentMethodNotVerifiedCheck } from './payment-method-not-verified';
export { firstPaymentToCounterpartyCheck } from './first-payment-to-counterparty';
export { RECENT_METHOD_WINDOW_MS, describePaymentMethod, paymentMethodRecentlyAddedCheck } from './payment-method-recently-added';
export { SAME_DAY_ACH_CUTOFF, isAfterSameDayAchCutoff, newYorkTime, sameDayAchAfterCutoffCheck } from './same-day-ach-after-cutoff';
export { sameDayAchOnWeekendCheck } from './same-day-ach-on-weekend';
export { USD_PEGGED_ASSETS, exceedsTravelRuleThreshold, travelRuleDataMissingCheck, travelRuleThresholdUsd } from './travel-rule-data-missing';
export { PURPOSE_COUNTRIES, PURPOSE_CURRENCIES, corridorNeedingPurpose, destinationCountry, purposeRequiredForCorridorCheck } from './purpose-required-for-corridor';
export { productionEnvironmentCheck } from './production-environment';
export { goneFromServerCheck, type GoneQuestion } from './gone-from-server';
export { collectionChecks, orderChecks, paymentChecks, transferChecks, writeChecks, type PaymentFacts } from './payment-checks';
export { amountText, isolatedLine, oneLine, timeText } from './check-text';
