// Applies numbered migrations in order. The schema version is SQLite's `user_version`
// (0 for a new file); each migration runs in its own transaction together with the
// version bump, so a failure leaves the file at the previous version, untouched.
import type { Database } from 'better-sqlite3';
import { JournalError } from '../journal-errors';
import type { JournalMigration } from './migration';
import { JOURNAL_MIGRATIONS } from './index';

export interface JournalMigrationResult {
  readonly fromVersion: number;
  readonly toVersion: number;
  readonly applied: readonly number[];
}

export function journalSchemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function runJournalMigrations(db: Database, migrations: readonly JournalMigration[] = JOURNAL_MIGRATIONS): JournalMigrationResult {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new JournalError('invalid_migrations', `journal migration "${migration.name}" has version ${migration.version}; expected ${index + 1}`);
    }
  });
  const fromVersion = journalSchemaVersion(db);
  if (fromVersion > migrations.length) {
    throw new JournalError('schema_too_new', `the journal file has schema version ${fromVersion}, newer than this app's ${migrations.length}; it was written by a newer version of the app`);
  }
  const applied: number[] = [];
  for (const migration of migrations.slice(fromVersion)) {
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
    applied.push(migration.version);
  }
  return { fromVersion, toVersion: journalSchemaVersion(db), applied };
}
