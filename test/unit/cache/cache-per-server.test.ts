// One cache file per server: a file records the server it holds the data of and is never
// opened as another's; a cache kept before caches were per server becomes the cache of
// the first server opened with it.
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cachePath, openCache } from '../../../electron/cache';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cache-server-'));
  made.push(dir);
  return dir;
}
const ONE = 'https://one.example.com/v1';
const TWO = 'https://two.example.com/v1';

describe('the cache of a server', () => {
  it('is a file of its own, named by a hash of the server, that records it', () => {
    const dataDir = tempDir();
    const one = openCache({ dataDir, environment: 'production', server: ONE });
    expect(path.basename(one.path)).toMatch(/^cache-[0-9a-f]{16}\.sqlite$/);
    expect(one.path).toBe(cachePath(dataDir, 'production', ONE));
    one.close();
    const two = openCache({ dataDir, environment: 'production', server: TWO });
    expect(two.path).not.toBe(cachePath(dataDir, 'production', ONE));
    two.close();
    const db = new Database(cachePath(dataDir, 'production', ONE), { readonly: true });
    expect(db.prepare("SELECT value FROM cache_meta WHERE key = 'server'").pluck().get()).toBe(ONE);
    db.close();
    expect(path.basename(cachePath(dataDir, 'production', null))).toBe('cache-no-server.sqlite');
  });

  it('is never opened as another server\'s', () => {
    const dataDir = tempDir();
    openCache({ dataDir, environment: 'production', server: ONE }).close();
    // As if the files were swapped by hand.
    renameSync(cachePath(dataDir, 'production', ONE), cachePath(dataDir, 'production', TWO));
    expect(() => openCache({ dataDir, environment: 'production', server: TWO })).toThrow(/holds the data of the server https:\/\/one\.example\.com\/v1, not https:\/\/two\.example\.com\/v1/);
  });

  it('takes over the cache kept before caches were per server, once, for the first server opened', () => {
    const dataDir = tempDir();
    const legacy = openCache({ dataDir, environment: 'sandbox' });
    legacy.putSyncState({ resource: 'rails', scope: '', completed: true, lastSyncedAt: '2026-01-01T00:00:00.000Z' });
    legacy.close();
    const adopted = openCache({ dataDir, environment: 'sandbox', server: 'embedded' });
    expect(adopted.getSyncState('rails')?.lastSyncedAt).toBe('2026-01-01T00:00:00.000Z');
    adopted.close();
    expect(existsSync(cachePath(dataDir, 'sandbox'))).toBe(false);
    const other = openCache({ dataDir, environment: 'sandbox', server: 'http://127.0.0.1:4010/v1' });
    expect(other.getSyncState('rails')).toBeUndefined();
    other.close();
  });
});
