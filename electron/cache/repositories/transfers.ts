// Internal transfers (spec 2.5).
import type { Database } from 'better-sqlite3';
import type { Transfer } from '../../../shared/schemas';
import { addAfterCursor, addSearch, checkedLimit, toPage } from './keyset-page';
import type { ListPage, PageQuery } from './keyset-page';
import { CacheError } from '../cache-errors';
import { createResourceRepository } from './resource-table';
import type { ResourceRepository } from './resource-table';
import { WhereClause } from './sql-filters';
import { cachedStatement } from '../../sqlite/statement-cache';

export interface TransferListQuery extends PageQuery {
  /** Created at or after (inclusive): a date (UTC midnight) or an RFC 3339 date-time. */
  readonly from?: string;
  /** Created before (exclusive). */
  readonly to?: string;
  /** Undefined: any; an empty list matches nothing. */
  readonly statuses?: readonly string[];
  /** Transfers debiting OR crediting any of these accounts. */
  readonly accountIds?: readonly string[];
  /** Text in the reference or the id (ASCII case-insensitive). */
  readonly search?: string;
}

export interface TransfersRepository extends ResourceRepository<Transfer> {
  /** One page of transfers, newest first by (createdAt, id), by keyset. */
  listTransfers(query: TransferListQuery): ListPage<Transfer>;
}

function listTransfers(db: Database, query: TransferListQuery): ListPage<Transfer> {
  const limit = checkedLimit(query.limit);
  const where = new WhereClause().addTimeRange('created_us', query.from, query.to).addIn('status', query.statuses, 'statuses');
  if (query.accountIds !== undefined) {
    // Either side of the transfer: one list of placeholders used twice.
    const ids = query.accountIds;
    if (!Array.isArray(ids) || ids.some((v) => typeof v !== 'string')) throw new CacheError('invalid_query', 'accountIds must be a list of strings');
    const list = [...new Set(ids)].map((id) => where.bind(id)).join(', ');
    where.add(ids.length === 0 ? '0' : `(source_account_id IN (${list}) OR destination_account_id IN (${list}))`);
  }
  addSearch(where, query.search, ["json_extract(json, '$.reference')", 'id']);
  addAfterCursor(where, query.cursor, 'created_us', 'id', 'desc');
  const sql = `SELECT created_us AS sort_key, id, json FROM transfers WHERE ${where.sql()} ORDER BY created_us DESC, id DESC LIMIT @pageLimit`;
  const rows = cachedStatement(db, sql).all({ ...where.params, pageLimit: limit + 1 }) as Array<{ sort_key: number; id: string; json: string }>;
  return toPage(rows, limit, (row) => JSON.parse(row.json) as Transfer);
}

export function createTransfersRepository(db: Database): TransfersRepository {
  const base = createResourceRepository<Transfer>(db, {
    table: 'transfers',
    label: 'transfer',
    createdAtRequired: true,
    columns: {
      status: (t) => t.status,
      source_account_id: (t) => t.sourceAccountId,
      destination_account_id: (t) => t.destinationAccountId,
    },
  });
  return { ...base, listTransfers: (query) => listTransfers(db, query) };
}
