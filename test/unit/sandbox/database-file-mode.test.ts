// The sandbox's database file holds test bank data beside the app's own files: its
// owner's only (0600), as they are, whatever the umask; an older looser file is tightened.
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME, openDatabase } from '../../../sandbox/store/open-database';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the sandbox database file', () => {
  it('is created 0600 with its -wal, and a 0644 one is tightened when opened', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-mode-'));
    dirs.push(dir);
    const previous = process.umask(0o022);
    try {
      const db = openDatabase(dir);
      db.exec('CREATE TABLE IF NOT EXISTS probe (x)');
      expect(modeOf(join(dir, DATABASE_FILE_NAME))).toBe(0o600);
      expect(modeOf(join(dir, `${DATABASE_FILE_NAME}-wal`))).toBe(0o600);
      db.close();
      chmodSync(join(dir, DATABASE_FILE_NAME), 0o644);
      openDatabase(dir).close();
      expect(modeOf(join(dir, DATABASE_FILE_NAME))).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });
});
