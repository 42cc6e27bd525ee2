// Counterparties (spec 2.11), with the streaming read the CSV export uses. One the
// server stopped listing is kept (payments name it) and marked gone (gone-rows.ts).
import type { Database } from 'better-sqlite3';
import type { Counterparty, PaymentMethod } from '../../../shared/schemas';
import { createGoneRows, type GoneRows } from './gone-rows';
import { addAfterCursor, addSearch, checkedLimit, toPage } from './keyset-page';
import type { ListPage, PageQuery } from './keyset-page';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';
import { WhereClause } from './sql-filters';
import { cachedStatement } from '../../sqlite/statement-cache';

export interface CounterpartyFilters {
  /** Undefined: any; an empty list matches nothing. */
  readonly statuses?: readonly string[];
  readonly entityTypes?: readonly string[];
}

export interface CounterpartyListQuery extends CounterpartyFilters, PageQuery {
  /** Text in the name, the e-mail or the id (ASCII case-insensitive). */
  readonly search?: string;
}

/** A counterparty, how many payment methods of it are cached, and when it was found gone from the list (null: still listed). */
export interface ListedCounterparty {
  readonly counterparty: Counterparty;
  readonly paymentMethods: number;
  readonly goneAt: string | null;
}

/** One counterparty with one of its payment methods (none: the counterparty has no cached method). */
export interface CounterpartyMethodRow {
  readonly counterparty: Counterparty;
  readonly method: PaymentMethod | undefined;
}

export interface CounterpartiesRepository extends ResourceRepository<Counterparty>, GoneRows {
  /** Counterparties matching the filters, oldest first by (createdAt, id), read one at a time. */
  iterateCounterparties(filters?: CounterpartyFilters): IterableIterator<Counterparty>;
  /** One page of counterparties by name (then id), by keyset. */
  listCounterparties(query: CounterpartyListQuery): ListPage<ListedCounterparty>;
}

/**
 * Every (counterparty, payment method) pair, counterparties oldest first by (createdAt,
 * id) and each one's methods oldest first; a counterparty without a cached method comes
 * once with `method` undefined. Read one at a time (the export runs it on a snapshot).
 */
export function* iterateCounterpartyMethods(db: Database, filters: CounterpartyFilters = {}): IterableIterator<CounterpartyMethodRow> {
  const where = new WhereClause().addIn('c.status', filters.statuses, 'statuses').addIn('c.entity_type', filters.entityTypes, 'entityTypes');
  const sql = `SELECT c.json AS json, m.json AS method_json
    FROM counterparties AS c INDEXED BY counterparties_by_time
    LEFT JOIN payment_methods AS m ON m.counterparty_id = c.id
    WHERE ${where.sql()} ORDER BY c.created_us, c.id, m.created_us, m.id`;
  for (const row of cachedStatement(db, sql).iterate(where.params) as IterableIterator<{ json: string; method_json: string | null }>) {
    yield { counterparty: JSON.parse(row.json) as Counterparty, method: row.method_json === null ? undefined : (JSON.parse(row.method_json) as PaymentMethod) };
  }
}

function listCounterparties(db: Database, query: CounterpartyListQuery): ListPage<ListedCounterparty> {
  const limit = checkedLimit(query.limit);
  const where = new WhereClause().addIn('c.status', query.statuses, 'statuses').addIn('c.entity_type', query.entityTypes, 'entityTypes');
  addSearch(where, query.search, ['c.name', "json_extract(c.json, '$.email')", 'c.id']);
  addAfterCursor(where, query.cursor, 'c.name', 'c.id', 'asc');
  const sql = `SELECT c.name AS sort_key, c.id AS id, c.json AS json, c.gone_at AS gone_at,
      (SELECT count(*) FROM payment_methods AS m WHERE m.counterparty_id = c.id) AS methods
    FROM counterparties AS c WHERE ${where.sql()} ORDER BY c.name, c.id LIMIT @pageLimit`;
  const rows = cachedStatement(db, sql).all({ ...where.params, pageLimit: limit + 1 }) as Array<{ sort_key: string; id: string; json: string; gone_at: string | null; methods: number }>;
  return toPage(rows, limit, (row) => ({ counterparty: JSON.parse(row.json) as Counterparty, paymentMethods: row.methods, goneAt: row.gone_at }));
}

/** The streaming read on any connection (the export runs it on a read snapshot). */
export function iterateCounterparties(db: Database, filters: CounterpartyFilters = {}): IterableIterator<Counterparty> {
  const where = new WhereClause().addIn('status', filters.statuses, 'statuses').addIn('entity_type', filters.entityTypes, 'entityTypes');
  const sql = `SELECT json FROM counterparties INDEXED BY counterparties_by_time WHERE ${where.sql()} ORDER BY created_us, id`;
  return parseJsonRows<Counterparty>(() => cachedStatement(db, sql).iterate(where.params));
}

/** `now`: the cache's clock, which times a row found gone. */
export function createCounterpartiesRepository(db: Database, now: () => Date = () => new Date()): CounterpartiesRepository {
  const base = createResourceRepository<Counterparty>(db, {
    table: 'counterparties',
    label: 'counterparty',
    createdAtRequired: true,
    tracksGone: true,
    columns: {
      name: (c) => c.name,
      entity_type: (c) => c.entityType,
      status: (c) => c.status,
    },
  });
  return {
    ...base,
    ...createGoneRows(db, { table: 'counterparties', now }),
    iterateCounterparties: (filters) => iterateCounterparties(db, filters),
    listCounterparties: (query) => listCounterparties(db, query),
  };
}
