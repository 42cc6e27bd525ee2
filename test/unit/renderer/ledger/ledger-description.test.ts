// A description with a right-to-left name after left-to-right words is cut before the
// name's first word, so the name is a part of its own (cut at its own end in the cell);
// other descriptions stay one part.
import { describe, expect, it } from 'vitest';
import { splitAtRightToLeft } from '../../../../renderer/src/screens/ledger/ledger-description';

describe('splitAtRightToLeft', () => {
  it('cuts before the word where a Hebrew or Arabic name starts', () => {
    expect(splitAtRightToLeft('OPEN payment to חברת הדרום בע״מ')).toEqual({ lead: 'OPEN payment to ', rest: 'חברת הדרום בע״מ' });
    expect(splitAtRightToLeft('ACH payment to شركة النور للتجارة (INV-7)')).toEqual({ lead: 'ACH payment to ', rest: 'شركة النور للتجارة (INV-7)' });
    // A word that starts with a mark or a digit before its letters is cut whole.
    expect(splitAtRightToLeft('Fee for 12שלום')).toEqual({ lead: 'Fee for ', rest: '12שלום' });
  });

  it('leaves one part for left-to-right text, text that starts right to left, and no words before the name', () => {
    expect(splitAtRightToLeft('ACH fee for pmt_123')).toBeNull();
    expect(splitAtRightToLeft('חברת הדרום: payment')).toBeNull();
    expect(splitAtRightToLeft('12 חברת')).toBeNull();
    expect(splitAtRightToLeft('')).toBeNull();
  });
});
