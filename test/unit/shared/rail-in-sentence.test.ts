import { describe, expect, it } from 'vitest';
import { byRail, railBeforeNoun, railInSentence } from '../../../shared/rail-text';

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
});
