import { describe, expect, it } from 'vitest';
import { byRail, RAIL_LABEL, RAIL_NAME, railBeforeNoun, railInSentence, railLabel } from '../../../shared/rail-text';
import { OPERATION_WORDS, operationWords } from '../../../electron/audit';
import { methodTypeLabel } from '../../../shared/payment-method-words';

describe('rails in sentences', () => {
  it('writes a rail the same way in every sentence: lower case but for the rail names that are names', () => {
    expect(['ach', 'fedwire', 'swift', 'crypto', 'open'].map(byRail)).toEqual(['by ACH', 'by Fedwire', 'by SWIFT', 'by crypto', 'on the open network']);
    expect(railBeforeNoun('crypto')).toBe('crypto');
    expect(railBeforeNoun('open')).toBe('open-network');
  });

  it('marks a rail this app does not know', () => {
    expect(railInSentence('rtp')).toBe('rtp (unknown rail)');
    expect(byRail('rtp')).toBe('by rtp (unknown rail)');
  });

  it('derives a rail\'s name and its label from the words in sentences: one table', () => {
    expect(Object.values(RAIL_NAME)).toEqual(['ACH', 'Fedwire', 'SWIFT', 'crypto', 'open network']);
    expect(Object.values(RAIL_LABEL)).toEqual(['ACH', 'Fedwire', 'SWIFT', 'Crypto', 'Open network']);
    // The Audit's and Outbox's brackets ("Payment sent (open network)") and the open payment method's type say the same.
    expect(operationWords('createPayment', 'open')).toBe(`${OPERATION_WORDS.createPayment} (${RAIL_NAME.open})`);
    expect(methodTypeLabel('open')).toBe(RAIL_LABEL.open);
    expect(railLabel('open')).toBe('Open network');
    expect(railLabel('rtp')).toBe('rtp (unknown rail)');
    expect(railLabel('constructor')).toBe('constructor (unknown rail)');
  });
});
