// The ledger grid's scaled scrollbar: at 1,000,000 rows the spacer stays under the cap,
// the first, a middle and the last row are reachable, and the mapping is monotonic.
import { describe, expect, it } from 'vitest';
import {
  MAX_SPACER_PX,
  rowsPerPage,
  scrollGeometry,
  scrollTopFor,
  virtualTopAt,
  virtualTopShowing,
  visibleRows,
} from '../../../../renderer/src/screens/ledger/scroll-mapping';

/** The first row the grid shows at a scroll offset: what it does on scroll (virtualTopAt, then visibleRows). */
const rowIndexAtScroll = (scrollTop: number, geometry: ReturnType<typeof scrollGeometry>) => visibleRows(virtualTopAt(scrollTop, geometry), geometry).first;

const ROW = 32;
const VIEWPORT = 704; // 22 rows
const MILLION = 1_000_000;

describe('scrollGeometry', () => {
  it('caps the spacer and scales the scrollbar at a million rows', () => {
    const geometry = scrollGeometry(MILLION, ROW, VIEWPORT);
    expect(geometry.contentHeight).toBe(MAX_SPACER_PX);
    expect(geometry.maxScrollTop).toBe(MAX_SPACER_PX - VIEWPORT);
    expect(geometry.maxVirtualTop).toBe(MILLION * ROW - VIEWPORT);
    expect(geometry.scale).toBeCloseTo((MILLION * ROW - VIEWPORT) / (MAX_SPACER_PX - VIEWPORT), 9);
    expect(geometry.scale).toBeGreaterThan(3.9);
  });

  it('is exact (scale 1) when the rows fit under the cap', () => {
    const geometry = scrollGeometry(819, ROW, VIEWPORT);
    expect(geometry.contentHeight).toBe(819 * ROW);
    expect(geometry.scale).toBe(1);
    expect(rowIndexAtScroll(10 * ROW + 5, geometry)).toBe(10);
    expect(visibleRows(virtualTopAt(10 * ROW + 5, geometry), geometry)).toEqual({ first: 10, count: 23, offset: 5 });
  });

  it('has nothing to scroll for no rows or rows that fit the viewport', () => {
    expect(visibleRows(0, scrollGeometry(0, ROW, VIEWPORT))).toEqual({ first: 0, count: 0, offset: 0 });
    const few = scrollGeometry(5, ROW, VIEWPORT);
    expect(few.maxScrollTop).toBe(0);
    expect(visibleRows(virtualTopAt(100, few), few)).toEqual({ first: 0, count: 5, offset: 0 });
  });
});

describe('index <-> scroll position at 1,000,000 rows', () => {
  const geometry = scrollGeometry(MILLION, ROW, VIEWPORT);

  it('shows the first row at the top', () => {
    expect(rowIndexAtScroll(0, geometry)).toBe(0);
    expect(visibleRows(virtualTopAt(0, geometry), geometry).first).toBe(0);
  });

  it('shows the last row, whole, at the bottom of the scrollbar', () => {
    const shown = visibleRows(virtualTopAt(geometry.maxScrollTop, geometry), geometry);
    expect(shown.first + shown.count - 1).toBe(MILLION - 1);
    // Its bottom edge is the viewport's bottom edge.
    expect(shown.first * ROW + (shown.count - 1) * ROW - virtualTopAt(geometry.maxScrollTop, geometry) + ROW).toBe(VIEWPORT + 0);
    // Past the end (a browser's rounding) is still the end.
    expect(rowIndexAtScroll(geometry.maxScrollTop + 3, geometry)).toBe(rowIndexAtScroll(geometry.maxScrollTop, geometry));
  });

  it('shows the middle row in the middle of the scrollbar', () => {
    const index = rowIndexAtScroll(geometry.maxScrollTop / 2, geometry);
    const expected = Math.floor((MILLION - VIEWPORT / ROW) / 2);
    expect(Math.abs(index - expected)).toBeLessThanOrEqual(1);
  });

  it('is monotonic over the whole scrollbar and moves at most one row per scroll pixel', () => {
    let previous = -1;
    for (let top = 0; top <= geometry.maxScrollTop; top += 997) {
      const index = rowIndexAtScroll(top, geometry);
      expect(index).toBeGreaterThanOrEqual(previous);
      previous = index;
    }
    let last = rowIndexAtScroll(0, geometry);
    for (let top = 1; top < 5000; top += 1) {
      const index = rowIndexAtScroll(top, geometry);
      expect(index - last).toBeLessThanOrEqual(1);
      last = index;
    }
  });

  it('maps a row to a scroll position and back to the same row', () => {
    for (const index of [0, 1, 31, 123_457, 500_000, 999_000, MILLION - 23]) {
      const top = scrollTopFor(index * ROW, geometry);
      expect(rowIndexAtScroll(top, geometry)).toBe(index);
    }
    expect(scrollTopFor(geometry.maxVirtualTop, geometry)).toBe(geometry.maxScrollTop);
  });
});

describe('keyboard scrolling', () => {
  const geometry = scrollGeometry(MILLION, ROW, VIEWPORT);

  it('moves only as far as needed to show the active row', () => {
    expect(virtualTopShowing(5, 0, geometry)).toBe(0);
    expect(virtualTopShowing(22, 0, geometry)).toBe(23 * ROW - VIEWPORT);
    expect(virtualTopShowing(3, 10 * ROW, geometry)).toBe(3 * ROW);
  });

  it('brings the last row (End, Ctrl+End) to the bottom: the last scroll position', () => {
    const top = virtualTopShowing(MILLION - 1, 0, geometry);
    expect(top).toBe(geometry.maxVirtualTop);
    expect(scrollTopFor(top, geometry)).toBe(geometry.maxScrollTop);
    const shown = visibleRows(top, geometry);
    expect(shown.first + shown.count - 1).toBe(MILLION - 1);
  });

  it('pages by the rows that fit', () => {
    expect(rowsPerPage(geometry)).toBe(22);
    expect(rowsPerPage(scrollGeometry(10, ROW, 10))).toBe(1);
  });
});
