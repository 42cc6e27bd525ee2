// Streams rows as CSV to a file or to a caller's stream (standard output for `--out -`).
//
// To a file, without ever leaving half a file at the destination: the path is checked
// first (only a new path in an existing folder, or an existing regular file with
// `overwrite`; never a device, pipe, socket, symlink or folder: csv-destination.ts),
// rows go to a 0600 temporary file in the same folder with back-pressure (its bytes sent
// to the disk as it grows: file-writeback.ts), then the file is fsynced, put in place (hard link, or rename when replacing) and the folder fsynced.
// On any failure (the source throws, the disk fills, the caller aborts) the temporary
// file is removed and the destination is left as it was.
//
// To a stream: no temporary file and no rename, back-pressure kept; a reader that closes
// the pipe (`| head`) ends the export quietly with `stopped`, not an error.
import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import { open, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { checkDestination, commitTempFile, createTempFile, fileDestination } from './csv-destination';
import type { FileDestination } from './csv-destination';
import { CsvExportError, writeFailure } from './csv-export-error';
import { chunksOf, pumpChunks, StreamFailure } from './csv-stream-pump';
import { fileWriteback } from './file-writeback';
import type { CsvChunks, CsvColumn, PumpResult } from './csv-stream-pump';

export type { CsvChunk, CsvChunks, CsvColumn } from './csv-stream-pump';
export { CsvExportError } from './csv-export-error';
export type { CsvExportErrorCode } from './csv-export-error';

export interface CsvFileOptions {
  /**
   * Destination file: a new path in an existing folder, or an existing regular file
   * when `overwrite` is true. Anything else at the path is refused. Leave it out (or
   * give "-") when writing to `stream`.
   */
  readonly outPath?: string;
  /** Replace an existing regular file at `outPath` (the CLI's --force). Default false: refused. */
  readonly overwrite?: boolean;
  /** Write to this stream instead of a file (process.stdout for `--out -`). It is not ended: the caller owns it. */
  readonly stream?: Writable;
  /** How messages name `stream`. Default "standard output". */
  readonly streamName?: string;
  /** Start with a UTF-8 byte order mark, so that Excel reads the file as UTF-8. Default false. */
  readonly bom?: boolean;
  /** Called with the number of rows written so far, every `progressEvery` rows and at the end (each count once). */
  readonly onProgress?: (rowsWritten: number) => void;
  /** Default 10000. */
  readonly progressEvery?: number;
  /** Aborting stops the export and removes the temporary file. */
  readonly signal?: AbortSignal;
}

export interface CsvExportResult {
  /** The absolute path written, or "-" for a stream. */
  readonly outPath: string;
  readonly rowsWritten: number;
  readonly bytesWritten: number;
  /** Set when a stream's reader closed the pipe before the end: the export stopped quietly. */
  readonly stopped?: { readonly code: 'reader_closed'; readonly message: 'the reader closed the pipe' };
}

/** Bytes the file stream may buffer before write() says wait: a few chunks, so rows keep being built while one is written. */
const STREAM_BUFFER_BYTES = 256 * 1024;
const BOM = '\uFEFF';
const READER_CLOSED = { code: 'reader_closed', message: 'the reader closed the pipe' } as const;

function progressReporter(options: CsvFileOptions): { onRows: (rows: number) => void; end: (rows: number) => void } {
  const every = options.progressEvery ?? 10_000;
  if (!Number.isInteger(every) || every < 1) throw new CsvExportError('progressEvery must be a positive whole number');
  let next = every;
  let told: number | undefined;
  const tell = (rows: number) => {
    told = rows;
    options.onProgress?.(rows);
  };
  return {
    onRows(rows) {
      if (rows < next) return;
      tell(rows);
      next = (Math.floor(rows / every) + 1) * every;
    },
    // The total, unless the last report already said it (an export of a whole multiple of `every` rows).
    end: (rows) => {
      if (rows !== told) tell(rows);
    },
  };
}

async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Not every platform can fsync a directory (Windows cannot); the file is in place.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** The stream holds the file handle until it closes; with autoClose off, destroy() lets go without closing the file. */
async function releaseStream(stream: WriteStream): Promise<void> {
  stream.destroy();
  if (!stream.closed) await once(stream, 'close');
}

async function writeToFile(chunks: CsvChunks, dest: FileDestination, progress: ReturnType<typeof progressReporter>, signal: AbortSignal | undefined): Promise<CsvExportResult> {
  await checkDestination(dest);
  const { tempPath, handle } = await createTempFile(dest);
  const stream = handle.createWriteStream({ autoClose: false, highWaterMark: STREAM_BUFFER_BYTES });
  // The pump collects the stream's errors; this listener only keeps a late one from crashing the process.
  stream.on('error', () => undefined);
  const writeback = fileWriteback(handle);
  let finishing = false; // once every row is handed over, any error is the file's
  try {
    const pumped = await pumpChunks(chunks, stream, { onRows: progress.onRows, onBytes: writeback.handed, ...(signal !== undefined && { signal }) });
    finishing = true;
    if (pumped.readerClosed) throw Object.assign(new Error('the file stream closed'), { code: 'EPIPE' });
    stream.end();
    await once(stream, 'finish');
    await writeback.settle();
    await handle.sync();
    await releaseStream(stream);
    await handle.close();
    finishing = false;
    await commitTempFile(dest, tempPath);
    await syncFolder(dest.folder);
    progress.end(pumped.rowsWritten);
    return { outPath: dest.path, rowsWritten: pumped.rowsWritten, bytesWritten: pumped.bytesWritten };
  } catch (error) {
    await writeback.settle().catch(() => undefined);
    await releaseStream(stream).catch(() => undefined);
    await handle.close().catch(() => undefined);
    await unlink(tempPath).catch(() => undefined);
    if (error instanceof StreamFailure) throw writeFailure(dest.given, error.cause, `; ${dest.given} was left as it was`);
    if (finishing) throw writeFailure(dest.given, error, `; ${dest.given} was left as it was`);
    throw error; // the source's own errors, the abort and CsvExportErrors pass through
  }
}

async function writeToStream(chunks: CsvChunks, options: CsvFileOptions & { stream: Writable }, progress: ReturnType<typeof progressReporter>): Promise<CsvExportResult> {
  let pumped: PumpResult;
  try {
    pumped = await pumpChunks(chunks, options.stream, { onRows: progress.onRows, ...(options.signal !== undefined && { signal: options.signal }) });
  } catch (error) {
    if (error instanceof StreamFailure) throw writeFailure(options.streamName ?? 'standard output', error.cause, '');
    throw error;
  }
  progress.end(pumped.rowsWritten);
  const result = { outPath: '-', rowsWritten: pumped.rowsWritten, bytesWritten: pumped.bytesWritten };
  return pumped.readerClosed ? { ...result, stopped: READER_CLOSED } : result;
}

/** Writes `rows` as CSV (header row, CRLF, RFC 4180 quoting) to `options.outPath` or `options.stream`. */
export function writeCsvFile<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[], options: CsvFileOptions): Promise<CsvExportResult> {
  return writeCsvChunks((prefix) => chunksOf(rows, columns, prefix), options);
}

/**
 * Writes CSV already encoded in chunks (the header in the first) to `options.outPath` or
 * `options.stream`. `chunks` is called once, with the text that must start the file (the
 * BOM or nothing), and only after the options and the destination's name are checked.
 */
export async function writeCsvChunks(chunks: (prefix: string) => CsvChunks, options: CsvFileOptions): Promise<CsvExportResult> {
  const progress = progressReporter(options);
  const { stream } = options;
  if (stream !== undefined && options.outPath !== undefined && options.outPath !== '-') {
    throw new CsvExportError(`Give either a file (outPath ${options.outPath}) or a stream, not both.`);
  }
  const dest = stream === undefined ? fileDestination(options.outPath, options.overwrite === true) : undefined;
  options.signal?.throwIfAborted();
  const encoded = chunks(options.bom === true ? BOM : '');
  if (dest !== undefined) return writeToFile(encoded, dest, progress, options.signal);
  return writeToStream(encoded, { ...options, stream: stream as Writable }, progress);
}
