// A table's columns fitted to the width of the frame it sits in (column-priority.ts):
// the frame is measured with a ResizeObserver, the columns that do not fit are dropped
// by priority, and the <colgroup> gives the fixed widths (the table's layout is fixed,
// so long text ends in an ellipsis and the table is never wider than its frame).
import { useMemo, useRef } from 'react';
import { useElementWidth } from '../use-element-width';
import { columnsThatFit, type PrioritizedColumn } from './column-priority';

export function useFittedColumns<C extends PrioritizedColumn>(columns: readonly C[]) {
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef);
  const shown = useMemo(() => columnsThatFit(columns, width), [columns, width]);
  return { frameRef, shown };
}

export function FittedColGroup({ columns }: { columns: readonly (PrioritizedColumn & { readonly id: string })[] }) {
  return (
    <colgroup>
      {columns.map((column) => (
        <col key={column.id} style={column.width !== undefined ? { width: `${column.width}px` } : undefined} />
      ))}
    </colgroup>
  );
}
