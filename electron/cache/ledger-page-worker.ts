// The worker thread of the cache's ledger page writer (ledger-page-writer.ts): opens its own
// connection to the cache file, set up as every cache connection (configureCacheConnection;
// not openCache, which would build the indexes a bulk load dropped and so end it), joins the
// bulk load under way with the entries known before it, reads each page's unread body it is
// handed (ledger-page-read.ts: the API client's parse, redaction and checks) and holds its
// entries, and writes each page the sync commits with its sync state in ONE transaction, in
// the order handed in (messages are handled one at a time, each to its end). Each message is
// answered: what the sync needs of the page read, the rows written, or why it failed (a page
// refused is held by no one; a failed write rolled back; the next page is still handled, as
// on the answering thread). A failure reading a body is sent with every form of its secrets
// redacted from its texts. On `close`, after the pages before it, it closes its connection
// and ends. It runs below the priority of the thread that answers the window
// (thread-priority.ts, Linux only).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { configureCacheConnection } from './cache-connection';
import { commitLedgerPage, type LedgerPage } from './ledger-page-commit';
import { HeldLedgerPages } from './ledger-page-read';
import type { FromPageWorker, PageWorkerData, ToPageWorker } from './ledger-page-worker-messages';
import { createLedgerTransactionsRepository } from './repositories/ledger-transactions';
import { createSyncStateRepository } from './repositories/sync-state';
import { lowerThisThreadPriority } from '../workers/thread-priority';
import { failureOf, redactedFailure, type WorkerFailure } from './worker-failure';

const data = workerData as PageWorkerData;
const port = parentPort;
const send = (message: FromPageWorker): void => port?.postMessage(message);

lowerThisThreadPriority();
let db: Database.Database | undefined;
let write: ((page: LedgerPage) => number) | undefined;
let openFailure: WorkerFailure | undefined;
let at = new Date();
const held = new HeldLedgerPages();
try {
  const connection = new Database(data.path, { fileMustExist: true });
  db = connection;
  configureCacheConnection(connection);
  const ledgerTransactions = createLedgerTransactionsRepository(connection, { lastSyncedAt: () => null });
  ledgerTransactions.joinBulkLoad(data.knownBeforeLoad);
  const syncState = createSyncStateRepository(connection, () => at);
  const inOneTransaction = connection.transaction((page: LedgerPage) => commitLedgerPage({ ledgerTransactions, syncState }, page));
  write = (page) => inOneTransaction.immediate(page);
} catch (error) {
  // Every page is answered with why (e.g. the file is gone): the sync reports it as it would its own.
  openFailure = failureOf(error);
}

port?.on('message', (message: ToPageWorker) => {
  if (message.kind === 'close') {
    if (db?.open === true) db.close();
    port.close();
    return;
  }
  if (message.kind === 'read') {
    try {
      send({ kind: 'read', id: message.id, page: held.read(message.body) });
    } catch (error) {
      send({ ...redactedFailure(failureOf(error), message.body.secrets), id: message.id });
    }
    return;
  }
  if (write === undefined) {
    send({ ...(openFailure ?? failureOf(new Error('the page writer has no connection'))), id: message.id });
    return;
  }
  try {
    at = new Date(message.at);
    send({ kind: 'written', id: message.id, written: write({ ...message.write, items: held.take(message.page) }) });
  } catch (error) {
    send({ ...failureOf(error), id: message.id });
  }
});
