// Pages of a cached list read by keyset, never by OFFSET: a page is the first `limit`
// rows after the cursor in a fixed order with `id` as the tie-break, and the cursor is
// the last row's sort key (opaque to callers). A row inserted meanwhile cannot shift a
// page, and page N costs the same as page 1.
import { CacheError } from '../cache-errors';
import type { WhereClause } from './sql-filters';

export const MAX_LIST_LIMIT = 1000;

export interface PageQuery {
  /** Rows per page, 1 to MAX_LIST_LIMIT. */
  readonly limit: number;
  /** The `nextCursor` of the page before; absent for the first page. */
  readonly cursor?: string;
}

export interface ListPage<T> {
  readonly items: T[];
  /** Present when more rows follow: pass it as `cursor` for the next page. */
  readonly nextCursor?: string;
}

type SortKey = readonly [string | number, string];

export function checkedLimit(limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
    throw new CacheError('invalid_query', `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}`);
  }
  return limit;
}

function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): SortKey {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(key) && key.length === 2 && ['string', 'number'].includes(typeof key[0]) && typeof key[1] === 'string') return key as unknown as SortKey;
  } catch {
    // reported below
  }
  throw new CacheError('invalid_query', 'cursor is not one this cache handed out');
}

/**
 * Adds "after the cursor" for the order (`keyColumn`, `idColumn`) in `direction`:
 * `desc` is newest (or largest) first.
 */
export function addAfterCursor(where: WhereClause, cursor: string | undefined, keyColumn: string, idColumn: string, direction: 'asc' | 'desc'): WhereClause {
  if (cursor === undefined) return where;
  const [key, id] = decodeCursor(cursor);
  const op = direction === 'desc' ? '<' : '>';
  const k = where.bind(key);
  return where.add(`(${keyColumn} ${op} ${k} OR (${keyColumn} = ${k} AND ${idColumn} ${op} ${where.bind(id)}))`);
}

/** Rows read with LIMIT limit + 1 (each with its `sort_key` and `id`): the page, and the cursor when there is more. */
export function toPage<R extends { sort_key: string | number; id: string }, T>(rows: readonly R[], limit: number, item: (row: R) => T): ListPage<T> {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    items: shown.map(item),
    ...(rows.length > limit && last !== undefined ? { nextCursor: encodeCursor([last.sort_key, last.id]) } : {}),
  };
}

/** Case-insensitive (ASCII) "contains" on any of the SQL expressions; blank text adds nothing. */
export function addSearch(where: WhereClause, text: string | undefined, expressions: readonly string[]): WhereClause {
  const needle = text?.trim().toLowerCase();
  if (needle === undefined || needle === '') return where;
  const p = where.bind(needle);
  return where.add(`(${expressions.map((e) => `instr(lower(coalesce(${e}, '')), ${p}) > 0`).join(' OR ')})`);
}
