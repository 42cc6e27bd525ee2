// Exports to a caller's stream (standard output for `--out -`): the same bytes as a
// file, back-pressure kept, a closed pipe ends the export quietly, a full disk or a
// destroyed stream is a CsvExportError that is a failure (not an input to fix).
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CsvExportError, textCell, writeCsvFile } from '../../../electron/export';
import type { CsvColumn } from '../../../electron/export';
import { tempDir } from '../cache/cache-fixtures';
import { runWriterChild } from './run-writer-child';

const COLUMNS: CsvColumn<number>[] = [
  { header: 'n', cell: (n) => String(n) },
  { header: 'text', cell: (n) => textCell(`row ${n}, "quoted" and padded to make it longer`) },
];

function* numbers(count: number, onPull?: (n: number) => void): Generator<number> {
  for (let n = 0; n < count; n += 1) {
    onPull?.(n);
    yield n;
  }
}

/** A stream that keeps what it is given and takes each write only when `release()` is called. */
function heldStream(): { stream: Writable; received: () => string; release: () => void } {
  const parts: Buffer[] = [];
  let waiting: Array<() => void> = [];
  const stream = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      waiting.push(() => callback());
    },
  });
  return {
    stream,
    received: () => Buffer.concat(parts).toString('utf8'),
    release() {
      const now = waiting;
      waiting = [];
      for (const done of now) done();
    },
  };
}

describe('writeCsvFile to a stream', () => {
  it('writes the same bytes as a file, without ending the stream', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'file.csv');
    await writeCsvFile(numbers(5000), COLUMNS, { outPath, bom: true });
    const held = heldStream();
    const releasing = setInterval(held.release, 0);
    try {
      const result = await writeCsvFile(numbers(5000), COLUMNS, { stream: held.stream, bom: true });
      expect(result).toEqual({ outPath: '-', rowsWritten: 5000, bytesWritten: readFileSync(outPath).length });
    } finally {
      clearInterval(releasing);
    }
    expect(held.received()).toBe(readFileSync(outPath, 'utf8'));
    expect(held.stream.writableEnded).toBe(false);
  });

  it('holds the source while the reader is slow', async () => {
    const held = heldStream();
    let pulled = 0;
    const total = 200_000;
    const done = writeCsvFile(numbers(total, (n) => (pulled = n + 1)), COLUMNS, { stream: held.stream });
    for (let turn = 0; turn < 5; turn += 1) await nextTurn();
    // Nothing was taken by the reader yet: only what fits in its buffer may have been read.
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(total / 20);
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished) {
      held.release();
      await nextTurn();
    }
    expect((await done).rowsWritten).toBe(total);
    expect(held.received().split('\r\n').length).toBe(total + 2);
  });

  it('reports a full disk as a failure naming the stream', async () => {
    const full = createWriteStream('/dev/full');
    try {
      const error = await writeCsvFile(numbers(10), COLUMNS, { stream: full, streamName: 'standard output' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CsvExportError);
      expect(error).toMatchObject({ code: 'disk_full', inputToFix: false, message: 'Could not write standard output: the disk is full. Free some space and export again.' });
    } finally {
      full.destroy();
    }
  });

  it('reports a stream destroyed midway as a failure, not a success', async () => {
    const held = heldStream();
    const releasing = setInterval(held.release, 0);
    try {
      const onProgress = (n: number) => {
        if (n >= 2000) held.stream.destroy();
      };
      const error = await writeCsvFile(numbers(100_000), COLUMNS, { stream: held.stream, onProgress, progressEvery: 1000 }).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'CsvExportError', code: 'write_failed', inputToFix: false });
    } finally {
      clearInterval(releasing);
    }
  });

  it('stops on abort while waiting for the reader', async () => {
    const held = heldStream();
    const controller = new AbortController();
    const done = writeCsvFile(numbers(200_000), COLUMNS, { stream: held.stream, signal: controller.signal });
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    controller.abort();
    await expect(done).rejects.toThrow(/abort/i);
  });

  it('ends quietly when the reader of standard output closes the pipe (| head)', async () => {
    const total = 2_000_000;
    const run = await runWriterChild({ rows: total, stdout: true }, { closeAfterBytes: 64 * 1024 });
    expect(run.signal).toBeNull();
    expect(run.code, run.stderr).toBe(0);
    expect(run.report?.result?.stopped).toEqual({ code: 'reader_closed', message: 'the reader closed the pipe' });
    expect(run.report?.result?.rowsWritten).toBeLessThan(total);
    expect(run.stderr).not.toMatch(/EPIPE|Error/);
  });
});
