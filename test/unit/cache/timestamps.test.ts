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

  it('the fast path reads the written form exactly as the regex + Date.parse it replaced (property)', () => {
    const CANONICAL_RE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$/;
    const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    const reference = (text: string): number | undefined => {
      if (!CANONICAL_RE.test(text)) return undefined;
      const [year, month, day] = [Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10))];
      const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
      const days = month === 2 && leap ? 29 : (DAYS[month - 1] ?? 0);
      if (day < 1 || day > days || Number(text.slice(11, 13)) > 23 || Number(text.slice(14, 16)) > 59 || Number(text.slice(17, 19)) > 59) return undefined;
      const micros = Date.parse(text) * 1000;
      return Number.isSafeInteger(micros) ? micros : undefined;
    };
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    // Every field over a range wider than valid, so invalid dates and times are met too.
    const written = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }), fc.integer({ min: 0, max: 61 }), fc.integer({ min: 0, max: 999 }))
      .map(([y, mo, d, h, mi, s, ms]) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}.${pad(ms, 3)}Z`);
    fc.assert(fc.property(written, (text) => {
      expect(canonicalMicros(text)).toBe(reference(text));
    }), { numRuns: 20_000 });
    // Any valid instant of the storable years, and text that is almost the written form.
    fc.assert(fc.property(fc.integer({ min: -9_000_000_000_000, max: 9_000_000_000_000 }), (ms) => {
      const text = new Date(ms).toISOString();
      expect(canonicalMicros(text)).toBe(reference(text));
    }), { numRuns: 5000 });
    for (const text of ['2024-02-29T23:59:59.999Z', '2023-02-29T00:00:00.000Z', '2000-02-29T00:00:00.000Z', '1900-02-29T00:00:00.000Z', '0000-01-01T00:00:00.000Z', '0000-03-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z', '2026-01-01T00:00:00.000z', '2026-01-01t00:00:00.000Z', '2026-01-01T00:00:00,000Z', '+2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.0000Z', '2026-1-01T00:00:00.000Z', '２026-01-01T00:00:00.000Z', '2026-01-01T0a:00:00.000Z']) {
      expect(canonicalMicros(text), text).toBe(reference(text));
    }
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
