// The shape every JSON-backed resource table shares: `id`, `created_us`, `updated_us`,
// a few query columns, and the full validated object in `json` (unknown fields kept).
// Each resource's repository file declares its columns and adds its own queries.
import type { Database, Statement } from 'better-sqlite3';
import { CacheError } from '../cache-errors';
import { toEpochMicros } from '../timestamps';

export type ColumnValue = string | number | null;

export interface ResourceTable<T> {
  /** SQL table name (a constant, never user input). */
  readonly table: string;
  /** Singular name for messages, e.g. "payment". */
  readonly label: string;
  /** Query columns besides id/created_us/updated_us/json, each read from the item. */
  readonly columns: Readonly<Record<string, (item: T) => ColumnValue>>;
  /** False only for rails, which have no createdAt. */
  readonly createdAtRequired: boolean;
  /** The table has `gone_at` (gone-rows.ts): every write of a row from the server clears it. */
  readonly tracksGone?: boolean;
}

export interface UpsertResult {
  /** Rows inserted or changed. */
  readonly written: number;
  /** Items identical to what was stored, or older than it (by updatedAt): nothing changed. */
  readonly unchanged: number;
}

export interface ResourceRepository<T> {
  /**
   * Inserts or updates items by id in one write transaction (BEGIN IMMEDIATE, so a
   * second process writing the same file waits instead of failing; a savepoint inside
   * a caller's transaction). Idempotent: the same page twice changes nothing. An item
   * whose `updatedAt` is older than the stored one's does not overwrite it.
   */
  upsertMany(items: readonly T[]): UpsertResult;
  get(id: string): T | undefined;
  count(): number;
}

interface RowJson {
  json: string;
}

function optionalTime(item: Record<string, unknown>, field: string, label: string): number | null {
  const value = item[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new CacheError('invalid_item', `${label} ${String(item['id'])}: ${field} is not a date-time string`);
  try {
    return toEpochMicros(value);
  } catch (error) {
    throw new CacheError('invalid_item', `${label} ${String(item['id'])}: ${field}: ${(error as Error).message}`);
  }
}

function checkId(item: { id: unknown }, label: string, index: number): string {
  if (typeof item.id !== 'string' || item.id.length === 0 || item.id.length > 200) {
    throw new CacheError('invalid_item', `${label} at index ${index} has no valid id`);
  }
  return item.id;
}

export function createResourceRepository<T extends { id: string }>(db: Database, definition: ResourceTable<T>): ResourceRepository<T> {
  const { table, label, columns, createdAtRequired } = definition;
  const names = Object.keys(columns);
  const extractors = Object.values(columns);
  const allColumns = ['id', 'created_us', 'updated_us', ...names, 'json'];
  const upsert: Statement = db.prepare(`
    INSERT INTO ${table} (${allColumns.join(', ')}) VALUES (${allColumns.map(() => '?').join(', ')})
    ON CONFLICT (id) DO UPDATE SET ${allColumns.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')}
    WHERE ${table}.json IS NOT excluded.json
      AND (${table}.updated_us IS NULL OR excluded.updated_us IS NULL OR excluded.updated_us >= ${table}.updated_us)`);
  const byId = db.prepare(`SELECT json FROM ${table} WHERE id = ?`);
  const countAll = db.prepare(`SELECT count(*) FROM ${table}`).pluck();
  // The server just gave this row: it is listed again, whether or not its content changed.
  const clearGone = definition.tracksGone === true ? db.prepare(`UPDATE ${table} SET gone_at = NULL WHERE id = ? AND gone_at IS NOT NULL`) : undefined;

  const writePage = db.transaction((items: readonly T[]): UpsertResult => {
    let written = 0;
    items.forEach((item, index) => {
      const id = checkId(item, label, index);
      const record = item as unknown as Record<string, unknown>;
      const createdUs = optionalTime(record, 'createdAt', label);
      if (createdUs === null && createdAtRequired) throw new CacheError('invalid_item', `${label} ${id} has no createdAt`);
      const values: ColumnValue[] = [id, createdUs, optionalTime(record, 'updatedAt', label)];
      for (const extract of extractors) values.push(extract(item));
      values.push(JSON.stringify(item));
      const changes = upsert.run(values).changes;
      written += Math.max(changes, clearGone?.run(id).changes ?? 0);
    });
    return { written, unchanged: items.length - written };
  });

  return {
    upsertMany: (items) => writePage.immediate(items),
    get(id) {
      const row = byId.get(id) as RowJson | undefined;
      return row === undefined ? undefined : (JSON.parse(row.json) as T);
    },
    count: () => countAll.get() as number,
  };
}

/**
 * Objects from the `json` column of a query's rows, one at a time. The query starts
 * on the first `next()`, so an iterator never consumed never holds the connection.
 */
export function* parseJsonRows<T>(start: () => IterableIterator<unknown>): IterableIterator<T> {
  for (const row of start()) yield JSON.parse((row as RowJson).json) as T;
}

/** A string field of an item, or null when absent or not a string. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
