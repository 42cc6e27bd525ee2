// Where a full sync's ledger pages are written. A page (ledger-page-commit.ts: its entries
// and its range's sync state, one transaction) costs some 7 ms of SQLite per 1,000 rows; on
// the thread that answers the window (the data process's), those writes held answers up
// (docs/benchmarks.md, the window during a first sync). So a process that answers a window
// writes them on a worker thread (ledger-page-worker.ts) with a connection of its own to the
// same file (WAL: the answering connection reads meanwhile); elsewhere (the CLI, tests, the
// web shell's own host) on this thread, in the cache's transaction, at once.
//
// The worker is opened for one run of the sync's ledger lanes, after the bulk load began
// (it joins it with the entries cached before it: those are updated in place, never
// inserted twice), and closed at the lanes' end, a stop or a failure included: close()
// resolves once every page handed in before it was written (or failed) and the worker
// ended. Pages are written in the order handed in (one message queue, each page to its
// end before the next): entries keep their posting order (rowid, 003-ledger-posting-
// order.ts). A page's promise resolves after its commit; a failed page rejects with the
// error the same write would have thrown here (worker-failure.ts: SqliteError with its
// code, CacheError), and the pages after it are still written, as here. The cache's
// close() tells its open workers to close too (the pages before are still written).
// The answering side needs no report of the commits: appended rows are followed by rowid,
// changes in place move the serial of 009-ledger-change-serial.ts.
import { Worker } from 'node:worker_threads';
import { workerBootstrap, type WorkerCode } from '../workers/worker-bootstrap';
import { WORKER_BUNDLES } from '../workers/worker-bundles';
import { CacheError } from './cache-errors';
import { commitLedgerPage, type LedgerPage } from './ledger-page-commit';
import type { FromPageWorker, PageWorkerData, ToPageWorker } from './ledger-page-worker-messages';
import type { LedgerTransactionsRepository } from './repositories/ledger-transactions';
import type { SyncStateRepository } from './repositories/sync-state';
import { errorFromWorker } from './worker-failure';

export interface LedgerPageWriter {
  /** Writes the page and its sync state in one transaction, after the pages handed in before; resolves to the rows written. */
  write(page: LedgerPage): Promise<number>;
  /** Resolves once the pages handed in were written (or failed) and the writer ended; later writes are refused. Idempotent. */
  close(): Promise<void>;
}

/** Where a cache writes them: on this thread, or on a worker thread (`script`: its bundle; undefined, the TypeScript source through tsx or the bundle beside this one). */
export type PageWriterPlace = 'this-thread' | { readonly script?: string };

/** What a page writer of a cache needs of it. */
export interface PageWriterCache {
  readonly path: string;
  readonly ledgerTransactions: LedgerTransactionsRepository;
  readonly syncState: SyncStateRepository;
  readonly now: () => Date;
  transaction<T>(fn: () => T): T;
}

const closedError = (): CacheError => new CacheError('closed', 'The ledger page writer was closed; the page was not written (the next sync resumes after the last page written).');

/** The pages written in the cache's own transaction on this thread. */
export function thisThreadPageWriter(cache: PageWriterCache): LedgerPageWriter {
  let closed = false;
  return {
    // async: a failed commit (rolled back) rejects, as a worker's would.
    async write(page) {
      if (closed) throw closedError();
      return cache.transaction(() => commitLedgerPage(cache, page));
    },
    async close() {
      closed = true;
    },
  };
}

/** The worker's code: its source here, its bundle as the one declaration of workers names it. */
const WORKER: WorkerCode = { source: () => new URL('./ledger-page-worker.ts', import.meta.url).href, bundle: WORKER_BUNDLES.ledgerPage.bundle };

/** The pages written on a worker thread with its own connection to the cache file. */
export function workerPageWriter(cache: PageWriterCache, script: string | undefined): LedgerPageWriter {
  const data: PageWorkerData = { path: cache.path, knownBeforeLoad: cache.ledgerTransactions.knownBeforeLoad() };
  const worker = new Worker(workerBootstrap(WORKER, script), { eval: true, workerData: data });
  const pending = new Map<number, { resolve: (written: number) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let ended: Error | undefined;
  let closing: Promise<void> | undefined;
  const endWith = (error: Error): void => {
    ended ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', (exitCode) => {
      endWith(new Error(`The cache's ledger page writer stopped before the page was written (exit code ${exitCode}); the next sync resumes after the last page written.`));
      resolve();
    });
  });
  worker.on('error', (error: Error) => endWith(error));
  worker.on('message', (message: FromPageWorker) => {
    const waiting = pending.get(message.id);
    if (waiting === undefined) return;
    pending.delete(message.id);
    if (message.kind === 'written') waiting.resolve(message.written);
    else waiting.reject(errorFromWorker(message));
  });
  const post = (message: ToPageWorker): void => worker.postMessage(message);
  return {
    write(page) {
      if (closing !== undefined) return Promise.reject(closedError());
      if (ended !== undefined) return Promise.reject(ended);
      const id = nextId++;
      return new Promise<number>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        post({ kind: 'page', id, page, at: cache.now().toISOString() });
      });
    },
    close() {
      closing ??= (async () => {
        if (ended === undefined) post({ kind: 'close' });
        await exited;
      })();
      return closing;
    },
  };
}

let processPlace: PageWriterPlace = 'this-thread';

/** Where the caches this process opens write a full sync's ledger pages unless told (the data process: a worker thread). */
export function setPageWriterPlace(place: PageWriterPlace): void {
  processPlace = place;
}

export function ledgerPageWriter(cache: PageWriterCache, place: PageWriterPlace = processPlace): LedgerPageWriter {
  return place === 'this-thread' ? thisThreadPageWriter(cache) : workerPageWriter(cache, place.script);
}
