// Scalar formats (spec 2.1): currency, country, dates, date-times and ledger decimals.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { countryCode, currencyCode, dateTime, isCalendarDate, isDateTime, isoDate, ledgerDecimal, PAGE_LIMIT } from '../../../shared/formats';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('currencyCode ^[A-Z]{2,10}$', () => {
  it.each(['USD', 'EUR', 'JPY', 'USDC', 'PYUSD', 'AB', 'ABCDEFGHIJ'])('accepts %s', (code) => {
    expect(ok(currencyCode, code)).toBe(true);
  });
  it.each(['A', 'ABCDEFGHIJK', 'usd', 'Usd', 'US1', 'US D', ' USD', 'USD\n', 'ÜSD', ''])('rejects %j', (code) => {
    expect(ok(currencyCode, code)).toBe(false);
  });
  it('rejects non-strings', () => {
    expect(ok(currencyCode, 840)).toBe(false);
    expect(ok(currencyCode, null)).toBe(false);
  });
});

describe('countryCode ^[A-Z]{2}$', () => {
  it.each(['US', 'GB', 'DE'])('accepts %s', (code) => expect(ok(countryCode, code)).toBe(true));
  it.each(['USA', 'U', 'us', 'U1', '', 'GB '])('rejects %j', (code) => expect(ok(countryCode, code)).toBe(false));
});

describe('isoDate YYYY-MM-DD, a real calendar day', () => {
  it.each(['2024-02-29', '2000-02-29', '2026-01-31', '2026-12-31', '1970-01-01', '2026-04-30'])('accepts %s', (d) => {
    expect(ok(isoDate, d)).toBe(true);
  });
  it.each([
    ['2026-02-29', 'Feb 29 in a non-leap year'],
    ['1900-02-29', 'Feb 29 in a century year not divisible by 400'],
    ['2026-13-01', 'month 13'],
    ['2026-00-10', 'month 0'],
    ['2026-01-00', 'day 0'],
    ['2026-04-31', 'April 31'],
    ['2026-01-32', 'day 32'],
    ['2026-1-05', 'one-digit month'],
    ['26-01-05', 'two-digit year'],
    ['2026/01/05', 'slashes'],
    ['2026-01-05T00:00:00Z', 'a date-time'],
    [' 2026-01-05', 'leading space'],
  ])('rejects %s (%s)', (d) => {
    expect(ok(isoDate, d)).toBe(false);
  });

  it('agrees with the proleptic Gregorian calendar for every day of 1896..2104 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1896, max: 2104 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const roundTrip = new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
        expect(isCalendarDate(text)).toBe(roundTrip === text);
      }),
    );
  });
});

describe('dateTime (RFC 3339)', () => {
  it.each([
    '2026-03-02T09:15:00Z',
    '2026-03-02T09:15:00.123Z',
    '2026-03-02T09:15:00.123456789Z',
    '2026-03-02T09:15:00+00:00',
    '2026-03-02T09:15:00-05:00',
    '2026-03-02T09:15:00.5+05:30',
    '2026-03-02t09:15:00z',
    '2024-02-29T23:59:59Z',
  ])('accepts %s', (value) => {
    expect(ok(dateTime, value)).toBe(true);
  });

  it.each([
    ['2026-03-02T09:15:00', 'no zone'],
    ['2026-03-02 09:15:00Z', 'space instead of T'],
    ['2026-03-02T09:15Z', 'no seconds'],
    ['2026-03-02T24:00:00Z', 'hour 24'],
    ['2026-03-02T09:60:00Z', 'minute 60'],
    ['2026-06-30T23:59:60Z', 'a leap second, which JavaScript dates cannot represent'],
    ['2026-02-30T09:15:00Z', 'Feb 30'],
    ['2026-02-29T09:15:00Z', 'Feb 29 in a non-leap year'],
    ['2026-13-02T09:15:00Z', 'month 13'],
    ['2026-03-02T09:15:00+0500', 'offset without colon'],
    ['2026-03-02T09:15:00+24:00', 'offset hour 24'],
    ['2026-03-02T09:15:00.Z', 'empty fraction'],
    ['2026-03-02', 'a date only'],
    ['1772442900', 'unix seconds'],
  ])('rejects %s (%s)', (value) => {
    expect(ok(dateTime, value)).toBe(false);
  });

  it('rejects non-strings such as a Date or a number', () => {
    expect(ok(dateTime, new Date())).toBe(false);
    expect(ok(dateTime, 1772442900000)).toBe(false);
  });

  it('accepts what Date#toISOString writes (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), (d) => {
        expect(isDateTime(d.toISOString())).toBe(true);
      }),
    );
  });

  it('every accepted value has a finite Date.parse, so times can be compared (property)', () => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
    const candidate = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
        two(13), two(32), fc.constantFrom('T', 't'), two(24), two(60), two(60),
        fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 1, maxLength: 12 })),
        fc.constantFrom('Z', 'z', '+00:00', '-05:00', '+05:30', '+23:59', '-23:59'),
      )
      .map(([y, mo, d, t, h, mi, s, frac, zone]) => `${y}-${mo}-${d}${t}${h}:${mi}:${s}${frac === null ? '' : `.${frac}`}${zone}`);
    fc.assert(
      fc.property(candidate, (value) => {
        if (isDateTime(value)) expect(Number.isFinite(Date.parse(value))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('ledgerDecimal ^[0-9]+(\\.[0-9]{1,8})?$', () => {
  it.each(['0', '1234.56', '0.00000001', '12345678901234567890.12345678', '007.5'])('accepts %s', (v) => {
    expect(ok(ledgerDecimal, v)).toBe(true);
  });
  it.each(['-1.00', '+1', '1.', '.5', '1.123456789', '1,000.00', '1e3', ' 1', 'NaN', ''])('rejects %j', (v) => {
    expect(ok(ledgerDecimal, v)).toBe(false);
  });
  it('rejects numbers: ledger amounts are never floats', () => {
    expect(ok(ledgerDecimal, 1234.56)).toBe(false);
    expect(ok(ledgerDecimal, 0)).toBe(false);
  });
  it('returns the exact string it was given (property)', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 1, maxLength: 8 })))
      .map(([int, frac]) => (frac === null ? int.toString() : `${int}.${frac}`));
    fc.assert(fc.property(decimal, (v) => {
      expect(ledgerDecimal.parse(v)).toBe(v);
    }));
  });
});

describe('page limit constants (spec part 8)', () => {
  it('are default 50, minimum 1, maximum 200', () => {
    expect(PAGE_LIMIT).toEqual({ default: 50, min: 1, max: 200 });
  });
});
