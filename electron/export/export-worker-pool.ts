// The worker threads of an export read side by side (the ledger CSV's key ranges,
// ledger-export-parallel.ts; a statement's days, electron/statements/): starts them,
// waits until each holds its snapshot, hands out the parts and gives the chunks back in
// part order, whichever thread read them.
//
// The parts go round the readers (this thread, then each worker), and a worker gets its
// next part only once its previous one has been handed on in full. So the file gets the
// parts in order while the readers read side by side, and what waits in memory is at
// most one part per worker (a few MB), however slow the reader of the output is
// (back-pressure holds the parts not yet handed out, not their rows).
import { Worker } from 'node:worker_threads';
import { workerBootstrap, type WorkerCode } from '../workers/worker-bootstrap';
import type { CsvChunk } from './csv-stream-pump';
import { errorFromWorker, FAILED_TO_START, STARTED, STARTED_SLOTS, startFailureFrom } from './export-worker-messages';
import type { ExportWorkerData, FromExportWorker, ToExportWorker, WorkerFailure } from './export-worker-messages';

/**
 * A worker's V8 young generation, in MB: its strings live for one chunk, and a smaller
 * nursery keeps the export's resident memory lower at no measured cost in time.
 */
const WORKER_YOUNG_GENERATION_MB = 4;

/** Code (run in the worker) that marks it as started and failed: its script could not be loaded. */
const SIGNAL_FAILED_START =
  `const slots = new Int32Array(require('node:worker_threads').workerData.started); ` +
  `Atomics.add(slots, ${FAILED_TO_START}, 1); Atomics.add(slots, ${STARTED}, 1); Atomics.notify(slots, ${STARTED});`;

/** How an export may use worker threads: what the ledger export's and the statement's options share. */
export interface ExportThreadOptions {
  /** The bundled worker script (dist/electron/<name>.cjs); undefined: the TypeScript source through tsx (a checkout), or the bundle beside this one. */
  readonly script?: string;
  /** Threads that read the cache: this one and `threads - 1` workers, each on its own connection. Default 2 on two cores or more, else 1 (no worker). */
  readonly threads?: number;
  /** How long the workers may take to start (blocking this thread, holding the write lock); default 2,000 ms, then one thread. */
  readonly startTimeoutMs?: number;
}

/** Which worker an export starts: its TypeScript source and the name of its bundle, and what its failures are called. */
export interface ExportWorkerEntry extends WorkerCode {
  /** What an export's failure is called in its errors ("A ledger export worker stopped ..."). */
  readonly what: string;
  /** Rebuilds an error of the export's own kind from a worker's failure; undefined: the common ones (export-worker-messages.ts). */
  readonly revive?: (failure: WorkerFailure) => Error | undefined;
}

interface PartQueue {
  readonly chunks: CsvChunk[];
  ended: boolean;
}

export type StartOutcome = 'started' | 'failed' | 'timed-out';

export class ExportWorkerPool<Part> {
  private readonly workers: Worker[] = [];
  private readonly started = new Int32Array(new SharedArrayBuffer(STARTED_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private closing = false;
  private queues: Array<PartQueue | undefined> = [];

  /** Starts `count` workers of `entry` on the cache file; `script` is the bundled worker, undefined: the source through tsx (or the bundle beside this one). */
  constructor(
    private readonly entry: ExportWorkerEntry,
    count: number,
    data: Omit<ExportWorkerData, 'started'>,
    script: string | undefined,
  ) {
    const code = workerBootstrap(entry, script, SIGNAL_FAILED_START);
    const workerData: ExportWorkerData = { ...data, started: this.started.buffer as SharedArrayBuffer };
    try {
      for (let i = 0; i < count; i += 1) {
        const worker = new Worker(code, { eval: true, workerData, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
        this.workers.push(worker);
        worker.on('message', (message: FromExportWorker) => this.receive(message));
        worker.on('error', (error: Error) => this.fail(error));
        worker.on('exit', (exitCode) => {
          if (!this.closing) this.fail(new Error(`A ${entry.what} worker stopped before the export ended (exit code ${exitCode}).`));
        });
      }
    } catch (error) {
      this.closing = true;
      for (const worker of this.workers) void worker.terminate();
      throw error;
    }
  }

  private receive(message: FromExportWorker): void {
    if (message.type === 'failed') {
      this.fail(this.entry.revive?.(message.error) ?? errorFromWorker(message.error));
      return;
    }
    const queue = this.queues[message.index];
    if (queue !== undefined) {
      if (message.type === 'chunk') queue.chunks.push({ text: message.bytes, rows: message.rows });
      else queue.ended = true;
    }
    this.notify();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  /** Resolves once something was received or failed. */
  private received(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wake = resolve;
    });
  }

  /**
   * Blocks this thread until every worker holds its snapshot ('started'), one could not
   * start ('failed': startFailure() gives why) or `timeoutMs` passed. Synchronous on
   * purpose: while the export holds the write lock, nothing else on this thread (a sync's
   * write, which would wait for that lock) may run.
   */
  waitUntilStarted(timeoutMs: number): StartOutcome {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const started = Atomics.load(this.started, STARTED);
      if (Atomics.load(this.started, FAILED_TO_START) > 0) return 'failed';
      if (started >= this.workers.length) return 'started';
      const left = deadline - performance.now();
      if (left <= 0) return 'timed-out';
      Atomics.wait(this.started, STARTED, started, left);
    }
  }

  /** Why a worker could not start, once its message or error event has arrived (export-worker-messages.ts: startFailureFrom). */
  async startFailure(): Promise<Error> {
    while (this.failure === undefined) await this.received();
    return startFailureFrom(this.failure);
  }

  /**
   * The chunks of every part, in part order; throws a worker's failure. The parts go
   * round the readers: this thread (`readHere`, on its own connection of the same moment)
   * reads parts 0, R, 2R, ... itself when their turn comes, worker k parts k+1, k+1+R, ...
   * (R readers in all). A worker is sent its next part once its previous one has been
   * handed on in full.
   */
  async *chunks(parts: readonly Part[], readHere: (part: Part) => Iterable<CsvChunk>): AsyncGenerator<CsvChunk> {
    this.queues = parts.map(() => ({ chunks: [], ended: false }));
    const readers = this.workers.length + 1;
    const send = (index: number) => {
      if (index >= parts.length) return;
      const message: ToExportWorker<Part> = { type: 'part', index, part: parts[index] as Part };
      (this.workers[(index % readers) - 1] as Worker).postMessage(message);
    };
    for (let index = 1; index < readers; index += 1) send(index);
    for (let current = 0; current < parts.length; ) {
      if (this.failure !== undefined) throw this.failure;
      if (current % readers === 0) {
        this.queues[current] = undefined;
        yield* readHere(parts[current] as Part);
        current += 1;
        continue;
      }
      const queue = this.queues[current] as PartQueue;
      const chunk = queue.chunks.shift();
      if (chunk !== undefined) {
        yield chunk;
      } else if (queue.ended) {
        this.queues[current] = undefined;
        send(current + readers);
        current += 1;
      } else {
        await this.received();
      }
    }
  }

  /**
   * After the last part (`finished`): each worker ends its read transaction, closes its
   * connection and exits. Otherwise (a failure, an abort, a closed pipe, a slow start):
   * they are stopped at once.
   */
  async close(finished: boolean): Promise<void> {
    this.closing = true;
    this.notify();
    if (!finished) {
      await Promise.all(this.workers.map((worker) => worker.terminate()));
      return;
    }
    const exits = this.workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    const close: ToExportWorker = { type: 'close' };
    for (const worker of this.workers) worker.postMessage(close);
    await Promise.all(exits);
  }
}
