// What a request of the audit trail did, said for people by its operation: "Read an ACH
// payment", "Payment sent (open network)"; the unified payment, whose rail is in its body,
// by that rail where the sent body is known ("Payment sent (Fedwire)"). The one table of
// these words: the window's Audit screen adds how the request ended ("answered",
// "refused"). Beside it, what each write is for the Outbox ("Payment (ACH)"), where an
// entry may not be sent yet.
import { isKnownRail, RAIL_NAME } from '../../shared/rail-text';
import { operationOfRequest } from '../api/operations/operation-of-request';
import type { OperationName, OPERATIONS } from '../api/operations/operation-table';

/** Every operation of the API client's table, in words (the compiler asks for each one). */
export const OPERATION_WORDS = {
  createPayment: 'Payment sent',
  createOpenPayment: 'Payment sent (open network)',
  createSwiftPayment: 'Payment sent (SWIFT)',
  createCryptoPayment: 'Payment sent (crypto)',
  createAchPayment: 'Payment sent (ACH)',
  getAchPayment: 'Read an ACH payment',
  createCollection: 'Collection sent',
  getAchCollection: 'Read an ACH collection',
  createOnboarding: 'Onboarding sent',
  createTransfer: 'Transfer sent',
  listTransfers: 'Read the transfers',
  getTransfer: 'Read a transfer',
  createAccountNumber: 'Account number asked for',
  listDepositInstructions: 'Read the deposit instructions',
  listBlockchainAddresses: 'Read the blockchain addresses',
  getCounterparty: 'Read a counterparty',
  getPaymentMethod: 'Read a payment method',
  getTransaction: 'Read a ledger entry',
  listRails: 'Read the payment rails',
  getWebhookSubscription: 'Read a webhook subscription',
  listAccounts: 'Read the accounts',
  getAccount: 'Read an account',
  listTransactions: 'Read the ledger entries',
  listPayments: 'Read the payments',
  getPayment: 'Read a payment',
  getSwiftPayment: 'Read a SWIFT payment',
  cancelPayment: 'Payment cancellation asked for',
  listCollections: 'Read the collections',
  listCounterparties: 'Read the counterparties',
  createCounterparty: 'Counterparty added',
  updateCounterparty: 'Counterparty changed',
  listPaymentMethods: 'Read the payment methods',
  createPaymentMethod: 'Payment method added',
  getOnboarding: 'Read an onboarding',
  listWebhookSubscriptions: 'Read the webhook subscriptions',
} as const satisfies Record<OperationName, string>;

/** The writes (every POST of the table): what the outbox carries. */
type WriteOperation = { [K in OperationName]: (typeof OPERATIONS)[K]['method'] extends 'POST' ? K : never }[OperationName];

/** What each write is, named for the Outbox, where it may not be sent yet (the compiler asks for each one). */
export const WRITE_NAMES = {
  createPayment: 'Payment',
  createOpenPayment: 'Payment (open network)',
  createSwiftPayment: 'Payment (SWIFT)',
  createCryptoPayment: 'Payment (crypto)',
  createAchPayment: 'Payment (ACH)',
  createCollection: 'Collection (ACH debit)',
  createOnboarding: 'Onboarding',
  createTransfer: 'Transfer between accounts',
  createAccountNumber: 'Account number request',
  cancelPayment: 'Payment cancellation',
  createCounterparty: 'New counterparty',
  createPaymentMethod: 'New payment method',
} as const satisfies Record<WriteOperation, string>;

/** The words of an operation; the unified payment's by the rail of its body when that is a rail this app knows ("Payment sent (Fedwire)"). */
export function operationWords(operation: OperationName, rail?: unknown): string {
  if (operation === 'createPayment' && isKnownRail(rail)) return `${OPERATION_WORDS.createPayment} (${RAIL_NAME[rail]})`;
  return OPERATION_WORDS[operation];
}

/** What an outbox entry's write is; the unified payment's by the rail of its body ("Payment (Fedwire)"); an operation this app does not know as it came. */
export function writeName(operation: string, rail?: unknown): string {
  if (operation === 'createPayment' && isKnownRail(rail)) return `${WRITE_NAMES.createPayment} (${RAIL_NAME[rail]})`;
  return Object.hasOwn(WRITE_NAMES, operation) ? WRITE_NAMES[operation as WriteOperation] : operation;
}

export interface RequestOperation {
  operation: OperationName;
  words: string;
}

/**
 * A request's operation and its words, from the method and path the trail kept; null for a
 * request no operation matches. `railOfBody`: the rail of the body that request sent (the
 * trail keeps no body; the outbox entry of its idempotency key does), asked only for the
 * unified payment.
 */
export function requestOperation(method: string, sentPath: string, railOfBody?: () => unknown): RequestOperation | null {
  const operation = operationOfRequest(method, sentPath);
  if (operation === null) return null;
  return { operation, words: operationWords(operation, operation === 'createPayment' ? railOfBody?.() : undefined) };
}
