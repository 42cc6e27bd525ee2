// Every operation the client performs, in one table: the operations of spec part 4
// (`source: 'spec'`) and those fixed in assumed-operations.md (`source: 'assumed'`).
// An assumed operation that a real server does not offer degrades to a clear message
// (`unavailableMessage`) instead of failing.
import type { z } from 'zod';
import type { IdKind } from '../../../shared/ids';
import type { HttpMethod } from '../request-pipeline';
import {
  accountNumberSchema, accountSchema, blockchainAddressSchema, collectionSchema, counterpartySchema,
  depositInstructionSchema, ledgerTransactionSchema, listSchema, onboardingSchema, paymentMethodSchema,
  paymentSchema, railListSchema, transferSchema, webhookSubscriptionSchema,
} from '../../../shared/schemas';
import {
  cancelPaymentBodySchema, createAccountNumberBodySchema, createAchPaymentBodySchema, createCollectionBodySchema,
  createCounterpartyBodySchema, createCryptoPaymentBodySchema, createOnboardingBodySchema, createOpenPaymentBodySchema,
  createPaymentBodySchema, createPaymentMethodBodySchema, createSwiftPaymentBodySchema, createTransferBodySchema,
  updateCounterpartyBodySchema,
} from '../../../shared/requests';
import { ledgerListFastCheck } from '../../../shared/schemas/ledger-transaction-fast-check';

export interface OperationSpec {
  method: HttpMethod;
  /** Relative to the base URL (which ends in /v1); `{name}` marks a path parameter. */
  path: string;
  /** The id kind of each path parameter, checked before anything is sent. */
  pathParams: Readonly<Record<string, IdKind>>;
  source: 'spec' | 'assumed';
  /** Where it is defined: a spec section, or the assumed-operations table. */
  definedIn: string;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * Optional fast path for large responses: the body as `response` would return it, or
   * undefined when `response` must parse it (which then accepts it or gives its error).
   */
  fastResponse?: (body: unknown) => unknown;
  /** For assumed operations: what the app tells a person when the provider lacks it. */
  unavailableMessage?: string;
}

const op = <T extends OperationSpec>(spec: T) => spec;
const none = {} as const;

export const OPERATIONS = {
  // spec 4.2 Payments
  createPayment: op({ method: 'POST', path: '/payments', pathParams: none, source: 'spec', definedIn: '4.2', body: createPaymentBodySchema, response: paymentSchema }),
  createOpenPayment: op({ method: 'POST', path: '/payments/open', pathParams: none, source: 'spec', definedIn: '4.2', body: createOpenPaymentBodySchema, response: paymentSchema }),
  createSwiftPayment: op({ method: 'POST', path: '/payments/swift', pathParams: none, source: 'spec', definedIn: '4.2', body: createSwiftPaymentBodySchema, response: paymentSchema }),
  createCryptoPayment: op({ method: 'POST', path: '/payments/crypto', pathParams: none, source: 'spec', definedIn: '4.2', body: createCryptoPaymentBodySchema, response: paymentSchema }),
  createAchPayment: op({ method: 'POST', path: '/payments/ach', pathParams: none, source: 'spec', definedIn: '4.2', body: createAchPaymentBodySchema, response: paymentSchema }),
  getAchPayment: op({ method: 'GET', path: '/payments/ach/{paymentId}', pathParams: { paymentId: 'payment' }, source: 'spec', definedIn: '4.2', response: paymentSchema }),
  // spec 4.3 Collections
  createCollection: op({ method: 'POST', path: '/collections', pathParams: none, source: 'spec', definedIn: '4.3', body: createCollectionBodySchema, response: collectionSchema }),
  getAchCollection: op({ method: 'GET', path: '/collections/ach/{collectionId}', pathParams: { collectionId: 'collection' }, source: 'spec', definedIn: '4.3', response: collectionSchema }),
  // spec 4.4 Onboarding
  createOnboarding: op({ method: 'POST', path: '/onboardings', pathParams: none, source: 'spec', definedIn: '4.4', body: createOnboardingBodySchema, response: onboardingSchema }),
  // spec 4.5 Transfers
  createTransfer: op({ method: 'POST', path: '/transfers', pathParams: none, source: 'spec', definedIn: '4.5', body: createTransferBodySchema, response: transferSchema }),
  listTransfers: op({ method: 'GET', path: '/transfers', pathParams: none, source: 'spec', definedIn: '4.5', response: listSchema(transferSchema) }),
  getTransfer: op({ method: 'GET', path: '/transfers/{transferId}', pathParams: { transferId: 'transfer' }, source: 'spec', definedIn: '4.5', response: transferSchema }),
  // spec 4.6 Accounts
  createAccountNumber: op({ method: 'POST', path: '/accounts/{accountId}/account-numbers', pathParams: { accountId: 'account' }, source: 'spec', definedIn: '4.6', body: createAccountNumberBodySchema, response: accountNumberSchema }),
  listDepositInstructions: op({ method: 'GET', path: '/accounts/{accountId}/deposit-instructions', pathParams: { accountId: 'account' }, source: 'spec', definedIn: '4.6', response: listSchema(depositInstructionSchema) }),
  listBlockchainAddresses: op({ method: 'GET', path: '/accounts/{accountId}/blockchain-addresses', pathParams: { accountId: 'account' }, source: 'spec', definedIn: '4.6', response: listSchema(blockchainAddressSchema) }),
  // spec 4.7 Counterparties and payment methods
  getCounterparty: op({ method: 'GET', path: '/counterparties/{counterpartyId}', pathParams: { counterpartyId: 'counterparty' }, source: 'spec', definedIn: '4.7', response: counterpartySchema }),
  getPaymentMethod: op({ method: 'GET', path: '/counterparties/{counterpartyId}/payment-methods/{paymentMethodId}', pathParams: { counterpartyId: 'counterparty', paymentMethodId: 'paymentMethod' }, source: 'spec', definedIn: '4.7', response: paymentMethodSchema }),
  // spec 4.8 Ledger and rails
  getTransaction: op({ method: 'GET', path: '/transactions/{transactionId}', pathParams: { transactionId: 'transaction' }, source: 'spec', definedIn: '4.8', response: ledgerTransactionSchema }),
  listRails: op({ method: 'GET', path: '/rails', pathParams: none, source: 'spec', definedIn: '4.8', response: railListSchema }),
  // spec 4.9 Webhooks
  getWebhookSubscription: op({ method: 'GET', path: '/webhooks/subscriptions/{webhookSubscriptionId}', pathParams: { webhookSubscriptionId: 'webhookSubscription' }, source: 'spec', definedIn: '4.9', response: webhookSubscriptionSchema }),

  // assumed-operations.md
  listAccounts: op({ method: 'GET', path: '/accounts', pathParams: none, source: 'assumed', definedIn: 'assumed', response: listSchema(accountSchema), unavailableMessage: 'This provider does not list accounts; look one up by id.' }),
  getAccount: op({ method: 'GET', path: '/accounts/{accountId}', pathParams: { accountId: 'account' }, source: 'assumed', definedIn: 'assumed', response: accountSchema, unavailableMessage: 'This provider does not offer reading an account by id.' }),
  listTransactions: op({ method: 'GET', path: '/transactions', pathParams: none, source: 'assumed', definedIn: 'assumed', response: listSchema(ledgerTransactionSchema), fastResponse: ledgerListFastCheck, unavailableMessage: 'This provider does not list ledger transactions; look one up by id.' }),
  listPayments: op({ method: 'GET', path: '/payments', pathParams: none, source: 'assumed', definedIn: 'assumed', response: listSchema(paymentSchema), unavailableMessage: 'This provider does not list payments; look one up by id.' }),
  getPayment: op({ method: 'GET', path: '/payments/{paymentId}', pathParams: { paymentId: 'payment' }, source: 'assumed', definedIn: 'assumed', response: paymentSchema, unavailableMessage: 'This provider does not read payments of every rail by id; use the rail-specific read.' }),
  getSwiftPayment: op({ method: 'GET', path: '/payments/swift/{paymentId}', pathParams: { paymentId: 'payment' }, source: 'assumed', definedIn: 'assumed (spec 4.2 names the read, not its path)', response: paymentSchema, unavailableMessage: 'This provider does not offer the SWIFT payment read at /payments/swift/{id}.' }),
  cancelPayment: op({ method: 'POST', path: '/payments/{paymentId}/cancel', pathParams: { paymentId: 'payment' }, source: 'assumed', definedIn: 'assumed', body: cancelPaymentBodySchema, response: paymentSchema, unavailableMessage: 'This provider does not offer cancelling a payment through the API.' }),
  listCollections: op({ method: 'GET', path: '/collections', pathParams: none, source: 'assumed', definedIn: 'assumed', response: listSchema(collectionSchema), unavailableMessage: 'This provider does not list collections; look one up by id.' }),
  listCounterparties: op({ method: 'GET', path: '/counterparties', pathParams: none, source: 'assumed', definedIn: 'assumed', response: listSchema(counterpartySchema), unavailableMessage: 'This provider does not list counterparties; look one up by id.' }),
  createCounterparty: op({ method: 'POST', path: '/counterparties', pathParams: none, source: 'assumed', definedIn: 'assumed', body: createCounterpartyBodySchema, response: counterpartySchema, unavailableMessage: 'This provider does not offer creating counterparties through the API.' }),
  updateCounterparty: op({ method: 'PATCH', path: '/counterparties/{counterpartyId}', pathParams: { counterpartyId: 'counterparty' }, source: 'assumed', definedIn: 'assumed', body: updateCounterpartyBodySchema, response: counterpartySchema, unavailableMessage: 'This provider does not offer editing counterparties through the API.' }),
  listPaymentMethods: op({ method: 'GET', path: '/counterparties/{counterpartyId}/payment-methods', pathParams: { counterpartyId: 'counterparty' }, source: 'assumed', definedIn: 'assumed', response: listSchema(paymentMethodSchema), unavailableMessage: "This provider does not list a counterparty's payment methods; look one up by id." }),
  createPaymentMethod: op({ method: 'POST', path: '/counterparties/{counterpartyId}/payment-methods', pathParams: { counterpartyId: 'counterparty' }, source: 'assumed', definedIn: 'assumed', body: createPaymentMethodBodySchema, response: paymentMethodSchema, unavailableMessage: 'This provider does not offer adding payment methods through the API.' }),
  getOnboarding: op({ method: 'GET', path: '/onboardings/{onboardingId}', pathParams: { onboardingId: 'onboarding' }, source: 'assumed', definedIn: 'assumed (spec 3.1 calls an onboarding trackable but shows no read)', response: onboardingSchema, unavailableMessage: "This provider does not offer reading an onboarding's status; look for its customer in the provider's dashboard." }),
  listWebhookSubscriptions: op({ method: 'GET', path: '/webhooks/subscriptions', pathParams: none, source: 'assumed', definedIn: 'assumed', response: listSchema(webhookSubscriptionSchema), unavailableMessage: 'This provider does not list webhook subscriptions; look one up by id.' }),
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof OPERATIONS;
