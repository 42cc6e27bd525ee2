// Day inputs <-> the contract's from/to (to exclusive: an inclusive "to" day ends at the
// next local midnight), in a zone with a DST change; and one key per filter set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfExclusiveTo, dayOfFrom, fromForDay, hasLedgerFilters, ledgerFilterKey, toForInclusiveDay, typeLabel } from '../../../../renderer/src/screens/ledger/ledger-filter-values';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('days in the person zone', () => {
  it('starts "from" at the day local midnight', () => {
    expect(fromForDay('2026-01-15')).toBe('2026-01-15T05:00:00.000Z');
    expect(fromForDay('2026-02-30')).toBeUndefined();
    expect(fromForDay('')).toBeUndefined();
  });

  it('ends an inclusive "to" day at the next local midnight, across a DST change and a month end', () => {
    expect(toForInclusiveDay('2026-03-08')).toBe('2026-03-09T04:00:00.000Z');
    expect(toForInclusiveDay('2026-01-31')).toBe('2026-02-01T05:00:00.000Z');
    expect(toForInclusiveDay('nope')).toBeUndefined();
  });

  it('shows the stored bounds as the days typed', () => {
    expect(dayOfFrom(fromForDay('2026-03-08'))).toBe('2026-03-08');
    expect(dayOfExclusiveTo(toForInclusiveDay('2026-03-08'))).toBe('2026-03-08');
    expect(dayOfExclusiveTo(undefined)).toBe('');
  });
});

describe('ledgerFilterKey', () => {
  it('is one key per filter set, whatever the order of ids and types', () => {
    expect(ledgerFilterKey({ accountIds: ['b', 'a'], types: ['fee', 'payment_out'] })).toBe(ledgerFilterKey({ types: ['payment_out', 'fee'], accountIds: ['a', 'b'] }));
    expect(ledgerFilterKey({ search: 'x' })).not.toBe(ledgerFilterKey({ search: 'y' }));
    expect(hasLedgerFilters({})).toBe(false);
    expect(hasLedgerFilters({ direction: 'debit' })).toBe(true);
  });

  it('labels types for people', () => {
    expect(typeLabel('auto_conversion_debit')).toBe('Auto conversion debit');
  });
});
