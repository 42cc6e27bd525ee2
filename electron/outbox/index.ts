// The outbox: every POST journaled (key + exact body bytes) before it leaves the machine,
// sent exactly once under that key. Import from here.
export { createOutbox } from './create-outbox';
export type { IntentConfirmation, Outbox, OutboxOptions, ResumeOptions } from './create-outbox';
export { describeEntryState } from './describe-entry';
export { settleFirst, unsettledLines } from './settle-first';
export { OUTBOX_STATES, UNKNOWN_OUTCOME_MESSAGE } from './outbox-types';
export type { OutboxEntry, OutboxErrorData, OutboxIntent, OutboxListOptions, OutboxOperation, OutboxOutcome, OutboxState, ResumeReport } from './outbox-types';
export { OutboxError } from './outbox-errors';
export type { OutboxErrorCode } from './outbox-errors';
export { maskedBodyText } from './masked-body';
export { classifySendFailure } from './send-failure';
export type { SendFailureDecision } from './send-failure';
export { DEFAULT_RETENTION_MS } from './retry-schedule';
export { credentialsIdOf } from './send-binding';
export type { OutboxTarget } from './send-binding';
export { entriesHoldingCredentials, refuseCredentialChange, unsettledEntries } from './credentials-guard';
export type { CredentialChange } from './credentials-guard';
export { systemMonotonic } from './elapsed-clock';
export type { MonotonicSource } from './elapsed-clock';
export type { ObservedAttempt } from './delivery-evidence';
