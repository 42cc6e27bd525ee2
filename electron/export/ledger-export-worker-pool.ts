// The worker threads of a parallel ledger export (ledger-export-parallel.ts): starts them,
// waits until each holds its snapshot, hands out the key ranges and gives the records
// back in range order, whichever worker read them.
//
// The ranges go round the readers (this thread, then each worker), and a worker gets its
// next range only once its previous one has been handed on in full. So the file gets the
// ranges in order while the readers read side by side, and what waits in memory is at
// most one range per worker (a few MB), however slow the reader of the output is
// (back-pressure holds the ranges not yet handed out, not their rows).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { KeyRange } from '../cache/repositories/ledger-query';
import type { CsvChunk } from './csv-stream-pump';
import { errorFromWorker, FAILED_TO_START, STARTED, STARTED_SLOTS, startFailureFrom } from './ledger-export-messages';
import type { FromLedgerWorker, LedgerWorkerData, ToLedgerWorker } from './ledger-export-messages';

/**
 * A worker's V8 young generation, in MB: its strings live for one chunk, and a smaller
 * nursery keeps the export's resident memory lower at no measured cost in time.
 */
const WORKER_YOUNG_GENERATION_MB = 4;

/** Code (run in the worker) that marks it as started and failed: its script could not be loaded. */
const SIGNAL_FAILED_START =
  `const slots = new Int32Array(require('node:worker_threads').workerData.started); ` +
  `Atomics.add(slots, ${FAILED_TO_START}, 1); Atomics.add(slots, ${STARTED}, 1); Atomics.notify(slots, ${STARTED});`;

/**
 * The worker's script when none is given: from the TypeScript source (tests, the web
 * shell, `npm start` from a checkout) none, it is compiled by tsx as the rest is; from an
 * ES module bundle (the `treasury` command's, build/cli-bundle.mjs) the worker bundled
 * beside it. The Electron main process (a CommonJS bundle) passes its own.
 */
function defaultScript(): string | undefined {
  const here = import.meta.url;
  return here.endsWith('.ts') ? undefined : fileURLToPath(new URL('./ledger-export-worker.cjs', here));
}

/**
 * The code a worker starts with: it loads the worker script, and if that fails it says so
 * through the shared slots (the export's thread waits on them, not on events) before the
 * error ends the worker. `script`: a bundled worker; undefined: the TypeScript source,
 * compiled by tsx.
 */
function bootstrap(given: string | undefined): string {
  const script = given ?? defaultScript();
  if (script !== undefined) return `try { require(${JSON.stringify(script)}); } catch (error) { ${SIGNAL_FAILED_START} throw error; }`;
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./ledger-export-worker.ts', import.meta.url).href;
  return (
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })` +
    `.catch((error) => { ${SIGNAL_FAILED_START} throw error; });`
  );
}

interface RangeQueue {
  readonly chunks: CsvChunk[];
  ended: boolean;
}

export type StartOutcome = 'started' | 'failed' | 'timed-out';

export class LedgerExportWorkerPool {
  private readonly workers: Worker[] = [];
  private readonly started = new Int32Array(new SharedArrayBuffer(STARTED_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private closing = false;
  private queues: Array<RangeQueue | undefined> = [];

  /** Starts `count` workers on the cache file; `script` is the bundled worker, undefined: the source through tsx. */
  constructor(count: number, data: Omit<LedgerWorkerData, 'started'>, script: string | undefined) {
    const code = bootstrap(script);
    const workerData: LedgerWorkerData = { ...data, started: this.started.buffer as SharedArrayBuffer };
    try {
      for (let i = 0; i < count; i += 1) {
        const worker = new Worker(code, { eval: true, workerData, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
        this.workers.push(worker);
        worker.on('message', (message: FromLedgerWorker) => this.receive(message));
        worker.on('error', (error: Error) => this.fail(error));
        worker.on('exit', (exitCode) => {
          if (!this.closing) this.fail(new Error(`A ledger export worker stopped before the export ended (exit code ${exitCode}).`));
        });
      }
    } catch (error) {
      this.closing = true;
      for (const worker of this.workers) void worker.terminate();
      throw error;
    }
  }

  private receive(message: FromLedgerWorker): void {
    if (message.type === 'failed') {
      this.fail(errorFromWorker(message.error));
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

  /** Why a worker could not start, once its message or error event has arrived (ledger-export-messages.ts: startFailureFrom). */
  async startFailure(): Promise<Error> {
    while (this.failure === undefined) await this.received();
    return startFailureFrom(this.failure);
  }

  /**
   * The records of every range, in range order; throws a worker's failure. The ranges go
   * round the readers: this thread (`readHere`, on its own connection of the same moment)
   * reads ranges 0, R, 2R, ... itself when their turn comes, worker k ranges k+1, k+1+R, ...
   * (R readers in all). A worker is sent its next range once its previous one has been
   * handed on in full.
   */
  async *chunks(ranges: readonly KeyRange[], readHere: (range: KeyRange) => Iterable<CsvChunk>): AsyncGenerator<CsvChunk> {
    this.queues = ranges.map(() => ({ chunks: [], ended: false }));
    const readers = this.workers.length + 1;
    const send = (index: number) => {
      if (index >= ranges.length) return;
      const message: ToLedgerWorker = { type: 'segment', index, range: ranges[index] as KeyRange };
      (this.workers[(index % readers) - 1] as Worker).postMessage(message);
    };
    for (let index = 1; index < readers; index += 1) send(index);
    for (let current = 0; current < ranges.length; ) {
      if (this.failure !== undefined) throw this.failure;
      if (current % readers === 0) {
        this.queues[current] = undefined;
        yield* readHere(ranges[current] as KeyRange);
        current += 1;
        continue;
      }
      const queue = this.queues[current] as RangeQueue;
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
   * After the last range (`finished`): each worker ends its read transaction, closes its
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
    const close: ToLedgerWorker = { type: 'close' };
    for (const worker of this.workers) worker.postMessage(close);
    await Promise.all(exits);
  }
}
