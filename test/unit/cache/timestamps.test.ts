import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalMicros, canonicalTimestamp, createIsoFormatter, isoFromEpochMicros, parseTimeBound, toEpochMicros, TimestampError } from '../../../electron/cache/timestamps';

describe('timestamps', () => {
  it.each([
    ['2026-01-31T12:00:00Z', Date.UTC(2026, 0, 31, 12) * 1000],
    ['2026-01-31T12:00:00.000Z', Date.UTC(2026, 0, 31, 12) * 1000],
    ['2026-01-31T12:00:00.123456789Z', Date.UTC(2026, 0, 31, 12) * 1000 + 123456],
    ['2026-01-31T14:30:00+02:30', Date.UTC(2026, 0, 31, 12) * 1000],
    ['2026-01-31T07:00:00-05:00', Date.UTC(2026, 0, 31, 12) * 1000],
    ['2024-02-29T00:00:00.5z', Date.UTC(2024, 1, 29) * 1000 + 500000],
    ['1970-01-01T00:00:00Z', 0],
  ])('%s is %i microseconds', (text, micros) => {
    expect(toEpochMicros(text)).toBe(micros);
  });

  it.each(['2026-02-30T00:00:00.000Z', '2026-02-29T00:00:00Z', '2026-01-01T24:00:00.000Z', '2026-01-01T23:60:00Z', '2026-13-01T00:00:00Z', '2026-01-01', '2026-01-01 12:00:00Z', 'yesterday', '', '9999-01-01T00:00:00Z'])(
    '%j is refused',
    (text) => {
      expect(() => toEpochMicros(text)).toThrow(TimestampError);
    },
  );

  it('the fast path agrees with the general parser and refuses what Date.parse would roll over', () => {
    expect(canonicalMicros('2026-03-01T10:11:12.345Z')).toBe(Date.UTC(2026, 2, 1, 10, 11, 12, 345) * 1000);
    expect(canonicalMicros('2026-02-30T00:00:00.000Z')).toBeUndefined();
    expect(canonicalMicros('2026-01-01T24:00:00.000Z')).toBeUndefined();
    expect(canonicalMicros('2026-01-01T00:00:00Z')).toBeUndefined();
  });

  it('writes one form: UTC with milliseconds, sub-millisecond digits dropped', () => {
    expect(isoFromEpochMicros(Date.UTC(2026, 0, 31, 12) * 1000 + 999)).toBe('2026-01-31T12:00:00.000Z');
    expect(isoFromEpochMicros(-1)).toBe('1969-12-31T23:59:59.999Z');
    expect(canonicalTimestamp('2026-01-31T14:30:00+02:30')).toBe('2026-01-31T12:00:00.000Z');
    expect(canonicalTimestamp('2026-01-31T12:00:00.000Z')).toBe('2026-01-31T12:00:00.000Z');
  });

  it('filter bounds accept dates (midnight UTC) and date-times, and clamp far years', () => {
    expect(parseTimeBound('2026-01-31', 'from')).toBe(Date.UTC(2026, 0, 31) * 1000);
    expect(parseTimeBound('2026-01-31T00:00:00+01:00', 'to')).toBe(Date.UTC(2026, 0, 30, 23) * 1000);
    expect(parseTimeBound('9999-12-31', 'to')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => parseTimeBound('2026-02-31', 'from')).toThrow(TimestampError);
    expect(() => parseTimeBound('last week', 'from')).toThrow(/from must be a date/);
  });

  it('the export formatter writes exactly what isoFromEpochMicros writes (property)', () => {
    const format = createIsoFormatter();
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000_000_000, max: 9_000_000_000_000_000 }), (micros) => {
        expect(format(micros)).toBe(isoFromEpochMicros(micros));
      }),
      { numRuns: 2000 },
    );
    const sorted = Array.from({ length: 500 }, (_, i) => Date.UTC(2026, 0, 1) * 1000 + i * 997_000_123);
    for (const micros of sorted) expect(format(micros)).toBe(isoFromEpochMicros(micros));
  });
});
