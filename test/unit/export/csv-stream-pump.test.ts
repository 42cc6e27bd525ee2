// The pump into a stream that writes synchronously (a pipe on Linux: `--out - | head`):
// such a stream calls back on the next tick, so a pump that never waits would hand it
// the whole export before the first callback runs, all of it held in memory meanwhile.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pumpChunks } from '../../../electron/export/csv-stream-pump';
import type { CsvChunk } from '../../../electron/export/csv-stream-pump';

function* chunks(count: number): Generator<CsvChunk> {
  for (let i = 0; i < count; i += 1) yield { text: `${'x'.repeat(1000)}\r\n`, rows: 1 };
}

describe('pumpChunks into a stream that writes synchronously', () => {
  it('lets the stream call back before handing it more than a few chunks, and writes every chunk', async () => {
    let handed = 0;
    let handedWhenFirstTickRan: number | undefined;
    const out = new Writable({
      highWaterMark: 1024 * 1024, // never asks the pump to wait
      write(_chunk: Buffer, _encoding, callback) {
        handed += 1;
        if (handed === 1) process.nextTick(() => (handedWhenFirstTickRan = handed));
        callback(); // synchronous, as a pipe's write on Linux
      },
    });
    const result = await pumpChunks(chunks(200), out);
    expect(result).toEqual({ rowsWritten: 200, bytesWritten: 200 * 1002, readerClosed: false });
    expect(handed).toBe(200);
    expect(handedWhenFirstTickRan).toBeLessThanOrEqual(3);
  });

  it('tells the bytes handed so far after each chunk', async () => {
    const out = new Writable({ write: (_chunk: Buffer, _encoding, callback) => callback() });
    const handed: number[] = [];
    await pumpChunks(chunks(3), out, { onBytes: (bytes) => handed.push(bytes) });
    expect(handed).toEqual([1002, 2004, 3006]);
  });
});
