// zod issues -> the `[{field, message}]` of a 400 validation_failed: dotted paths, `body`
// for the whole object, one entry per unknown key, the closest branch of a union.
import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { describeFieldErrors, fieldErrorsFromIssues } from '../../../shared/field-errors';
import { fieldErrorSchema } from '../../../shared/api-errors';
import { createOnboardingBodySchema, createPaymentBodySchema, createPaymentMethodBodySchema } from '../../../shared/requests';
import { fieldErrors } from './schema-test-support';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected invalid input');
  return result.error.issues;
};

describe('fieldErrorsFromIssues', () => {
  it('returns nothing for no issues', () => {
    expect(fieldErrorsFromIssues([])).toEqual([]);
  });

  it('joins nested paths with dots, array indexes included', () => {
    const schema = z.object({ amount: z.object({ value: z.string() }), relationships: z.array(z.object({ entityId: z.string() })) });
    expect(fieldErrors(schema, { amount: { value: 1 }, relationships: [{ entityId: 'a' }, {}] }).map((f) => f.field)).toEqual([
      'amount.value', 'relationships.1.entityId',
    ]);
  });

  it('names the whole object `body`', () => {
    expect(fieldErrors(z.object({ a: z.string() }), 'not an object')).toEqual([{ field: 'body', message: expect.any(String) }]);
    expect(fieldErrors(z.object({}).refine(() => false, { message: 'never' }), {})).toEqual([{ field: 'body', message: 'never' }]);
  });

  it('lists every unknown key on its own, nested ones with their path', () => {
    const schema = z.strictObject({ amount: z.strictObject({ value: z.string() }) });
    expect(fieldErrors(schema, { amount: { value: '1', exponent: 2 }, foo: 1, bar: 2 })).toEqual([
      { field: 'amount.exponent', message: 'is not a field of this request' },
      { field: 'foo', message: 'is not a field of this request' },
      { field: 'bar', message: 'is not a field of this request' },
    ]);
  });

  it('keeps the schema’s own message', () => {
    expect(fieldErrors(z.object({ name: z.string().min(1, { message: 'must not be empty' }) }), { name: '' })).toEqual([{ field: 'name', message: 'must not be empty' }]);
  });

  it('reports the union branch that came closest, under the union’s path', () => {
    const base = { sourceAccountId: 'acc_1', paymentMethodId: 'pm_1', rail: 'crypto' };
    // A crypto money object missing its chain: the crypto branch has one issue, the fiat branch three.
    expect(fieldErrors(createPaymentBodySchema, { ...base, sendAmount: { asset: 'USDC', value: '1' } })).toEqual([
      { field: 'sendAmount.chain', message: expect.any(String) },
    ]);
    // A fiat money object with a zero value.
    expect(fieldErrors(createPaymentBodySchema, { ...base, sendAmount: { currency: 'USD', value: '0' } })).toEqual([
      { field: 'sendAmount.value', message: 'must be more than zero (in the smallest unit of the currency)' },
    ]);
  });

  it('names the discriminator of a discriminated union when it matches no branch', () => {
    expect(fieldErrors(createPaymentMethodBodySchema, { type: 'sepa_bank' }).map((f) => f.field)).toEqual(['type']);
    expect(fieldErrors(createOnboardingBodySchema, {}).map((f) => f.field)).toEqual(['entityType']);
  });

  it('says what a record key must look like instead of "Invalid key in record"', () => {
    const schema = z.object({ tags: z.record(z.string().regex(/^[a-z]+$/, { message: 'tags are lower-case letters' }), z.string()) });
    expect(fieldErrors(schema, { tags: { Bad1: 'x' } })).toEqual([{ field: 'tags.Bad1', message: 'tags are lower-case letters' }]);
  });

  it('handles unions of strict objects nested in arrays', () => {
    const schema = z.object({ items: z.array(z.union([z.strictObject({ a: z.string() }), z.strictObject({ b: z.number() })])) });
    expect(fieldErrors(schema, { items: [{ a: 'x' }, { b: 'y' }] })).toEqual([{ field: 'items.1.b', message: expect.any(String) }]);
  });

  it('produces valid `{field, message}` entries for the error body', () => {
    const errors = fieldErrorsFromIssues(issuesOf(createPaymentBodySchema, { rail: 'x', extra: true, metadata: { 'a-b': 1 } }));
    expect(errors.length).toBeGreaterThan(3);
    for (const e of errors) expect(fieldErrorSchema.safeParse(e).success).toBe(true);
  });
});

describe('describeFieldErrors', () => {
  it('names every bad field in one line', () => {
    expect(describeFieldErrors([{ field: 'amount.value', message: 'must be more than zero' }, { field: 'foo', message: 'is not a field of this request' }])).toBe(
      'amount.value: must be more than zero; foo: is not a field of this request',
    );
  });

  it('is empty for no errors', () => {
    expect(describeFieldErrors([])).toBe('');
  });
});
