// Range splitting of the full ledger sync: disjoint, covering, inclusive bounds on the
// server's precision, and the wire form (what `createdAt[gte|lte]` the server receives,
// read back the way the sandbox reads it, with Date.parse).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isoFromMicros, microsFromIso, MICROSECOND_US, MILLISECOND_US, planLedgerRanges, precisionStepUs, rangeContains, rangePageQuery, rangeQuery, rangeScope,
  type LedgerRange,
} from '../../../electron/sync/ledger-ranges';

const YEAR_US = 365 * 86_400 * 1_000_000;
const T0_US = Date.UTC(2025, 0, 1) * 1000;

/**
 * The ranges as the server reads their query strings (ms precision with Date.parse, as
 * the sandbox does; microseconds for a microsecond server): a test of "which ranges hold t".
 */
function serverView(ranges: readonly LedgerRange[], stepUs: number): (tUs: number) => number {
  const read = (iso: string | undefined) => (iso === undefined ? undefined : stepUs >= MILLISECOND_US ? Date.parse(iso) * 1000 : microsFromIso(iso));
  const bounds = ranges.map((range) => {
    const q = rangeQuery(range, stepUs);
    return { gte: read(q.createdAtGte), lte: read(q.createdAtLte) };
  });
  return (tUs) => bounds.filter((b) => (b.gte === undefined || tUs >= b.gte) && (b.lte === undefined || tUs <= b.lte)).length;
}

describe('planLedgerRanges', () => {
  it('cuts [oldest, now] into equal ranges, open at both ends', () => {
    const ranges = planLedgerRanges({ oldestUs: T0_US, nowUs: T0_US + 4_000_000, count: 4, stepUs: MILLISECOND_US });
    expect(ranges).toEqual([
      { gteUs: null, lteUs: T0_US + 999_000 },
      { gteUs: T0_US + 1_000_000, lteUs: T0_US + 1_999_000 },
      { gteUs: T0_US + 2_000_000, lteUs: T0_US + 2_999_000 },
      { gteUs: T0_US + 3_000_000, lteUs: null },
    ]);
    expect(ranges.map((r) => rangeQuery(r, MILLISECOND_US))).toEqual([
      { createdAtLte: '2025-01-01T00:00:00.999Z' },
      { createdAtGte: '2025-01-01T00:00:01.000Z', createdAtLte: '2025-01-01T00:00:01.999Z' },
      { createdAtGte: '2025-01-01T00:00:02.000Z', createdAtLte: '2025-01-01T00:00:02.999Z' },
      { createdAtGte: '2025-01-01T00:00:03.000Z' },
    ]);
  });

  it('returns one open range when the span is empty, negative or too short to cut', () => {
    expect(planLedgerRanges({ oldestUs: T0_US, nowUs: T0_US, count: 8, stepUs: 1000 })).toEqual([{ gteUs: null, lteUs: null }]);
    expect(planLedgerRanges({ oldestUs: T0_US, nowUs: T0_US - 5_000_000, count: 8, stepUs: 1000 })).toEqual([{ gteUs: null, lteUs: null }]);
    expect(planLedgerRanges({ oldestUs: T0_US, nowUs: T0_US + 2500, count: 8, stepUs: 1000 })).toHaveLength(3);
    expect(planLedgerRanges({ oldestUs: T0_US, nowUs: T0_US + YEAR_US, count: 1, stepUs: 1000 })).toEqual([{ gteUs: null, lteUs: null }]);
  });

  it('is disjoint and covering at every boundary, under the server reading of the query (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: YEAR_US }),
        fc.integer({ min: -1_000_000, max: YEAR_US }),
        fc.integer({ min: 1, max: 64 }),
        fc.constantFrom(MILLISECOND_US, MICROSECOND_US),
        fc.array(fc.integer({ min: -2 * YEAR_US, max: 2 * YEAR_US }), { maxLength: 20 }),
        (oldestOffset, spanUs, count, stepUs, probes) => {
          const oldestUs = T0_US + oldestOffset;
          const ranges = planLedgerRanges({ oldestUs, nowUs: oldestUs + spanUs, count, stepUs });
          if (ranges.length < 1 || ranges.length > count) return false;
          if (ranges[0]?.gteUs !== null || ranges.at(-1)?.lteUs !== null) return false;
          // Adjacent ranges meet exactly: the next starts one step after the previous ends, on the step.
          for (let i = 1; i < ranges.length; i += 1) {
            const previous = ranges[i - 1] as LedgerRange;
            const gte = (ranges[i] as LedgerRange).gteUs;
            if (gte === null || previous.lteUs !== gte - stepUs || gte % stepUs !== 0) return false;
          }
          // Instants on the server's precision around every boundary, and random ones, are in exactly one range.
          const instants = probes.map((p) => Math.floor((T0_US + p) / stepUs) * stepUs);
          for (const range of ranges) {
            if (range.gteUs !== null) instants.push(range.gteUs - stepUs, range.gteUs, range.gteUs + stepUs);
          }
          const serverCount = serverView(ranges, stepUs);
          return instants.every((t) => ranges.filter((r) => rangeContains(r, t)).length === 1 && serverCount(t) === 1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects nonsense input', () => {
    expect(() => planLedgerRanges({ oldestUs: 0.5, nowUs: 1, count: 2, stepUs: 1000 })).toThrow(RangeError);
    expect(() => planLedgerRanges({ oldestUs: 0, nowUs: 1, count: 2, stepUs: 0 })).toThrow(RangeError);
  });
});

describe('timestamps of range bounds', () => {
  it('judges the server precision from the digits it writes', () => {
    expect(precisionStepUs('2026-01-31T12:00:00.123Z')).toBe(MILLISECOND_US);
    expect(precisionStepUs('2026-01-31T12:00:00Z')).toBe(MILLISECOND_US);
    expect(precisionStepUs('2026-01-31T12:00:00.123456Z')).toBe(MICROSECOND_US);
  });

  it('writes microseconds only for a microsecond server, and reads them back', () => {
    const us = T0_US + 1_234_567;
    expect(isoFromMicros(us, MILLISECOND_US)).toBe('2025-01-01T00:00:01.234Z');
    expect(isoFromMicros(us, MICROSECOND_US)).toBe('2025-01-01T00:00:01.234567Z');
    expect(microsFromIso('2025-01-01T00:00:01.234567Z')).toBe(us);
    expect(microsFromIso('2025-01-01T00:00:01.234Z')).toBe(T0_US + 1_234_000);
    expect(isoFromMicros(-1, MICROSECOND_US)).toBe('1969-12-31T23:59:59.999999Z');
  });

  it('names each range scope after its bounds', () => {
    const [first, last] = planLedgerRanges({ oldestUs: T0_US, nowUs: T0_US + 2_000_000, count: 2, stepUs: MILLISECOND_US });
    expect(rangeScope(first as LedgerRange, MILLISECOND_US)).toBe('range:start..2025-01-01T00:00:00.999Z');
    expect(rangeScope(last as LedgerRange, MILLISECOND_US)).toBe('range:2025-01-01T00:00:01.000Z..end');
  });
});

describe('rangePageQuery', () => {
  it('sends both bounds on the first page, then the cursor and the upper bound only', () => {
    const [first, middle, last] = planLedgerRanges({ oldestUs: T0_US, nowUs: T0_US + 3_000_000, count: 3, stepUs: MILLISECOND_US }) as [LedgerRange, LedgerRange, LedgerRange];
    expect(rangePageQuery(middle, MILLISECOND_US, undefined)).toEqual({ createdAtGte: '2025-01-01T00:00:01.000Z', createdAtLte: '2025-01-01T00:00:01.999Z' });
    expect(rangePageQuery(middle, MILLISECOND_US, 'txn_9')).toEqual({ startingAfter: 'txn_9', createdAtLte: '2025-01-01T00:00:01.999Z' });
    expect(rangePageQuery(first, MILLISECOND_US, undefined)).toEqual({ createdAtLte: '2025-01-01T00:00:00.999Z' });
    expect(rangePageQuery(last, MILLISECOND_US, undefined)).toEqual({ createdAtGte: '2025-01-01T00:00:02.000Z' });
    expect(rangePageQuery(last, MILLISECOND_US, 'txn_9')).toEqual({ startingAfter: 'txn_9' });
  });
});
