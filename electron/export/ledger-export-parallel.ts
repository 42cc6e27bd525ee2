// The ledger export's reader: the records of every matching row, oldest first, as CSV
// chunks after the header. A large export is read by this thread and a worker side by
// side, one key range each at a time (ledger-export-segments.ts, ledger-export-worker-pool.ts):
// SQLite building the records is most of an export's time, and one connection is one
// thread. A small export, a machine with one core, or a cache in the middle of a bulk
// load (no index to cut ranges with) is read on one connection, as before.
//
// One moment for the whole file: each worker has its own connection, so each would take
// its own snapshot. The export therefore takes the cache's write lock first (BEGIN
// IMMEDIATE on a connection that writes nothing), cuts the ranges, starts the workers,
// waits until every one has taken its snapshot, and only then lets go. No commit can
// fall between the snapshots, so they are one moment: the cut's. That wait blocks this
// thread (Atomics.wait on slots the workers share): in the app's main process the sync
// writes on this same thread, and a write waiting for the lock there would hold the
// export's release back, so nothing else may run until the lock is let go. Another
// process's write waits meanwhile (its busy timeout is 5 s) for as long as the workers
// take to start, some tens of milliseconds from the bundle. The export waits for the
// lock itself only briefly (a sync's page is a few milliseconds of writing): if it
// cannot be had, or the file is read-only, or the workers are slow to start, the export
// reads on one connection instead; the bytes are the same either way.
import { availableParallelism } from 'node:os';
import Database from 'better-sqlite3';
import { ledgerIndexesPresent } from '../cache/ledger-indexes';
import { closeSnapshotConnection, openSnapshotConnection } from '../cache/snapshot-connection';
import type { KeyRange } from '../cache/repositories/ledger-query';
import type { LedgerCountQuery } from '../cache/repositories/ledger-search';
import type { LedgerFlatRow } from '../cache/repositories/ledger-columns';
import { headerRecord } from './csv-cells';
import type { CsvChunk, CsvColumn } from './csv-stream-pump';
import { ledgerRecordChunks } from './ledger-export-query';
import { cutLedgerSegments } from './ledger-export-segments';
import { LedgerExportWorkerPool } from './ledger-export-worker-pool';
import type { StartOutcome } from './ledger-export-worker-pool';

/** How a ledger export may use worker threads. */
export interface LedgerExportWorkers {
  /**
   * The bundled worker script (the shipped main process passes dist/electron/ledger-export-worker.cjs);
   * undefined: the TypeScript source, through tsx (a checkout).
   */
  readonly script?: string;
  /**
   * Threads that read the cache: this one and `threads - 1` workers, each on its own
   * connection. Default 2 on a machine with two cores or more, else 1 (one connection, no worker).
   */
  readonly threads?: number;
  /** Rows per key range; default 8,192 (about 1.2 MB of CSV). An export of fewer rows is read on one connection. */
  readonly rowsPerSegment?: number;
  /** How long the workers may take to start (blocking the export's thread, holding the lock); default 2,000 ms, then the export reads on one connection. */
  readonly startTimeoutMs?: number;
  /** Told how the export reads: how many threads (1: one connection, no worker) in how many key ranges. */
  readonly onRead?: (plan: { readonly threads: number; readonly ranges: number }) => void;
}

const DEFAULT_ROWS_PER_SEGMENT = 8192;
/**
 * This thread and one worker: measured on two cores, a second worker saved little more
 * time and cost some 20 MB of resident memory (its own V8 and SQLite); a third reader
 * on a machine with more cores would add as much memory again.
 */
const MAX_DEFAULT_THREADS = 2;

/**
 * How long the workers may take to hold their snapshots while the export holds the write
 * lock and blocks its thread. They take some tens of milliseconds from the bundle;
 * compiling from source on a loaded machine can take seconds.
 */
const DEFAULT_START_TIMEOUT_MS = 2000;
/** How long the export waits for the write lock before it reads on one connection. */
const FENCE_BUSY_TIMEOUT_MS = 250;

/** SQLite's answers for "the write lock cannot be had": busy past the timeout, or a file this process cannot write. */
const NO_WRITE_LOCK = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_READONLY', 'SQLITE_READONLY_DIRECTORY', 'SQLITE_CANTOPEN', 'SQLITE_PERM']);

interface Fence {
  readonly ranges: KeyRange[];
  release(): void;
}

/** Lets the write lock go (it wrote nothing) and closes the connection that held it. */
function closeFence(db: Database.Database): void {
  if (db.inTransaction) db.exec('ROLLBACK');
  db.close();
}

/**
 * Takes the write lock on a read-write connection that writes nothing, and cuts the
 * ranges under it; null when the export should read on one connection.
 */
function takeFence(cachePath: string, filters: LedgerCountQuery, range: KeyRange, rowsPerSegment: number): Fence | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(cachePath, { fileMustExist: true });
    db.pragma(`busy_timeout = ${FENCE_BUSY_TIMEOUT_MS}`);
    if (!ledgerIndexesPresent(db)) {
      closeFence(db);
      return null;
    }
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    if (db?.open === true) closeFence(db);
    if (NO_WRITE_LOCK.has((error as { code?: unknown }).code as string)) return null;
    throw error;
  }
  const fenced = db;
  try {
    const ranges = cutLedgerSegments(fenced, filters, range, rowsPerSegment);
    if (ranges.length < 2) {
      closeFence(fenced);
      return null;
    }
    return { ranges, release: () => closeFence(fenced) };
  } catch (error) {
    closeFence(fenced);
    throw error;
  }
}

/** The records, read by several threads when the rows and the lock allow; false: nothing was read, read on one connection. */
async function* readInParallel(
  cachePath: string,
  filters: LedgerCountQuery,
  range: KeyRange,
  columns: readonly CsvColumn<LedgerFlatRow>[],
  threads: number,
  options: LedgerExportWorkers,
): AsyncGenerator<CsvChunk, boolean> {
  const fence = takeFence(cachePath, filters, range, options.rowsPerSegment ?? DEFAULT_ROWS_PER_SEGMENT);
  if (fence === null) return false;
  const readers = Math.min(threads, fence.ranges.length);
  let pool: LedgerExportWorkerPool | undefined;
  let here: Database.Database | undefined;
  let outcome: StartOutcome | undefined;
  let finished = false;
  try {
    try {
      pool = new LedgerExportWorkerPool(readers - 1, { cachePath, filters }, options.script);
      here = openSnapshotConnection(cachePath);
      outcome = pool.waitUntilStarted(options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS);
    } finally {
      fence.release();
    }
    if (outcome === 'failed') throw await pool.startFailure();
    if (outcome === 'timed-out') return false;
    options.onRead?.({ threads: readers, ranges: fence.ranges.length });
    const db = here;
    yield* pool.chunks(fence.ranges, (part) => ledgerRecordChunks(db, filters, part, columns));
    finished = true;
    return true;
  } finally {
    if (here !== undefined) closeSnapshotConnection(here);
    await pool?.close(finished);
  }
}

function* readOnOneConnection(cachePath: string, filters: LedgerCountQuery, range: KeyRange, columns: readonly CsvColumn<LedgerFlatRow>[]): Generator<CsvChunk> {
  const db = openSnapshotConnection(cachePath);
  try {
    yield* ledgerRecordChunks(db, filters, range, columns);
  } finally {
    closeSnapshotConnection(db);
  }
}

/** `prefix` and the header, then every record of `filters` inside `range` (checked filters), oldest first. */
export async function* ledgerExportChunks(
  cachePath: string,
  filters: LedgerCountQuery,
  range: KeyRange,
  columns: readonly CsvColumn<LedgerFlatRow>[],
  prefix: string,
  workers: LedgerExportWorkers = {},
): AsyncGenerator<CsvChunk> {
  yield { text: prefix + headerRecord(columns.map((column) => column.header)), rows: 0 };
  const threads = workers.threads ?? Math.min(MAX_DEFAULT_THREADS, availableParallelism());
  if (!Number.isInteger(threads) || threads < 1) throw new RangeError('workers.threads must be a positive whole number');
  if (threads >= 2 && (yield* readInParallel(cachePath, filters, range, columns, threads, workers))) return;
  workers.onRead?.({ threads: 1, ranges: 1 });
  yield* readOnOneConnection(cachePath, filters, range, columns);
}
