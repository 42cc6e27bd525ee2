// Applies numbered migrations in order. The schema version is SQLite's `user_version`
// (0 for a new file); each migration runs in its own transaction together with the
// version bump, so a failure leaves the file at the previous version, untouched.
import type { Database } from 'better-sqlite3';
import { CacheError } from '../cache-errors';
import type { Migration } from './migration';
import { MIGRATIONS } from './index';

export interface MigrationResult {
  readonly fromVersion: number;
  readonly toVersion: number;
  readonly applied: readonly number[];
}

export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Versions must be 1, 2, 3, ... with no gap or repeat. */
function checkSequence(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new CacheError('invalid_migrations', `migration "${migration.name}" has version ${migration.version}; expected ${index + 1} (versions are 1, 2, 3, ... in order)`);
    }
  });
}

export function runMigrations(db: Database, migrations: readonly Migration[] = MIGRATIONS): MigrationResult {
  checkSequence(migrations);
  const fromVersion = schemaVersion(db);
  const latest = migrations.length;
  if (fromVersion > latest) {
    throw new CacheError('schema_too_new', `the cache file has schema version ${fromVersion}, newer than this app's ${latest}; it was written by a newer version of the app`);
  }
  const applied: number[] = [];
  for (const migration of migrations.slice(fromVersion)) {
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
    applied.push(migration.version);
  }
  return { fromVersion, toVersion: schemaVersion(db), applied };
}
