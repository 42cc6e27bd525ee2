// The background datasyncs of a file being written (file-writeback.ts): one after each
// stretch of bytes handed, never two at once, and a failed one fails the file.
import { open } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fileWriteback } from '../../../electron/export/file-writeback';
import { writeCsvFile } from '../../../electron/export';
import type { CsvColumn } from '../../../electron/export';
import { tempDir } from '../cache/cache-fixtures';

describe('fileWriteback', () => {
  it('starts a datasync once a stretch of bytes is handed, none while one is under way, and the file keeps every byte', async () => {
    const path = join(tempDir(), 'out.bin');
    const handle = await open(path, 'wx', 0o600);
    const datasync = vi.spyOn(handle, 'datasync');
    try {
      const writeback = fileWriteback(handle, 1000);
      let handed = 0;
      const write = async (bytes: number) => {
        await handle.write(Buffer.alloc(bytes, 0x61));
        handed += bytes;
        writeback.handed(handed);
      };
      await write(600);
      expect(datasync).toHaveBeenCalledTimes(0);
      await write(600); // 1,200 handed: the first stretch
      expect(datasync).toHaveBeenCalledTimes(1);
      await writeback.settle();
      await write(500); // 1,700: 500 since the last one
      expect(datasync).toHaveBeenCalledTimes(1);
      await write(500); // 2,200
      expect(datasync).toHaveBeenCalledTimes(2);
      writeback.handed(9000); // the second still under way
      expect(datasync).toHaveBeenCalledTimes(2);
      await writeback.settle();
    } finally {
      await handle.close();
    }
    expect(readFileSync(path).length).toBe(2200);
  });

  it('throws a failed datasync at settle, and starts none after it', async () => {
    const handle = await open(join(tempDir(), 'out.bin'), 'wx', 0o600);
    const failure = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    const datasync = vi.spyOn(handle, 'datasync').mockRejectedValueOnce(failure);
    try {
      const writeback = fileWriteback(handle, 10);
      writeback.handed(20);
      await expect(writeback.settle()).rejects.toBe(failure);
      writeback.handed(100);
      expect(datasync).toHaveBeenCalledTimes(1);
      await expect(writeback.settle()).rejects.toBe(failure);
    } finally {
      await handle.close();
    }
  });
});

describe('writeCsvFile with background datasyncs', () => {
  it('writes a file of several stretches whole (35 MB)', async () => {
    const outPath = join(tempDir(), 'big.csv');
    const line = 'y'.repeat(998);
    const columns: CsvColumn<number>[] = [{ header: 'n', cell: (n) => `${n}${line}` }];
    const rows = function* () {
      for (let n = 0; n < 35_000; n += 1) yield n;
    };
    const result = await writeCsvFile(rows(), columns, { outPath });
    const text = readFileSync(outPath, 'utf8');
    expect(result.rowsWritten).toBe(35_000);
    expect(result.bytesWritten).toBe(text.length);
    expect(text.length).toBeGreaterThan(35_000_000);
    expect(text.endsWith(`34999${line}\r\n`)).toBe(true);
  });
});
