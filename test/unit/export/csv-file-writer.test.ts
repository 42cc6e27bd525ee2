// Failure handling and back-pressure of the CSV writer: a failed or aborted export
// leaves no file at the destination (an existing one untouched) and no temporary file,
// and a path it cannot write is a CsvExportError naming the path given.
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CsvExportError, exportLedgerCsv, textCell, writeCsvFile } from '../../../electron/export';
import type { CsvColumn, CsvExportSource } from '../../../electron/export';
import { ledgerTx, tempCache, tempDir } from '../cache/cache-fixtures';
import { runsAsRoot, runWriterChild } from './run-writer-child';

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
    await expect(writeCsvFile(numbers(40_000), cells, { outPath, overwrite: true })).rejects.toThrow('bad row');
    expect(readFileSync(outPath, 'utf8')).toBe('previous export\r\n');
    expect(readdirSync(dir)).toEqual(['report.csv']);
  });

  it('replaces an existing file only once the new one is complete', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'report.csv');
    writeFileSync(outPath, 'old');
    await writeCsvFile(numbers(3), COLUMNS, { outPath, overwrite: true });
    expect(readFileSync(outPath, 'utf8').split('\r\n')[0]).toBe('n,text');
    expect(readdirSync(dir)).toEqual(['report.csv']);
  });

  it('refuses a folder at the destination before writing anything', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'taken');
    mkdirSync(outPath);
    const refused = await writeCsvFile(numbers(1000), COLUMNS, { outPath, overwrite: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CsvExportError);
    expect(refused).toMatchObject({ code: 'is_folder', inputToFix: true, message: `Cannot write ${outPath}: ${outPath} is a folder: give a file name.` });
    expect(readdirSync(dir)).toEqual(['taken']);
  });

  it('names the missing folder, never the temporary file, when the folder does not exist', async () => {
    const dir = tempDir();
    const given = join(dir, 'missing', 'out.csv');
    const refused = await writeCsvFile(numbers(10), COLUMNS, { outPath: given }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CsvExportError);
    expect(refused).toMatchObject({ code: 'folder_missing', inputToFix: true });
    expect((refused as Error).message).toBe(`Cannot write ${given}: the folder ${join(dir, 'missing')} does not exist; create it first or give another path.`);
    expect((refused as Error).message).not.toMatch(/partial|ENOENT/);
    expect(readdirSync(dir)).toEqual([]);
  });

  // Root ignores folder permissions (and CI runs as root): then the export runs in a
  // child process as the unprivileged user `nobody`, so this case runs everywhere.
  it(`refuses a folder it may not write in, naming it (${runsAsRoot ? 'as nobody, in a child process' : 'in a 0555 folder'})`, async () => {
    const dir = tempDir();
    const readOnly = join(dir, 'ro');
    mkdirSync(readOnly);
    chmodSync(dir, 0o755);
    chmodSync(readOnly, 0o555);
    try {
      const given = join(readOnly, 'out.csv');
      const run = await runWriterChild({ rows: 10, outPath: given }, { unprivileged: true });
      expect(run.report?.error, run.stderr).toEqual({
        name: 'CsvExportError',
        code: 'no_permission',
        message: `Cannot write ${given}: no permission to write in ${readOnly}; give a path in a folder you can write to.`,
      });
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
