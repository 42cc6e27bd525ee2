// Where an export may write: a new file (created 0600) in an existing folder, or an
// existing regular file the caller asked to replace. A device, a named pipe, a socket,
// a symbolic link or a folder is refused and left exactly as it was; every refusal is a
// CsvExportError with a stable code naming the path the person gave.
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CsvExportError, textCell, writeCsvFile } from '../../../electron/export';
import type { CsvColumn, CsvExportErrorCode } from '../../../electron/export';
import { tempDir } from '../cache/cache-fixtures';

const COLUMNS: CsvColumn<number>[] = [{ header: 'n', cell: (n) => textCell(String(n)) }];
const rows = (count: number) => Array.from({ length: count }, (_, i) => i);

async function refusal(outPath: string, options: { overwrite?: boolean } = {}): Promise<CsvExportError> {
  const error = await writeCsvFile(rows(5), COLUMNS, { outPath, ...options }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CsvExportError);
  return error as CsvExportError;
}

function expectRefused(error: CsvExportError, code: CsvExportErrorCode, message: string): void {
  expect({ code: error.code, inputToFix: error.inputToFix, message: error.messageFor('cli') }).toEqual({ code, inputToFix: true, message });
  // The window names no option of the CLI.
  expect(error.messageFor('window')).not.toMatch(/`|--/);
}

describe('export destinations', () => {
  it('refuses a device even when told to overwrite, and leaves it a device', async () => {
    const error = await refusal('/dev/full', { overwrite: true });
    expectRefused(error, 'not_a_file', 'Cannot write /dev/full: /dev/full is a device, not a regular file, and is never replaced. Give the path of a new or regular file (`--out -` writes to standard output).');
    expect(lstatSync('/dev/full').isCharacterDevice()).toBe(true);
  });

  it('refuses /dev/stdout (a symbolic link) and leaves the link alone', async () => {
    const before = readlinkSync('/dev/stdout');
    const error = await refusal('/dev/stdout', { overwrite: true });
    expect(error.code).toBe('not_a_file');
    expect(error.message).toContain('/dev/stdout is a symbolic link, not a regular file');
    expect(readlinkSync('/dev/stdout')).toBe(before);
  });

  it('refuses a symbolic link to a regular file, leaving both untouched', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'target.csv'), 'kept');
    symlinkSync(join(dir, 'target.csv'), join(dir, 'link.csv'));
    const error = await refusal(join(dir, 'link.csv'), { overwrite: true });
    expect(error.code).toBe('not_a_file');
    expect(lstatSync(join(dir, 'link.csv')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'target.csv'), 'utf8')).toBe('kept');
    expect(readdirSync(dir).sort()).toEqual(['link.csv', 'target.csv']);
  });

  it('refuses a named pipe without opening it (an open would wait for a reader)', async () => {
    const dir = tempDir();
    const fifo = join(dir, 'pipe');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const error = await refusal(fifo, { overwrite: true });
    expectRefused(error, 'not_a_file', `Cannot write ${fifo}: ${fifo} is a named pipe, not a regular file, and is never replaced. Give the path of a new or regular file (\`--out -\` writes to standard output).`);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(readdirSync(dir)).toEqual(['pipe']);
  });

  it('refuses a socket', async () => {
    const dir = tempDir();
    const path = join(dir, 'sock');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(path, resolve));
    try {
      const error = await refusal(path, { overwrite: true });
      expect(error.code).toBe('not_a_file');
      expect(error.message).toContain(`${path} is a socket`);
      expect(lstatSync(path).isSocket()).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses to replace an existing file unless told to', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'report.csv');
    writeFileSync(outPath, 'previous export');
    expectRefused(await refusal(outPath), 'exists', `Cannot write ${outPath}: ${outPath} exists. Pass \`--force\` to replace it.`);
    expect(readFileSync(outPath, 'utf8')).toBe('previous export');
    expect(readdirSync(dir)).toEqual(['report.csv']);
    await writeCsvFile(rows(2), COLUMNS, { outPath, overwrite: true });
    expect(readFileSync(outPath, 'utf8')).toBe('n\r\n0\r\n1\r\n');
  });

  it('does not replace a file that appeared while the export ran', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'race.csv');
    let raced = false;
    const onProgress = () => {
      if (!raced) writeFileSync(outPath, 'written by someone else'); // the first report comes before the file is put in place
      raced = true;
    };
    const error = await writeCsvFile(rows(30), COLUMNS, { outPath, onProgress, progressEvery: 10 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'exists', message: `Cannot write ${outPath}: ${outPath} appeared while the export ran.` });
    expect((error as CsvExportError).messageFor('cli')).toBe(`Cannot write ${outPath}: ${outPath} appeared while the export ran. Pass \`--force\` to replace it.`);
    expect(readFileSync(outPath, 'utf8')).toBe('written by someone else');
    expect(readdirSync(dir)).toEqual(['race.csv']);
  });

  it('creates new files readable by their owner only (0600)', async () => {
    const dir = tempDir();
    const outPath = join(dir, 'bank.csv');
    const previous = process.umask(0);
    try {
      await writeCsvFile(rows(3), COLUMNS, { outPath });
    } finally {
      process.umask(previous);
    }
    expect(statSync(outPath).mode & 0o777).toBe(0o600);
  });

  it('asks for a file name when the path is empty or names a folder', async () => {
    expectRefused(await refusal(''), 'no_file_name', 'No file name given. `--out` needs a file name (or - for standard output).');
    expect((await refusal('   ')).code).toBe('no_file_name');
    const dir = tempDir();
    expectRefused(await refusal(`${dir}/new/`), 'is_folder', `Cannot write ${dir}/new/: ${dir}/new/ names a folder: give a file name.`);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the file in the way when part of the path is a file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'plain'), 'x');
    const given = join(dir, 'plain', 'sub', 'out.csv');
    expectRefused(await refusal(given), 'not_a_folder', `Cannot write ${given}: ${join(dir, 'plain')} is a file, not a folder.`);
  });

  it('refuses a folder that takes no files (/proc/1), even as root', async () => {
    expectRefused(await refusal('/proc/1/out.csv'), 'no_permission', 'Cannot write /proc/1/out.csv: files cannot be created in /proc/1 (it is not an ordinary folder); give a path in a folder you can write to.');
  });

  it('refuses "-" without a stream, and a path together with a stream', async () => {
    expect((await refusal('-')).code).toBe('invalid_options');
    const dir = tempDir();
    mkdirSync(join(dir, 'x'));
    const both = await writeCsvFile(rows(1), COLUMNS, { outPath: join(dir, 'x', 'a.csv'), stream: process.stderr }).catch((e: unknown) => e);
    expect(both).toMatchObject({ code: 'invalid_options' });
    expect(readdirSync(join(dir, 'x'))).toEqual([]);
  });
});
