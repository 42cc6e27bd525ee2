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

/**
 * The WHERE terms of the window's keyset bounds: at most ONE lower and ONE upper bound
 * on (created_at, seq). A cursor and a createdAt bound on the same side are merged into
 * whichever is tighter: given both `created_at >= ?` and `(created_at, seq) > (?, ?)`,
 * SQLite seeks the index with the first and then steps over every row up to the cursor,
 * so paging through a createdAt range would cost the square of its length.
 */
function boundTerms(window: PageWindow): { terms: string[]; params: unknown[] } {
  const terms: string[] = [];
  const params: unknown[] = [];
  const after = window.startingAfter;
  const before = window.endingBefore !== undefined && after === undefined ? window.endingBefore : undefined;
  // Lower bound: the cursor when it lies at or after createdAt[gte] (every row after it is in range).
  if (after !== undefined && (window.createdGte === undefined || after.createdAt >= window.createdGte)) {
    terms.push('(created_at, seq) > (?, ?)');
    params.push(after.createdAt, after.seq);
  } else if (window.createdGte !== undefined) {
    terms.push('created_at >= ?'); // a cursor before the range: every row in range follows it
    params.push(window.createdGte);
  }
  // Upper bound, the mirror: the cursor when it lies at or before createdAt[lte].
  if (before !== undefined && (window.createdLte === undefined || before.createdAt <= window.createdLte)) {
    terms.push('(created_at, seq) < (?, ?)');
    params.push(before.createdAt, before.seq);
  } else if (window.createdLte !== undefined) {
    terms.push('created_at <= ?');
    params.push(window.createdLte);
  }
  return { terms, params };
}

/**
 * One page. `columns` (constant SQL) selects fewer columns than `*`; with `raw`, each row
 * is an array of the values in that order instead of an object.
 */
export function selectPage<Row>(store: Store, query: PageQuery, window: PageWindow, read: { columns?: string; raw?: boolean } = {}): PageRows<Row> {
  const bounds = boundTerms(window);
  const where = [...query.where, ...bounds.terms];
  const params = [...query.params, ...bounds.params];
  const backward = window.endingBefore !== undefined && window.startingAfter === undefined;
  const order = backward ? 'created_at DESC, seq DESC' : 'created_at ASC, seq ASC';
  const sql = `SELECT ${read.columns ?? '*'} FROM ${query.table} WHERE ${where.length > 0 ? where.join(' AND ') : '1'} ORDER BY ${order} LIMIT ?`;
  params.push(window.limit + 1);
  const statement = store.stmt(sql);
  const rows = (read.raw === true ? statement.raw(true).all(...params) : statement.all(...params)) as Row[];
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
