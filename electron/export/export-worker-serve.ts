// The worker side of an export read by worker threads (export-worker-pool.ts): the
// worker opens its own snapshot of the cache file and signals that it holds it, while
// the export holds the write lock (export-snapshot-fence.ts: every reader reads the same
// moment), then reads the parts it is given, one at a time, and posts their chunks as
// UTF-8 bytes. It never writes anything. Each kind of export has its own worker entry
// (ledger-export-worker.ts; electron/statements/statement-export-worker.ts) that calls
// serveExportParts with how it opens its snapshot and reads one part.
import { parentPort, workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import type { CsvChunk } from './csv-stream-pump';
import { FAILED_TO_START, STARTED, workerFailure } from './export-worker-messages';
import type { ExportWorkerData, FromExportWorker, ToExportWorker } from './export-worker-messages';

/** How a worker reads: its snapshot (taken when opened), one part's chunks on it, and its end. */
export interface ExportPartReader<Snapshot, Setup, Part> {
  open(cachePath: string, setup: Setup): Snapshot;
  read(snapshot: Snapshot, part: Part, setup: Setup): Iterable<CsvChunk>;
  close(snapshot: Snapshot): void;
}

function exportPort(): MessagePort {
  if (parentPort === null) throw new Error('an export worker runs as a worker thread of an export');
  return parentPort;
}

/** Runs this worker thread: opens the snapshot, signals, then serves parts until told to close. */
export function serveExportParts<Snapshot, Setup, Part>(reader: ExportPartReader<Snapshot, Setup, Part>): void {
  const port = exportPort();
  const encoder = new TextEncoder();
  const post = (message: FromExportWorker) => port.postMessage(message);
  const { cachePath, setup, started } = workerData as ExportWorkerData<Setup>;
  const startedSlots = new Int32Array(started);
  /** Tells the export's thread, which waits synchronously, that this worker holds its snapshot (or failed to). */
  const signalStarted = (failed: boolean) => {
    if (failed) Atomics.add(startedSlots, FAILED_TO_START, 1);
    Atomics.add(startedSlots, STARTED, 1);
    Atomics.notify(startedSlots, STARTED);
  };
  let snapshot: Snapshot;
  try {
    snapshot = reader.open(cachePath, setup);
  } catch (error) {
    post({ type: 'failed', error: workerFailure(error) });
    signalStarted(true);
    port.close();
    return;
  }
  signalStarted(false);
  port.on('message', (message: ToExportWorker<Part>) => {
    if (message.type === 'close') {
      reader.close(snapshot);
      port.close();
      return;
    }
    try {
      for (const chunk of reader.read(snapshot, message.part, setup)) {
        // UTF-8 bytes, moved to the export's thread rather than copied: it writes them as they are.
        const bytes = typeof chunk.text === 'string' ? encoder.encode(chunk.text) : chunk.text;
        const reply: FromExportWorker = { type: 'chunk', index: message.index, bytes, rows: chunk.rows };
        port.postMessage(reply, [bytes.buffer as ArrayBuffer]);
      }
      post({ type: 'end', index: message.index });
    } catch (error) {
      post({ type: 'failed', error: workerFailure(error) });
    }
  });
}
