// Streams rows into a CSV file without ever leaving half a file at the destination:
// rows go to a temporary file in the same directory (same file system, so the final
// rename is atomic), with back-pressure (a write that returns false waits for
// 'drain'), then the file is fsynced and renamed into place, and the directory is
// fsynced. On any failure (the source throws, the disk fills, the caller aborts) the
// temporary file is removed and the destination is left as it was.
import { randomBytes } from 'node:crypto';
import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import { open, rename, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { csvRecord, headerRecord } from './csv-cells';

export interface CsvColumn<T> {
  readonly header: string;
  /** The encoded cell (csv-cells.ts) for one row. */
  readonly cell: (row: T) => string;
}

export interface CsvFileOptions {
  /** Destination; replaced only when the whole file is written. */
  readonly outPath: string;
  /** Start with a UTF-8 byte order mark, so that Excel reads the file as UTF-8. Default false. */
  readonly bom?: boolean;
  /** Called with the number of rows written so far, every `progressEvery` rows and once at the end. */
  readonly onProgress?: (rowsWritten: number) => void;
  /** Default 10000. */
  readonly progressEvery?: number;
  /** Aborting stops the export and removes the temporary file. */
  readonly signal?: AbortSignal;
}

export interface CsvExportResult {
  readonly outPath: string;
  readonly rowsWritten: number;
  readonly bytesWritten: number;
}

export class CsvExportError extends Error {
  override readonly name = 'CsvExportError';
}

const CHUNK_CHARS = 64 * 1024;
/** Bytes the stream may buffer before write() says wait: a few chunks, so rows keep being built while one is written. */
const STREAM_BUFFER_BYTES = 256 * 1024;
const BOM = '\uFEFF';

interface Chunk {
  readonly text: string;
  readonly rows: number;
}

/** Records grouped into chunks of about 64 KiB, so the file gets few large writes. */
function* chunksOf<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[], prefix: string): Generator<Chunk> {
  let parts: string[] = [prefix + headerRecord(columns.map((c) => c.header))];
  let size = 0;
  let count = 0;
  const cells = new Array<string>(columns.length);
  for (const row of rows) {
    for (let i = 0; i < columns.length; i += 1) cells[i] = (columns[i] as CsvColumn<T>).cell(row);
    const record = csvRecord(cells);
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
  yield { text: parts.join(''), rows: count };
}

async function syncDirectory(directory: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(directory, 'r');
    await handle.sync();
  } catch {
    // Not every platform can fsync a directory (Windows cannot); the rename still happened.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** The stream holds the file handle until it closes; with autoClose off, destroy() lets go without closing the file. */
async function releaseStream(stream: WriteStream): Promise<void> {
  stream.destroy();
  if (!stream.closed) await once(stream, 'close');
}

export async function writeCsvFile<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[], options: CsvFileOptions): Promise<CsvExportResult> {
  const outPath = resolve(options.outPath);
  const progressEvery = options.progressEvery ?? 10_000;
  if (!Number.isInteger(progressEvery) || progressEvery < 1) throw new CsvExportError('progressEvery must be a positive whole number');
  options.signal?.throwIfAborted();
  const tempPath = join(dirname(outPath), `.${basename(outPath)}.${randomBytes(6).toString('hex')}.partial`);
  const handle = await open(tempPath, 'wx');
  const stream = handle.createWriteStream({ autoClose: false, highWaterMark: STREAM_BUFFER_BYTES });
  // Errors reject the `once(...)` being awaited; this listener only keeps a late one from crashing the process.
  stream.on('error', () => undefined);
  let rowsWritten = 0;
  let nextProgress = progressEvery;
  try {
    for (const chunk of chunksOf(rows, columns, options.bom === true ? BOM : '')) {
      options.signal?.throwIfAborted();
      if (!stream.write(chunk.text)) await once(stream, 'drain', options.signal ? { signal: options.signal } : {});
      rowsWritten += chunk.rows;
      if (rowsWritten >= nextProgress) {
        options.onProgress?.(rowsWritten);
        nextProgress = (Math.floor(rowsWritten / progressEvery) + 1) * progressEvery;
      }
    }
    stream.end();
    await once(stream, 'finish');
    const bytesWritten = stream.bytesWritten;
    await handle.sync();
    await releaseStream(stream);
    await handle.close();
    await rename(tempPath, outPath);
    await syncDirectory(dirname(outPath));
    options.onProgress?.(rowsWritten);
    return { outPath, rowsWritten, bytesWritten };
  } catch (error) {
    await releaseStream(stream).catch(() => undefined);
    await handle.close().catch(() => undefined);
    await unlink(tempPath).catch(() => undefined);
    throw error;
  }
}
