// Finding the rows a server stopped listing, for the lists a sync re-reads whole.
//
// Only a walk that starts at the list's first page, unfiltered, and reaches its last
// page has seen every row the server has; then the rows cached before the walk began
// (in the walk's scope: the whole table, or one counterparty's payment methods) that it
// did not see are marked gone, in the transaction of the last page, together with that
// page and its cursor. So a walk that fails, is stopped, or was resumed from a cursor
// (its first pages were read by an earlier run, their ids are not known here) marks
// nothing. Rows written after the walk began (a counterparty created meanwhile) are not
// among the candidates, so a write racing the walk is never marked gone by it.
import type { GoneRows } from '../cache';

export interface GoneListWalk {
  /**
   * Notes a page's ids; on the last page (`done`), marks the unseen candidates gone.
   * Runs inside the page's transaction. Returns the rows marked (0 before the last page).
   */
  commitPage(items: ReadonlyArray<{ id: string }>, done: boolean): number;
  /** Rows this walk marked gone (0 until its last page committed, and for a resumed walk). */
  markedGone(): number;
}

const RESUMED_WALK: GoneListWalk = { commitPage: () => 0, markedGone: () => 0 };

/**
 * A walk of an unfiltered list from `startCursor` (null: the first page). `scope`
 * narrows the candidates to the part of the table the list covers (payment methods:
 * the counterparty id whose methods are listed).
 */
export function startGoneListWalk(rows: Pick<GoneRows, 'presentIds' | 'markGone'>, startCursor: string | null, scope?: string): GoneListWalk {
  if (startCursor !== null) return RESUMED_WALK;
  const candidates = rows.presentIds(scope);
  const seen = new Set<string>();
  let marked = 0;
  return {
    commitPage(items, done) {
      for (const item of items) seen.add(item.id);
      if (!done) return 0;
      marked = rows.markGone(candidates.filter((id) => !seen.has(id)));
      return marked;
    },
    markedGone: () => marked,
  };
}
