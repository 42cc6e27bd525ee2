// Row index <-> scroll position for a ledger of any length. Browsers cap an element's
// height near 33.5M px, so 1,000,000 rows x 32 px cannot be one plain spacer: the spacer
// is at most MAX_SPACER_PX tall and the scrollbar is SCALED. A "virtual" offset (as if
// every row had its own 32 px) is the scroll offset times `scale`; when the ledger fits,
// scale is 1 and scrolling is exact to the pixel. The first and last virtual offsets map
// to the first and last scroll positions, so dragging the thumb to the bottom (or End)
// shows the last row.

/** Well under every browser's cap (Chromium ~33.5M px, Firefox ~17.9M px). */
export const MAX_SPACER_PX = 8_000_000;

export interface ScrollGeometry {
  readonly total: number;
  readonly rowHeight: number;
  /** The height rows are shown in (the grid's body, without its header). */
  readonly viewportHeight: number;
  /** The spacer's height: every row's height, capped at MAX_SPACER_PX. */
  readonly contentHeight: number;
  /** The largest scroll offset. */
  readonly maxScrollTop: number;
  /** The largest virtual offset (the last row's bottom at the viewport's bottom). */
  readonly maxVirtualTop: number;
  /** Virtual pixels per scroll pixel (1 when the ledger fits in the spacer). */
  readonly scale: number;
}

export function scrollGeometry(total: number, rowHeight: number, viewportHeight: number, maxSpacer = MAX_SPACER_PX): ScrollGeometry {
  const rows = Math.max(0, Math.floor(total));
  const viewport = Math.max(0, viewportHeight);
  const fullHeight = rows * rowHeight;
  const contentHeight = Math.min(fullHeight, maxSpacer);
  const maxVirtualTop = Math.max(0, fullHeight - viewport);
  const maxScrollTop = Math.max(0, contentHeight - viewport);
  const scale = maxScrollTop > 0 && maxVirtualTop > maxScrollTop ? maxVirtualTop / maxScrollTop : 1;
  return { total: rows, rowHeight, viewportHeight: viewport, contentHeight, maxScrollTop, maxVirtualTop, scale };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The virtual offset shown at a scroll offset; the last scroll position gives exactly the last virtual one. */
export function virtualTopAt(scrollTop: number, geometry: ScrollGeometry): number {
  if (geometry.maxScrollTop <= 0) return 0;
  if (scrollTop >= geometry.maxScrollTop) return geometry.maxVirtualTop;
  return clamp(scrollTop * geometry.scale, 0, geometry.maxVirtualTop);
}

/** The scroll offset that shows a virtual offset. */
export function scrollTopFor(virtualTop: number, geometry: ScrollGeometry): number {
  if (geometry.maxScrollTop <= 0) return 0;
  const top = clamp(virtualTop, 0, geometry.maxVirtualTop);
  if (top >= geometry.maxVirtualTop) return geometry.maxScrollTop;
  return top / geometry.scale;
}

export interface VisibleRows {
  /** The first row (partly) shown. */
  readonly first: number;
  /** How many rows to render from `first` (the last one may be partly shown). */
  readonly count: number;
  /** How far the first row is above the viewport's top, in px (0 to rowHeight - 1). */
  readonly offset: number;
}

/** The rows a virtual offset shows: O(1) whatever the ledger's length. */
export function visibleRows(virtualTop: number, geometry: ScrollGeometry): VisibleRows {
  const { total, rowHeight, viewportHeight } = geometry;
  if (total === 0) return { first: 0, count: 0, offset: 0 };
  const top = clamp(virtualTop, 0, geometry.maxVirtualTop);
  const first = Math.min(total - 1, Math.floor(top / rowHeight));
  const offset = top - first * rowHeight;
  const count = Math.min(total - first, Math.ceil((viewportHeight + offset) / rowHeight) || 1);
  return { first, count, offset };
}

/** Rows that fit wholly in the viewport (at least 1): the PageUp/PageDown step. */
export function rowsPerPage(geometry: ScrollGeometry): number {
  return Math.max(1, Math.floor(geometry.viewportHeight / geometry.rowHeight));
}

/**
 * The virtual offset that brings row `index` wholly into view with the least movement
 * (unchanged when it already is): the keyboard's active row.
 */
export function virtualTopShowing(index: number, currentVirtualTop: number, geometry: ScrollGeometry): number {
  const rowTop = index * geometry.rowHeight;
  const rowBottom = rowTop + geometry.rowHeight;
  let top = currentVirtualTop;
  if (rowTop < top) top = rowTop;
  else if (rowBottom > top + geometry.viewportHeight) top = rowBottom - geometry.viewportHeight;
  return clamp(top, 0, geometry.maxVirtualTop);
}
