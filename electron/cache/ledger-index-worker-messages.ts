// What the cache's index writer (ledger-index-writer.ts) and its worker thread
// (ledger-index-worker.ts) say to each other.
import Database from 'better-sqlite3';
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
  | { readonly kind: 'failed'; readonly message: string; readonly code?: string };

/** The worker's failure as the same step on this thread would have thrown it: a SqliteError with SQLite's message and code (SQLITE_FULL, SQLITE_BUSY...). */
export function errorFromIndexWorker(failure: Extract<FromIndexWorker, { kind: 'failed' }>): Error {
  return failure.code === undefined ? new Error(failure.message) : new Database.SqliteError(failure.message, failure.code);
}

/** A thrown value as the message the worker sends. */
export function failureOf(error: unknown): Extract<FromIndexWorker, { kind: 'failed' }> {
  const code = (error as { code?: unknown } | null)?.code;
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' && { code }) };
}
