// The ledger export's reader: the records of every matching row, oldest first, as CSV
// chunks after the header. A large export is read by this thread and a worker side by
// side, one key range each at a time (ledger-export-segments.ts, ledger-export-worker-pool.ts):
// SQLite building the records is most of an export's time, and one connection is one
// thread. A small export, a machine with one core, or a cache in the middle of a bulk
// load (no index to cut ranges with) is read on one connection, as before.
//
// One moment for the whole file: the ranges are cut and every reader takes its snapshot
// under the cache's write lock (export-snapshot-fence.ts). If the lock cannot be had, or
// the workers are slow to start, the export reads on one connection instead; the bytes
// are the same either way.
import { WORKER_BUNDLES } from '../workers/worker-bundles';
import { availableParallelism } from 'node:os';
import type Database from 'better-sqlite3';
import { ledgerIndexesPresent } from '../cache/ledger-indexes';
import { closeSnapshotConnection, openSnapshotConnection } from '../cache/snapshot-connection';
import type { KeyRange } from '../cache/repositories/ledger-query';
import type { LedgerCountQuery } from '../cache/repositories/ledger-search';
import type { LedgerFlatRow } from '../cache/repositories/ledger-columns';
import { headerRecord } from './csv-cells';
import type { CsvChunk, CsvColumn } from './csv-stream-pump';
import { ledgerRecordChunks } from './ledger-export-query';
import { cutLedgerSegments } from './ledger-export-segments';
import { startReadersUnderFence, takeWriteFence } from './export-snapshot-fence';
import type { FencedReaders } from './export-snapshot-fence';
import { ExportWorkerPool } from './export-worker-pool';
import type { ExportThreadOptions, ExportWorkerEntry } from './export-worker-pool';

/** How a ledger export may use worker threads. */
export interface LedgerExportWorkers extends ExportThreadOptions {
  /** Rows per key range; default 8,192 (about 1.2 MB of CSV). An export of fewer rows is read on one connection. */
  readonly rowsPerSegment?: number;
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
/** The ledger export's worker (ledger-export-worker.ts). */
const LEDGER_WORKER: ExportWorkerEntry = {
  source: () => new URL('./ledger-export-worker.ts', import.meta.url).href,
  bundle: WORKER_BUNDLES.ledger.bundle,
  what: 'ledger export',
};

/** Under the fence: the key ranges, or null when the export should read on one connection (a bulk load's missing indexes, one range). */
function cutUnderLock(db: Database.Database, filters: LedgerCountQuery, range: KeyRange, rowsPerSegment: number): KeyRange[] | null {
  if (!ledgerIndexesPresent(db)) return null;
  const ranges = cutLedgerSegments(db, filters, range, rowsPerSegment);
  return ranges.length < 2 ? null : ranges;
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
  const rowsPerSegment = options.rowsPerSegment ?? DEFAULT_ROWS_PER_SEGMENT;
  const fence = takeWriteFence(cachePath, (db) => cutUnderLock(db, filters, range, rowsPerSegment));
  if (fence === null) return false;
  const readers = Math.min(threads, fence.value.length);
  const started: FencedReaders<KeyRange, Database.Database> = {};
  let finished = false;
  try {
    const all = await startReadersUnderFence(
      fence,
      started,
      { pool: () => new ExportWorkerPool<KeyRange>(LEDGER_WORKER, readers - 1, { cachePath, setup: filters }, options.script), here: () => openSnapshotConnection(cachePath) },
      options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
    );
    if (!all) return false;
    const { pool, here } = started as Required<typeof started>;
    options.onRead?.({ threads: readers, ranges: fence.value.length });
    yield* pool.chunks(fence.value, (part) => ledgerRecordChunks(here, filters, part, columns));
    finished = true;
    return true;
  } finally {
    if (started.here !== undefined) closeSnapshotConnection(started.here);
    await started.pool?.close(finished);
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
