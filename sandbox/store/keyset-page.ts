// Keyset pagination over (created_at, seq): ascending creation order, ties broken by
// insertion order. `starting_after` pages forward, `ending_before` backward; never OFFSET.
import type { Store } from './store';

export interface CursorPosition {
  createdAt: number;
  seq: number;
}

export interface PageWindow {
  limit: number;
  startingAfter?: CursorPosition;
  endingBefore?: CursorPosition;
  createdGte?: number;
  createdLte?: number;
}

export interface PageQuery {
  table: 'resources' | 'ledger';
  /** SQL conditions joined with AND; `?` placeholders matched by `params`. */
  where: string[];
  params: unknown[];
}

export interface PageRows<Row> {
  rows: Row[];
  /** True when another item exists beyond the page in the direction of travel. */
  hasMore: boolean;
}

export function selectPage<Row>(store: Store, query: PageQuery, window: PageWindow): PageRows<Row> {
  const where = [...query.where];
  const params = [...query.params];
  if (window.createdGte !== undefined) {
    where.push('created_at >= ?');
    params.push(window.createdGte);
  }
  if (window.createdLte !== undefined) {
    where.push('created_at <= ?');
    params.push(window.createdLte);
  }
  const backward = window.endingBefore !== undefined && window.startingAfter === undefined;
  if (window.startingAfter) {
    where.push('(created_at, seq) > (?, ?)');
    params.push(window.startingAfter.createdAt, window.startingAfter.seq);
  } else if (window.endingBefore) {
    where.push('(created_at, seq) < (?, ?)');
    params.push(window.endingBefore.createdAt, window.endingBefore.seq);
  }
  const order = backward ? 'created_at DESC, seq DESC' : 'created_at ASC, seq ASC';
  const sql = `SELECT * FROM ${query.table} WHERE ${where.length > 0 ? where.join(' AND ') : '1'} ORDER BY ${order} LIMIT ?`;
  params.push(window.limit + 1);
  const rows = store.stmt(sql).all(...params) as Row[];
  const hasMore = rows.length > window.limit;
  if (hasMore) rows.length = window.limit;
  if (backward) rows.reverse();
  return { rows, hasMore };
}

/** The position of an item, for use as a cursor; undefined when no such id exists in the table. */
export function cursorPosition(store: Store, table: 'resources' | 'ledger', id: string): CursorPosition | undefined {
  const row = store.stmt(`SELECT created_at, seq FROM ${table} WHERE id = ?`).get(id) as { created_at: number; seq: number } | undefined;
  return row ? { createdAt: row.created_at, seq: row.seq } : undefined;
}
