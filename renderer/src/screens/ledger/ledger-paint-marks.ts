// Performance marks the benchmarks read: `ledger-first-rows` once, when the screen first
// paints loaded rows; `ledger-filter-rows` each time a NEW filter set first paints its
// answer (its rows, or "no entries match"), the previous mark cleared first. Marked in
// the frame after the commit, i.e. when the rows are on screen.
import { useCallback, useEffect, useRef } from 'react';

export const FIRST_ROWS_MARK = 'ledger-first-rows';
export const FILTER_ROWS_MARK = 'ledger-filter-rows';

function markAfterPaint(name: string, clearFirst: boolean): void {
  requestAnimationFrame(() => {
    if (clearFirst) performance.clearMarks(name);
    performance.mark(name);
  });
}

/** Returns the grid's "loaded rows are shown" callback; `total === 0` counts as the answer shown. */
export function useLedgerPaintMarks(filterSerial: number, total: number | null): () => void {
  const firstDone = useRef(false);
  const markedSerial = useRef<number | null>(null);

  const shown = useCallback(() => {
    if (!firstDone.current) {
      firstDone.current = true;
      markedSerial.current = filterSerial;
      markAfterPaint(FIRST_ROWS_MARK, false);
      return;
    }
    if (markedSerial.current !== filterSerial) {
      markedSerial.current = filterSerial;
      markAfterPaint(FILTER_ROWS_MARK, true);
    }
  }, [filterSerial]);

  // A filter set that matches nothing paints "no entries match": its answer too.
  useEffect(() => {
    if (total === 0 && firstDone.current && markedSerial.current !== filterSerial) {
      markedSerial.current = filterSerial;
      markAfterPaint(FILTER_ROWS_MARK, true);
    }
  }, [total, filterSerial]);

  return shown;
}
