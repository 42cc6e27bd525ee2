// The data directory's id names its keychain entries: made once (0600, never replaced),
// read back the same by every later call, and it records whether the data directory was
// used before keys were scoped (only then may it copy the keys data directories shared).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCache } from '../../../electron/cache';
import { dataDirectoryIdentity, DataDirectoryIdError } from '../../../electron/host';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dd-id-'));
  made.push(dir);
  return dir;
}

describe('the data directory id', () => {
  it('is made once, 0600, and read back the same', () => {
    const root = path.join(tempRoot(), 'new');
    const first = dataDirectoryIdentity({ root });
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
    expect(first.existedBeforeScopedKeys).toBe(false);
    const file = path.join(root, 'data-directory-id');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const bytes = readFileSync(file);
    expect(dataDirectoryIdentity({ root })).toEqual(first);
    expect(readFileSync(file)).toEqual(bytes);
    // No temporary file is left behind.
    expect(readFileSync(file, 'utf8')).toContain(first.id);
  });

  it('differs between data directories', () => {
    expect(dataDirectoryIdentity({ root: tempRoot() }).id).not.toBe(dataDirectoryIdentity({ root: tempRoot() }).id);
  });

  it('says the data directory was used before when it holds a cache under the name every cache had then', () => {
    const root = tempRoot();
    openCache({ dataDir: root, environment: 'sandbox' }).close();
    expect(dataDirectoryIdentity({ root }).existedBeforeScopedKeys).toBe(true);
  });

  it('does not count folders or an environments file alone (this version makes those before any key)', () => {
    const root = tempRoot();
    mkdirSync(path.join(root, 'production'));
    writeFileSync(path.join(root, 'environments.json'), '{}\n');
    expect(dataDirectoryIdentity({ root }).existedBeforeScopedKeys).toBe(false);
  });

  it('refuses a damaged id file, saying what it is for, and never replaces it', () => {
    const root = tempRoot();
    writeFileSync(path.join(root, 'data-directory-id'), 'not json');
    expect(() => dataDirectoryIdentity({ root })).toThrow(DataDirectoryIdError);
    expect(() => dataDirectoryIdentity({ root })).toThrow(/names this data directory's keys in the OS keychain: restore it from a backup/);
    expect(readFileSync(path.join(root, 'data-directory-id'), 'utf8')).toBe('not json');
  });
});
