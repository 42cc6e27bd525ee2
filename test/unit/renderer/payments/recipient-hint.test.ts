// The New payment's counterparty search says how many it found, in correct English.
import { describe, expect, it } from 'vitest';
import { searchHint } from '../../../../renderer/src/screens/payments/new-payment-recipient';

describe('searchHint', () => {
  it('says none, one match and several matches', () => {
    expect(searchHint(0)).toBe('Type part of a name: no counterparty matches.');
    expect(searchHint(1)).toBe('Type part of a name: 1 match.');
    expect(searchHint(3)).toBe('Type part of a name: 3 matches.');
  });
});
