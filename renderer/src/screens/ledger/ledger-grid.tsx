// The ledger as a keyboard grid over any number of rows. The grid element scrolls: a
// sticky header, a sticky body that shows only the visible rows, and a spacer whose
// height is capped (scroll-mapping.ts): at a million rows the scrollbar is scaled and a
// scroll position maps to a row index. Up/Down/PageUp/PageDown/Home/End (Ctrl too) move
// the active row, Enter opens it, Escape closes the detail.
import { accountName, type AccountsById } from '../../components/account-names';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type Ref } from 'react';
import { LEDGER_COLUMNS, LedgerGridRow, ledgerCellClass, ledgerRowDomId } from './ledger-grid-row';
import type { LedgerRows } from './use-ledger-rows';
import { useAmountColumnWidths } from './ledger-amount-width';
import { rowsPerPage, scrollGeometry, scrollTopFor, virtualTopAt, virtualTopShowing, visibleRows } from './scroll-mapping';

/** The row height, in px: the --row-height token (styles/tokens.css), which the rows' CSS uses too. */
function rowHeightToken(): number {
  const height = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--row-height'));
  if (!(height > 0)) throw new Error('The --row-height token is not set: styles/tokens.css must load before the ledger grid renders.');
  return height;
}
/** At least as many row slots as rows fit in a tall window. */
const RING_SLOTS = 64;

export interface LedgerGridProps {
  source: LedgerRows;
  /** Rows to show: the count, or while counting the rows known so far. */
  total: number;
  /** False while `total` is only the rows known so far (the row count is then unknown to assistive tech). */
  counted?: boolean;
  accounts: AccountsById;
  activeIndex: number | null;
  onActivate(index: number): void;
  onOpen(index: number): void;
  onEscape(): void;
  /** After a commit that shows loaded rows (the screen's performance marks). */
  onRowsShown(): void;
  gridRef?: Ref<HTMLDivElement>;
}

export function LedgerGrid({ source, total, counted = true, accounts, activeIndex, onActivate, onOpen, onEscape, onRowsShown, gridRef }: LedgerGridProps) {
  // Re-render when rows land (the screen around the grid does not).
  useSyncExternalStore(source.subscribe, source.getRowsVersion);
  const scroller = useRef<HTMLDivElement | null>(null);
  const head = useRef<HTMLDivElement>(null);
  const [bodyHeight, setBodyHeight] = useState(0);
  const [rowHeight] = useState(rowHeightToken);
  const [headHeight, setHeadHeight] = useState(rowHeight);
  const [virtualTop, setVirtualTop] = useState(0);
  // The scroll offset this code set last: its scroll event must not re-derive (and round) the virtual offset.
  const expectedScrollTop = useRef<number | null>(null);
  const geometry = useMemo(() => scrollGeometry(total, rowHeight, bodyHeight), [total, rowHeight, bodyHeight]);
  const top = Math.min(virtualTop, geometry.maxVirtualTop);
  const current = useRef({ geometry, top, activeIndex });
  current.current = { geometry, top, activeIndex };

  const setScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      if (typeof gridRef === 'function') gridRef(element);
      else if (gridRef !== undefined && gridRef !== null) (gridRef as { current: HTMLDivElement | null }).current = element;
    },
    [gridRef],
  );

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const measure = () => {
      const headSize = head.current?.offsetHeight ?? 0;
      setHeadHeight(headSize);
      setBodyHeight(Math.max(0, element.clientHeight - headSize));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const moveTo = useCallback((virtual: number) => {
    const { geometry: shape } = current.current;
    const next = Math.min(Math.max(0, virtual), shape.maxVirtualTop);
    setVirtualTop(next);
    const scrollTop = scrollTopFor(next, shape);
    expectedScrollTop.current = scrollTop;
    if (scroller.current !== null) scroller.current.scrollTop = scrollTop;
  }, []);

  // Scaled, the wheel would move `scale` rows per pixel: step the virtual offset by the wheel's own distance instead.
  useEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const onWheel = (event: WheelEvent) => {
      const { geometry: shape, top: now } = current.current;
      if (shape.scale <= 1 || event.ctrlKey || Math.abs(event.deltaY) < Math.abs(event.deltaX)) return;
      event.preventDefault();
      const unit = event.deltaMode === 1 ? shape.rowHeight : event.deltaMode === 2 ? shape.viewportHeight : 1;
      moveTo(now + event.deltaY * unit);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [moveTo]);

  // The viewport or the row count changed (a panel opened, the window resized, a refresh):
  // keep the active row in view and the scrollbar where the virtual offset says.
  // Only on a change of shape: scrolling away from the active row is the person's choice
  // (the row and the offset are read from `current`, not followed).
  useEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const { top, activeIndex } = current.current;
    const wanted = activeIndex === null ? top : virtualTopShowing(activeIndex, top, geometry);
    if (wanted !== top) setVirtualTop(wanted);
    const scrollTop = scrollTopFor(wanted, geometry);
    if (Math.abs(element.scrollTop - scrollTop) > 1) {
      expectedScrollTop.current = scrollTop;
      element.scrollTop = scrollTop;
    }
  }, [geometry]);

  const onScroll = () => {
    const element = scroller.current;
    if (element === null) return;
    const expected = expectedScrollTop.current;
    if (expected !== null && Math.abs(element.scrollTop - expected) <= 1) return;
    expectedScrollTop.current = null;
    setVirtualTop(virtualTopAt(element.scrollTop, geometry));
  };

  const { first, count, offset } = visibleRows(top, geometry);
  const last = first + count - 1;

  useEffect(() => {
    if (count > 0) source.want(first, last);
  }, [source, first, last, count, total]);

  useEffect(() => {
    if (count > 0 && source.rowAt(first) !== undefined) onRowsShown();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      onEscape();
      return;
    }
    if (total === 0) return;
    const from = activeIndex ?? first;
    const page = rowsPerPage(geometry);
    const moves: Record<string, number> = {
      ArrowDown: activeIndex === null ? first : from + 1,
      ArrowUp: activeIndex === null ? first : from - 1,
      PageDown: from + page,
      PageUp: from - page,
      Home: 0,
      End: total - 1,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(from);
      if (activeIndex === null) onActivate(from);
      return;
    }
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.metaKey) return;
    event.preventDefault();
    const next = Math.min(total - 1, Math.max(0, target));
    onActivate(next);
    moveTo(virtualTopShowing(next, top, geometry));
  };

  // Rows are keyed by their slot in a ring (index mod `ring`): a one-row scroll renders
  // only the row that came into view (the others keep key and props), and a jump (a
  // dragged thumb, End) reuses every row's DOM, updating its text, instead of replacing it.
  const ring = Math.max(RING_SLOTS, count + 1);
  const rows = [];
  const shownRows = [];
  for (let index = first; index <= last; index += 1) {
    const row = source.rowAt(index);
    shownRows.push(row);
    rows.push(
      <LedgerGridRow
        key={index % ring}
        index={index}
        row={row}
        accountName={row === undefined ? undefined : (accountName(accounts, row.accountId) ?? undefined)}
        accounts={accounts}
        active={index === activeIndex}
        failed={row === undefined && source.failedAt(index)}
        onPick={onOpen}
      />,
    );
  }
  const amountWidths = useAmountColumnWidths(shownRows);
  const activeShown = activeIndex !== null && activeIndex >= first && activeIndex <= last;

  return (
    <div
      ref={setScroller}
      role="grid"
      aria-label="Ledger entries, newest first"
      aria-rowcount={counted ? total + 1 : -1}
      aria-activedescendant={activeShown ? ledgerRowDomId(activeIndex) : undefined}
      tabIndex={0}
      className="ledger-grid"
      style={amountWidths}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="ledger-grid-head" ref={head}>
        <div role="row" aria-rowindex={1} className="ledger-row ledger-row-head">
          {LEDGER_COLUMNS.map((column, position) => (
            <div key={column} role="columnheader" className={ledgerCellClass(position)}>
              {column}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="ledger-grid-body" style={{ height: bodyHeight, top: headHeight }}>
        <div className="ledger-grid-rows" style={{ transform: `translateY(${-offset}px)` }}>
          {rows}
        </div>
      </div>
      <div className="ledger-grid-spacer" aria-hidden="true" style={{ height: Math.max(0, geometry.contentHeight - bodyHeight) }} />
    </div>
  );
}
