// List query parameters, validated with the shared query schemas (strict: an unknown
// parameter is a 400 naming it): `limit` 1..200 (default 50), `starting_after` /
// `ending_before` (mutually exclusive ids of items of the list), `createdAt[gte|lte]`.
// Cursors are resolved to keyset positions here.
import type { z } from 'zod';
import { PAGE_LIMIT } from '../../shared/formats';
import { isId } from '../../shared/ids';
import type { IdKind } from '../../shared/ids';
import { ApiError } from './api-error';
import { parseOrThrow, validationError } from './validation';
import { cursorPosition } from '../store/keyset-page';
import type { PageWindow } from '../store/keyset-page';
import type { Store } from '../store/store';

export interface ListTarget {
  /** The kind of id a cursor must be; deposit instructions have opaque `di_` ids. */
  cursorKind: IdKind | 'depositInstruction';
  table: 'resources' | 'ledger';
}

function isCursorOf(kind: ListTarget['cursorKind'], value: unknown): boolean {
  return kind === 'depositInstruction' ? typeof value === 'string' && /^di_[A-Za-z0-9]+$/.test(value) : isId(kind, value);
}


export interface ParsedListQuery<Q> {
  window: PageWindow;
  /** The validated query (filters included). */
  query: Q;
}

export function parseListQuery<S extends z.ZodType>(store: Store, rawQuery: Record<string, unknown>, schema: S, target: ListTarget): ParsedListQuery<z.output<S>> {
  const query = parseOrThrow(schema, rawQuery, 'query') as z.output<S>;
  const q = query as Record<string, unknown>;
  const window: PageWindow = { limit: typeof q.limit === 'number' ? q.limit : PAGE_LIMIT.default };
  const fields = (['starting_after', 'ending_before'] as const)
    .filter((name) => typeof q[name] === 'string' && !isCursorOf(target.cursorKind, q[name]))
    .map((name) => ({ field: name, message: 'must be the id of an item of this list' }));
  if (fields.length > 0) throw validationError(fields);
  const gte = q['createdAt[gte]'];
  const lte = q['createdAt[lte]'];
  if (typeof gte === 'string') window.createdGte = Date.parse(gte);
  if (typeof lte === 'string') window.createdLte = Date.parse(lte);
  for (const name of ['starting_after', 'ending_before'] as const) {
    const id = q[name];
    if (typeof id !== 'string') continue;
    const position = cursorPosition(store, target.table, id);
    if (!position) throw new ApiError('resource_not_found', `No item with id ${id} to page from`, [{ field: name, message: 'no item with this id' }]);
    if (name === 'starting_after') window.startingAfter = position;
    else window.endingBefore = position;
  }
  return { window, query };
}

export interface ListBody<T> {
  items: T[];
  pagination: { hasMore: boolean; nextCursor?: string };
}

/** The list shape `{items, pagination: {hasMore, nextCursor}}`; `nextCursor` is the last item's id. */
export function listBody<T extends { id: string }>(items: T[], hasMore: boolean): ListBody<T> {
  const last = items[items.length - 1];
  return { items, pagination: last ? { hasMore, nextCursor: last.id } : { hasMore } };
}
