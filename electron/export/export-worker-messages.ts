// The messages between an export read by worker threads (export-worker-pool.ts: the
// ledger CSV's key ranges, a statement's days) and its workers (export-worker-serve.ts).
// Plain data only: they cross threads by structured clone.
import { TreasuryError } from '../../shared/errors';
import { CacheError } from '../cache/cache-errors';
import type { CacheErrorCode } from '../cache/cache-errors';
import { CsvCellError } from './csv-cells';

/** What a worker is started with: the cache file, what its kind of export needs (a ledger export's filters), the start slots. */
export interface ExportWorkerData<Setup = unknown> {
  readonly cachePath: string;
  readonly setup: Setup;
  /** Shared with the export's thread: see STARTED and FAILED_TO_START. */
  readonly started: SharedArrayBuffer;
}

/**
 * Slots of `started` (Int32): how many workers have tried to take their snapshot, and how
 * many of them failed. The export waits on STARTED synchronously while it holds the
 * write lock (export-snapshot-fence.ts), so a worker signals there, not by a message
 * (which the export's thread could not read while it waits).
 */
export const STARTED = 0;
export const FAILED_TO_START = 1;
export const STARTED_SLOTS = 2;

/** To a worker: read one part (a key range, some days; its records, in order, as chunks), or end. */
export type ToExportWorker<Part = unknown> = { readonly type: 'part'; readonly index: number; readonly part: Part } | { readonly type: 'close' };

/** An error as it crosses the thread boundary. */
export interface WorkerFailure {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
}

/** From a worker: a chunk of a part; the end of a part; a failure (with why). */
export type FromExportWorker =
  | { readonly type: 'chunk'; readonly index: number; readonly bytes: Uint8Array; readonly rows: number }
  | { readonly type: 'end'; readonly index: number }
  | { readonly type: 'failed'; readonly error: WorkerFailure };

export function workerFailure(error: unknown): WorkerFailure {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, message: error.message, ...(typeof code === 'string' && { code }) };
  }
  return { name: 'Error', message: String(error) };
}

/** The error a worker failed with, as the serial export would have thrown it (same class and code for the cache's and the cells' errors). */
export function errorFromWorker(failure: WorkerFailure): Error {
  if (failure.name === 'CsvCellError') return new CsvCellError(failure.message);
  if (failure.name === 'CacheError' && failure.code !== undefined) return new CacheError(failure.code as CacheErrorCode, failure.message);
  const error = new Error(failure.message);
  error.name = failure.name;
  if (failure.code !== undefined) Object.assign(error, { code: failure.code });
  return error;
}

/** A worker thread of an export could not start (its script could not be loaded, say): nothing was written. */
export class ExportWorkerError extends TreasuryError {
  override readonly name = 'ExportWorkerError';
  readonly kind = 'failed';
  readonly code = 'export_worker_failed';
}

/** Why the workers could not start, for people: the cache's and the cells' errors as they are, anything else said plainly. */
export function startFailureFrom(error: Error): Error {
  if (error instanceof TreasuryError) return error;
  return new ExportWorkerError(`The export could not start its worker thread: ${error.message}`, { cause: error });
}
