// The Ledger's header while a sync still adds rows says the count is of the rows so far
// (a first sync's header read "4,800 entries" while the sync had fetched 138,564).
import { describe, expect, it } from 'vitest';
import { ledgerCountLine } from '../../../../renderer/src/screens/ledger/ledger-count-line';

describe('ledgerCountLine', () => {
  it('says "so far" and that the sync is still adding rows while it fills the ledger', () => {
    expect(ledgerCountLine(4_800, false, true)).toBe('4,800 entries so far, newest first: the sync is still adding rows');
    expect(ledgerCountLine(12, true, true)).toBe('12 entries match so far, newest first: the sync is still adding rows');
  });

  it('is the plain count otherwise', () => {
    expect(ledgerCountLine(150_821, false, false)).toBe('150,821 entries, newest first');
    expect(ledgerCountLine(1, true, false)).toBe('1 entry matches, newest first');
  });
});
