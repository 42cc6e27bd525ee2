// When an environment's cache was last synced, read from its file WITHOUT opening it as
// the app's cache: for the settings screen's status of the environment the app is not
// working in. Nothing is created: no file (an environment never used has no cache and
// answers null), no folder, no migration. The file is opened with `query_only` (never
// written), and closed at once; as the last connection, SQLite removes the -wal and -shm
// files it made for the read (a read-only connection would leave them behind).
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Environment } from '../../shared/schemas';
import { sqliteDamage } from '../sqlite/sqlite-damage';
import { META_KEYS } from './cache-meta';
import { cachePath } from './open-cache';
import type { CachedResource } from './repositories/sync-state';

/**
 * The latest `lastSyncedAt` of a resource in the cache file of `environment` (and of
 * `server`, the profile's base URL, as openCache names it), or null:
 * no file, a file of another environment, never synced, or a damaged file (opening the
 * environment reports the damage).
 */
export function lastSyncedAtInCacheFile(dataDir: string, environment: Environment, resource: CachedResource, server?: string | null): string | null {
  let path = cachePath(dataDir, environment, server);
  // Not opened since caches were kept per server: the one cache file of before is the one openCache would take over.
  if (!existsSync(path) && typeof server === 'string') path = cachePath(dataDir, environment);
  if (!existsSync(path)) return null;
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { fileMustExist: true });
    db.pragma('query_only = 1');
    db.pragma('busy_timeout = 2000');
    const hasTables = db.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('cache_meta', 'sync_state')").pluck().get() === 2;
    if (!hasTables) return null;
    const owner = db.prepare('SELECT value FROM cache_meta WHERE key = ?').pluck().get(META_KEYS.environment);
    if (owner !== environment) return null;
    const latest = db.prepare('SELECT max(last_synced_at) FROM sync_state WHERE resource = ?').pluck().get(resource);
    return typeof latest === 'string' ? latest : null;
  } catch (error) {
    if (sqliteDamage(error) !== undefined) return null;
    throw error;
  } finally {
    db?.close();
  }
}
