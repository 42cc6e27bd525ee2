// Collections (inbound pull payments, spec 2.3).
import type { Database } from 'better-sqlite3';
import { TERMINAL_COLLECTION_STATUSES } from '../../../shared/schemas';
import type { Collection } from '../../../shared/schemas';
import { createResourceRepository } from './resource-table';
import type { ResourceRepository } from './resource-table';
import { timeBound } from './sql-filters';

export interface CollectionsRepository extends ResourceRepository<Collection> {
  /**
   * Ids of collections not in a terminal state (for refreshing by id), oldest first.
   * `completed` counts as terminal here although an ACH debit can still be returned
   * for 60 days: pass `includeCompletedSince` (an ISO time) to include completed ones
   * created since then.
   */
  nonTerminalIds(options?: { includeCompletedSince?: string }): string[];
}

export function createCollectionsRepository(db: Database): CollectionsRepository {
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
  return {
    ...base,
    nonTerminalIds(options = {}) {
      const since = options.includeCompletedSince === undefined ? Number.MAX_SAFE_INTEGER : timeBound(options.includeCompletedSince, 'from');
      return open.all(since) as string[];
    },
  };
}
