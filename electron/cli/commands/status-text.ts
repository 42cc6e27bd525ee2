// Statuses (and rails, types, networks...) in the command line's tables and messages: as
// the server sent them, and a value this app does not know (an API newer than the app)
// marked so a person never takes it for a known one: "settled_partially (unknown status)",
// "rtp (unknown rail)". `--json` output keeps the raw value (programs compare it themselves).
import {
  ACCOUNT_NUMBER_STATUSES, ACCOUNT_NUMBER_TYPES, CANCELLATION_STATES, COLLECTION_STATUSES, COUNTERPARTY_STATUSES, CRYPTO_NETWORKS,
  DEPOSIT_INSTRUCTION_KINDS, ENTITY_TYPES, LEDGER_TRANSACTION_TYPES, markUnknown, ONBOARDING_STATUSES, PAYMENT_METHOD_STATUSES,
  PAYMENT_STATUSES, TRANSFER_STATUSES, VALIDATION_RESULTS,
} from '../../../shared/schemas';
import { railCodeText } from '../../../shared/rail-text';

export const paymentStatusText = (status: string): string => markUnknown(PAYMENT_STATUSES, status, 'status');
export const collectionStatusText = (status: string): string => markUnknown(COLLECTION_STATUSES, status, 'status');
export const transferStatusText = (status: string): string => markUnknown(TRANSFER_STATUSES, status, 'status');
export const counterpartyStatusText = (status: string): string => markUnknown(COUNTERPARTY_STATUSES, status, 'status');
export const paymentMethodStatusText = (status: string): string => markUnknown(PAYMENT_METHOD_STATUSES, status, 'status');
export const validationResultText = (result: string): string => markUnknown(VALIDATION_RESULTS, result, 'result');
export const ledgerTypeText = (type: string): string => markUnknown(LEDGER_TRANSACTION_TYPES, type, 'type');
export const railText = (rail: string): string => railCodeText(rail);
export const cancellationStateText = (state: string): string => markUnknown(CANCELLATION_STATES, state, 'cancellation state');
export const entityTypeText = (type: string): string => markUnknown(ENTITY_TYPES, type, 'entity type');
export const networkText = (chain: string): string => markUnknown(CRYPTO_NETWORKS, chain, 'network');
export const onboardingStatusText = (status: string): string => markUnknown(ONBOARDING_STATUSES, status, 'status');
export const accountNumberStatusText = (status: string): string => markUnknown(ACCOUNT_NUMBER_STATUSES, status, 'status');
export const accountNumberTypeText = (type: string): string => markUnknown(ACCOUNT_NUMBER_TYPES, type, 'type');
export const depositInstructionKindText = (kind: string): string => markUnknown(DEPOSIT_INSTRUCTION_KINDS, kind, 'kind');

const PAYMENT_WRITES: ReadonlySet<string> = new Set(['createPayment', 'createAchPayment', 'createSwiftPayment', 'createCryptoPayment', 'createOpenPayment', 'cancelPayment']);

/** The status of the resource a write created or changed, by the operation that wrote it. */
export function writtenStatusText(operation: string, status: string): string {
  if (PAYMENT_WRITES.has(operation)) return paymentStatusText(status);
  switch (operation) {
    case 'createCollection':
      return collectionStatusText(status);
    case 'createTransfer':
      return transferStatusText(status);
    case 'createCounterparty':
    case 'updateCounterparty':
      return counterpartyStatusText(status);
    case 'createPaymentMethod':
      return paymentMethodStatusText(status);
    case 'createOnboarding':
      return onboardingStatusText(status);
    case 'createAccountNumber':
      return accountNumberStatusText(status);
    default:
      return status;
  }
}
