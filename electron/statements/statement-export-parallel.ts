// A large statement in a format whose entries are written independently (camt.053, OFX,
// the accounting CSVs: StatementFormat.independentEntries) is read by this thread and a
// worker side by side, some slices of days each at a time (statement-parts.ts), as the ledger CSV
// reads its key ranges (electron/export/: the same pool and the same write-lock fence,
// so every reader reads one moment). Reading the entries and writing their text is most
// of a statement's time, and one connection is one thread. BAI2 (control totals and
// record counts per day and file) and MT940 (statement numbers, line rules) write with
// running state and stay on one thread; so do small statements, a machine with one
// core, and a cache in the middle of a bulk load. The bytes are the same either way.
import { availableParallelism } from 'node:os';
import Database from 'better-sqlite3';
import type { CacheReadSnapshot } from '../cache';
import { countStatementEntries } from '../cache';
import { ledgerIndexesPresent } from '../cache/ledger-indexes';
import { ExportWorkerPool, startReadersUnderFence, takeWriteFence } from '../export';
import { WORKER_BUNDLES } from '../workers/worker-bundles';
import type { ExportThreadOptions, ExportWorkerEntry, FencedReaders } from '../export';
import { StatementError } from './statement-error';
import type { StatementErrorCode } from './statement-error';
import type { StatementWork } from './statement-parts';
import { statementPeriod } from './statement-period';

/** How a statement may use worker threads. */
export interface StatementExportWorkers extends ExportThreadOptions {
  /** Fewer entries than this are written on one thread (a worker costs its start). Default 50,000. */
  readonly minEntries?: number;
  /** Entries per part (whole slices of days: SLICES_PER_DAY); default 4,096. */
  readonly rowsPerPart?: number;
  /** Told how the statement is read: threads (1: no worker) and parts. */
  readonly onRead?: (plan: { readonly threads: number; readonly parts: number }) => void;
}

const DEFAULT_MIN_ENTRIES = 50_000;
/**
 * A part waits in memory whole while the parts before it are written (about 650 bytes of
 * camt.053 an entry): 4,096 entries are under 3 MB. A part is whole slices, so at a
 * million entries a month (about 32,000 a day) it is a slice of about 1,300.
 */
export const DEFAULT_ROWS_PER_PART = 4096;
/**
 * This thread's parts are this share of a worker's: besides reading its own parts it
 * hands every part to the file and takes the workers' chunks. While it encoded its
 * chunks' text for the file, 0.75 kept the two threads alike; with entries written as
 * bytes (statement-entry-bytes.ts) it does no more than a worker: at 0.9 it used 3.8-4.1
 * CPU-s against the worker's 4.6-4.8, at 1 4.3-4.6 against 4.1-4.4 (1M entries).
 */
export const HERE_SHARE = 1;
/** Each day is summed in this many stretches of equal time, so that a busy day is written in several parts. */
export const SLICES_PER_DAY = 24;
const MAX_DEFAULT_THREADS = 2;
const DEFAULT_START_TIMEOUT_MS = 2000;

const STATEMENT_WORKER: ExportWorkerEntry = {
  source: () => new URL('./statement-export-worker.ts', import.meta.url).href,
  bundle: WORKER_BUNDLES.statement.bundle,
  what: 'statement',
  revive: (failure) => (failure.name === 'StatementError' && failure.code !== undefined ? new StatementError(failure.code as StatementErrorCode, failure.message) : undefined),
};

/** Whether the period holds at least `minEntries` entries, counted on a read-only connection (on the account's index). */
function isLarge(cachePath: string, accountId: string, bounds: { startUs: number; endUs: number }, minEntries: number): boolean {
  const db = new Database(cachePath, { readonly: true, fileMustExist: true });
  try {
    return ledgerIndexesPresent(db) && countStatementEntries(db, accountId, bounds.startUs, bounds.endUs) >= minEntries;
  } finally {
    db.close();
  }
}

export interface StatementReaders {
  readonly pool: ExportWorkerPool<StatementWork>;
  /** This thread's snapshot, of the workers' moment. */
  readonly here: CacheReadSnapshot;
  readonly threads: number;
}

/**
 * Starts the workers and opens this thread's snapshot of one moment, when the statement
 * is large enough, the format's entries independent and the lock to be had; null: write
 * on one thread (the request's own errors are then found there).
 */
export async function startStatementReaders(
  source: { readonly path?: string; openReadSnapshot(): CacheReadSnapshot },
  request: { readonly accountId: string; readonly from: string; readonly to: string; readonly timeZone?: string },
  workers: StatementExportWorkers,
): Promise<StatementReaders | null> {
  const threads = workers.threads ?? Math.min(MAX_DEFAULT_THREADS, availableParallelism());
  if (!Number.isInteger(threads) || threads < 1) throw new RangeError('workers.threads must be a positive whole number');
  if (threads < 2 || source.path === undefined || typeof request.accountId !== 'string') return null;
  let bounds: { startUs: number; endUs: number };
  try {
    bounds = statementPeriod(request.from, request.to, request.timeZone);
  } catch {
    return null;
  }
  const cachePath = source.path;
  const minEntries = workers.minEntries ?? DEFAULT_MIN_ENTRIES;
  // A small statement (most) never takes the write lock: its size is read first, without it.
  if (!isLarge(cachePath, request.accountId, bounds, minEntries)) return null;
  const fence = takeWriteFence(cachePath, (db) => (ledgerIndexesPresent(db) ? true : null));
  if (fence === null) return null;
  const started: FencedReaders<StatementWork, CacheReadSnapshot> = {};
  try {
    const all = await startReadersUnderFence(
      fence,
      started,
      { pool: () => new ExportWorkerPool<StatementWork>(STATEMENT_WORKER, threads - 1, { cachePath, setup: null }, workers.script), here: () => source.openReadSnapshot() },
      workers.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
    );
    if (all) return { pool: started.pool as ExportWorkerPool<StatementWork>, here: started.here as CacheReadSnapshot, threads };
  } catch (error) {
    started.here?.close();
    await started.pool?.close(false);
    throw error;
  }
  started.here?.close();
  await started.pool?.close(false);
  return null;
}
