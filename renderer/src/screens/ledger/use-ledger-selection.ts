// The Ledger's selected row, kept by its id through a list update: a search's answer that
// arrives after the click, a sync's refresh that moves the rows down. The grid's active
// row follows the id to where the new rows hold it. Where they do not hold it, no row is
// active, and the detail panel (kept by its entry's id) stays open on that entry: it is
// still the ledger's data, the treasurer clicked it to read it, and closing it under them
// would lose what they were reading; Close or Escape closes it as always.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { LedgerRows } from './use-ledger-rows';

export function useLedgerSelection(source: LedgerRows, filterSerial: number): { activeIndex: number | null; activate(index: number): void } {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const rowsVersion = useSyncExternalStore(source.subscribe, source.getRowsVersion);

  const activate = useCallback(
    (index: number) => {
      setActiveIndex(index);
      setSelectedId(source.rowAt(index)?.id ?? null);
    },
    [source],
  );

  // A new filter set has new indexes: nothing is active until its rows show where the selected id is.
  useEffect(() => setActiveIndex(null), [filterSerial]);

  useEffect(() => {
    if (selectedId === null) {
      // Chosen before its row was read (End on a million rows): its id once the row is there.
      const row = activeIndex === null ? undefined : source.rowAt(activeIndex);
      if (row !== undefined) setSelectedId(row.id);
      return;
    }
    if (activeIndex !== null && source.rowAt(activeIndex)?.id === selectedId) return;
    const found = source.findLoaded((row) => row.id === selectedId);
    if (found !== null) setActiveIndex(found);
    else if (activeIndex !== null && source.rowAt(activeIndex) !== undefined) setActiveIndex(null);
  }, [source, rowsVersion, activeIndex, selectedId]);

  return { activeIndex, activate };
}
