// Every write the app can make, as services that check what a person entered (field
// errors that say what to fix), prepare the exact request with its pre-send checks, and
// send it only when confirmed. Import from here.
export { createWriteFlows, type WriteFlows, type WriteFlowsApi, type WriteFlowsOptions } from './create-write-flows';
export { ConfirmationRefusedError, type RefusalCode } from './confirmation-refused-error';
export { confirmationRules } from './confirm-write';
export { DEFAULT_PREPARED_TTL_MS } from './prepared-registry';
export { METHOD_TYPE_FOR_RAIL } from './payment-parties';
export { cutText } from './summary-text';
export { keepWrittenRecord } from './store-written-resource';
export type { LookupApi, WriteFlowCache } from './cache-lookups';
export type {
  ConfirmationLog, ConfirmationRecord, ConfirmedWrite, ConfirmOptions, OutboxEntryRef, OutboxIntent, OutboxOperation, OutboxOutcome, OutboxPort,
  PreparedWrite, PrepareResult, StatusFollower, WriteAction, WriteOutcome,
} from './write-flow-types';
export type { AchPaymentInput, CryptoPaymentInput, OpenPaymentInput, PaymentsFlow, SwiftPaymentInput, UnifiedPaymentInput } from './payments';
export type { PaymentInput } from './payment-input';
export type { CancelPaymentFlow, CancelPaymentInput } from './cancel-payment';
export type { CollectionInput, CollectionsFlow } from './collections';
export type { TransferInput, TransfersFlow } from './transfers';
export type { BusinessOnboardingInput, IndividualOnboardingInput, OnboardingFlow } from './onboarding';
export type { AccountNumberInput, AccountNumbersFlow } from './account-numbers';
export type { CounterpartiesFlow, CounterpartyEditInput, CounterpartyInput } from './counterparties';
export type { PaymentMethodInput, PaymentMethodsFlow } from './payment-methods';
