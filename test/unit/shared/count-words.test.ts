import { describe, expect, it } from 'vitest';
import { byCount, countOf } from '../../../shared/count-words';

describe('countOf', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    expect(countOf(0, 'entry', 'entries')).toBe('0 entries');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
    expect(countOf(11, 'request', 'requests')).toBe('11 requests');
    expect(countOf(21, 'request', 'requests')).toBe('21 requests');
  });

  it('writes the count with thousands separators', () => {
    expect(countOf(1234567, 'row', 'rows')).toBe('1,234,567 rows');
  });

  it('picks a verb that agrees with the count', () => {
    expect(`${countOf(1, 'request', 'requests')} ${byCount(1, 'waits', 'wait')}`).toBe('1 request waits');
    expect(`${countOf(3, 'request', 'requests')} ${byCount(3, 'waits', 'wait')}`).toBe('3 requests wait');
  });
});
