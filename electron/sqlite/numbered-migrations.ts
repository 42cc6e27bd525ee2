// Applies numbered migrations to a SQLite file, for every file the main process keeps
// (the cache, the journal). The schema version is SQLite's `user_version` (0 for a new
// file); each migration runs in its own transaction together with the version bump, so a
// failure leaves the file at the previous version, untouched. A file written by a newer
// app (a higher version) is refused rather than misread.
import type { Database } from 'better-sqlite3';

/** One schema step; never edited once released (a change is a new, higher-numbered migration). */
export interface NumberedMigration {
  readonly version: number;
  readonly name: string;
  up(db: Database): void;
}

export interface MigrationResult {
  readonly fromVersion: number;
  readonly toVersion: number;
  readonly applied: readonly number[];
}

export function userVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function applyNumberedMigrations(
  db: Database,
  migrations: readonly NumberedMigration[],
  refuse: (code: 'invalid_migrations' | 'schema_too_new', message: string) => Error,
  fileLabel: string,
): MigrationResult {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw refuse('invalid_migrations', `${fileLabel} migration "${migration.name}" has version ${migration.version}; expected ${index + 1} (versions are 1, 2, 3, ... in order)`);
    }
  });
  const fromVersion = userVersion(db);
  if (fromVersion > migrations.length) {
    throw refuse('schema_too_new', `the ${fileLabel} file has schema version ${fromVersion}, newer than this app's ${migrations.length}; it was written by a newer version of the app`);
  }
  const applied: number[] = [];
  for (const migration of migrations.slice(fromVersion)) {
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
    applied.push(migration.version);
  }
  return { fromVersion, toVersion: userVersion(db), applied };
}
