// Creating the data directory: one level at a time, 0700, never looping (Node's
// recursive mkdirSync spins forever on /proc/1/x), and every failure one
// DataDirectoryError naming the data directory and what is wrong. The cache, the journal
// and the environments file all go through it; those cases run in a child process that
// the parent kills if it ever hangs again.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryError, ensureDataDirectory } from '../../../electron/host';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-'));
  made.push(dir);
  return dir;
}

const runsAsRoot = process.getuid?.() === 0;

interface ChildError {
  name: string;
  code: string;
  inputToFix: boolean;
  dataDir: string;
  message: string;
  window?: string;
}

function openIn(dataDir: string, open: 'cache' | 'journal' | 'profiles', options: { unprivileged?: boolean } = {}): { ok?: true; error?: ChildError } {
  const drop = options.unprivileged === true && runsAsRoot ? { uid: 65534, gid: 65534 } : {};
  // The kill after a minute only guards against a hang; the assertions are on what the child prints.
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/unit/host/data-dir-child.ts', JSON.stringify({ dataDir, open })], {
    cwd: process.cwd(), encoding: 'utf8', timeout: 60_000, killSignal: 'SIGKILL', ...drop,
  });
  expect(run.signal, `the child hung or died: ${run.stderr}`).toBeNull();
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { ok?: true; error?: ChildError };
}

function refusal(run: () => unknown): DataDirectoryError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DataDirectoryError);
    return error as DataDirectoryError;
  }
  throw new Error('expected a DataDirectoryError');
}

describe('the data directory', () => {
  it.each(['cache', 'journal', 'profiles'] as const)('refuses /proc/1 at once when opening the %s, naming it', (open) => {
    const { error } = openIn('/proc/1', open);
    expect(error).toEqual({
      name: 'DataDirectoryError',
      code: open === 'profiles' ? 'no_permission' : 'cannot_create',
      inputToFix: true,
      dataDir: '/proc/1',
      message: `The data directory /proc/1 cannot be used: ${open === 'profiles' ? 'no permission to write in /proc/1' : 'folders cannot be created in /proc/1 (it is not an ordinary folder)'}. Choose another data directory (\`--data-dir\` or \`TREASURY_DATA_DIR\`) or fix its permissions.`,
      // The window names no command-line option: it says what to do in words.
      window: `The data directory /proc/1 cannot be used: ${open === 'profiles' ? 'no permission to write in /proc/1' : 'folders cannot be created in /proc/1 (it is not an ordinary folder)'}. Fix its permissions, or quit the app and start it with another data directory.`,
    });
  });

  it('refuses a path under a regular file, naming the file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), 'x');
    const dataDir = join(dir, 'notes.txt', 'treasury');
    const { error } = openIn(dataDir, 'cache');
    expect(error).toMatchObject({ name: 'DataDirectoryError', code: 'not_a_folder', dataDir });
    expect(error?.message).toBe(`The data directory ${dataDir} cannot be used: ${join(dir, 'notes.txt')} is a file, not a folder. Choose another data directory (\`--data-dir\` or \`TREASURY_DATA_DIR\`) or fix its permissions.`);
    const asFile = refusal(() => ensureDataDirectory(join(dir, 'notes.txt'), 'sandbox'));
    expect(asFile.code).toBe('not_a_folder');
  });

  it(`refuses a folder it may not create folders in (${runsAsRoot ? 'as nobody, in a child process' : 'a 0555 folder'})`, () => {
    const dir = tempDir();
    const locked = join(dir, 'locked');
    mkdirSync(locked);
    chmodSync(dir, 0o755);
    chmodSync(locked, 0o555);
    const dataDir = join(locked, 'treasury');
    const { error } = openIn(dataDir, 'journal', { unprivileged: true });
    expect(error).toMatchObject({ name: 'DataDirectoryError', code: 'no_permission', inputToFix: true, dataDir });
    expect(error?.message).toContain(`no permission to create folders in ${locked}`);
    expect(readdirSync(locked)).toEqual([]);
  });

  it('creates every missing level 0700 and returns the folder', () => {
    const dir = tempDir();
    const previous = process.umask(0);
    let made: string;
    try {
      made = ensureDataDirectory(join(dir, 'a', 'b'), 'sandbox');
    } finally {
      process.umask(previous);
    }
    expect(made).toBe(join(dir, 'a', 'b', 'sandbox'));
    for (const level of [join(dir, 'a'), join(dir, 'a', 'b'), made]) expect(statSync(level).mode & 0o777).toBe(0o700);
    expect(ensureDataDirectory(join(dir, 'a', 'b'), 'sandbox')).toBe(made); // already there: nothing to do
  });

  it('asks for a path when the data directory is empty', () => {
    const empty = refusal(() => ensureDataDirectory(' '));
    expect(empty.messageFor('cli')).toBe('The data directory is empty. Give the path of a folder (`--data-dir` or `TREASURY_DATA_DIR`).');
    expect(empty.messageFor('window')).toBe('The data directory is empty. Quit the app and start it with the path of a folder as its data directory.');
  });
});
