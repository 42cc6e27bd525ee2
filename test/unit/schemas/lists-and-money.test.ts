// The list shape (spec 2.1, assumed-operations.md pagination detail), money in both
// response forms, and ledger decimals kept as exact strings.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ledgerTransactionSchema, listSchema, paymentSchema, railListSchema, transferSchema } from '../../../shared/schemas';
import type { Money } from '../../../shared/money';
import { RESOURCE_CASES } from './resource-samples';
import { badFields, parsed } from './schema-test-support';

const sample = (name: string) => RESOURCE_CASES.find((c) => c.name === name)?.required as Record<string, unknown>;
const transfer = sample('transfer');
const payment = sample('payment');
const ledger = sample('ledger transaction');

describe('listSchema(item)', () => {
  const transfers = listSchema(transferSchema);

  it('accepts a page with items, hasMore and nextCursor', () => {
    const page = parsed(transfers, { items: [transfer, { ...transfer, id: 'trf_2' }], pagination: { hasMore: true, nextCursor: 'trf_2' } });
    expect(page.items.map((t) => t.id)).toEqual(['trf_9Zq', 'trf_2']);
    expect(page.pagination).toEqual({ hasMore: true, nextCursor: 'trf_2' });
  });

  it('accepts the last page (hasMore false) with a cursor', () => {
    expect(badFields(transfers, { items: [transfer], pagination: { hasMore: false, nextCursor: 'trf_9Zq' } })).toEqual([]);
  });

  it('accepts an empty page without nextCursor', () => {
    expect(parsed(transfers, { items: [], pagination: { hasMore: false } })).toEqual({ items: [], pagination: { hasMore: false } });
  });

  it('requires hasMore as a boolean', () => {
    expect(badFields(transfers, { items: [], pagination: {} })).toEqual(['pagination.hasMore']);
    expect(badFields(transfers, { items: [], pagination: { hasMore: 'false' } })).toEqual(['pagination.hasMore']);
  });

  it('requires items and pagination', () => {
    expect(badFields(transfers, { pagination: { hasMore: false } })).toEqual(['items']);
    expect(badFields(transfers, { items: [] })).toEqual(['pagination']);
    expect(badFields(transfers, { items: {}, pagination: { hasMore: false } })).toEqual(['items']);
  });

  it('rejects an empty-string or non-string cursor', () => {
    expect(badFields(transfers, { items: [], pagination: { hasMore: false, nextCursor: '' } })).toEqual(['pagination.nextCursor']);
    expect(badFields(transfers, { items: [], pagination: { hasMore: false, nextCursor: 42 } })).toEqual(['pagination.nextCursor']);
  });

  it('validates every item and names the bad one by index', () => {
    const bad = { ...transfer, id: 'pmt_1' };
    expect(badFields(transfers, { items: [transfer, bad], pagination: { hasMore: false, nextCursor: 'pmt_1' } })).toEqual(['items.1.id']);
  });

  it('keeps unknown fields of the page and of its pagination', () => {
    const page = parsed(transfers, { items: [], pagination: { hasMore: false, total: 0 }, object: 'list' }) as Record<string, unknown>;
    expect(page.object).toBe('list');
    expect(page.pagination).toEqual({ hasMore: false, total: 0 });
  });

  it('GET /rails returns items only', () => {
    expect(badFields(railListSchema, { items: [{ id: 'open', name: 'Open network', status: 'active' }] })).toEqual([]);
    // A status the spec does not list is kept (the API may add one); a malformed one is refused.
    expect(badFields(railListSchema, { items: [{ id: 'open', name: 'Open network', status: 'closed' }] })).toEqual([]);
    expect(badFields(railListSchema, { items: [{ id: 'open', name: 'Open network', status: 'Closed!' }] })).toEqual(['items.0.status']);
  });
});

describe('money in payment responses: both forms normalize to one Money', () => {
  const formA = { currency: 'USD', exponent: 2, value: '1050000', displayValue: '10500.00' };
  const formB = { currency: 'USD', amount: '10500.00' };
  const expected: Money = { currency: 'USD', exponent: 2, value: '1050000', displayValue: '10500.00' };

  it('a payment with every amount in the minor-units form and one with every amount in the decimal form read the same', () => {
    const amounts = (m: object) => ({ sendAmount: m, receiveAmount: m, totalDebitAmount: m, fees: { feeAmount: m, feeCurrency: 'USD' } });
    const a = parsed(paymentSchema, { ...payment, ...amounts(formA) });
    const b = parsed(paymentSchema, { ...payment, ...amounts(formB) });
    expect(a.sendAmount).toEqual(expected);
    expect(b).toEqual(a);
  });

  it('a payment mixing the forms (as the reference samples do) reads each one the same', () => {
    const p = parsed(paymentSchema, { ...payment, sendAmount: formA, totalDebitAmount: formB });
    expect(p.sendAmount).toEqual(expected);
    expect(p.totalDebitAmount).toEqual(expected);
  });

  it.each([
    [{ currency: 'JPY', exponent: 0, value: '1500', displayValue: '1500' }, { currency: 'JPY', amount: '1500' }],
    [{ currency: 'BHD', exponent: 3, value: '1250', displayValue: '1.250' }, { currency: 'BHD', amount: '1.25' }],
    [{ currency: 'USDC', exponent: 6, value: '500000000', displayValue: '500.000000' }, { currency: 'USDC', amount: '500' }],
  ])('%j and %j are the same Money', (a, b) => {
    expect(parsed(transferSchema, { ...transfer, amount: b }).amount).toEqual(parsed(transferSchema, { ...transfer, amount: a }).amount);
  });

  it('a self-inconsistent displayValue is recomputed from value and exponent', () => {
    const t = parsed(transferSchema, { ...transfer, amount: { currency: 'USD', exponent: 2, value: '100', displayValue: '999.99' } });
    expect(t.amount).toEqual({ currency: 'USD', exponent: 2, value: '100', displayValue: '1.00' });
  });

  it.each([
    [{ currency: 'USD', value: '100' }, 'amount.exponent'],
    [{ currency: 'USD', exponent: 2, value: 1.5 }, 'amount.value'],
    [{ currency: 'USD', exponent: 2, value: '1.50' }, 'amount.value'],
    [{ currency: 'USD', amount: 10.5 }, 'amount.amount'],
    [{ currency: 'usd', amount: '10.50' }, 'amount.currency'],
    [{ amount: '10.50' }, 'amount.currency'],
  ])('rejects %j, naming %s', (amount, field) => {
    expect(badFields(transferSchema, { ...transfer, amount })).toEqual([field]);
  });
});

describe('ledger amounts stay exact strings', () => {
  it('keeps amount and balance exactly as sent, beyond float precision', () => {
    const big = '98765432109876543210.12345678';
    const t = parsed(ledgerTransactionSchema, { ...ledger, amount: '0.10000000', balance: big });
    expect(t.amount).toBe('0.10000000');
    expect(t.balance).toBe(big);
    expect(typeof t.balance).toBe('string');
  });

  it.each([
    ['amount', 10.5],
    ['amount', '-10.50'],
    ['amount', '1.123456789'],
    ['balance', 1e21],
    ['balance', '1,000.00'],
  ])('rejects %s %j', (field, value) => {
    expect(badFields(ledgerTransactionSchema, { ...ledger, [field]: value })).toEqual([field]);
  });

  it('round-trips any decimal of up to 30 integer digits and 8 decimals (property)', () => {
    const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });
    const decimal = fc.tuple(digits(1, 30), fc.option(digits(1, 8))).map(([i, f]) => (f === null ? i : `${i}.${f}`));
    fc.assert(fc.property(decimal, decimal, (amount, balance) => {
      const t = parsed(ledgerTransactionSchema, { ...ledger, amount, balance });
      expect([t.amount, t.balance]).toEqual([amount, balance]);
    }));
  });
});
