// Response schemas of every resource (spec part 2): full and minimal samples, unknown
// fields kept, required fields, id prefixes and enums enforced.
import { describe, it, expect } from 'vitest';
import { COLLECTION_REQUIRES_ACTION_REASONS, collectionSchema, isKnownValue, ledgerTransactionSchema, paymentMethodSchema, paymentSchema, webhookSubscriptionSchema, accountNumberSchema } from '../../../shared/schemas';
import { RESOURCE_CASES } from './resource-samples';
import { badFields, parsed, withField, without } from './schema-test-support';

describe.each(RESOURCE_CASES)('$name response', ({ schema, full, required, offEnum }) => {
  it('accepts a realistic full sample', () => {
    expect(badFields(schema, full)).toEqual([]);
  });

  it('accepts only the required fields', () => {
    expect(badFields(schema, required)).toEqual([]);
  });

  it('keeps unknown fields (the server may add fields)', () => {
    const data = parsed(schema, { ...full, futureField: { nested: [1, 2] }, riskScore: 7 }) as Record<string, unknown>;
    expect(data.futureField).toEqual({ nested: [1, 2] });
    expect(data.riskScore).toBe(7);
  });

  it.each(Object.keys(required))('rejects a sample without %s and names it', (field) => {
    expect(badFields(schema, without(required, field))).toEqual([field]);
  });

  it('rejects a null where a required field is expected', () => {
    const field = Object.keys(required)[0] as string;
    expect(badFields(schema, withField(required, field, null))).toEqual([field]);
  });

  it('rejects a value outside the enum', () => {
    const [field, value] = offEnum;
    expect(badFields(schema, withField(full, field, value))).toEqual([field]);
  });

});

// Rails have neither a prefixed id nor a createdAt.
describe.each(RESOURCE_CASES.filter((c) => c.wrongId !== undefined))('$name response ids and times', ({ schema, full, required, wrongId }) => {
  it('rejects an id with the wrong prefix', () => {
    const [field, value] = wrongId as [string, string];
    expect(badFields(schema, withField(full, field, value))).toEqual([field]);
  });

  it('rejects a createdAt that is not a date-time', () => {
    expect(badFields(schema, withField(required, 'createdAt', '2026-03-02'))).toEqual(['createdAt']);
  });
});

describe('resource-specific rules', () => {
  const payment = RESOURCE_CASES.find((c) => c.name === 'payment')?.required as Record<string, unknown>;
  const collection = RESOURCE_CASES.find((c) => c.name === 'collection')?.required as Record<string, unknown>;
  const ledger = RESOURCE_CASES.find((c) => c.name === 'ledger transaction')?.required as Record<string, unknown>;
  const method = RESOURCE_CASES.find((c) => c.name === 'payment method')?.required as Record<string, unknown>;
  const webhook = RESOURCE_CASES.find((c) => c.name === 'webhook subscription')?.required as Record<string, unknown>;
  const accountNumber = RESOURCE_CASES.find((c) => c.name === 'account number')?.required as Record<string, unknown>;

  it('a payment is always outbound, a collection always inbound', () => {
    expect(badFields(paymentSchema, { ...payment, direction: 'inbound' })).toEqual(['direction']);
    expect(badFields(collectionSchema, { ...collection, direction: 'outbound' })).toEqual(['direction']);
  });

  it('nullable payment fields accept null; the others do not', () => {
    const nulls = { quoteId: null, requiresActionReason: null, completedAt: null, achReturnCode: null, cryptoNetwork: null, cryptoTransferStatus: null };
    expect(badFields(paymentSchema, { ...payment, ...nulls })).toEqual([]);
    expect(badFields(paymentSchema, { ...payment, sourceAccountId: null, reference: null })).toEqual(['sourceAccountId', 'reference']);
  });

  it.each([
    ['achReturnCode', 'R1'],
    ['achReturnCode', 'r12'],
    ['cryptoNetwork', 'Polygon'],
    ['cryptoTransferStatus', 'Pending'],
    ['requiresActionReason', 'kyc required'],
    ['purpose', 'a gift'],
    ['rail', 'SEPA'],
    ['cancellationState', 'maybe?'],
  ])('a payment rejects %s %j', (field, value) => {
    expect(badFields(paymentSchema, { ...payment, [field]: value })).toEqual([field]);
  });

  it('every payment status and every ACH return code of the spec is accepted', () => {
    for (const status of ['created', 'requires_action', 'in_review', 'processing', 'completed', 'returned', 'reversed', 'refunded', 'failed', 'canceled']) {
      expect(badFields(paymentSchema, { ...payment, status })).toEqual([]);
    }
    for (const code of ['R01', 'R02', 'R03', 'R04', 'R05', 'R06', 'R07', 'R08', 'R09', 'R10', 'R11', 'R13', 'R14', 'R15', 'R16', 'R17', 'R20', 'R23', 'R29', 'R51']) {
      expect(badFields(paymentSchema, { ...payment, achReturnCode: code })).toEqual([]);
    }
  });

  it('a collection requires-action reason is from the collection list, not the payment list', () => {
    expect(badFields(collectionSchema, { ...collection, requiresActionReason: 'authorization_required' })).toEqual([]);
    // A payment reason on a collection is not a known collection reason: kept as an unknown one.
    const kept = collectionSchema.parse({ ...collection, requiresActionReason: 'cop_required' });
    expect(isKnownValue(COLLECTION_REQUIRES_ACTION_REASONS, kept.requiresActionReason)).toBe(false);
  });

  it('accountNumberLast4 is exactly four digits', () => {
    expect(badFields(paymentMethodSchema, { ...method, accountNumberLast4: '0123' })).toEqual([]);
    expect(badFields(paymentMethodSchema, { ...method, accountNumberLast4: '123' })).toEqual(['accountNumberLast4']);
    expect(badFields(paymentMethodSchema, { ...method, accountNumberLast4: '12345' })).toEqual(['accountNumberLast4']);
    expect(badFields(accountNumberSchema, { ...accountNumber, accountNumberLast4: '12a4' })).toEqual(['accountNumberLast4']);
  });

  it('the deprecated payment-method validation result "mismatch" is still accepted', () => {
    expect(badFields(paymentMethodSchema, { ...method, validationResult: 'mismatch' })).toEqual([]);
  });

  it('a payment method currency follows ^[A-Z]{2,10}$', () => {
    expect(badFields(paymentMethodSchema, { ...method, currency: 'eur' })).toEqual(['currency']);
  });

  it('a ledger transaction links only to another transaction, or null', () => {
    expect(badFields(ledgerTransactionSchema, { ...ledger, linkedTransactionId: null })).toEqual([]);
    expect(badFields(ledgerTransactionSchema, { ...ledger, linkedTransactionId: 'pmt_1' })).toEqual(['linkedTransactionId']);
  });

  it.each([
    ['https://hooks.example.com/payments', true],
    ['http://localhost:8080/hooks', true],
    ['hooks.example.com/payments', false],
    ['/hooks', false],
    ['javascript:alert(1)', false],
    ['mailto:ops@example.com', false],
    ['ftp://example.com/hooks', false],
  ])('a webhook url %j is accepted: %s', (url, accepted) => {
    expect(badFields(webhookSubscriptionSchema, { ...webhook, url })).toEqual(accepted ? [] : ['url']);
  });

  it('webhook event types are strings', () => {
    expect(badFields(webhookSubscriptionSchema, { ...webhook, eventTypes: ['payment.completed', 42] })).toEqual(['eventTypes.1']);
  });
});
