// List query parameters (spec 4.1, 4.5, 4.6, 4.8, assumed-operations.md), as strings
// exactly as they arrive in a URL.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  listAccountsQuerySchema, listBlockchainAddressesQuerySchema, listCollectionsQuerySchema, listCounterpartiesQuerySchema,
  listDepositInstructionsQuerySchema, listPaymentMethodsQuerySchema, listPaymentsQuerySchema, listRailsQuerySchema,
  listTransactionsQuerySchema, listTransfersQuerySchema, listWebhookSubscriptionsQuerySchema,
} from '../../../shared/requests';
import { badFields, fieldErrors, parsed } from './schema-test-support';

const PAGINATED: Array<[string, z.ZodType]> = [
  ['accounts', listAccountsQuerySchema],
  ['transactions', listTransactionsQuerySchema],
  ['payments', listPaymentsQuerySchema],
  ['collections', listCollectionsQuerySchema],
  ['transfers', listTransfersQuerySchema],
  ['counterparties', listCounterpartiesQuerySchema],
  ['payment methods', listPaymentMethodsQuerySchema],
  ['webhook subscriptions', listWebhookSubscriptionsQuerySchema],
  ['deposit instructions', listDepositInstructionsQuerySchema],
  ['blockchain addresses', listBlockchainAddressesQuerySchema],
];
const BY_TIME: Array<[string, z.ZodType]> = [
  ['transactions', listTransactionsQuerySchema],
  ['payments', listPaymentsQuerySchema],
  ['collections', listCollectionsQuerySchema],
  ['transfers', listTransfersQuerySchema],
];
const WITH_ENDING_BEFORE = PAGINATED.filter(([name]) => name !== 'deposit instructions' && name !== 'blockchain addresses');

describe.each(PAGINATED)('%s list query', (_name, schema) => {
  it('accepts no parameters', () => {
    expect(parsed(schema, {})).toEqual({});
  });

  it('turns limit "50" into the number 50', () => {
    expect(parsed(schema, { limit: '50' })).toEqual({ limit: 50 });
  });

  it.each(['1', '200'])('accepts the boundary limit %s', (limit) => {
    expect(badFields(schema, { limit })).toEqual([]);
  });

  it.each(['0', '201', 'abc', '-1', '1.5', '', ' 50', '1e2'])('rejects limit %j', (limit) => {
    expect(badFields(schema, { limit })).toEqual(['limit']);
  });

  it('rejects a limit given as a number (values arrive as strings)', () => {
    expect(badFields(schema, { limit: 50 })).toEqual(['limit']);
  });

  it('accepts starting_after and rejects a cursor that is not an id', () => {
    expect(badFields(schema, { starting_after: 'trf_9Zq' })).toEqual([]);
    expect(badFields(schema, { starting_after: 'trf 9Zq' })).toEqual(['starting_after']);
    expect(badFields(schema, { starting_after: '' })).toEqual(['starting_after']);
  });

  it('rejects an unknown query parameter by name', () => {
    expect(fieldErrors(schema, { limit: '10', sort: 'desc' })).toEqual([{ field: 'sort', message: 'is not a field of this request' }]);
  });

  it('accepts any limit from 1 to 200 and nothing outside (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
      const result = schema.safeParse({ limit: String(n) });
      expect(result.success).toBe(n >= 1 && n <= 200);
      if (result.success) expect(result.data).toEqual({ limit: n });
    }));
  });
});

describe.each(WITH_ENDING_BEFORE)('%s list query cursors', (_name, schema) => {
  it('accepts ending_before alone', () => {
    expect(badFields(schema, { ending_before: 'acc_1', limit: '10' })).toEqual([]);
  });

  it('rejects starting_after and ending_before together', () => {
    expect(fieldErrors(schema, { starting_after: 'acc_1', ending_before: 'acc_9' })).toEqual([
      { field: 'ending_before', message: 'starting_after and ending_before cannot be used together' },
    ]);
  });
});

describe.each([
  ['deposit instructions', listDepositInstructionsQuerySchema],
  ['blockchain addresses', listBlockchainAddressesQuerySchema],
])('%s list query (forward only, spec 4.6)', (_name, schema) => {
  it('does not take ending_before', () => {
    expect(badFields(schema, { ending_before: 'ba_1' })).toEqual(['ending_before']);
  });
});

describe.each(BY_TIME)('%s list query createdAt range', (_name, schema) => {
  const gte = '2026-03-01T00:00:00Z';
  const lte = '2026-03-31T23:59:59.999Z';

  it('accepts either bound or both in order', () => {
    expect(badFields(schema, { 'createdAt[gte]': gte })).toEqual([]);
    expect(badFields(schema, { 'createdAt[lte]': lte })).toEqual([]);
    expect(badFields(schema, { 'createdAt[gte]': gte, 'createdAt[lte]': lte })).toEqual([]);
  });

  it('accepts equal bounds', () => {
    expect(badFields(schema, { 'createdAt[gte]': gte, 'createdAt[lte]': gte })).toEqual([]);
  });

  it('rejects gte after lte', () => {
    expect(fieldErrors(schema, { 'createdAt[gte]': lte, 'createdAt[lte]': gte })).toEqual([
      { field: 'createdAt[gte]', message: 'createdAt[gte] must not be after createdAt[lte]' },
    ]);
  });

  it('compares instants, not text: offsets are taken into account', () => {
    // 10:00+02:00 is 08:00Z, before 09:00Z, although the text sorts after it.
    expect(badFields(schema, { 'createdAt[gte]': '2026-03-01T10:00:00+02:00', 'createdAt[lte]': '2026-03-01T09:00:00Z' })).toEqual([]);
    expect(badFields(schema, { 'createdAt[gte]': '2026-03-01T08:00:00Z', 'createdAt[lte]': '2026-03-01T09:00:00+02:00' })).toEqual(['createdAt[gte]']);
  });

  it.each(['2026-03-01', '2026-03-01T00:00:00', '1772323200', '2026-02-30T00:00:00Z'])('rejects the bound %j', (value) => {
    expect(badFields(schema, { 'createdAt[gte]': value })).toEqual(['createdAt[gte]']);
    expect(badFields(schema, { 'createdAt[lte]': value })).toEqual(['createdAt[lte]']);
  });

  it('orders any two valid instants correctly (property)', () => {
    const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(fc.property(instant, instant, (a, b) => {
      const result = schema.safeParse({ 'createdAt[gte]': a.toISOString(), 'createdAt[lte]': b.toISOString() });
      expect(result.success).toBe(a.getTime() <= b.getTime());
    }));
  });
});

describe('lists not filtered by time', () => {
  it.each([
    ['accounts', listAccountsQuerySchema],
    ['counterparties', listCounterpartiesQuerySchema],
    ['payment methods', listPaymentMethodsQuerySchema],
    ['webhook subscriptions', listWebhookSubscriptionsQuerySchema],
  ])('%s rejects createdAt bounds as unknown parameters', (_name, schema) => {
    expect(badFields(schema, { 'createdAt[gte]': '2026-03-01T00:00:00Z' })).toEqual(['createdAt[gte]']);
  });
});

describe('per-list filters', () => {
  it.each([
    ['payments', listPaymentsQuerySchema, { status: 'completed', rail: 'swift' }, ['status', 'done'], ['rail', 'sepa']],
    ['transactions', listTransactionsQuerySchema, { accountId: 'acc_usd01', type: 'fee' }, ['type', 'interest'], ['accountId', 'cus_1']],
    ['counterparties', listCounterpartiesQuerySchema, { status: 'archived' }, ['status', 'deleted'], ['status', 'ACTIVE']],
    ['payment methods', listPaymentMethodsQuerySchema, { status: 'pending' }, ['status', 'archived'], ['status', '']],
    ['deposit instructions', listDepositInstructionsQuerySchema, { kind: 'blockchain_address', rail: 'crypto', status: 'suspended' }, ['kind', 'card'], ['rail', 'sepa']],
    ['rails', listRailsQuerySchema, { status: 'maintenance', currency: 'USDC', country: 'US' }, ['currency', 'usd'], ['country', 'USA']],
  ] as const)('%s: accepts %j and rejects bad values', (_name, schema, good, bad1, bad2) => {
    expect(badFields(schema, good)).toEqual([]);
    for (const [field, value] of [bad1, bad2]) expect(badFields(schema, { ...good, [field]: value })).toEqual([field]);
  });

  it('filters belong to their list only', () => {
    expect(badFields(listTransfersQuerySchema, { status: 'completed' })).toEqual(['status']);
    expect(badFields(listAccountsQuerySchema, { accountId: 'acc_1' })).toEqual(['accountId']);
  });

  it('GET /rails is not paginated', () => {
    expect(badFields(listRailsQuerySchema, { limit: '10', starting_after: 'ach' })).toEqual(['limit', 'starting_after']);
  });
});
