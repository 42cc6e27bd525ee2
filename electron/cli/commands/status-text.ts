// Statuses in the command line's tables and messages: as the server sent them, and a
// status this app does not know (an API newer than the app) marked so a person never
// takes it for a known one: "settled_partially (unknown status)". `--json` output keeps
// the raw value (programs compare it themselves).
import {
  COLLECTION_STATUSES, COUNTERPARTY_STATUSES, LEDGER_TRANSACTION_TYPES, markUnknown, PAYMENT_METHOD_STATUSES, PAYMENT_STATUSES,
  TRANSFER_STATUSES, VALIDATION_RESULTS,
} from '../../../shared/schemas';

export const paymentStatusText = (status: string): string => markUnknown(PAYMENT_STATUSES, status, 'status');
export const collectionStatusText = (status: string): string => markUnknown(COLLECTION_STATUSES, status, 'status');
export const transferStatusText = (status: string): string => markUnknown(TRANSFER_STATUSES, status, 'status');
export const counterpartyStatusText = (status: string): string => markUnknown(COUNTERPARTY_STATUSES, status, 'status');
export const paymentMethodStatusText = (status: string): string => markUnknown(PAYMENT_METHOD_STATUSES, status, 'status');
export const validationResultText = (result: string): string => markUnknown(VALIDATION_RESULTS, result, 'result');
export const ledgerTypeText = (type: string): string => markUnknown(LEDGER_TRANSACTION_TYPES, type, 'type');

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
    default:
      return status;
  }
}
