// Failure handling and back-pressure of the CSV writer: a failed or aborted export
// leaves no file at the destination (an existing one untouched) and no temporary file.
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { exportLedgerCsv, textCell, writeCsvFile } from '../../../electron/export';
import type { CsvColumn, CsvExportSource } from '../../../electron/export';
import { ledgerTx, tempCache, tempDir } from '../cache/cache-fixtures';

const COLUMNS: CsvColumn<number>[] = [
  { header: 'n', cell: (n) => String(n) },
  { header: 'text', cell: (n) => textCell(`row ${n} with some padding to make it longer`) },
];

function* numbers(count: number, onPull?: (n: number) => void): Generator<number> {
  for (let n = 0; n < count; n += 1) {
    onPull?.(n);
    yield n;
  }
}

describe('writeCsvFile', () => {
  it('removes the temporary file and leaves no file when the source fails midway', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'out.csv');
    function* failing(): Generator<number> {
      yield* numbers(50_000);
      throw new Error('disk read failed');
    }
    await expect(writeCsvFile(failing(), COLUMNS, { outPath })).rejects.toThrow('disk read failed');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps an existing file untouched when an export to its path fails', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'report.csv');
    writeFileSync(outPath, 'previous export\r\n');
    const cells: CsvColumn<number>[] = [{ header: 'n', cell: (n) => (n === 30_000 ? (() => { throw new Error('bad row'); })() : String(n)) }];
    await expect(writeCsvFile(numbers(40_000), cells, { outPath })).rejects.toThrow('bad row');
    expect(readFileSync(outPath, 'utf8')).toBe('previous export\r\n');
    expect(readdirSync(dir)).toEqual(['report.csv']);
  });

  it('replaces an existing file only once the new one is complete', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'report.csv');
    writeFileSync(outPath, 'old');
    await writeCsvFile(numbers(3), COLUMNS, { outPath });
    expect(readFileSync(outPath, 'utf8').split('\r\n')[0]).toBe('n,text');
    expect(readdirSync(dir)).toEqual(['report.csv']);
  });

  it('cleans up when the final rename fails (the destination is a directory)', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'taken');
    mkdirSync(outPath);
    await expect(writeCsvFile(numbers(1000), COLUMNS, { outPath })).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
  });

  it('fails cleanly when the directory does not exist', async () => {
    const dir = tempDir();
    await expect(writeCsvFile(numbers(10), COLUMNS, { outPath: join(dir, 'missing', 'out.csv') })).rejects.toThrow(/ENOENT/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.skipIf(process.getuid?.() === 0)('fails cleanly in a read-only directory', async () => {
    const dir = tempDir();
    const readOnly = join(dir, 'ro');
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o500);
    try {
      await expect(writeCsvFile(numbers(10), COLUMNS, { outPath: join(readOnly, 'out.csv') })).rejects.toThrow(/EACCES/);
      expect(readdirSync(readOnly)).toEqual([]);
    } finally {
      chmodSync(readOnly, 0o700);
    }
  });

  it('stops on abort and removes the temporary file', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'aborted.csv');
    const controller = new AbortController();
    const onProgress = (n: number) => {
      if (n >= 20_000) controller.abort();
    };
    await expect(writeCsvFile(numbers(500_000), COLUMNS, { outPath, signal: controller.signal, onProgress, progressEvery: 10_000 })).rejects.toThrow(/abort/i);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('waits for the file to drain instead of reading the whole source into memory', async () => {
    const dir = tempDir();
    let pulled = 0;
    const total = 300_000; // about 17 MB of CSV
    const done = writeCsvFile(numbers(total, (n) => (pulled = n + 1)), COLUMNS, { outPath: join(dir, 'big.csv') });
    while (pulled === 0) await nextTurn(); // the temporary file is being opened
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    // Without back-pressure the whole source would be read in the first turn.
    expect(pulled).toBeLessThan(total / 10);
    const result = await done;
    expect(result.rowsWritten).toBe(total);
    expect(pulled).toBe(total);
  });

  it('a failing read snapshot is closed, and the main cache stays usable', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(Array.from({ length: 3000 }, (_, i) => ledgerTx(i)));
    let closed = false;
    const source: CsvExportSource = {
      openReadSnapshot() {
        const snapshot = cache.openReadSnapshot();
        return {
          ...snapshot,
          *iterateLedgerFlat(filters) {
            let n = 0;
            for (const row of snapshot.iterateLedgerFlat(filters)) {
              if (++n === 2000) throw new Error('snapshot read failed');
              yield row;
            }
          },
          close() {
            closed = true;
            snapshot.close();
          },
        };
      },
    };
    const dir = tempDir();
    await expect(exportLedgerCsv(source, { outPath: join(dir, 'ledger.csv') })).rejects.toThrow('snapshot read failed');
    expect(closed).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(join(dir, 'ledger.csv'))).toBe(false);
    cache.ledgerTransactions.upsertMany([ledgerTx(5000)]);
    expect(cache.ledgerTransactions.count()).toBe(3001);
  });
});
