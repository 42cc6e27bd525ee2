// One moment for an export read by several threads (the ledger CSV, a statement): each
// worker has its own connection, so each would take its own snapshot. The export
// therefore takes the cache's write lock first (BEGIN IMMEDIATE on a connection that
// writes nothing), does what must see that moment under it (cut the key ranges, count),
// starts the workers and opens its own snapshot, waits until every worker has taken its
// snapshot, and only then lets go. No commit can fall between the snapshots, so they are
// one moment: the fence's. That wait blocks this thread (Atomics.wait on slots the
// workers share): in the app's main process the sync writes on this same thread, and a
// write waiting for the lock there would hold the export's release back, so nothing else
// may run until the lock is let go. Another process's write waits meanwhile (its busy
// timeout is 5 s) for as long as the workers take to start, some tens of milliseconds
// from the bundle. The export waits for the lock itself only briefly (a sync's page is a
// few milliseconds of writing): if it cannot be had, or the file is read-only, or the
// workers are slow to start, the export reads on one connection instead.
import Database from 'better-sqlite3';
import type { ExportWorkerPool } from './export-worker-pool';

/** How long the export waits for the write lock before it reads on one connection. */
const FENCE_BUSY_TIMEOUT_MS = 250;

/** SQLite's answers for "the write lock cannot be had": busy past the timeout, or a file this process cannot write. */
const NO_WRITE_LOCK = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_READONLY', 'SQLITE_READONLY_DIRECTORY', 'SQLITE_CANTOPEN', 'SQLITE_PERM']);

export interface WriteFence<T> {
  /** What `underLock` found at the fence's moment. */
  readonly value: T;
  release(): void;
}

/** Lets the write lock go (it wrote nothing) and closes the connection that held it. */
function closeFence(db: Database.Database): void {
  if (db.inTransaction) db.exec('ROLLBACK');
  db.close();
}

/**
 * Takes the write lock on a read-write connection that writes nothing and runs `underLock`
 * under it; null when the export should read on one connection (no lock to be had, or
 * `underLock` said null: too few rows, a cache in the middle of a bulk load).
 */
export function takeWriteFence<T>(cachePath: string, underLock: (db: Database.Database) => T | null): WriteFence<T> | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(cachePath, { fileMustExist: true });
    db.pragma(`busy_timeout = ${FENCE_BUSY_TIMEOUT_MS}`);
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    if (db?.open === true) closeFence(db);
    if (NO_WRITE_LOCK.has((error as { code?: unknown }).code as string)) return null;
    throw error;
  }
  const fenced = db;
  try {
    const value = underLock(fenced);
    if (value === null) {
      closeFence(fenced);
      return null;
    }
    return { value, release: () => closeFence(fenced) };
  } catch (error) {
    closeFence(fenced);
    throw error;
  }
}

/** The readers an export started under its fence: the caller closes them (the pool, then its own snapshot) whatever happens. */
export interface FencedReaders<Part, Here> {
  pool?: ExportWorkerPool<Part>;
  here?: Here;
}

/**
 * Starts the pool and opens this thread's snapshot while the fence holds, waits until
 * every worker holds its snapshot, then lets the fence go. True: all started; false: they
 * were too slow (read on one connection); throws why a worker could not start.
 */
export async function startReadersUnderFence<Part, Here>(
  fence: WriteFence<unknown>,
  readers: FencedReaders<Part, Here>,
  start: { readonly pool: () => ExportWorkerPool<Part>; readonly here: () => Here },
  timeoutMs: number,
): Promise<boolean> {
  let outcome;
  try {
    readers.pool = start.pool();
    readers.here = start.here();
    outcome = readers.pool.waitUntilStarted(timeoutMs);
  } finally {
    fence.release();
  }
  if (outcome === 'failed') throw await readers.pool.startFailure();
  return outcome === 'started';
}
