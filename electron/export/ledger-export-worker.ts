// A worker thread of the parallel ledger export (ledger-export-parallel.ts): it opens its
// own snapshot connection to the cache file and signals that it holds it, while the
// export holds the write lock (so every reader reads the same moment), then reads the
// key ranges it is given, one at a time, and posts their records in chunks. It never writes anything. Bundled as its own file for the Electron main
// process (build/bundle-electron.mjs); from a checkout it runs from source through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { ledgerCsvColumns } from './ledger-csv-columns';
import type { Database } from 'better-sqlite3';
import { closeSnapshotConnection, openSnapshotConnection } from '../cache/snapshot-connection';
import { ledgerRecordChunks } from './ledger-export-query';
import { FAILED_TO_START, STARTED, workerFailure } from './ledger-export-messages';
import type { FromLedgerWorker, LedgerWorkerData, ToLedgerWorker } from './ledger-export-messages';

function exportPort(): MessagePort {
  if (parentPort === null) throw new Error('ledger-export-worker.ts runs as a worker thread of a ledger export');
  return parentPort;
}

const port = exportPort();
const encoder = new TextEncoder();

const post = (message: FromLedgerWorker) => port.postMessage(message);
const { cachePath, filters, started } = workerData as LedgerWorkerData;
const startedSlots = new Int32Array(started);

/** Tells the export's thread, which waits synchronously, that this worker holds its snapshot (or failed to). */
function signalStarted(failed: boolean): void {
  if (failed) Atomics.add(startedSlots, FAILED_TO_START, 1);
  Atomics.add(startedSlots, STARTED, 1);
  Atomics.notify(startedSlots, STARTED);
}

/** Reads the ranges it is given on `db`, one at a time, until told to close. */
function serve(db: Database): void {
  const columns = ledgerCsvColumns();
  port.on('message', (message: ToLedgerWorker) => {
    if (message.type === 'close') {
      closeSnapshotConnection(db);
      port.close();
      return;
    }
    try {
      for (const chunk of ledgerRecordChunks(db, filters, message.range, columns)) {
        // UTF-8 bytes, moved to the export's thread rather than copied: it writes them as they are.
        const bytes = encoder.encode(chunk.text);
        const reply: FromLedgerWorker = { type: 'chunk', index: message.index, bytes, rows: chunk.rows };
        port.postMessage(reply, [bytes.buffer]);
      }
      post({ type: 'end', index: message.index });
    } catch (error) {
      post({ type: 'failed', error: workerFailure(error) });
    }
  });
}

try {
  const db = openSnapshotConnection(cachePath);
  signalStarted(false);
  serve(db);
} catch (error) {
  post({ type: 'failed', error: workerFailure(error) });
  signalStarted(true);
  port.close();
}
