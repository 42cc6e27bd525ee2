// What the cache's index writer (ledger-index-writer.ts) and its worker thread
// (ledger-index-worker.ts) say to each other.
import type { WorkerFailure } from './worker-failure';
import type { DuplicateMerge } from './ledger-duplicate-ids';

export type IndexWorkerJob = 'indexes' | 'search';

export interface IndexWorkerData {
  /** The cache file. */
  readonly path: string;
  readonly job: IndexWorkerJob;
  /** Rows per search-index step (one transaction). */
  readonly searchRowsPerStep: number;
}

/** To the worker: stop after the step under way (a search job; an index job finishes its indexes). */
export interface StopIndexWorker {
  readonly kind: 'stop';
}

export type FromIndexWorker =
  | { readonly kind: 'done'; readonly rebuilt: string[]; readonly merged: DuplicateMerge }
  | WorkerFailure;

/** The worker's failure as the same step on this thread would have thrown it (worker-failure.ts). */
export { errorFromWorker as errorFromIndexWorker, failureOf } from './worker-failure';
