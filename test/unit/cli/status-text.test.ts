// A status this app does not know (an API newer than the app) in the command line's
// tables and messages: printed as the server sent it and marked, never blank, never a known one.
import { describe, expect, it } from 'vitest';
import {
  collectionStatusText, counterpartyStatusText, ledgerTypeText, paymentMethodStatusText, paymentStatusText, transferStatusText, validationResultText,
  writtenStatusText,
} from '../../../electron/cli/commands/status-text';

describe('the command line', () => {
  it('prints a known value as it is and an unknown one marked', () => {
    expect(paymentStatusText('completed')).toBe('completed');
    expect(paymentStatusText('settled_partially')).toBe('settled_partially (unknown status)');
    expect(collectionStatusText('submitted')).toBe('submitted');
    expect(collectionStatusText('settled_partially')).toBe('settled_partially (unknown status)');
    expect(transferStatusText('reversed')).toBe('reversed (unknown status)');
    expect(counterpartyStatusText('suspended')).toBe('suspended (unknown status)');
    expect(paymentMethodStatusText('expired')).toBe('expired (unknown status)');
    expect(validationResultText('no_match')).toBe('no_match');
    expect(validationResultText('fuzzy_match')).toBe('fuzzy_match (unknown result)');
    expect(ledgerTypeText('fee')).toBe('fee');
    expect(ledgerTypeText('interest_accrual')).toBe('interest_accrual (unknown type)');
  });

  it('after a write, names the status against the written resource\u2019s own enum', () => {
    expect(writtenStatusText('createPayment', 'settled_partially')).toBe('settled_partially (unknown status)');
    expect(writtenStatusText('createAchPayment', 'created')).toBe('created');
    expect(writtenStatusText('createCollection', 'pending')).toBe('pending');
    expect(writtenStatusText('createPayment', 'pending')).toBe('pending (unknown status)');
  });
});
