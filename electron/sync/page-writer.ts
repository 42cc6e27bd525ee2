// The one way a sync writes a list's page: a PageWriter takes the page, the cursor that
// follows it and whether the list ended, writes the page together with its sync state in
// ONE cache transaction (a crash or a stop leaves both or neither), and resolves to the
// rows written. Pages are committed in the order they are handed in; pullPages hands a
// page in only while the run is not stopped, and runs its `afterCommit` once the writer
// resolved.
//
// Asynchronous, so that the writing can happen elsewhere than on the thread that reads
// the pages (and, in the data process, answers the window): a full sync's ledger lanes
// write through the cache's ledger page writer (electron/cache/ledger-page-writer.ts), on
// a worker thread with a connection of its own in the data process. The in-thread writer
// here runs the walk's commit inside the cache's transaction at once (the other lists,
// the ledger's incremental sync).
import type { Cache } from '../cache';

export interface PageWriter<T> {
  writePage(items: readonly T[], cursor: string | null, done: boolean): Promise<number>;
}

/** Writes a page and its sync state; runs inside the page's transaction. Returns rows written. */
export type PageCommit<T> = (items: readonly T[], cursor: string | null, done: boolean) => number;

export function inThreadPageWriter<T>(cache: Cache, commit: PageCommit<T>): PageWriter<T> {
  return {
    // async: a failed commit (rolled back) rejects, as a worker's would.
    async writePage(items, cursor, done) {
      return cache.transaction(() => commit(items, cursor, done));
    },
  };
}
