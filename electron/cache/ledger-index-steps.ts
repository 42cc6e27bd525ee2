// The steps of the cache's index writer (ledger-index-writer.ts), one transaction each,
// the same whether they run on the answering thread or on the writer's worker thread
// (ledger-index-worker.ts, which imports this file and not the writer: a worker bundle
// must not reach import.meta).
import type { Database } from 'better-sqlite3';
import { ensureLedgerIndexes, type EnsuredIndexes } from './ledger-indexes';
import { indexPendingSearch } from './repositories/ledger-search';

/** One index built, in its own transaction; undefined when none is missing. */
export function ledgerIndexStep(db: Database): EnsuredIndexes | undefined {
  const ensured = ensureLedgerIndexes(db, 1);
  return ensured.rebuilt.length === 0 ? undefined : ensured;
}

/** Up to `rows` rows into the search index, in one transaction; true while some are left. */
export function searchIndexStep(db: Database, rows: number): boolean {
  return indexPendingSearch(db, rows).pending > 0;
}

export function addEnsured(into: EnsuredIndexes, step: EnsuredIndexes): EnsuredIndexes {
  return { rebuilt: [...into.rebuilt, ...step.rebuilt], merged: { ids: into.merged.ids + step.merged.ids, removedRows: into.merged.removedRows + step.merged.removedRows } };
}

export const NOTHING_ENSURED: EnsuredIndexes = { rebuilt: [], merged: { ids: 0, removedRows: 0 } };
