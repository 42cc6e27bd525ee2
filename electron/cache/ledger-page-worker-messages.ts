// What the cache's ledger page writer (ledger-page-writer.ts) and its worker thread
// (ledger-page-worker.ts) say to each other.
import type { LedgerPage } from './ledger-page-commit';
import type { WorkerFailure } from './worker-failure';

export interface PageWorkerData {
  /** The cache file. */
  readonly path: string;
  /** During a bulk load: the entries cached before it, [id, rowid] (LedgerTransactionsRepository.knownBeforeLoad). */
  readonly knownBeforeLoad: ReadonlyArray<[string, number]>;
}

export type ToPageWorker =
  /** `at`: the time the sync state records as its updatedAt (the cache's clock, ISO). */
  | { readonly kind: 'page'; readonly id: number; readonly page: LedgerPage; readonly at: string }
  /** After the pages handed in before it: close the connection and end. */
  | { readonly kind: 'close' };

export type FromPageWorker =
  | { readonly kind: 'written'; readonly id: number; readonly written: number }
  | (WorkerFailure & { readonly id: number });
