// The window's counted warnings agree with their counts: one in the singular, two in the
// plural (shared/count-words.ts), with their verbs.
import { describe, expect, it } from 'vitest';
import { unverifiedWords } from '../../../../renderer/src/screens/counterparties/payment-method-list';
import { disagreeingWords } from '../../../../renderer/src/screens/balances/balances-screen';

describe('counted warnings on screens', () => {
  it('payment methods not verified: one of one, one of two, two of three, two of two', () => {
    expect(unverifiedWords(1, 1)).toBe('This method is');
    expect(unverifiedWords(1, 2)).toBe('1 of 2 methods is');
    expect(unverifiedWords(2, 3)).toBe('2 of 3 methods are');
    expect(unverifiedWords(2, 2)).toBe('None of these methods is');
  });

  it('ledger balances that disagree with the server\'s: 1 and 2', () => {
    expect(disagreeingWords(1)).toBe('1 account’s ledger balance disagrees');
    expect(disagreeingWords(2)).toBe('2 accounts’ ledger balances disagree');
  });
});
