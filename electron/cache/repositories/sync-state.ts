// Where each sync stands, per resource and scope, so an interrupted sync resumes.
// Write it in the same transaction as the page it describes:
//   cache.transaction(() => { cache.ledgerTransactions.upsertMany(page.items); cache.putSyncState({...}) })
// Then a crash leaves either both (page and cursor) or neither.
import type { Database } from 'better-sqlite3';
import { CacheError } from '../cache-errors';
import { canonicalTimestamp } from '../timestamps';

export const CACHED_RESOURCES = [
  'accounts',
  'ledgerTransactions',
  'payments',
  'collections',
  'transfers',
  'counterparties',
  'paymentMethods',
  'rails',
  'webhookSubscriptions',
] as const;
export type CachedResource = (typeof CACHED_RESOURCES)[number];

export interface SyncState {
  readonly resource: CachedResource;
  /**
   * Which part of the resource: '' for all of it; otherwise the sync's own naming,
   * e.g. a createdAt range of the ledger ("2026-01-01T00:00:00Z/2026-02-01T00:00:00Z")
   * or a counterparty id for its payment methods.
   */
  readonly scope: string;
  /** Where to resume: typically the last id seen (`starting_after`); null before the first page. */
  readonly cursor: string | null;
  /** True once the scope was read to its end. */
  readonly completed: boolean;
  /** When the scope last finished syncing, the "as of" shown offline (stored as `2026-01-31T12:00:00.000Z`). */
  readonly lastSyncedAt: string | null;
  /** Anything else resumable the sync needs (range bounds, high-water marks): plain JSON. */
  readonly detail: Readonly<Record<string, unknown>> | null;
  /** When this row was last written (set by put). */
  readonly updatedAt: string;
}

export type SyncStateInput = Omit<SyncState, 'updatedAt' | 'detail' | 'lastSyncedAt' | 'cursor'> & {
  readonly cursor?: string | null;
  readonly lastSyncedAt?: string | null;
  readonly detail?: Readonly<Record<string, unknown>> | null;
};

export interface SyncStateRepository {
  get(resource: CachedResource, scope?: string): SyncState | undefined;
  put(state: SyncStateInput): SyncState;
  /** All states of one resource (or of all), ordered by resource then scope. */
  list(resource?: CachedResource): SyncState[];
  /** Forgets one scope, or every scope of a resource when scope is undefined; returns how many. */
  delete(resource: CachedResource, scope?: string): number;
  /** The latest `lastSyncedAt` among the scopes of a resource, or null. */
  lastSyncedAt(resource: CachedResource): string | null;
}

interface SyncStateRow {
  resource: string;
  scope: string;
  cursor: string | null;
  completed: 0 | 1;
  last_synced_at: string | null;
  detail_json: string | null;
  updated_at: string;
}

function fromRow(row: SyncStateRow): SyncState {
  return {
    resource: row.resource as CachedResource,
    scope: row.scope,
    cursor: row.cursor,
    completed: row.completed === 1,
    lastSyncedAt: row.last_synced_at,
    detail: row.detail_json === null ? null : (JSON.parse(row.detail_json) as Record<string, unknown>),
    updatedAt: row.updated_at,
  };
}

function checkResource(resource: string): void {
  if (!(CACHED_RESOURCES as readonly string[]).includes(resource)) {
    throw new CacheError('invalid_query', `unknown resource ${JSON.stringify(resource)}; expected one of ${CACHED_RESOURCES.join(', ')}`);
  }
}

/** Stored in the one written form, so that max() over the text is the latest time. */
function canonicalLastSynced(value: string): string {
  try {
    return canonicalTimestamp(value);
  } catch (error) {
    throw new CacheError('invalid_query', `lastSyncedAt: ${(error as Error).message}`);
  }
}

export function createSyncStateRepository(db: Database, now: () => Date): SyncStateRepository {
  const getOne = db.prepare('SELECT * FROM sync_state WHERE resource = ? AND scope = ?');
  const listOne = db.prepare('SELECT * FROM sync_state WHERE resource = ? ORDER BY scope');
  const listAll = db.prepare('SELECT * FROM sync_state ORDER BY resource, scope');
  const upsert = db.prepare(`
    INSERT INTO sync_state (resource, scope, cursor, completed, last_synced_at, detail_json, updated_at)
    VALUES (@resource, @scope, @cursor, @completed, @last_synced_at, @detail_json, @updated_at)
    ON CONFLICT (resource, scope) DO UPDATE SET cursor = excluded.cursor, completed = excluded.completed,
      last_synced_at = excluded.last_synced_at, detail_json = excluded.detail_json, updated_at = excluded.updated_at`);
  const deleteOne = db.prepare('DELETE FROM sync_state WHERE resource = ? AND scope = ?');
  const deleteAll = db.prepare('DELETE FROM sync_state WHERE resource = ?');
  const latest = db.prepare('SELECT max(last_synced_at) FROM sync_state WHERE resource = ?').pluck();

  return {
    get(resource, scope = '') {
      const row = getOne.get(resource, scope) as SyncStateRow | undefined;
      return row === undefined ? undefined : fromRow(row);
    },
    put(state) {
      checkResource(state.resource);
      if (typeof state.scope !== 'string') throw new CacheError('invalid_query', 'sync state scope must be a string ("" for the whole resource)');
      const row: SyncStateRow = {
        resource: state.resource,
        scope: state.scope,
        cursor: state.cursor ?? null,
        completed: state.completed ? 1 : 0,
        last_synced_at: state.lastSyncedAt === undefined || state.lastSyncedAt === null ? null : canonicalLastSynced(state.lastSyncedAt),
        detail_json: state.detail === undefined || state.detail === null ? null : JSON.stringify(state.detail),
        updated_at: now().toISOString(),
      };
      upsert.run(row);
      return fromRow(row);
    },
    list(resource) {
      const rows = (resource === undefined ? listAll.all() : listOne.all(resource)) as SyncStateRow[];
      return rows.map(fromRow);
    },
    delete(resource, scope) {
      return (scope === undefined ? deleteAll.run(resource) : deleteOne.run(resource, scope)).changes;
    },
    lastSyncedAt(resource) {
      return (latest.get(resource) as string | null) ?? null;
    },
  };
}
