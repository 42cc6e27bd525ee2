// Where a full sync's ledger pages are read and written. A page (ledger-page-commit.ts: its
// entries and its range's sync state, one transaction) costs some 7 ms of SQLite per 1,000
// rows, and reading its body (JSON.parse, the redaction, the schema) some 9 ms more; on the
// thread that answers the window (the data process's), that work held answers up
// (docs/benchmarks.md, the window during a first sync). So a process that answers a window
// does it on a worker thread (ledger-page-worker.ts) with a connection of its own to the
// same file (WAL: the answering connection reads meanwhile): the sync hands in each page's
// body unread (electron/api/unread-body.ts) and gets back only what it needs to go on
// (ledger-page-read.ts: the count, the cursor, the reversals), then commits the page.
// Elsewhere (the CLI, tests, the web shell's own host) the same reading and writing run on
// this thread, the write in the cache's transaction.
//
// The worker is opened for one run of the sync's ledger lanes, after the bulk load began
// (it joins it with the entries cached before it: those are updated in place, never
// inserted twice), and closed at the lanes' end, a stop or a failure included: close()
// resolves once every page handed in before it was written (or failed) and the worker
// ended. Pages are read and written in the order handed in (one message queue, each to its
// end before the next): entries keep their posting order (rowid, 003-ledger-posting-
// order.ts). A page refused when read rejects with the API client's error (MalformedResponse-
// Error, ResponseValidationError: the same class, code and message as read here, its texts
// redacted), nothing of it held or written. A commit resolves after its transaction; a failed
// one rejects with the error the same write would have thrown here (worker-failure.ts:
// SqliteError with its code, CacheError), and the pages after it are still written, as here.
// A page read but never committed (the sync refused its cursor, or stopped) is dropped with
// the writer at the run's end. The cache's
// close() tells its open workers to close too (the pages before are still written).
// The answering side needs no report of the commits: appended rows are followed by rowid,
// changes in place move the serial of 009-ledger-change-serial.ts.
import { Worker } from 'node:worker_threads';
import { workerBootstrap, type WorkerCode } from '../workers/worker-bootstrap';
import { WORKER_BUNDLES } from '../workers/worker-bundles';
import { CacheError } from './cache-errors';
import type { UnreadBody } from '../api/unread-body';
import { commitLedgerPage, type LedgerPageWrite } from './ledger-page-commit';
import { HeldLedgerPages, type ReadLedgerPage } from './ledger-page-read';
import type { FromPageWorker, PageWorkerData, ToPageWorker } from './ledger-page-worker-messages';
import type { LedgerTransactionsRepository } from './repositories/ledger-transactions';
import type { SyncStateRepository } from './repositories/sync-state';
import { errorFromWorker } from './worker-failure';

export interface LedgerPageWriter {
  /**
   * Reads a page's unread body (ledger-page-read.ts) after the pages handed in before, and
   * holds its entries for commit. Through UnreadBody.read: the page's request is recorded in
   * the audit trail as the reading ends, with its outcome (a page refused: failed, as read by
   * the pipeline; the writer closed or ended first: failed, its body not read).
   */
  read(body: UnreadBody): Promise<ReadLedgerPage>;
  /** Writes a page read and its sync state in one transaction, after the pages handed in before; resolves to the rows written. */
  commit(page: ReadLedgerPage, write: LedgerPageWrite): Promise<number>;
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
  const held = new HeldLedgerPages();
  return {
    // async: a refused page or a failed commit (rolled back) rejects, as a worker's would.
    read(body) {
      return body.read((message) => {
        if (closed) throw closedError();
        return held.read(message);
      });
    },
    async commit(page, write) {
      if (closed) throw closedError();
      const items = held.take(page.id);
      return cache.transaction(() => commitLedgerPage(cache, { ...write, items }));
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
  const pending = new Map<number, { resolve: (answer: FromPageWorker) => void; reject: (error: Error) => void }>();
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
    if (message.kind === 'failed') waiting.reject(errorFromWorker(message));
    else waiting.resolve(message);
  });
  const post = (message: ToPageWorker): void => worker.postMessage(message);
  /** Posts a message the worker answers; resolves to its answer, rejects with its failure. */
  const ask = (message: (id: number) => ToPageWorker): Promise<FromPageWorker> => {
    if (closing !== undefined) return Promise.reject(closedError());
    if (ended !== undefined) return Promise.reject(ended);
    const id = nextId++;
    return new Promise<FromPageWorker>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      post(message(id));
    });
  };
  return {
    read(body) {
      return body.read(async (message) => {
        const answer = await ask((id) => ({ kind: 'read', id, body: message }));
        if (answer.kind !== 'read') throw new Error(`The ledger page writer answered a read with ${answer.kind}.`);
        return answer.page;
      });
    },
    async commit(page, write) {
      const answer = await ask((id) => ({ kind: 'commit', id, page: page.id, write, at: cache.now().toISOString() }));
      if (answer.kind !== 'written') throw new Error(`The ledger page writer answered a commit with ${answer.kind}.`);
      return answer.written;
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
