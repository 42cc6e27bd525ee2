// Realistic response samples of every resource (spec part 2, assumed-operations.md),
// each with its minimal required form, used by resources.test.ts.
import type { z } from 'zod';
import {
  accountNumberSchema, accountSchema, blockchainAddressSchema, collectionSchema, counterpartySchema,
  depositInstructionSchema, ledgerTransactionSchema, onboardingSchema, paymentMethodSchema, paymentSchema,
  railSchema, transferSchema, webhookSubscriptionSchema,
} from '../../../shared/schemas';

export interface ResourceCase {
  name: string;
  schema: z.ZodType;
  full: Record<string, unknown>;
  /** The spec's required fields and only them. */
  required: Record<string, unknown>;
  /** A field holding an id of this kind, and a value with another kind's prefix (absent when ids have no pattern). */
  wrongId?: [field: string, value: string];
  /**
   * A field holding an enum, and a value outside it that is refused. (For enums the API
   * may grow, an unknown lowercase code is kept: see unknown-enums-and-bounds.test.ts; the value
   * here is malformed.)
   */
  offEnum: [field: string, value: string];
}

const usd = (value: string, displayValue: string) => ({ currency: 'USD', exponent: 2, value, displayValue });
const at = '2026-03-02T09:15:00Z';

const accountNumberRequired = { id: 'an_7Qp2', accountId: 'acc_usd01', type: 'us_ach', status: 'active', createdAt: at };

export const RESOURCE_CASES: ResourceCase[] = [
  {
    name: 'payment',
    schema: paymentSchema,
    required: { id: 'pmt_01HZX3', customerId: 'cus_9f8e', status: 'created', rail: 'ach', createdAt: at, updatedAt: at },
    full: {
      id: 'pmt_01HZX3', customerId: 'cus_9f8e', status: 'processing', rail: 'swift', createdAt: at, updatedAt: '2026-03-02T09:16:30.250Z',
      sourceAccountId: 'acc_usd01', counterpartyId: 'cpt_acme', paymentMethodId: 'pm_deiban', direction: 'outbound',
      sendAmount: usd('1050000', '10500.00'), receiveAmount: { currency: 'EUR', amount: '9650.40' },
      amountInputSide: 'send', executionPreference: 'use_quote', quoteId: 'qte_7Hk2', exchangeRate: { rate: '0.91909', pair: 'USD/EUR' },
      fees: { feeAmount: { currency: 'USD', amount: '25.00' }, feeCurrency: 'USD', feeComponents: [{ type: 'swift_fee', amount: '25.00', currency: 'USD' }] },
      totalDebitAmount: usd('1052500', '10525.00'), cancellationState: 'not_cancelable', requiresActionReason: null,
      compliance: { screening: 'clear' }, railDetails: { chargeBearer: 'SHA', uetr: '6f1c2b1e-2f3a-4b5c-8d9e-0a1b2c3d4e5f' },
      reference: 'INV-2026-0042', purpose: 'goods_and_services', metadata: { invoice: 'INV-2026-0042', approver: null },
      completedAt: null, achReturnCode: null, cryptoNetwork: null, cryptoTransferStatus: null,
      travelRule: { originator: { name: 'Example Corp' } }, verificationResult: { result: 'match' },
    },
    wrongId: ['id', 'trf_01HZX3'],
    offEnum: ['status', 'Settled'],
  },
  {
    name: 'collection',
    schema: collectionSchema,
    required: {
      id: 'col_4Rt9', customerId: 'cus_9f8e', destinationAccountId: 'acc_usd01', counterpartyId: 'cpt_payer', paymentMethodId: 'pm_usbank',
      rail: 'ach', amount: usd('250000', '2500.00'), direction: 'inbound', status: 'pending', createdAt: at,
    },
    full: {
      id: 'col_4Rt9', customerId: 'cus_9f8e', destinationAccountId: 'acc_usd01', counterpartyId: 'cpt_payer', paymentMethodId: 'pm_usbank',
      rail: 'ach', amount: usd('250000', '2500.00'), direction: 'inbound', status: 'returned', createdAt: at,
      cancellationState: 'not_cancelable', requiresActionReason: null, compliance: {}, fees: { feeAmount: { currency: 'USD', amount: '0.50' } },
      totalCreditAmount: usd('249950', '2499.50'), reference: 'Subscription March', purpose: 'subscription',
      railDetails: { traceNumber: '021000021234567' }, achReturnCode: 'R01', metadata: { plan: 'gold' },
      updatedAt: '2026-03-05T10:00:00Z', submittedAt: '2026-03-02T10:00:00Z', completedAt: null,
    },
    wrongId: ['destinationAccountId', 'cus_9f8e'],
    offEnum: ['rail', 'SWIFT'],
  },
  {
    name: 'onboarding',
    schema: onboardingSchema,
    required: { id: 'onb_5Kc1', status: 'pending', entityId: 'ent_acme', customerId: 'cus_acme', createdAt: at },
    full: {
      id: 'onb_5Kc1', status: 'completed', entityId: 'ent_acme', customerId: 'cus_acme', createdAt: at,
      relationshipIds: ['erel_1', 'erel_2'], kybStatus: 'requires_info', updatedAt: '2026-03-03T00:00:00Z',
    },
    wrongId: ['entityId', 'erel_1'],
    offEnum: ['kybStatus', 'done!'],
  },
  {
    name: 'transfer',
    schema: transferSchema,
    required: { id: 'trf_9Zq', sourceAccountId: 'acc_usd01', destinationAccountId: 'acc_usd02', amount: usd('100000', '1000.00'), status: 'pending', createdAt: at },
    full: {
      id: 'trf_9Zq', sourceAccountId: 'acc_usd01', destinationAccountId: 'acc_usd02', amount: { currency: 'USD', amount: '1000.00' },
      status: 'completed', createdAt: at, reference: 'Payroll funding', metadata: { batch: '2026-03' }, completedAt: '2026-03-02T09:15:01Z',
    },
    wrongId: ['id', 'txn_9Zq'],
    offEnum: ['status', 'canceled!'],
  },
  {
    name: 'account number',
    schema: accountNumberSchema,
    required: accountNumberRequired,
    full: {
      ...accountNumberRequired, routingNumber: '021000021', accountNumberLast4: '6789', bankName: 'Example Bank, N.A.',
      iban: 'DE89370400440532013000', bic: 'DEUTDEFF', sortCode: '40-47-84', autoConvert: { enabled: true, convertToCurrency: 'USDC' },
    },
    wrongId: ['id', 'acc_7Qp2'],
    offEnum: ['type', 'uk-fps'],
  },
  {
    name: 'deposit instruction',
    schema: depositInstructionSchema,
    required: { id: 'di-00042', accountId: 'acc_usd01', kind: 'blockchain_address', status: 'active', createdAt: at },
    full: {
      id: 'di-00042', accountId: 'acc_usd01', kind: 'bank_account_number', status: 'suspended', createdAt: at,
      details: { ...accountNumberRequired, routingNumber: '021000021', accountNumberLast4: '6789' },
    },
    wrongId: ['accountId', 'an_7Qp2'],
    offEnum: ['kind', 'Card'],
  },
  {
    name: 'blockchain address',
    schema: blockchainAddressSchema,
    required: {
      id: 'ba_sol1', accountId: 'acc_usdc01', chain: 'solana', address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      asset: 'USDC', status: 'active', createdAt: at,
    },
    full: {
      id: 'ba_eth1', accountId: 'acc_usdc01', chain: 'ethereum', address: '0x52908400098527886E0F7030069857D2E4169EE7',
      asset: 'USDC', status: 'active', createdAt: at,
    },
    wrongId: ['id', 'an_sol1'],
    offEnum: ['chain', 'tron mainnet'],
  },
  {
    name: 'payment method',
    schema: paymentMethodSchema,
    required: { id: 'pm_deiban', counterpartyId: 'cpt_acme', type: 'international_bank', status: 'pending', currency: 'EUR', createdAt: at },
    full: {
      id: 'pm_usbank', counterpartyId: 'cpt_acme', type: 'us_bank', status: 'active', currency: 'USD', createdAt: at,
      label: 'Acme operating', accountHolderName: 'Acme Corp', bankName: 'Example Bank', routingNumber: '021000021',
      accountNumberLast4: '6789', bankAccountType: 'checking', iban: 'DE89370400440532013000', bic: 'DEUTDEFF',
      intermediaryBic: 'CHASUS33', bankAddress: { line1: '1 Main St', city: 'New York', country: 'US' },
      chain: 'base', walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', destinationTag: '12345',
      openId: '@acme.treasury.usd', validationResult: 'partial_match', validatedAt: null,
    },
    wrongId: ['counterpartyId', 'cus_acme'],
    offEnum: ['bankAccountType', 'money market'],
  },
  {
    name: 'ledger transaction',
    schema: ledgerTransactionSchema,
    required: { id: 'txn_1', accountId: 'acc_usd01', type: 'payment_out', direction: 'debit', amount: '10500.00', currency: 'USD', balance: '89500.00', createdAt: at },
    full: {
      id: 'txn_2', accountId: 'acc_usd01', type: 'reversal', direction: 'credit', amount: '10500.00', currency: 'USD', balance: '100000.00',
      createdAt: at, linkedTransactionId: 'txn_1', transactionGroupId: 'grp_8a7b', referenceType: 'payment', referenceId: 'pmt_01HZX3',
      description: 'Return R01', metadata: { note: null },
    },
    wrongId: ['linkedTransactionId', 'trf_1'],
    offEnum: ['type', 'INTEREST'],
  },
  {
    name: 'counterparty',
    schema: counterpartySchema,
    required: { id: 'cpt_acme', customerId: 'cus_9f8e', entityType: 'business', name: 'Acme GmbH', status: 'active', createdAt: at, updatedAt: at },
    full: {
      id: 'cpt_acme', customerId: 'cus_9f8e', entityType: 'business', name: 'Acme GmbH', status: 'archived', createdAt: at, updatedAt: at,
      email: 'ap@acme.example', address: { line1: 'Hauptstr. 1', city: 'Berlin', postalCode: '10115', country: 'DE' },
      compliance: { sanctions: 'clear' }, metadata: { vendorNo: 'V-1001' },
    },
    wrongId: ['customerId', 'cpt_9f8e'],
    offEnum: ['status', 'deleted '],
  },
  {
    name: 'rail',
    schema: railSchema,
    required: { id: 'ach', name: 'ACH', status: 'active' },
    full: {
      id: 'ach', name: 'ACH', description: 'US Automated Clearing House', status: 'limited', supportedCurrencies: ['USD'],
      supportedCountries: ['US'], typicalSettlementTime: '1-2 business days', cutoffTime: '14:45 America/New_York',
      capabilities: ['inbound', 'outbound', 'return', 'same_day'], requiredFields: ['routingNumber', 'accountNumber'],
    },
    offEnum: ['status', ''],
  },
  {
    name: 'webhook subscription',
    schema: webhookSubscriptionSchema,
    required: { id: 'wsub_1', url: 'https://hooks.example.com/payments', eventTypes: ['*'], status: 'active', createdAt: at },
    full: {
      id: 'wsub_1', url: 'https://hooks.example.com/payments?tenant=42', eventTypes: ['payment.completed', 'payment.failed', 'payment.returned'],
      status: 'suspended', createdAt: at, description: 'ERP sync', metadata: { owner: 'treasury' }, updatedAt: at,
    },
    wrongId: ['id', 'sub_1'],
    offEnum: ['status', 'paused-now'],
  },
  {
    name: 'account',
    schema: accountSchema,
    required: { id: 'acc_usd01', customerId: 'cus_9f8e', name: 'Operating USD', currency: 'USD', status: 'active', createdAt: at },
    full: {
      id: 'acc_usd01', customerId: 'cus_9f8e', name: 'Operating USD', currency: 'USD', status: 'frozen', createdAt: at,
      balance: usd('8950000', '89500.00'), metadata: { entity: 'US' },
    },
    wrongId: ['id', 'an_usd01'],
    offEnum: ['status', 'x'.repeat(65)],
  },
];
