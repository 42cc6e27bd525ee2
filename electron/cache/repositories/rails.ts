// Rails (spec 2.12). `GET /rails` returns the whole list, so a sync replaces it.
import type { Database } from 'better-sqlite3';
import type { RailInfo } from '../../../shared/schemas';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository, UpsertResult } from './resource-table';

export interface RailsRepository extends ResourceRepository<RailInfo> {
  all(): RailInfo[];
  /** Makes the cached list exactly `items` (rails no longer listed are removed). */
  replaceAll(items: readonly RailInfo[]): UpsertResult & { removed: number };
}

export function createRailsRepository(db: Database): RailsRepository {
  const base = createResourceRepository<RailInfo>(db, {
    table: 'rails',
    label: 'rail',
    createdAtRequired: false,
    columns: {
      name: (r) => r.name,
      status: (r) => r.status,
    },
  });
  const all = db.prepare('SELECT json FROM rails ORDER BY id');
  const removeOthers = db.prepare('DELETE FROM rails WHERE id NOT IN (SELECT value FROM json_each(?))');
  const replaceAll = db.transaction((items: readonly RailInfo[]) => {
    const result = base.upsertMany(items);
    const removed = removeOthers.run(JSON.stringify(items.map((r) => r.id))).changes;
    return { ...result, removed };
  });
  return { ...base, all: () => [...parseJsonRows<RailInfo>(() => all.iterate())], replaceAll: (items) => replaceAll.immediate(items) };
}
