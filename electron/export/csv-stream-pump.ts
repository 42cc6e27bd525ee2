// Writes CSV chunks into a Writable with back-pressure: a write that returns false waits
// for 'drain' (or the stream's end), so a slow disk or a slow reader of a pipe holds the
// source instead of filling memory. The stream's errors are collected, never thrown at
// the process: a closed pipe (EPIPE) ends the pump as "stopped", anything else is
// handed back to the caller.
import { TreasuryError } from '../../shared/errors';
import type { Writable } from 'node:stream';
import { csvRecord, headerRecord } from './csv-cells';

export interface CsvColumn<T> {
  readonly header: string;
  /** The encoded cell (csv-cells.ts) for one row. */
  readonly cell: (row: T) => string;
}

const CHUNK_CHARS = 64 * 1024;

/** Consecutive CSV records (the header included in the first chunk) and how many rows they hold. */
export interface CsvChunk {
  /** The records: text, or its UTF-8 bytes (as a worker thread hands them over). */
  readonly text: string | Uint8Array;
  readonly rows: number;
}

/** Chunks as a generator gives them, or as an async one does (records read by worker threads). */
export type CsvChunks = Iterable<CsvChunk> | AsyncIterable<CsvChunk>;

/**
 * Records grouped into chunks of about 64 KiB, so the output gets few large writes;
 * `first` (the header) starts the first chunk, which is then given even with no record.
 */
export function* recordChunks(records: Iterable<string>, first?: string): Generator<CsvChunk & { readonly text: string }> {
  let parts: string[] = first === undefined ? [] : [first];
  let size = 0;
  let count = 0;
  for (const record of records) {
    parts.push(record);
    size += record.length;
    count += 1;
    if (size >= CHUNK_CHARS) {
      yield { text: parts.join(''), rows: count };
      parts = [];
      size = 0;
      count = 0;
    }
  }
  if (parts.length > 0) yield { text: parts.join(''), rows: count };
}

function* encodedRecords<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[]): Generator<string> {
  const cells = new Array<string>(columns.length);
  for (const row of rows) {
    for (let i = 0; i < columns.length; i += 1) cells[i] = (columns[i] as CsvColumn<T>).cell(row);
    yield csvRecord(cells);
  }
}

/** The header, then each row's record, in chunks (recordChunks). */
export function chunksOf<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[], prefix: string): Generator<CsvChunk> {
  return recordChunks(encodedRecords(rows, columns), prefix + headerRecord(columns.map((c) => c.header)));
}

/** The stream failed (as opposed to the source of the rows): `cause` is its error. */
export class StreamFailure extends TreasuryError {
  override readonly name = 'StreamFailure';
  readonly kind = 'failed';
  readonly code = 'stream_failed';
  constructor(override readonly cause: NodeJS.ErrnoException) {
    super(cause.message, { cause });
  }
}

export interface PumpOptions {
  readonly signal?: AbortSignal;
  /** Called after each chunk with the rows handed to the stream so far. */
  readonly onRows?: (rowsWritten: number) => void;
  /** Called after each chunk with the bytes handed to the stream so far (written or not yet). */
  readonly onBytes?: (bytesHanded: number) => void;
}

export interface PumpResult {
  readonly rowsWritten: number;
  /** Bytes the stream accepted and wrote. */
  readonly bytesWritten: number;
  /** The reader of the pipe went away (EPIPE): the export stopped early, quietly. */
  readonly readerClosed: boolean;
}

/** Resolves when the stream can take more (or is done for), rejects when the caller aborts. */
function writable(out: Writable, signal: AbortSignal | undefined): Promise<void> {
  if (out.destroyed || out.writableEnded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      out.off('drain', done);
      out.off('error', done);
      out.off('close', done);
      signal?.removeEventListener('abort', abort);
    };
    const done = () => {
      cleanup();
      resolve();
    };
    const abort = () => {
      cleanup();
      reject(signal?.reason as Error);
    };
    out.on('drain', done);
    out.on('error', done);
    out.on('close', done);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Pumps every chunk into `out` and waits until the last one is written. Throws a
 * StreamFailure for the stream's error (other than EPIPE), and the source's error or
 * the abort reason as they are. Does not end `out`: the caller owns it.
 */
export async function pumpChunks(chunks: CsvChunks, out: Writable, options: PumpOptions = {}): Promise<PumpResult> {
  const seen: { failure?: NodeJS.ErrnoException } = {};
  const onError = (error: Error) => {
    seen.failure ??= error;
  };
  out.on('error', onError);
  let rowsWritten = 0;
  let bytesWritten = 0;
  let bytesHanded = 0;
  let last: Promise<void> = Promise.resolve();
  let complete = true;
  try {
    for await (const chunk of chunks) {
      options.signal?.throwIfAborted();
      if (seen.failure !== undefined || out.destroyed) {
        complete = false;
        break;
      }
      const bytes = Buffer.byteLength(chunk.text);
      let more = true;
      // At most two writes outstanding, even when write() never says "wait": a stream
      // that writes synchronously (a pipe on Linux, a file on some systems) calls back on
      // the next tick, and until then it holds every chunk handed to it.
      const previous = last;
      last = new Promise<void>((resolve) => {
        more = out.write(chunk.text, (error) => {
          if (error) seen.failure ??= error;
          else bytesWritten += bytes;
          resolve();
        });
      });
      rowsWritten += chunk.rows;
      bytesHanded += bytes;
      options.onRows?.(rowsWritten);
      options.onBytes?.(bytesHanded);
      // A write that says "wait" holds the source until the stream drains.
      if (!more) await writable(out, options.signal);
      else await previous;
    }
    await last;
    options.signal?.throwIfAborted();
    if (!complete && seen.failure === undefined) seen.failure = Object.assign(new Error('the stream was closed before the export ended'), { code: 'ERR_STREAM_DESTROYED' });
  } finally {
    // A failed stream emits 'error' after the write's callback: keep the listener then,
    // so that late event cannot crash the process (the stream is dead anyway).
    if (seen.failure === undefined) out.off('error', onError);
  }
  if (seen.failure !== undefined) {
    if (seen.failure.code === 'EPIPE') return { rowsWritten, bytesWritten, readerClosed: true };
    throw new StreamFailure(seen.failure);
  }
  return { rowsWritten, bytesWritten, readerClosed: false };
}
