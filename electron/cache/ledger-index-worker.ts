// The worker thread of the cache's index writer (ledger-index-writer.ts): opens its own
// connection to the cache file, runs one job in steps of one transaction each (the indexes
// a bulk load dropped, or the search index), says what it built or why it failed, and
// closes. Between steps it takes a turn, so a `stop` (the sync was stopped) ends a search
// job after the step under way; an index job finishes (the window reads slowly without them).
// It runs below the priority of the thread that answers the window (thread-priority.ts,
// Linux only), which wins the CPU when both want one.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { configureCacheConnection } from './cache-connection';
import { addEnsured, ledgerIndexStep, NOTHING_ENSURED, searchIndexStep } from './ledger-index-steps';
import { lowerThisThreadPriority } from '../workers/thread-priority';
import { failureOf, type FromIndexWorker, type IndexWorkerData, type StopIndexWorker } from './ledger-index-worker-messages';

const data = workerData as IndexWorkerData;
const port = parentPort;
let stopped = false;
port?.on('message', (message: StopIndexWorker) => {
  if (message.kind === 'stop') stopped = true;
});

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const send = (message: FromIndexWorker): void => port?.postMessage(message);

async function run(db: Database.Database): Promise<FromIndexWorker> {
  let ensured = NOTHING_ENSURED;
  if (data.job === 'indexes') {
    for (let step = ledgerIndexStep(db); step !== undefined; step = ledgerIndexStep(db)) {
      ensured = addEnsured(ensured, step);
      await turn();
    }
  } else {
    while (!stopped && searchIndexStep(db, data.searchRowsPerStep)) await turn();
  }
  return { kind: 'done', ...ensured };
}

async function main(): Promise<void> {
  lowerThisThreadPriority();
  let db: Database.Database | undefined;
  try {
    db = new Database(data.path, { fileMustExist: true });
    configureCacheConnection(db);
    send(await run(db));
  } catch (error) {
    send(failureOf(error));
  } finally {
    db?.close();
    port?.close();
  }
}

void main();
