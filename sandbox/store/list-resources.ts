// A page of one kind of resource, optionally under one parent and filtered by status
// or tag (rail, chain, kind...), in ascending creation order.
import { selectPage } from './keyset-page';
import type { PageWindow } from './keyset-page';
import type { ResourceKind } from './resources';
import type { Store } from './store';

export interface ResourceFilter {
  kind: ResourceKind;
  parentId?: string;
  status?: string;
  tag?: string;
  /** Any of these tags; an empty list matches nothing. */
  tags?: readonly string[];
}

export function listResources<B>(store: Store, filter: ResourceFilter, window: PageWindow): { items: B[]; hasMore: boolean } {
  const where = ['kind = ?'];
  const params: unknown[] = [filter.kind];
  if (filter.parentId !== undefined) {
    where.push('parent_id = ?');
    params.push(filter.parentId);
  }
  if (filter.status !== undefined) {
    where.push('status = ?');
    params.push(filter.status);
  }
  if (filter.tag !== undefined) {
    where.push('tag = ?');
    params.push(filter.tag);
  }
  if (filter.tags !== undefined) {
    if (filter.tags.length === 0) return { items: [], hasMore: false };
    where.push(`tag IN (${filter.tags.map(() => '?').join(', ')})`);
    params.push(...filter.tags);
  }
  const page = selectPage<{ body: string }>(store, { table: 'resources', where, params }, window);
  return { items: page.rows.map((row) => JSON.parse(row.body) as B), hasMore: page.hasMore };
}
