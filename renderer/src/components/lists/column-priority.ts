// Which columns of a table fit its width. Each column has a priority (1: what the row
// exists to say, people's text, the amount and the status; higher numbers give way
// first) and the width it needs in pixels; when the table is narrower than the sum
// (a side panel open, a small window), the columns with the highest priority number are
// dropped until the rest fit. The detail panel shows what a dropped column had.

export interface PrioritizedColumn {
  /** 1 is always shown; 2, 3, ... give way in that order from the highest. Default 1. */
  readonly priority?: number;
  /** A fixed width in pixels; without it the column shares what is left. */
  readonly width?: number;
  /** The least a column without a fixed width needs to be read (default 120 px). */
  readonly minWidth?: number;
}

const DEFAULT_MIN_WIDTH = 120;

export function neededWidth(column: PrioritizedColumn): number {
  return column.width ?? column.minWidth ?? DEFAULT_MIN_WIDTH;
}

/**
 * The columns shown at `available` pixels, in their order. Unmeasured (null) shows all.
 * Columns of priority 1 are never dropped.
 */
export function columnsThatFit<C extends PrioritizedColumn>(columns: readonly C[], available: number | null): readonly C[] {
  if (available === null) return columns;
  const shown = new Set(columns);
  let total = columns.reduce((sum, column) => sum + neededWidth(column), 0);
  const droppable = [...columns].filter((column) => (column.priority ?? 1) > 1).sort((a, b) => (b.priority ?? 1) - (a.priority ?? 1) || columns.indexOf(b) - columns.indexOf(a));
  for (const column of droppable) {
    if (total <= available) break;
    shown.delete(column);
    total -= neededWidth(column);
  }
  return columns.filter((column) => shown.has(column));
}
