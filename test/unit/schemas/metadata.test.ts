// metadata (spec 2.1 and part 8): at most 50 keys, keys ^[a-zA-Z0-9_]{1,40}$, values a
// string of at most 500 characters or null. The same rule on responses and requests.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { metadata, METADATA_LIMITS } from '../../../shared/formats';
import { createCounterpartyBodySchema } from '../../../shared/requests';
import { transferSchema } from '../../../shared/schemas';
import { fieldErrors, metadataWithKeys } from './schema-test-support';

const ok = (value: unknown) => metadata.safeParse(value).success;

describe('metadata limits', () => {
  it('states the spec limits', () => {
    expect(METADATA_LIMITS.maxKeys).toBe(50);
    expect(METADATA_LIMITS.maxValueLength).toBe(500);
    expect(METADATA_LIMITS.keyPattern.source).toBe('^[a-zA-Z0-9_]{1,40}$');
  });

  it('accepts an empty object', () => {
    expect(ok({})).toBe(true);
  });

  it('accepts 50 keys and rejects 51', () => {
    expect(ok(metadataWithKeys(50))).toBe(true);
    expect(ok(metadataWithKeys(51))).toBe(false);
    expect(fieldErrors(metadata, metadataWithKeys(51))).toEqual([{ field: 'body', message: 'metadata has at most 50 keys' }]);
  });

  it('accepts a 40-character key and rejects a 41-character key', () => {
    expect(ok({ ['k'.repeat(40)]: 'x' })).toBe(true);
    expect(ok({ ['k'.repeat(41)]: 'x' })).toBe(false);
  });

  it.each(['invoice_id', 'A', '_', '0', 'Cost_Center_42'])('accepts the key %j', (key) => {
    expect(ok({ [key]: 'x' })).toBe(true);
  });

  it.each(['', 'bad-key', 'with space', 'dotted.key', 'ünïcode', 'emoji😀', 'tab\t'])('rejects the key %j', (key) => {
    expect(ok({ [key]: 'x' })).toBe(false);
  });

  it('accepts a 500-character value and rejects a 501-character value', () => {
    expect(ok({ note: 'x'.repeat(500) })).toBe(true);
    expect(ok({ note: 'x'.repeat(501) })).toBe(false);
  });

  it('allows null values and keeps them', () => {
    expect(metadata.parse({ approver: null, invoice: 'INV-1' })).toEqual({ approver: null, invoice: 'INV-1' });
  });

  it.each([[42], [true], [{ nested: 'x' }], [['a']], [undefined]])('rejects the value %j', (value) => {
    expect(ok({ key: value })).toBe(false);
  });

  it('rejects non-objects', () => {
    for (const value of [null, 'a=b', ['a'], 5]) expect(ok(value)).toBe(false);
  });

  it('accepts any object within the limits (property)', () => {
    const key = fc.string({ unit: fc.constantFrom(...'abcXYZ019_'.split('')), minLength: 1, maxLength: 40 });
    const value = fc.option(fc.string({ maxLength: 500 }));
    fc.assert(fc.property(fc.dictionary(key, value, { maxKeys: 50 }), (m) => {
      // `__proto__` can be generated from these characters only by chance; it is covered below.
      fc.pre(!Object.prototype.hasOwnProperty.call(m, '__proto__'));
      expect(metadata.parse(m)).toEqual(m);
    }));
  });

  it('a "__proto__" key never changes the prototype of the parsed object', () => {
    const parsedValue = metadata.parse(JSON.parse('{"__proto__": null, "invoice": "INV-1"}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsedValue)).toBe(Object.prototype);
    expect(parsedValue).toEqual({ invoice: 'INV-1' });
  });
});

describe('metadata inside resources and requests', () => {
  it('a bad key is reported under metadata.<key> with what a key must look like', () => {
    expect(fieldErrors(createCounterpartyBodySchema, { entityType: 'business', name: 'Acme', metadata: { 'cost-center': '42' } })).toEqual([
      { field: 'metadata.cost-center', message: 'metadata keys are 1 to 40 letters, digits or underscores' },
    ]);
  });

  it('a long value is reported under metadata.<key>', () => {
    expect(fieldErrors(createCounterpartyBodySchema, { entityType: 'business', name: 'Acme', metadata: { note: 'x'.repeat(501) } })).toEqual([
      { field: 'metadata.note', message: 'metadata values are at most 500 characters' },
    ]);
  });

  it('51 keys are reported under metadata', () => {
    expect(fieldErrors(createCounterpartyBodySchema, { entityType: 'business', name: 'Acme', metadata: metadataWithKeys(51) }).map((f) => f.field)).toEqual(['metadata']);
  });

  it('a response with invalid metadata is rejected', () => {
    const transfer = {
      id: 'trf_1', sourceAccountId: 'acc_1', destinationAccountId: 'acc_2', status: 'pending', createdAt: '2026-03-02T09:15:00Z',
      amount: { currency: 'USD', exponent: 2, value: '100', displayValue: '1.00' },
    };
    expect(transferSchema.safeParse({ ...transfer, metadata: { a: 'b' } }).success).toBe(true);
    expect(transferSchema.safeParse({ ...transfer, metadata: { a: 1 } }).success).toBe(false);
  });
});
