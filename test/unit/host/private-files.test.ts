// The app's files are created 0600 whatever the umask: a SQLite file exists 0600 (empty,
// which SQLite reads as a new database) before SQLite ever opens it, and the
// environments file is written 0600 before it is renamed into place.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveProfileUrl } from '../../../electron/host/environment-profiles';
import { preparePrivateSqliteFile, tightenSqliteFiles } from '../../../electron/sqlite/private-files';

const work = mkdtempSync(join(tmpdir(), 'private-files-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const mode = (path: string) => statSync(path).mode & 0o777;

let umask: number;
beforeEach(() => {
  umask = process.umask(0o000); // files would be 0666 by default
});
afterEach(() => {
  process.umask(umask);
});

describe('private files', () => {
  it('a new SQLite file is created empty and 0600 before it is opened, and opens as a database', () => {
    const path = join(work, 'new.sqlite');
    preparePrivateSqliteFile(path);
    expect(mode(path)).toBe(0o600);
    expect(statSync(path).size).toBe(0);
    const db = new Database(path);
    try {
      expect(db.pragma('journal_mode = WAL', { simple: true })).toBe('wal');
      db.exec('CREATE TABLE t (x)');
      expect(mode(`${path}-wal`)).toBe(0o600); // SQLite gives -wal and -shm the database's mode
      expect(mode(`${path}-shm`)).toBe(0o600);
    } finally {
      db.close();
    }
  });

  it('an existing file, -wal and -shm are tightened, their content untouched; a folder is left alone', () => {
    const path = join(work, 'loose.sqlite');
    for (const suffix of ['', '-wal', '-shm']) writeFileSync(path + suffix, `content${suffix}`, { mode: 0o644 });
    preparePrivateSqliteFile(path);
    for (const suffix of ['', '-wal', '-shm']) {
      expect(mode(path + suffix)).toBe(0o600);
      expect(readFileSync(path + suffix, 'utf8')).toBe(`content${suffix}`);
    }
    tightenSqliteFiles(work); // a folder: not chmodded to 0600
    expect(mode(work)).toBe(0o700);
  });

  it('environments.json is written 0600', () => {
    const dataDir = join(work, 'data');
    saveProfileUrl({ root: dataDir }, 'production', 'https://api.example.com/v1');
    expect(mode(join(dataDir, 'environments.json'))).toBe(0o600);
    expect(mode(dataDir)).toBe(0o700);
  });
});
