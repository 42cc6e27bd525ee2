// A cache worker thread's failure, sent as plain data (an Error's class does not cross
// postMessage) and rebuilt on the thread that asked as the same write on that thread would
// have thrown it: a SqliteError with SQLite's message and code (SQLITE_FULL, SQLITE_BUSY,
// SQLITE_READONLY...), a CacheError with its code (an invalid item), else an Error with the
// message. So the caller's handling (the sync's error report) does not depend on where the
// write ran. Used by the index writer's and the page writer's workers.
import Database from 'better-sqlite3';
import { CacheError, type CacheErrorCode, isCacheError } from './cache-errors';

export interface WorkerFailure {
  readonly kind: 'failed';
  readonly message: string;
  readonly code?: string;
  /** Set when the error was a CacheError (then `code` is its CacheErrorCode). */
  readonly cacheError?: true;
}

/** A thrown value as the message the worker sends. */
export function failureOf(error: unknown): WorkerFailure {
  const code = (error as { code?: unknown } | null)?.code;
  return {
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
    ...(typeof code === 'string' && { code }),
    ...(isCacheError(error) && { cacheError: true as const }),
  };
}

/** The worker's failure as the same write on this thread would have thrown it. */
export function errorFromWorker(failure: WorkerFailure): Error {
  if (failure.code === undefined) return new Error(failure.message);
  if (failure.cacheError === true) return new CacheError(failure.code as CacheErrorCode, failure.message);
  return new Database.SqliteError(failure.message, failure.code);
}
