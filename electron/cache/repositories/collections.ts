// Collections (inbound pull payments, spec 2.3).
import type { Database } from 'better-sqlite3';
import { TERMINAL_COLLECTION_STATUSES } from '../../../shared/schemas';
import type { Collection } from '../../../shared/schemas';
import { addAfterCursor, addSearch, checkedLimit, toPage } from './keyset-page';
import type { ListPage, PageQuery } from './keyset-page';
import { createResourceRepository } from './resource-table';
import type { ResourceRepository } from './resource-table';
import { timeBound, WhereClause } from './sql-filters';
import { cachedStatement } from '../../sqlite/statement-cache';
import { createStatusHistory } from './status-history';
import type { StatusStep } from './status-history';

/** What the Collections screen lists and its export writes: the filters and a text search. */
export interface CollectionViewQuery {
  /** Created at or after (inclusive): a date (UTC midnight) or an RFC 3339 date-time. */
  readonly from?: string;
  /** Created before (exclusive). */
  readonly to?: string;
  /** Undefined: any; an empty list matches nothing. */
  readonly statuses?: readonly string[];
  /** Destination accounts (the accounts credited). */
  readonly accountIds?: readonly string[];
  /** Text in the reference, the counterparty's cached name, or the id (ASCII case-insensitive). */
  readonly search?: string;
}

export interface CollectionListQuery extends CollectionViewQuery, PageQuery {}

/** A collection with its counterparty's name, when the counterparty is cached. */
export interface ListedCollection {
  readonly collection: Collection;
  readonly counterpartyName: string | null;
}

/** A listed collection with its destination account's name too (for the export), when the account is cached. */
export interface NamedCollection extends ListedCollection {
  readonly accountName: string | null;
}

export interface CollectionsRepository extends ResourceRepository<Collection> {
  /**
   * Ids of collections not in a terminal state (for refreshing by id), oldest first.
   * `completed` counts as terminal here although an ACH debit can still be returned
   * for 60 days: pass `includeCompletedSince` (an ISO time) to include completed ones
   * created since then.
   */
  nonTerminalIds(options?: { includeCompletedSince?: string }): string[];
  /** One page of collections, newest first by (createdAt, id), by keyset. */
  listCollections(query: CollectionListQuery): ListPage<ListedCollection>;
  /** The statuses a collection went through as this app observed them, oldest first (status-history.ts). */
  timeline(id: string): StatusStep[];
}

/** The view's terms on `collections AS k LEFT JOIN counterparties AS c`: one copy for the list and the export. */
function collectionViewWhere(query: CollectionViewQuery): WhereClause {
  const where = new WhereClause()
    .addTimeRange('k.created_us', query.from, query.to)
    .addIn('k.status', query.statuses, 'statuses')
    .addIn('k.destination_account_id', query.accountIds, 'accountIds');
  return addSearch(where, query.search, ["json_extract(k.json, '$.reference')", 'c.name', 'k.id']);
}

/** The collections of a view (the rows listCollections pages through), oldest first by (createdAt, id), with their names. */
export function iterateNamedCollections(db: Database, query: CollectionViewQuery = {}): IterableIterator<NamedCollection> {
  const where = collectionViewWhere(query);
  const sql = `SELECT k.json AS json, c.name AS counterparty_name, a.name AS account_name
    FROM collections AS k LEFT JOIN counterparties AS c ON c.id = k.counterparty_id LEFT JOIN accounts AS a ON a.id = k.destination_account_id
    WHERE ${where.sql()} ORDER BY k.created_us, k.id`;
  return (function* () {
    for (const raw of cachedStatement(db, sql).iterate(where.params)) {
      const row = raw as { json: string; counterparty_name: string | null; account_name: string | null };
      yield { collection: JSON.parse(row.json) as Collection, counterpartyName: row.counterparty_name, accountName: row.account_name };
    }
  })();
}

function listCollections(db: Database, query: CollectionListQuery): ListPage<ListedCollection> {
  const limit = checkedLimit(query.limit);
  const where = collectionViewWhere(query);
  addAfterCursor(where, query.cursor, 'k.created_us', 'k.id', 'desc');
  const sql = `SELECT k.created_us AS sort_key, k.id AS id, k.json AS json, c.name AS counterparty_name
    FROM collections AS k LEFT JOIN counterparties AS c ON c.id = k.counterparty_id
    WHERE ${where.sql()} ORDER BY k.created_us DESC, k.id DESC LIMIT @pageLimit`;
  const rows = cachedStatement(db, sql).all({ ...where.params, pageLimit: limit + 1 }) as Array<{ sort_key: number; id: string; json: string; counterparty_name: string | null }>;
  return toPage(rows, limit, (row) => ({ collection: JSON.parse(row.json) as Collection, counterpartyName: row.counterparty_name }));
}

/** `now`: the time a status change is observed at (the cache's clock). */
export function createCollectionsRepository(db: Database, now: () => Date = () => new Date()): CollectionsRepository {
  const base = createResourceRepository<Collection>(db, {
    table: 'collections',
    label: 'collection',
    createdAtRequired: true,
    columns: {
      status: (c) => c.status,
      destination_account_id: (c) => c.destinationAccountId,
      counterparty_id: (c) => c.counterpartyId,
    },
  });
  const terminal = TERMINAL_COLLECTION_STATUSES.map((s) => `'${s}'`).join(', ');
  const open = db.prepare(`
    SELECT id FROM collections
    WHERE status NOT IN (${terminal}) OR (status = 'completed' AND created_us >= ?)
    ORDER BY created_us, id`).pluck();
  const history = createStatusHistory(db, { kind: 'collection', table: 'collections', initialStatus: 'pending', now });
  // One transaction for the page and its status rows (the base upsert becomes a savepoint in it).
  const upsertWithHistory = db.transaction((items: readonly Collection[]) => history.observe(items, () => base.upsertMany(items)));
  return {
    ...base,
    upsertMany: (items) => upsertWithHistory.immediate(items),
    timeline: (id) => history.timeline(id),
    nonTerminalIds(options = {}) {
      const since = options.includeCompletedSince === undefined ? Number.MAX_SAFE_INTEGER : timeBound(options.includeCompletedSince, 'from');
      return open.all(since) as string[];
    },
    listCollections: (query) => listCollections(db, query),
  };
}
