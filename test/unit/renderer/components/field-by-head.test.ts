// The field a main or schema error names, by its first segment: "amount.value" lands on
// "amount", an alias puts "currency" on the account it comes with, anything else on no
// field (the form's own error line).
import { describe, expect, it } from 'vitest';
import { fieldByHead } from '../../../../renderer/src/components/forms/use-prepare-submit';

type Fields = { sourceAccountId: string; amount: string; currency: string; reference: string };

describe('fieldByHead', () => {
  const fieldOf = fieldByHead<Fields>(['sourceAccountId', 'amount', 'reference'], { currency: 'sourceAccountId' });

  it("puts an error on the form's field its first segment names, or on the field an alias gives", () => {
    expect(fieldOf('amount.value')).toBe('amount');
    expect(fieldOf('reference')).toBe('reference');
    expect(fieldOf('currency')).toBe('sourceAccountId');
  });

  it('puts an error naming no field of the form on none', () => {
    expect(fieldOf('purpose')).toBeNull();
    expect(fieldOf('')).toBeNull();
    expect(fieldByHead<Fields>(['amount'])('currency')).toBeNull();
  });
});
