// Counterparties (spec 2.11), with the streaming read the CSV export uses.
import type { Database } from 'better-sqlite3';
import type { Counterparty } from '../../../shared/schemas';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';
import { WhereClause } from './sql-filters';
import { cachedStatement } from './statement-cache';

export interface CounterpartyFilters {
  /** Undefined: any; an empty list matches nothing. */
  readonly statuses?: readonly string[];
  readonly entityTypes?: readonly string[];
}

export interface CounterpartiesRepository extends ResourceRepository<Counterparty> {
  /** Counterparties matching the filters, oldest first by (createdAt, id), read one at a time. */
  iterateCounterparties(filters?: CounterpartyFilters): IterableIterator<Counterparty>;
}

/** The streaming read on any connection (the export runs it on a read snapshot). */
export function iterateCounterparties(db: Database, filters: CounterpartyFilters = {}): IterableIterator<Counterparty> {
  const where = new WhereClause().addIn('status', filters.statuses, 'statuses').addIn('entity_type', filters.entityTypes, 'entityTypes');
  const sql = `SELECT json FROM counterparties INDEXED BY counterparties_by_time WHERE ${where.sql()} ORDER BY created_us, id`;
  return parseJsonRows<Counterparty>(() => cachedStatement(db, sql).iterate(where.params));
}

export function createCounterpartiesRepository(db: Database): CounterpartiesRepository {
  const base = createResourceRepository<Counterparty>(db, {
    table: 'counterparties',
    label: 'counterparty',
    createdAtRequired: true,
    columns: {
      name: (c) => c.name,
      entity_type: (c) => c.entityType,
      status: (c) => c.status,
    },
  });
  return { ...base, iterateCounterparties: (filters) => iterateCounterparties(db, filters) };
}
