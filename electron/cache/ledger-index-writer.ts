// The long writes at the end of a first sync, and where they run. A bulk load (ledger-
// indexes.ts) ends with a sort of the whole table per index (0.6-0.8 s each at 1,000,000
// rows) and the sync then fills the search index (seconds). On the thread that also
// answers the window, each sort held every answer up for its length (docs/benchmarks.md,
// the window during a first sync). So a process that answers a window (the data process)
// runs them on a worker thread (ledger-index-worker.ts) with a connection of its own to
// the same file (WAL: the answering connection keeps reading meanwhile); elsewhere (the
// CLI, tests, the web shell's own host) they run on this thread, in steps with turns of
// the event loop between. Either way the same steps (ledgerIndexStep, searchIndexStep)
// write, one transaction each: an index, or a chunk of the search index with its
// watermark. The write lock is taken per step, so the sync's other writes on the
// answering connection wait at most one step (busy_timeout), never the whole job.
//
// The answering side needs no report of these commits: they append nothing and change no
// ledger row (a merge of repeated ids deletes rows, which the trigger of 009-ledger-change-
// serial.ts counts), so the row positions of the window are extended, not rebuilt, after
// them; its readers see the new indexes at their next statement (ledgerIndexesPresent
// follows the schema version).
//
// Failures: a worker's error (a full disk, a locked file) rejects the job with an Error
// carrying SQLite's message and code, as the same step on this thread would throw; a
// worker that stops (killed) rejects it too. A step in flight when the worker stops
// rolls back with it: an index is built whole or not at all, and the next openCache
// builds what is missing.
import { Worker } from 'node:worker_threads';
import { workerBootstrap, type WorkerCode } from '../workers/worker-bootstrap';
import { WORKER_BUNDLES } from '../workers/worker-bundles';
import type { Database } from 'better-sqlite3';
import { addEnsured, ledgerIndexStep, NOTHING_ENSURED, searchIndexStep } from './ledger-index-steps';
import type { EnsuredIndexes } from './ledger-indexes';
import { errorFromIndexWorker, type FromIndexWorker, type IndexWorkerData, type IndexWorkerJob } from './ledger-index-worker-messages';

export interface LedgerIndexWriter {
  /** Builds the indexes a bulk load dropped (merging repeated ids first), one transaction each. */
  buildIndexes(): Promise<EnsuredIndexes>;
  /** Puts the rows above the search watermark in the search index; resolves early once `signal` aborts (the next write indexes the rest). */
  indexSearch(signal: AbortSignal): Promise<void>;
}

/** Where a cache runs them: on this thread, or on a worker thread (`script`: its bundle; undefined, the TypeScript source through tsx or the bundle beside this one). */
export type IndexWriterPlace = 'this-thread' | { readonly script?: string };

/** Rows put in the search index per step on this thread (a few milliseconds), and how long steps run back to back before a turn. */
export const SEARCH_INDEX_ROWS_PER_STEP = 1_000;
const SEARCH_INDEX_TURN_MS = 8;
/** Rows per step on the worker: one transaction, holding the write lock some 30 ms. */
export const WORKER_SEARCH_ROWS_PER_STEP = 10_000;

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The steps on this thread, a turn of the event loop between them. */
export function thisThreadIndexWriter(db: Database): LedgerIndexWriter {
  return {
    async buildIndexes() {
      let ensured = NOTHING_ENSURED;
      for (let step = ledgerIndexStep(db); step !== undefined; step = ledgerIndexStep(db)) {
        ensured = addEnsured(ensured, step);
        await turn();
      }
      return ensured;
    },
    async indexSearch(signal) {
      while (!signal.aborted) {
        const started = performance.now();
        let more: boolean;
        do more = searchIndexStep(db, SEARCH_INDEX_ROWS_PER_STEP);
        while (more && performance.now() - started < SEARCH_INDEX_TURN_MS);
        if (!more) return;
        await turn();
      }
    },
  };
}

/** The worker's code: its source here, its bundle as the one declaration of workers names it. */
const WORKER: WorkerCode = { source: () => new URL('./ledger-index-worker.ts', import.meta.url).href, bundle: WORKER_BUNDLES.ledgerIndex.bundle };

/** One job on a worker thread of its own, started for it and gone after it. */
function runOnWorker(data: IndexWorkerData, script: string | undefined, signal?: AbortSignal): Promise<EnsuredIndexes> {
  return new Promise<EnsuredIndexes>((resolve, reject) => {
    let settled = false;
    const worker = new Worker(workerBootstrap(WORKER, script), { eval: true, workerData: data });
    const stop = (): void => worker.postMessage({ kind: 'stop' });
    signal?.addEventListener('abort', stop, { once: true });
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      outcome();
    };
    worker.on('message', (message: FromIndexWorker) => {
      if (message.kind === 'done') settle(() => resolve({ rebuilt: message.rebuilt, merged: message.merged }));
      else settle(() => reject(errorFromIndexWorker(message)));
    });
    worker.on('error', (error: Error) => settle(() => reject(error)));
    worker.on('exit', (exitCode) => settle(() => reject(new Error(`The cache's index writer stopped before its work was done (exit code ${exitCode}); the indexes it had not built are built when the cache is next opened.`))));
  });
}

/** The steps on a worker thread with its own connection to the cache file at `path`. */
export function workerIndexWriter(path: string, script: string | undefined): LedgerIndexWriter {
  const job = (name: IndexWorkerJob, signal?: AbortSignal) => runOnWorker({ path, job: name, searchRowsPerStep: WORKER_SEARCH_ROWS_PER_STEP }, script, signal);
  return {
    buildIndexes: () => job('indexes'),
    async indexSearch(signal) {
      if (signal.aborted) return;
      await job('search', signal);
    },
  };
}

let processPlace: IndexWriterPlace = 'this-thread';

/** Where the caches this process opens run their index writes unless told (the data process: a worker thread). */
export function setIndexWriterPlace(place: IndexWriterPlace): void {
  processPlace = place;
}

export function ledgerIndexWriter(db: Database, path: string, place: IndexWriterPlace = processPlace): LedgerIndexWriter {
  return place === 'this-thread' ? thisThreadIndexWriter(db) : workerIndexWriter(path, place.script);
}
