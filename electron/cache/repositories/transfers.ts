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

/** What the Transfers screen lists and its export writes: the filters and a text search. */
export interface TransferViewQuery {
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

export interface TransferListQuery extends TransferViewQuery, PageQuery {}

/** A transfer with the names of its two accounts, when cached (for the export). */
export interface NamedTransfer {
  readonly transfer: Transfer;
  readonly sourceAccountName: string | null;
  readonly destinationAccountName: string | null;
}

export interface TransfersRepository extends ResourceRepository<Transfer> {
  /** One page of transfers, newest first by (createdAt, id), by keyset. */
  listTransfers(query: TransferListQuery): ListPage<Transfer>;
}

/** The view's terms on `transfers AS t`: one copy for the list and the export. */
function transferViewWhere(query: TransferViewQuery): WhereClause {
  const where = new WhereClause().addTimeRange('t.created_us', query.from, query.to).addIn('t.status', query.statuses, 'statuses');
  if (query.accountIds !== undefined) {
    // Either side of the transfer: one list of placeholders used twice.
    const ids = query.accountIds;
    if (!Array.isArray(ids) || ids.some((v) => typeof v !== 'string')) throw new CacheError('invalid_query', 'accountIds must be a list of strings');
    const list = [...new Set(ids)].map((id) => where.bind(id)).join(', ');
    where.add(ids.length === 0 ? '0' : `(t.source_account_id IN (${list}) OR t.destination_account_id IN (${list}))`);
  }
  return addSearch(where, query.search, ["json_extract(t.json, '$.reference')", 't.id']);
}

/** The transfers of a view (the rows listTransfers pages through), oldest first by (createdAt, id), with their accounts' names. */
export function iterateNamedTransfers(db: Database, query: TransferViewQuery = {}): IterableIterator<NamedTransfer> {
  const where = transferViewWhere(query);
  const sql = `SELECT t.json AS json, s.name AS source_name, d.name AS destination_name
    FROM transfers AS t LEFT JOIN accounts AS s ON s.id = t.source_account_id LEFT JOIN accounts AS d ON d.id = t.destination_account_id
    WHERE ${where.sql()} ORDER BY t.created_us, t.id`;
  return (function* () {
    for (const raw of cachedStatement(db, sql).iterate(where.params)) {
      const row = raw as { json: string; source_name: string | null; destination_name: string | null };
      yield { transfer: JSON.parse(row.json) as Transfer, sourceAccountName: row.source_name, destinationAccountName: row.destination_name };
    }
  })();
}

function listTransfers(db: Database, query: TransferListQuery): ListPage<Transfer> {
  const limit = checkedLimit(query.limit);
  const where = transferViewWhere(query);
  addAfterCursor(where, query.cursor, 't.created_us', 't.id', 'desc');
  const sql = `SELECT t.created_us AS sort_key, t.id AS id, t.json AS json FROM transfers AS t WHERE ${where.sql()} ORDER BY t.created_us DESC, t.id DESC LIMIT @pageLimit`;
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
